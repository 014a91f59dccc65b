// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace RigPlan::Db {

/**
 * What a read-only look at an existing SQLite file found, before anything writes to it: whether SQLite
 * opened and checked it (quick_check) and the three numbers that say whose file it is and how old.
 * Facts only, no sentences: Database turns them into its messages.
 */
struct ProbeReading
{
    /** SQLite's extended result code of the first call that failed (0: none), and its message. */
    int sqliteCode = 0;
    QString sqliteMessage;
    /** Every row quick_check returned: exactly { "ok" } for a sound file. */
    QStringList quickCheck;
    int userVersion = 0;
    int applicationId = 0;
    int tables = 0; // entries in sqlite_master

    bool failed() const { return sqliteCode != 0; }
    bool sound() const { return !failed() && quickCheck == QStringList { QStringLiteral("ok") }; }
};

/**
 * Reads `path` with SQLite's own API on a read-only connection of its own, so that nothing can write to
 * a file that may yet be refused (Qt's driver opens read-write). Waits up to `busyTimeoutMs` for another
 * connection's write to finish.
 */
ProbeReading readProbe(const QString &path, int busyTimeoutMs);

} // namespace RigPlan::Db
