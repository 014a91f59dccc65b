// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/migrations.h"

#include "db/buildpartids.h"
#include "db/sqltransaction.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>

namespace RigPlan::Db {

using namespace Qt::StringLiterals;

namespace {

QString sqlFailure(const QSqlQuery &q)
{
    return q.lastError().text();
}

// Version 3 indexes what the JSON holds: each GPU's family, and the part ids each saved build uses.
bool fillFamiliesAndBuildParts(QSqlDatabase &db, QString *error)
{
    QSqlQuery read(db);
    QSqlQuery write(db);
    read.setForwardOnly(true);
    if (!read.exec(u"SELECT id, json FROM parts"_s)) {
        *error = sqlFailure(read);
        return false;
    }
    if (!write.prepare(u"UPDATE parts SET family = ? WHERE id = ?"_s)) {
        *error = sqlFailure(write);
        return false;
    }
    while (read.next()) {
        const QString family
            = QJsonDocument::fromJson(read.value(1).toString().toUtf8()).object().value(u"family").toString();
        if (family.isEmpty())
            continue;
        write.addBindValue(family);
        write.addBindValue(read.value(0));
        if (!write.exec()) {
            *error = sqlFailure(write);
            return false;
        }
    }
    if (!read.exec(u"SELECT id, json FROM builds"_s)) {
        *error = sqlFailure(read);
        return false;
    }
    if (!write.prepare(u"INSERT OR IGNORE INTO build_parts (build_id, part_id) VALUES (?, ?)"_s)) {
        *error = sqlFailure(write);
        return false;
    }
    while (read.next()) {
        const QJsonObject build = QJsonDocument::fromJson(read.value(1).toString().toUtf8()).object();
        for (const QString &partId : BuildPartIds::catalogIds(build)) {
            write.addBindValue(read.value(0));
            write.addBindValue(partId);
            if (!write.exec()) {
                *error = sqlFailure(write);
                return false;
            }
        }
    }
    return true;
}

QList<Migration> makeMigrations()
{
    return {
        // 1: the part catalog (full JSON per part plus the columns lists filter on) and saved builds.
        { 1,
            { u"PRAGMA application_id = %1"_s.arg(Migrations::kApplicationId),
                u"CREATE TABLE meta (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL)"_s,
                u"CREATE TABLE parts ("
                "id TEXT PRIMARY KEY NOT NULL, "
                "kind TEXT NOT NULL, "
                "name TEXT NOT NULL, "
                "price_usd REAL, "
                "origin TEXT NOT NULL CHECK (origin IN ('bundled', 'custom')), "
                "catalog_version INTEGER NOT NULL DEFAULT 0, "
                "json TEXT NOT NULL)"_s,
                u"CREATE INDEX parts_by_kind ON parts (kind, price_usd)"_s,
                u"CREATE TABLE builds ("
                "id INTEGER PRIMARY KEY AUTOINCREMENT, "
                "name TEXT NOT NULL, "
                "json TEXT NOT NULL)"_s } },
        // 2: the user's own prices, in a table of their own so catalog updates never touch them;
        // build timestamps (NULL for builds saved before: RigPlan does not know when that was).
        { 2,
            { u"CREATE TABLE user_prices ("
              "part_id TEXT PRIMARY KEY NOT NULL REFERENCES parts (id) ON DELETE CASCADE, "
              "price_usd REAL NOT NULL CHECK (price_usd >= 0), "
              "set_at TEXT NOT NULL)"_s,
                u"ALTER TABLE builds ADD COLUMN created TEXT"_s, u"ALTER TABLE builds ADD COLUMN modified TEXT"_s } },
        // 3: bundled parts a newer catalog dropped are kept (saved builds may use them) but retired;
        // GPU families and the parts each build uses become columns/rows so they need no JSON parse;
        // the catalog list loads from one covering index.
        { 3,
            { u"ALTER TABLE parts ADD COLUMN retired INTEGER NOT NULL DEFAULT 0"_s,
                u"ALTER TABLE parts ADD COLUMN family TEXT"_s, u"CREATE INDEX parts_by_family ON parts (family)"_s,
                u"CREATE TABLE build_parts ("
                "build_id INTEGER NOT NULL REFERENCES builds (id) ON DELETE CASCADE, "
                "part_id TEXT NOT NULL, "
                "PRIMARY KEY (build_id, part_id))"_s,
                u"CREATE INDEX build_parts_by_part ON build_parts (part_id)"_s,
                // Covers every column but the JSON, so loading the catalog list reads this index and not
                // the table pages full of JSON (about ten times the bytes).
                u"CREATE INDEX parts_summary ON parts "
                "(kind, id, name, family, price_usd, origin, catalog_version, retired)"_s },
            &fillFamiliesAndBuildParts },
        // 4: parts imported from BuildCores OpenDB (db/opendb/): the OpenDB record each came from and the
        // part as that import wrote it, so a re-import tells the user's edits from OpenDB's own updates.
        { 4,
            { u"CREATE TABLE opendb_parts ("
              "part_id TEXT PRIMARY KEY NOT NULL REFERENCES parts (id) ON DELETE CASCADE, "
              "opendb_id TEXT NOT NULL UNIQUE, "
              "source_commit TEXT, "
              "imported_json TEXT NOT NULL, "
              "imported_at TEXT NOT NULL)"_s } },
        // 5: the user's choice of new or used price for single parts (issue 15), apart from Settings' default;
        // a table of its own, like user_prices, so catalog updates never touch it.
        { 5,
            { u"CREATE TABLE price_choices ("
              "part_id TEXT PRIMARY KEY NOT NULL REFERENCES parts (id) ON DELETE CASCADE, "
              "choice TEXT NOT NULL CHECK (choice IN ('new', 'used')), "
              "set_at TEXT NOT NULL)"_s } },
    };
}

} // namespace

const QList<Migration> &Migrations::all()
{
    static const QList<Migration> migrations = makeMigrations();
    return migrations;
}

int Migrations::latestVersion()
{
    return all().constLast().version;
}

std::optional<int> Migrations::userVersion(const QSqlDatabase &db, QString *error)
{
    QSqlQuery q(db);
    if (!q.exec(u"PRAGMA user_version"_s) || !q.next()) {
        if (error)
            *error = q.lastError().text();
        return std::nullopt;
    }
    return q.value(0).toInt();
}

bool Migrations::apply(QSqlDatabase &db, int fromVersion, int toVersion, const QList<Migration> &steps, QString *error)
{
    for (const Migration &m : steps) {
        if (m.version <= fromVersion || m.version > toVersion)
            continue;
        for (const QString &statement : m.statements) {
            QSqlQuery q(db);
            if (!q.exec(statement)) {
                *error = tr("schema version %1: %2").arg(m.version).arg(q.lastError().text());
                return false;
            }
        }
        QString stepError;
        if (m.dataStep && !m.dataStep(db, &stepError)) {
            *error = tr("schema version %1: %2").arg(m.version).arg(stepError);
            return false;
        }
    }
    // PRAGMA takes no bound values; the number is ours, not input.
    QSqlQuery q(db);
    if (!q.exec(u"PRAGMA user_version = %1"_s.arg(toVersion))) {
        *error = q.lastError().text();
        return false;
    }
    return true;
}

bool Migrations::upgrade(QSqlDatabase &db, int toVersion, QString *error)
{
    SqlTransaction tx(db);
    if (!tx.isActive()) {
        *error = tx.error().text();
        return false;
    }
    const std::optional<int> from = userVersion(db, error);
    if (!from || !apply(db, *from, toVersion, all(), error))
        return false;
    if (!tx.commit()) {
        *error = tx.error().text();
        return false;
    }
    return true;
}

} // namespace RigPlan::Db
