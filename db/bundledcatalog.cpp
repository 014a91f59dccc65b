// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/bundledcatalog.h"

#include "db/partrecord.h"
#include "db/sqltransaction.h"

#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>

namespace RigPlan::Db {

using namespace Qt::StringLiterals;

std::optional<int> BundledCatalog::versionAtHead(QByteArrayView data)
{
    // Checked at every start: the bundled file puts its version first, so read it there rather than parse
    // 100 KB of JSON (1.5 ms).
    const QByteArrayView head = data.first(std::min<qsizetype>(data.size(), kVersionHeadBytes));
    static constexpr QByteArrayView kKey = "\"catalogVersion\"";
    if (const qsizetype at = head.indexOf(kKey);
        at >= 0 && head.trimmed().startsWith('{') && head.first(at).count('{') == 1) {
        qsizetype i = at + kKey.size();
        while (i < head.size() && (head[i] == ' ' || head[i] == ':' || head[i] == '\n' || head[i] == '\t'))
            ++i;
        qsizetype end = i;
        while (end < head.size() && head[end] >= '0' && head[end] <= '9')
            ++end;
        if (end > i && end < head.size()
            && (head[end] == ',' || head[end] == '}' || head[end] == ' ' || head[end] == '\n'))
            return head.sliced(i, end - i).toInt();
    }
    return std::nullopt;
}

std::optional<int> BundledCatalog::peekVersion(const QByteArray &data)
{
    if (const std::optional<int> v = versionAtHead(data))
        return v;
    const QJsonDocument doc = QJsonDocument::fromJson(data);
    const QJsonValue v = doc.object().value(u"catalogVersion");
    if (!v.isDouble())
        return std::nullopt;
    return v.toInt();
}

std::optional<int> BundledCatalog::storedVersion(const QSqlDatabase &db, QString *error)
{
    QSqlQuery q(db);
    q.prepare(u"SELECT value FROM meta WHERE key = ?"_s);
    q.addBindValue(u"catalog_version"_s);
    if (!q.exec()) {
        *error = q.lastError().text();
        return std::nullopt;
    }
    return q.next() ? q.value(0).toInt() : 0;
}

bool BundledCatalog::apply(QSqlDatabase &db, const CatalogData &catalog, CatalogUpdate *update, QSqlError *error)
{
    *update = CatalogUpdate();
    SqlTransaction tx(db);
    if (!tx.isActive()) {
        *error = tx.error();
        return false;
    }
    QSqlQuery q(db);
    const auto failed = [&](const QSqlQuery &query) {
        *error = query.lastError();
        return false;
    };
    q.prepare(u"SELECT value FROM meta WHERE key = ?"_s);
    q.addBindValue(u"catalog_version"_s);
    if (!q.exec())
        return failed(q);
    const int stored = q.next() ? q.value(0).toInt() : 0;
    if (catalog.catalogVersion <= stored)
        return true; // up to date (or the database holds a newer catalog than this RigPlan ships)
    update->fromVersion = stored;
    update->toVersion = catalog.catalogVersion;

    QHash<QString, bool> existing; // id -> is custom
    if (!q.exec(u"SELECT id, origin FROM parts"_s))
        return failed(q);
    while (q.next())
        existing.insert(q.value(0).toString(), q.value(1).toString() == u"custom");

    // An upsert, not INSERT OR REPLACE: REPLACE deletes the row first, which would cascade to the
    // user's price for it.
    if (!q.prepare(u"INSERT INTO parts (id, kind, name, family, price_usd, origin, catalog_version, retired, json) "
                   "VALUES (?, ?, ?, ?, ?, 'bundled', ?, 0, ?) "
                   "ON CONFLICT (id) DO UPDATE SET kind = excluded.kind, name = excluded.name, "
                   "family = excluded.family, price_usd = excluded.price_usd, "
                   "catalog_version = excluded.catalog_version, retired = 0, json = excluded.json "
                   "WHERE parts.origin = 'bundled'"_s))
        return failed(q);
    for (const Part &part : catalog.parts) {
        const auto found = existing.constFind(part.id);
        if (found != existing.constEnd() && *found) {
            update->shadowed.append(part.id);
            continue;
        }
        const PartRecord r = PartRecord::from(part);
        q.addBindValue(r.id);
        q.addBindValue(r.kind);
        q.addBindValue(r.name);
        q.addBindValue(r.family.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(r.family));
        q.addBindValue(r.priceUsd ? QVariant(*r.priceUsd) : QVariant(QMetaType::fromType<double>()));
        q.addBindValue(catalog.catalogVersion);
        q.addBindValue(QString::fromUtf8(r.json));
        if (!q.exec())
            return failed(q);
        ++(found == existing.constEnd() ? update->added : update->updated);
    }
    if (!q.prepare(u"UPDATE parts SET retired = 1 WHERE origin = 'bundled' AND retired = 0 AND catalog_version < ?"_s))
        return failed(q);
    q.addBindValue(catalog.catalogVersion);
    if (!q.exec())
        return failed(q);
    update->retired = q.numRowsAffected();
    if (!q.prepare(u"INSERT INTO meta (key, value) VALUES (?, ?) "
                   "ON CONFLICT (key) DO UPDATE SET value = excluded.value"_s))
        return failed(q);
    q.addBindValue(u"catalog_version"_s);
    q.addBindValue(QString::number(catalog.catalogVersion));
    if (!q.exec())
        return failed(q);
    if (!tx.commit()) {
        *error = tx.error();
        return false;
    }
    return true;
}

} // namespace RigPlan::Db
