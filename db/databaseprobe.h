// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace RigPlan::Db {

/**
 * What a read-only look at an existing SQLite file found, before anything writes to it: whether SQLite
 * opened and checked it (quick_check) and the three numbers that say whose file it is and how old.
 * Facts only, no sentences: Database turns them into its messages on the thread that shows them (the
 * reading may run before QApplication, with no translator installed).
 */
struct ProbeReading
{
    QString path; // absolute
    /** The -wal, -shm and -journal beside the file before the probe opened it (its connection may add some). */
    QStringList companionsBefore;
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
 * Something that reads the file ahead of Database::open on another thread (the app's CatalogPrefetch):
 * open() takes its probe reading instead of reading the file again, and when it refuses the file it
 * waits for the reader to close it before tidying what SQLite left beside it.
 */
class ReadAhead
{
public:
    virtual ~ReadAhead() = default;
    /** The probe reading of `path`, waiting for it; nullopt when this reader did not probe that file. */
    virtual std::optional<ProbeReading> probe(const QString &path) const = 0;
    /** Waits until the reader has closed the file. */
    virtual void waitUntilClosed() const = 0;
};

/**
 * Reads `path` with SQLite's own API on a read-only connection of the calling thread's: thread-safe,
 * and needs no QCoreApplication, so the app starts it on another core while its window is built
 * (CatalogPrefetch). Waits up to `busyTimeoutMs` for another connection's write to finish.
 */
ProbeReading readProbe(const QString &path, int busyTimeoutMs);

} // namespace RigPlan::Db
