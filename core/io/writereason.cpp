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
    switch (errnum) {
    case ENOSPC:
        return QCoreApplication::translate("RigPlan::WriteReason", "the disk is full (no space left on the device)");
    case EDQUOT:
        return QCoreApplication::translate("RigPlan::WriteReason", "the disk quota is used up");
    case EROFS:
        return QCoreApplication::translate("RigPlan::WriteReason", "the file system is read-only");
    case EIO:
        return QCoreApplication::translate("RigPlan::WriteReason", "device error (input/output error)");
    case EFBIG:
        return QCoreApplication::translate(
            "RigPlan::WriteReason", "the file would be larger than the file system allows");
    case EPIPE:
        return QCoreApplication::translate("RigPlan::WriteReason", "the reader closed the pipe");
    case EACCES:
    case EPERM:
        return QCoreApplication::translate("RigPlan::WriteReason", "permission denied");
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
