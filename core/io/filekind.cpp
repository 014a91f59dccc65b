// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/filekind.h"

#include <QFile>

#include <sys/stat.h>

namespace RigPlan {

QString FileKind::nonRegular(const QString &path)
{
    struct stat st
    {
    };
    if (::stat(QFile::encodeName(path).constData(), &st) != 0 || S_ISREG(st.st_mode) || S_ISDIR(st.st_mode))
        return {};
    if (S_ISFIFO(st.st_mode))
        return tr("a FIFO (a named pipe)");
    if (S_ISCHR(st.st_mode))
        return tr("a character device");
    if (S_ISBLK(st.st_mode))
        return tr("a block device");
    if (S_ISSOCK(st.st_mode))
        return tr("a socket");
    return tr("not a regular file");
}

} // namespace RigPlan
