// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/dberror.h"

namespace RigPlan::Db {

namespace {

// SQLite primary result codes (sqlite3.h). QSQLITE reports them as the native error code; the low
// byte is the primary code also when extended codes are on.
constexpr int kBusy = 5;
constexpr int kLocked = 6;
constexpr int kReadOnly = 8;
constexpr int kCorrupt = 11;
constexpr int kCantOpen = 14;
constexpr int kNotADatabase = 26;

} // namespace

ErrorKind DbError::kindOf(const QSqlError &error)
{
    if (error.type() == QSqlError::NoError)
        return ErrorKind::None;
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok) & 0xff;
    if (!ok)
        return ErrorKind::Other;
    switch (code) {
    case kBusy:
    case kLocked:
        return ErrorKind::Locked;
    case kReadOnly:
    case kCantOpen:
        return ErrorKind::ReadOnly;
    case kCorrupt:
    case kNotADatabase:
        return ErrorKind::Corrupt;
    default:
        return ErrorKind::Other;
    }
}

QString DbError::lockedMessage(const QString &path)
{
    return tr("%1 is in use by another RigPlan: it stayed locked past the wait time. "
              "Close the other RigPlan or try again.")
        .arg(path);
}

QString DbError::describe(const QSqlError &error, const QString &path)
{
    const QString detail = error.databaseText().isEmpty() ? error.text() : error.databaseText();
    switch (kindOf(error)) {
    case ErrorKind::Locked:
        return lockedMessage(path);
    case ErrorKind::ReadOnly:
        return tr("%1 cannot be written: %2").arg(path, detail);
    case ErrorKind::Corrupt:
        return tr("%1 is damaged: %2").arg(path, detail);
    case ErrorKind::None:
    case ErrorKind::NewerVersion:
    case ErrorKind::Other:
        break;
    }
    return tr("%1: %2").arg(path, detail);
}

} // namespace RigPlan::Db
