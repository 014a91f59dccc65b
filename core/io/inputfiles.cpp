// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/inputfiles.h"

#include <QFile>
#include <QFileInfo>
#include <QMutex>
#include <QMutexLocker>

#include <sys/stat.h>
#include <vector>

namespace RigPlan {

using namespace Qt::StringLiterals;

namespace {

struct Noted
{
    dev_t device = 0;
    ino_t inode = 0;
    QString name; // set for a name in a folder (device and inode are the folder's), empty for a file
    InputFiles::Role role = InputFiles::Role::Input;
    QString path; // as the user gave it, for the message
    QString database; // for a companion: its database
};

QMutex s_mutex;
std::vector<Noted> s_noted;

bool statOf(const QString &path, struct stat *st)
{
    return ::stat(QFile::encodeName(path).constData(), st) == 0;
}

void add(Noted noted)
{
    const QMutexLocker lock(&s_mutex);
    for (const Noted &n : s_noted) {
        if (n.device == noted.device && n.inode == noted.inode && n.name == noted.name)
            return; // the first role noted wins: the database stays the database
    }
    s_noted.push_back(std::move(noted));
}

/** The name `path` has in its folder, and that folder's identity. */
bool folderEntry(const QString &path, struct stat *folder, QString *name)
{
    const QFileInfo info(path);
    *name = info.fileName();
    return !name->isEmpty() && statOf(info.absolutePath(), folder);
}

QString describe(const Noted &n)
{
    switch (n.role) {
    case InputFiles::Role::Database:
        return InputFiles::tr("it is the database this command uses (%1)").arg(n.path);
    case InputFiles::Role::DatabaseCompanion:
        return InputFiles::tr("it is the file SQLite keeps beside the database %1, which this command uses")
            .arg(n.database);
    case InputFiles::Role::Input:
        break;
    }
    return InputFiles::tr("it is %1, which this command reads").arg(n.path);
}

} // namespace

void InputFiles::note(const QString &path, Role role)
{
    struct stat st
    {
    };
    if (!path.isEmpty() && statOf(path, &st))
        add({ st.st_dev, st.st_ino, {}, role, path, {} });
}

void InputFiles::noteDescriptor(int fd, const QString &path, Role role)
{
    struct stat st
    {
    };
    if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode)) // a pipe or a device read from is no file to protect
        add({ st.st_dev, st.st_ino, {}, role, path, {} });
}

void InputFiles::noteDatabase(const QString &path)
{
    if (path.isEmpty() || path == u":memory:")
        return;
    note(path, Role::Database);
    // By name too, before it exists: a write onto `X.sqlite` that does not exist yet would become the
    // database SQLite creates, and one onto `X.sqlite-journal` a hot journal SQLite would replay.
    struct stat folder
    {
    };
    QString name;
    if (!folderEntry(path, &folder, &name))
        return;
    add({ folder.st_dev, folder.st_ino, name, Role::Database, path, {} });
    for (const QString &suffix : { u"-wal"_s, u"-shm"_s, u"-journal"_s }) {
        add({ folder.st_dev, folder.st_ino, name + suffix, Role::DatabaseCompanion, path + suffix, path });
        note(path + suffix, Role::DatabaseCompanion);
    }
}

std::optional<QString> InputFiles::refusal(const QString &path, bool inputsAllowed)
{
    struct stat st
    {
    };
    const bool exists = statOf(path, &st);
    struct stat folder
    {
    };
    QString name;
    const bool inFolder = folderEntry(path, &folder, &name);
    const QMutexLocker lock(&s_mutex);
    for (const Noted &n : s_noted) {
        if (inputsAllowed && n.role == Role::Input)
            continue;
        const bool sameFile = n.name.isEmpty() && exists && n.device == st.st_dev && n.inode == st.st_ino;
        const bool sameName
            = !n.name.isEmpty() && inFolder && n.device == folder.st_dev && n.inode == folder.st_ino && n.name == name;
        if (sameFile || sameName)
            return describe(n);
    }
    return std::nullopt;
}

} // namespace RigPlan
