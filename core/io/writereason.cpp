// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/writereason.h"

#include <QCoreApplication>

#include <cerrno>
#include <cstring>
#include <unistd.h>

namespace RigPlan {

QString writeFailureReason(int errnum)
{
    const auto tr = [](const char *text) { return QCoreApplication::translate("RigPlan::Cli", text); };
    switch (errnum) {
    case ENOSPC:
        return tr("the disk is full (no space left on the device)");
    case EDQUOT:
        return tr("the disk quota is used up");
    case EROFS:
        return tr("the file system is read-only");
    case EIO:
        return tr("device error (input/output error)");
    case EFBIG:
        return tr("the file would be larger than the file system allows");
    case EPIPE:
        return tr("the reader closed the pipe");
    case EACCES:
    case EPERM:
        return tr("permission denied");
    default:
        return QString::fromLocal8Bit(std::strerror(errnum));
    }
}

bool writeAll(int fd, QByteArrayView bytes, QString *reason)
{
    const char *data = bytes.data();
    qsizetype left = bytes.size();
    while (left > 0) {
        const ssize_t written = ::write(fd, data, size_t(left));
        if (written < 0 && errno == EINTR)
            continue;
        if (written <= 0) {
            // write() returning 0 for a non-empty buffer makes no progress: say so rather than loop.
            *reason = writeFailureReason(written < 0 ? errno : EIO);
            return false;
        }
        data += written;
        left -= written;
    }
    return true;
}

} // namespace RigPlan
