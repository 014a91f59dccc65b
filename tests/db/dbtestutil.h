// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers shared by the tests of the SQLite layer: fixture files, old-schema databases, a lock holder.
#pragma once

#include "core/io/partjson.h"
#include "db/buildpartids.h"
#include "db/database.h"
#include "db/migrations.h"
#include "db/partrecord.h"
#include "db/sqltransaction.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>

namespace RigPlan::Test::Db {

using namespace Qt::StringLiterals;

inline QString dbData(const QString &name)
{
    return QStringLiteral(RIGPLAN_DB_TEST_DATA) + u'/' + name;
}

inline QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

inline bool writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

/** Open options with a small synthetic bundled catalog and a short busy timeout. */
inline RigPlan::Db::OpenOptions options(const QString &catalog = u"catalog-v1.json"_s, int busyTimeoutMs = 300)
{
    RigPlan::Db::OpenOptions o;
    o.bundledCatalog = catalog.isEmpty() ? QString() : dbData(catalog);
    o.busyTimeoutMs = busyTimeoutMs;
    return o;
}

/** A raw connection of the test's own, removed on destruction. */
class RawConnection
{
public:
    explicit RawConnection(const QString &path, const QString &name = u"test-raw"_s)
        : m_name(name)
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, m_name);
        db.setDatabaseName(path);
        db.setConnectOptions(u"QSQLITE_BUSY_TIMEOUT=100"_s);
        m_ok = db.open();
    }
    ~RawConnection()
    {
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_name);
    }
    bool ok() const { return m_ok; }
    QSqlDatabase db() const { return QSqlDatabase::database(m_name, false); }
    bool exec(const QString &sql, const QVariantList &values = {}) const
    {
        QSqlQuery q(db());
        q.prepare(sql);
        for (const QVariant &v : values)
            q.addBindValue(v);
        if (!q.exec()) {
            qWarning("%s: %s", qPrintable(sql), qPrintable(q.lastError().text()));
            return false;
        }
        return true;
    }
    QVariant value(const QString &sql) const
    {
        QSqlQuery q(db());
        return q.exec(sql) && q.next() ? q.value(0) : QVariant();
    }

private:
    QString m_name;
    bool m_ok = false;
};

/** Holds the write lock of a database, as another RigPlan in the middle of a write would. */
class LockHolder
{
public:
    explicit LockHolder(const QString &path)
        : m_connection(path, u"test-lock-holder"_s)
    {
        m_locked = m_connection.ok() && m_connection.exec(u"BEGIN EXCLUSIVE"_s);
    }
    ~LockHolder()
    {
        if (m_locked)
            m_connection.exec(u"ROLLBACK"_s);
    }
    bool locked() const { return m_locked; }

private:
    RawConnection m_connection;
    bool m_locked = false;
};

/** The JSON column of a part, as a RigPlan of any schema version stored it. */
inline QString partJsonOf(const QJsonObject &object)
{
    Problems problems;
    const std::optional<Part> part = PartJson::read(object, QString(), &problems);
    return part ? QString::fromUtf8(RigPlan::Db::PartRecord::from(*part).json) : QString();
}

inline QJsonObject jsonFile(const QString &name)
{
    return QJsonDocument::fromJson(fileBytes(dbData(name))).object();
}

/** The build an old RigPlan saved: catalog parts, a custom part and one part of its own. */
inline QByteArray fixtureBuildJson()
{
    return R"({"format": "rigplan-build", "version": 1, "name": "saved before the upgrade",
      "case": "upd-case", "board": "upd-board", "cpu": "upd-cpu", "psus": ["upd-psu"],
      "gpus": [{"part": "my-gpu", "slot": 1}, {"part": "upd-gpu-dropped", "slot": 3},
               {"part": "inline-gpu", "slot": 5}],
      "parts": [{"id": "inline-gpu", "kind": "gpu", "name": "Inline", "architecture": "ampere", "tdpW": 250,
                 "slotWidth": 2, "lengthMm": 267, "cooler": "blower"}]})";
}

/**
 * A database exactly as the RigPlan of schema `version` left it (the historic migration steps are
 * never edited), holding one of everything that version could store. Not in WAL mode unless asked.
 */
inline bool makeFixture(const QString &path, int version, bool wal = false)
{
    RawConnection c(path, u"test-fixture"_s);
    if (!c.ok())
        return false;
    QSqlDatabase db = c.db();
    if (wal && !c.exec(u"PRAGMA journal_mode = WAL"_s))
        return false;
    {
        RigPlan::Db::SqlTransaction tx(db);
        QString error;
        if (!RigPlan::Db::Migrations::apply(db, 0, version, RigPlan::Db::Migrations::all(), &error)) {
            qWarning("fixture v%d: %s", version, qPrintable(error));
            return false;
        }
        if (!tx.commit())
            return false;
    }
    bool ok = c.exec(u"INSERT INTO meta (key, value) VALUES ('catalog_version', '1')"_s);
    const QJsonObject catalog = jsonFile(u"catalog-v1.json"_s);
    for (const QJsonValue &v : catalog.value(u"parts").toArray()) {
        const QJsonObject p = v.toObject();
        ok = ok
            && c.exec(u"INSERT INTO parts (id, kind, name, price_usd, origin, catalog_version, json) "
                      "VALUES (?, ?, ?, ?, 'bundled', 1, ?)"_s,
                { p.value(u"id").toString(), p.value(u"kind").toString(), p.value(u"name").toString(),
                    p.value(u"priceUsd").toDouble(), partJsonOf(p) });
    }
    const QJsonObject custom = jsonFile(u"custom-gpu.json"_s);
    ok = ok
        && c.exec(u"INSERT INTO parts (id, kind, name, price_usd, origin, catalog_version, json) "
                  "VALUES ('my-gpu', 'gpu', ?, 900, 'custom', 0, ?)"_s,
            { custom.value(u"name").toString(), partJsonOf(custom) });
    if (version == 1) {
        ok = ok
            && c.exec(u"INSERT INTO builds (name, json) VALUES ('saved before the upgrade', ?)"_s,
                { QString::fromUtf8(fixtureBuildJson()) });
    } else if (version >= 2 && version <= 4) {
        ok = ok
            && c.exec(
                u"INSERT INTO builds (name, json, created, modified) "
                "VALUES ('saved before the upgrade', ?, '2024-01-02T03:04:05.000Z', '2024-02-03T04:05:06.000Z')"_s,
                { QString::fromUtf8(fixtureBuildJson()) })
            && c.exec(u"INSERT INTO user_prices (part_id, price_usd, set_at) "
                      "VALUES ('upd-gpu-kept', 777, '2024-01-05T00:00:00.000Z')"_s);
        if (version >= 3) {
            // Version 3 keeps each GPU's family in a column and each build's part ids in build_parts.
            ok = ok && c.exec(u"UPDATE parts SET family = json_extract(json, '$.family') WHERE kind = 'gpu'"_s);
            for (const QString &id :
                RigPlan::Db::BuildPartIds::catalogIds(QJsonDocument::fromJson(fixtureBuildJson()).object()))
                ok = ok && c.exec(u"INSERT INTO build_parts (build_id, part_id) VALUES (1, ?)"_s, { id });
        }
        // Version 4 adds opendb_parts, which an upgrade to 5 leaves as it is (tst_opendbimport covers it).
    } else {
        qWarning("no fixture data for schema version %d: add it here when adding a migration", version);
        return false;
    }
    return ok;
}

} // namespace RigPlan::Test::Db
