// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/databasefile.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>

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
