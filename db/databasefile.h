// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace RigPlan::Db {

/**
 * What is done to a database file without SQLite: reading its header before anything opens it,
 * and copying or moving it (with its -wal, -shm and -journal companions) aside.
 */
class DatabaseFile
{
    Q_DECLARE_TR_FUNCTIONS(RigPlan::Db::DatabaseFile)

public:
    enum class Header
    {
        Missing,
        Empty,
        Sqlite,
        NotSqlite,
        Unreadable
    };

    /** Reads the first 16 bytes only; `error` says why for Unreadable. */
    static Header readHeader(const QString &path, QString *error);

    /** The files SQLite keeps beside `path`: "-wal", "-shm", "-journal". */
    static QStringList companionSuffixes();

    /** Which of companionSuffixes() exist beside `path` now. */
    static QStringList presentCompanions(const QString &path);

    /**
     * Removes the companions SQLite left beside `path` that were not in `before`: a -shm, and a -wal
     * or -journal only when empty (one with content may hold the only copy of committed data). Nothing
     * is removed while another process has the file open (it holds a lock in the -shm).
     */
    static void removeNewCompanions(const QString &path, const QStringList &before);

    /**
     * Copies `path` to exactly `path + suffix`, replacing an earlier copy of that name only once the
     * new one is complete; the new name, or empty and `error`.
     */
    static QString copyReplacing(const QString &path, const QString &suffix, QString *error);

    /** Copies `path` to `path + suffix` (made unique); the new name, or empty and `error`. */
    static QString copyAside(const QString &path, const QString &suffix, QString *error);

    /**
     * Renames `path` and its companions to `path + suffix (+ companion suffix)`; all or nothing.
     * A stale -wal left behind would be replayed into the next database of that name.
     */
    static QString moveAside(const QString &path, const QString &suffix, QString *error);

    /** A sortable local timestamp for the names above, e.g. 20250131-142501. */
    static QString timestamp();

private:
    static QString uniqueName(const QString &path);
    static bool sharedMemoryInUse(const QString &shmPath);
};

} // namespace RigPlan::Db
