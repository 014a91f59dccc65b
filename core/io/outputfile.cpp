// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/outputfile.h"

#include "core/io/inputfiles.h"
#include "core/io/writereason.h"

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

namespace RigPlan {

namespace {

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
        *reason = OutputFile::tr("the socket's path is too long to connect to");
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

/** Whether the first bytes of the regular file `path` hold `mark` (a picture RigPlan drew says so in it). */
bool carriesMark(const QString &path, QByteArrayView mark)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (fd < 0)
        return false;
    QByteArray head(64 * 1024, Qt::Uninitialized); // PNG keeps its text chunks before the pixels
    ssize_t got = 0;
    do
        got = ::read(fd, head.data(), size_t(head.size()));
    while (got < 0 && errno == EINTR);
    ::close(fd);
    return got > 0 && QByteArrayView(head.constData(), got).indexOf(mark) >= 0;
}

bool replaceFile(const QString &path, const QByteArray &bytes, QString *reason)
{
    struct stat before
    {
    };
    const bool existed = ::stat(QFile::encodeName(path).constData(), &before) == 0;
    QSaveFile out(path); // the old file stays whole until the new one is complete; it keeps the old mode
    if (!out.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        // QSaveFile blames the existing file ("is not writable") also where it is the folder that is read-only.
        const QString folder = QFileInfo(path).absolutePath();
        *reason = ::access(QFile::encodeName(folder).constData(), W_OK) == 0
            ? out.errorString()
            : OutputFile::tr("its folder %1 is read-only or you may not write to it").arg(folder);
        return false;
    }
    // The new file is the writer's; the file it replaces was perhaps another user's (root writing over a
    // user's 0600 file must not leave it root's). Keep the owner, or refuse rather than take the file over.
    if (existed && (before.st_uid != ::geteuid() || before.st_gid != ::getegid())) {
        if (::fchown(out.handle(), before.st_uid, before.st_gid) != 0) {
            *reason = OutputFile::tr("it belongs to another user, and a replacement would belong to you; "
                                     "write it as its owner, or choose another file");
            out.cancelWriting();
            return false;
        }
        ::fchmod(out.handle(), before.st_mode & 07777); // chown clears the set-id bits: the mode as it was
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

std::optional<QString> OutputFile::refusal(const Target &target, const OutputRules &rules)
{
    if (target.kind == Kind::Refused)
        return target.refusal;
    if (std::optional<QString> input = InputFiles::refusal(target.path, rules.inputsMayBeReplaced))
        return input;
    if (rules.regularFileOnly && target.kind != Kind::ReplaceFile)
        return tr("it is not a regular file (a device, a FIFO or a socket)");
    if (!rules.ownMark.isEmpty() && target.kind == Kind::ReplaceFile && QFileInfo::exists(target.path)
        && !carriesMark(target.path, rules.ownMark))
        return tr("it exists and RigPlan did not write it; move it away or choose another name");
    return std::nullopt;
}

bool OutputFile::write(const QString &path, const QByteArray &bytes, QString *error, const OutputRules &rules)
{
    Target target = resolve(path);
    if (std::optional<QString> refused = refusal(target, rules)) {
        target.kind = Kind::Refused;
        target.refusal = *refused;
    }
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

} // namespace RigPlan
