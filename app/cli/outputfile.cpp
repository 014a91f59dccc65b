// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/outputfile.h"

#include "app/cli/writereason.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <cerrno>
#include <climits>
#include <cstring>
#include <fcntl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

namespace RigPlan::Cli {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("RigPlan::Cli", text);
}

constexpr int kMaxLinkDepth = 40; // Linux's own limit for one path (ELOOP)

/** The path a symbolic link points to, made absolute against the link's folder; empty and `errnum` if unreadable. */
QString linkTarget(const QString &link, int *errnum)
{
    const QByteArray native = QFile::encodeName(link);
    QByteArray target(PATH_MAX, Qt::Uninitialized);
    const ssize_t length = ::readlink(native.constData(), target.data(), size_t(target.size()));
    if (length < 0) {
        *errnum = errno;
        return {};
    }
    target.truncate(length);
    return QDir::cleanPath(QFileInfo(link).dir().absoluteFilePath(QFile::decodeName(target)));
}

bool closeChecked(int fd, QString *reason)
{
    if (::close(fd) == 0 || errno == EINTR)
        return true;
    if (reason) // a device may report a failed write only at close
        *reason = writeFailureReason(errno);
    return false;
}

bool writeIntoNode(const QString &path, const QByteArray &bytes, QString *reason)
{
    // No O_CREAT and no O_TRUNC: the node is written into as it is (a FIFO waits here for its reader,
    // as the shell's `>` does). Gone since resolve()? Then this fails instead of creating a file.
    const int fd = ::open(QFile::encodeName(path).constData(), O_WRONLY | O_NOCTTY | O_CLOEXEC);
    if (fd < 0) {
        *reason = writeFailureReason(errno);
        return false;
    }
    const bool written = writeAll(fd, bytes, reason);
    const bool closed = closeChecked(fd, written ? reason : nullptr);
    return written && closed;
}

bool writeIntoSocket(const QString &path, const QByteArray &bytes, QString *reason)
{
    sockaddr_un address {};
    address.sun_family = AF_UNIX;
    const QByteArray native = QFile::encodeName(path);
    if (size_t(native.size()) >= sizeof address.sun_path) {
        *reason = tr("the socket's path is too long to connect to");
        return false;
    }
    std::memcpy(address.sun_path, native.constData(), size_t(native.size()));
    const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0) {
        *reason = writeFailureReason(errno);
        return false;
    }
    if (::connect(fd, reinterpret_cast<const sockaddr *>(&address), sizeof address) != 0) {
        *reason = writeFailureReason(errno);
        ::close(fd);
        return false;
    }
    const bool written = writeAll(fd, bytes, reason);
    const bool closed = closeChecked(fd, written ? reason : nullptr);
    return written && closed;
}

bool replaceFile(const QString &path, const QByteArray &bytes, QString *reason)
{
    QSaveFile out(path); // the old file stays whole until the new one is complete
    if (!out.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        *reason = out.errorString();
        return false;
    }
    // Straight to its descriptor: after a failed write QSaveFile (Qt 6.4) says "Unknown error" on a full
    // disk, while errno knows. fsync, because a file system may report the lack of space only there.
    if (!writeAll(out.handle(), bytes, reason)) {
        out.cancelWriting();
        return false;
    }
    if (::fsync(out.handle()) != 0 && errno != EINVAL && errno != EROFS) {
        *reason = writeFailureReason(errno);
        out.cancelWriting();
        return false;
    }
    if (!out.commit()) {
        *reason = out.errorString();
        return false;
    }
    return true;
}

} // namespace

OutputFile::Target OutputFile::resolve(const QString &path)
{
    QString current = path;
    for (int depth = 0; depth <= kMaxLinkDepth; ++depth) {
        struct stat st
        {
        };
        if (::lstat(QFile::encodeName(current).constData(), &st) != 0) {
            if (errno == ENOENT) // a new file (or a dangling link's target, created as `>` would)
                return { Kind::ReplaceFile, current, {} };
            return { Kind::Refused, current, writeFailureReason(errno) };
        }
        if (S_ISLNK(st.st_mode)) {
            int errnum = 0;
            current = linkTarget(current, &errnum);
            if (current.isEmpty())
                return { Kind::Refused, path, writeFailureReason(errnum) };
            continue;
        }
        if (S_ISREG(st.st_mode))
            return { Kind::ReplaceFile, current, {} };
        if (S_ISDIR(st.st_mode))
            return { Kind::Refused, current, tr("it is a folder") };
        if (S_ISSOCK(st.st_mode))
            return { Kind::WriteIntoSocket, current, {} };
        return { Kind::WriteIntoNode, current, {} }; // character or block device, FIFO
    }
    return { Kind::Refused, path, tr("too many levels of symbolic links") };
}

bool OutputFile::write(const QString &path, const QByteArray &bytes, QString *error)
{
    const Target target = resolve(path);
    QString reason = target.refusal;
    bool written = false;
    switch (target.kind) {
    case Kind::ReplaceFile:
        written = replaceFile(target.path, bytes, &reason);
        break;
    case Kind::WriteIntoNode:
        written = writeIntoNode(target.path, bytes, &reason);
        break;
    case Kind::WriteIntoSocket:
        written = writeIntoSocket(target.path, bytes, &reason);
        break;
    case Kind::Refused:
        break;
    }
    if (!written) {
        const QString where = target.path == path ? path : tr("%1 (a link to %2)").arg(path, target.path);
        *error = tr("%1: cannot be written: %2").arg(where, reason);
    }
    return written;
}

} // namespace RigPlan::Cli
