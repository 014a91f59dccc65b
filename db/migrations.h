// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QSqlDatabase>
#include <QStringList>

namespace RigPlan::Db {

/** One schema version: what turns the previous version into this one. */
struct Migration
{
    int version = 0;
    /** One SQL statement each: the QSQLITE driver runs only the first statement of a string. */
    QStringList statements;
    /** Data work that needs C++ (reading JSON), run after the statements; may be null. */
    bool (*dataStep)(QSqlDatabase &db, QString *error) = nullptr;
};

/**
 * The database schema as an ordered list of versions, applied cumulatively (after qBittorrent's
 * updateDB). The version lives in PRAGMA user_version; a new file starts at 0 and runs them all.
 */
class Migrations
{
    Q_DECLARE_TR_FUNCTIONS(RigPlan::Db::Migrations)

public:
    /** Marks RigPlan's files (PRAGMA application_id), so another program's SQLite file is refused. */
    static constexpr int kApplicationId = 0x52506c6e; // "RPln"

    static const QList<Migration> &all();
    static int latestVersion();

    /**
     * Applies every step with fromVersion < version <= toVersion and stamps user_version. Needs an
     * open transaction: the caller commits or rolls back all of it.
     */
    static bool apply(QSqlDatabase &db, int fromVersion, int toVersion, const QList<Migration> &steps, QString *error);
    /** apply() in a transaction of its own, from the file's current version. */
    static bool upgrade(QSqlDatabase &db, int toVersion, QString *error);

    static std::optional<int> userVersion(const QSqlDatabase &db, QString *error);
};

} // namespace RigPlan::Db
