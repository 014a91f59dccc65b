// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/databasefile.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstdio>
#include <cstring>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <unistd.h>
#endif

namespace RigPlan::Db {

using namespace Qt::StringLiterals;

DatabaseFile::Header DatabaseFile::readHeader(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.exists())
        return Header::Missing;
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return Header::Unreadable;
    }
    const QByteArray head = file.read(16);
    if (head.isEmpty())
        return file.size() == 0 ? Header::Empty : Header::Unreadable;
    // Every SQLite 3 database starts with these 16 bytes (sqlite.org/fileformat.html).
    static constexpr char kMagic[16]
        = { 'S', 'Q', 'L', 'i', 't', 'e', ' ', 'f', 'o', 'r', 'm', 'a', 't', ' ', '3', '\0' };
    return head == QByteArray(kMagic, sizeof kMagic) ? Header::Sqlite : Header::NotSqlite;
}

QStringList DatabaseFile::companionSuffixes()
{
    return { u"-wal"_s, u"-shm"_s, u"-journal"_s };
}

QStringList DatabaseFile::presentCompanions(const QString &path)
{
    QStringList present;
    for (const QString &suffix : companionSuffixes()) {
        if (QFileInfo::exists(path + suffix))
            present << suffix;
    }
    return present;
}

bool DatabaseFile::sharedMemoryInUse(const QString &shmPath)
{
#ifdef Q_OS_UNIX
    // Every SQLite connection in WAL mode holds a read lock on the -shm's "DMS" byte while it is open
    // (src/os_unix.c: UNIX_SHM_DMS, byte 128). F_GETLK sees the locks of other processes only, and this
    // process's own connection to the file is closed by now.
    const int fd = ::open(QFile::encodeName(shmPath).constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    struct flock lock
    {
    };
    lock.l_type = F_WRLCK;
    lock.l_whence = SEEK_SET;
    lock.l_start = 128;
    lock.l_len = 1;
    const bool inUse = ::fcntl(fd, F_GETLK, &lock) != 0 || lock.l_type != F_UNLCK;
    ::close(fd);
    return inUse;
#else
    Q_UNUSED(shmPath);
    return true; // cannot tell: leave it
#endif
}

void DatabaseFile::removeNewCompanions(const QString &path, const QStringList &before)
{
    if (sharedMemoryInUse(path + u"-shm"_s))
        return; // another RigPlan opened the file meanwhile: these are its files now
    for (const QString &suffix : companionSuffixes()) {
        const QFileInfo companion(path + suffix);
        if (!before.contains(suffix) && companion.exists() && (suffix == u"-shm" || companion.size() == 0))
            QFile::remove(companion.filePath());
    }
}

QString DatabaseFile::copyReplacing(const QString &path, const QString &suffix, QString *error)
{
    const QString target = path + suffix;
    const QString partial = uniqueName(target + u".partial"_s);
    QFile source(path);
    if (!source.copy(partial)) {
        *error = tr("could not copy %1 to %2: %3").arg(path, partial, source.errorString());
        return {};
    }
    if (QFileInfo(partial).size() != QFileInfo(path).size()) {
        QFile::remove(partial);
        *error = tr("the copy %1 of %2 is incomplete").arg(partial, path);
        return {};
    }
    // rename(2) replaces the old copy in one step: there is always one whole copy under `target`.
    if (std::rename(QFile::encodeName(partial).constData(), QFile::encodeName(target).constData()) != 0) {
        *error = tr("could not rename %1 to %2: %3").arg(partial, target, QString::fromLocal8Bit(std::strerror(errno)));
        QFile::remove(partial);
        return {};
    }
    return target;
}

QString DatabaseFile::uniqueName(const QString &path)
{
    QString name = path;
    for (int n = 2; QFileInfo::exists(name) || QFileInfo::exists(name + u"-wal"_s); ++n)
        name = path + u'-' + QString::number(n);
    return name;
}

QString DatabaseFile::copyAside(const QString &path, const QString &suffix, QString *error)
{
    const QString target = uniqueName(path + suffix);
    QFile source(path);
    if (!source.copy(target)) {
        *error = tr("could not copy %1 to %2: %3").arg(path, target, source.errorString());
        return {};
    }
    if (QFileInfo(target).size() != QFileInfo(path).size()) {
        QFile::remove(target);
        *error = tr("the copy %1 of %2 is incomplete").arg(target, path);
        return {};
    }
    return target;
}

QString DatabaseFile::moveAside(const QString &path, const QString &suffix, QString *error)
{
    const QString target = uniqueName(path + suffix);
    QList<std::pair<QString, QString>> moved;
    const auto undo = [&moved] {
        for (auto it = moved.crbegin(); it != moved.crend(); ++it)
            QFile::rename(it->second, it->first);
    };
    // Companions first: if one cannot move, the database keeps its name and its journal.
    for (const QString &companion : companionSuffixes()) {
        QFile file(path + companion);
        if (!file.exists())
            continue;
        if (!file.rename(target + companion)) {
            *error = tr("could not rename %1: %2").arg(path + companion, file.errorString());
            undo();
            return {};
        }
        moved.append({ path + companion, target + companion });
    }
    QFile file(path);
    if (!file.rename(target)) {
        *error = tr("could not rename %1 to %2: %3").arg(path, target, file.errorString());
        undo();
        return {};
    }
    return target;
}

QString DatabaseFile::timestamp()
{
    return QDateTime::currentDateTime().toString(u"yyyyMMdd-HHmmss"_s);
}

} // namespace RigPlan::Db
