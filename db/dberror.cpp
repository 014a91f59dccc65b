// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/dberror.h"

#include <QFile>
#include <QFileInfo>

#include <sys/statvfs.h>
#include <unistd.h>

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

constexpr int kIoError = 10;
constexpr int kFull = 13;

/** The folder `path` is in, when it is that folder (or its file system) that cannot be written. */
QString readOnlyFolder(const QString &path)
{
    const QString dir = QFileInfo(path).absolutePath();
    const QByteArray native = QFile::encodeName(dir);
    struct statvfs fs
    {
    };
    const bool readOnlyMount = ::statvfs(native.constData(), &fs) == 0 && (fs.f_flag & ST_RDONLY) != 0;
    return readOnlyMount || ::access(native.constData(), W_OK) != 0 ? dir : QString();
}

/** Whether the file system holding `path` has no room left for an ordinary user. */
bool diskFull(const QString &path)
{
    struct statvfs fs
    {
    };
    const QByteArray native = QFile::encodeName(QFileInfo(path).absolutePath());
    // A page or two is "full" too: SQLite needs a journal and a page at once.
    return ::statvfs(native.constData(), &fs) == 0 && quint64(fs.f_bavail) * fs.f_frsize < 64 * 1024;
}

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

QString DbError::readOnlyFolderMessage(const QString &path, const QString &folder)
{
    return tr("%1 cannot be written: its folder %2 is read-only (SQLite keeps its journal beside the file)")
        .arg(path, folder);
}

QString DbError::describe(const QSqlError &error, const QString &path)
{
    const QString detail = error.databaseText().isEmpty() ? error.text() : error.databaseText();
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok) & 0xff;
    // SQLite says "disk I/O error" or "database or disk is full", "attempt to write a readonly database":
    // say what the user can act on, the disk or the folder, where that is what it is.
    if (ok && (code == kFull || code == kIoError) && diskFull(path))
        return tr("%1 cannot be written: the disk is full (%2)").arg(path, detail);
    if (ok && (code == kReadOnly || code == kCantOpen)) {
        const QString folder = readOnlyFolder(path);
        if (!folder.isEmpty())
            return readOnlyFolderMessage(path, folder);
    }
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
