// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/buildrepository.h"

#include "core/io/buildfile.h"
#include "db/buildpartids.h"
#include "db/database.h"
#include "db/sqltransaction.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>

namespace RigPlan::Db {

using namespace Qt::StringLiterals;

namespace {

QDateTime fromStored(const QVariant &v)
{
    return v.isNull() ? QDateTime() : QDateTime::fromString(v.toString(), Qt::ISODateWithMs);
}

} // namespace

BuildRepository::BuildRepository(Database &database)
    : m_database(database)
{
}

QList<BuildRepository::Entry> BuildRepository::list() const
{
    QList<Entry> out;
    m_errorString.clear();
    QSqlQuery q(m_database.connection());
    q.setForwardOnly(true);
    if (!q.exec(
            u"SELECT id, name, created, modified FROM builds ORDER BY modified IS NULL, modified DESC, id DESC"_s)) {
        m_errorString = m_database.describe(q.lastError());
        return out;
    }
    while (q.next())
        out.append({ q.value(0).toLongLong(), q.value(1).toString(), fromStored(q.value(2)), fromStored(q.value(3)) });
    return out;
}

std::optional<qint64> BuildRepository::save(const Build &build, std::optional<qint64> id, QString *error)
{
    const auto failed = [&](const QString &message) -> std::optional<qint64> {
        m_errorString = message;
        if (error)
            *error = message;
        return std::nullopt;
    };
    const QByteArray json = BuildFile::write(build);
    const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
    SqlTransaction tx(m_database.connection());
    if (!tx.isActive())
        return failed(m_database.describe(tx.error()));
    QSqlQuery q(m_database.connection());
    if (id) {
        q.prepare(u"UPDATE builds SET name = ?, json = ?, modified = ? WHERE id = ?"_s);
        q.addBindValue(build.name);
        q.addBindValue(QString::fromUtf8(json));
        q.addBindValue(now);
        q.addBindValue(*id);
        if (!q.exec())
            return failed(m_database.describe(q.lastError()));
        if (q.numRowsAffected() != 1)
            return failed(tr("there is no saved build %1 to replace").arg(*id));
    } else {
        q.prepare(u"INSERT INTO builds (name, json, created, modified) VALUES (?, ?, ?, ?)"_s);
        q.addBindValue(build.name);
        q.addBindValue(QString::fromUtf8(json));
        q.addBindValue(now);
        q.addBindValue(now);
        if (!q.exec())
            return failed(m_database.describe(q.lastError()));
        id = q.lastInsertId().toLongLong();
    }
    // Which catalog parts the build needs, so that removing one of them can be refused.
    q.prepare(u"DELETE FROM build_parts WHERE build_id = ?"_s);
    q.addBindValue(*id);
    if (!q.exec())
        return failed(m_database.describe(q.lastError()));
    q.prepare(u"INSERT INTO build_parts (build_id, part_id) VALUES (?, ?)"_s);
    for (const QString &partId : BuildPartIds::catalogIds(QJsonDocument::fromJson(json).object())) {
        q.addBindValue(*id);
        q.addBindValue(partId);
        if (!q.exec())
            return failed(m_database.describe(q.lastError()));
    }
    if (!tx.commit())
        return failed(m_database.describe(tx.error()));
    return id;
}

std::optional<Build> BuildRepository::load(qint64 id, const PartCatalog &catalog, QString *error) const
{
    const auto failed = [&](const QString &message) -> std::optional<Build> {
        m_errorString = message;
        if (error)
            *error = message;
        return std::nullopt;
    };
    QSqlQuery q(m_database.connection());
    q.prepare(u"SELECT name, CAST(json AS BLOB) FROM builds WHERE id = ?"_s);
    q.addBindValue(id);
    if (!q.exec())
        return failed(m_database.describe(q.lastError()));
    if (!q.next())
        return failed(tr("there is no saved build %1").arg(id));
    const QString name = q.value(0).toString();
    // A draft may lack a case or PSUs, so the chassis is not required here.
    const BuildLoadResult loaded = BuildFile::read(q.value(1).toByteArray(), catalog, false);
    if (!loaded.ok()) {
        QStringList problems;
        for (const Problem &p : loaded.problems)
            problems << p.toString();
        return failed(tr("saved build '%1': %2").arg(name, problems.join(u"; "_s)));
    }
    return loaded.build;
}

bool BuildRepository::remove(qint64 id)
{
    QSqlQuery q(m_database.connection());
    q.prepare(u"DELETE FROM builds WHERE id = ?"_s); // its build_parts rows go by cascade
    q.addBindValue(id);
    if (!q.exec()) {
        m_errorString = m_database.describe(q.lastError());
        return false;
    }
    if (q.numRowsAffected() != 1) {
        m_errorString = tr("there is no saved build %1").arg(id);
        return false;
    }
    return true;
}

} // namespace RigPlan::Db
