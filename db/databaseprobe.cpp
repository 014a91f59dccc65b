// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/databaseprobe.h"

#include <QFileInfo>

#include <sqlite3.h>

namespace RigPlan::Db {

namespace {

/** The connection, closed however the reading ends. */
struct ReadOnlyConnection
{
    sqlite3 *db = nullptr;
    ~ReadOnlyConnection() { sqlite3_close(db); }
};

/** Runs `sql`, handing each row's first column to `row`; false (and the failure noted) on an error. */
template<typename Row> bool query(sqlite3 *db, const char *sql, ProbeReading &out, Row row)
{
    sqlite3_stmt *statement = nullptr;
    int rc = sqlite3_prepare_v2(db, sql, -1, &statement, nullptr);
    if (rc == SQLITE_OK) {
        while ((rc = sqlite3_step(statement)) == SQLITE_ROW)
            row(statement);
    }
    const int code = rc == SQLITE_DONE ? SQLITE_OK : sqlite3_extended_errcode(db);
    sqlite3_finalize(statement);
    if (code == SQLITE_OK)
        return true;
    out.sqliteCode = code;
    out.sqliteMessage = QString::fromUtf8(sqlite3_errmsg(db));
    return false;
}

bool readInteger(sqlite3 *db, const char *sql, ProbeReading &out, int *into)
{
    return query(db, sql, out, [into](sqlite3_stmt *s) { *into = sqlite3_column_int(s, 0); });
}

} // namespace

ProbeReading readProbe(const QString &path, int busyTimeoutMs)
{
    ProbeReading out;
    ReadOnlyConnection c;
    const QByteArray file = QFileInfo(path).absoluteFilePath().toUtf8();
    // Read-only: nothing done here can write to a file that may yet be refused. A WAL-mode file gets its
    // -wal and -shm beside it all the same; Database::open removes them if it refuses the file.
    const int rc = sqlite3_open_v2(file.constData(), &c.db, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX, nullptr);
    if (rc != SQLITE_OK) {
        out.sqliteCode = c.db ? sqlite3_extended_errcode(c.db) : rc;
        out.sqliteMessage = QString::fromUtf8(c.db ? sqlite3_errmsg(c.db) : sqlite3_errstr(rc));
        return out;
    }
    sqlite3_extended_result_codes(c.db, 1);
    sqlite3_busy_timeout(c.db, busyTimeoutMs);
    // quick_check reads every page; mapped pages cost no read() each (a third less time). Only this
    // read-only connection maps the file, so no write ever goes through the map.
    sqlite3_exec(c.db, "PRAGMA mmap_size = 268435456", nullptr, nullptr, nullptr);
    if (!query(c.db, "PRAGMA quick_check", out, [&out](sqlite3_stmt *s) {
            out.quickCheck << QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_column_text(s, 0)));
        }))
        return out;
    if (!out.sound())
        return out;
    readInteger(c.db, "PRAGMA user_version", out, &out.userVersion)
        && readInteger(c.db, "PRAGMA application_id", out, &out.applicationId)
        && readInteger(c.db, "SELECT count(*) FROM sqlite_master", out, &out.tables);
    return out;
}

} // namespace RigPlan::Db
