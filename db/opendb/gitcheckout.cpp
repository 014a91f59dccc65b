// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/opendb/gitcheckout.h"

#include <QByteArrayView>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace RigPlan::Db {

using namespace Qt::StringLiterals;

namespace {

/** Git follows a ref naming a ref at most this deep (refs/files-backend.c: SYMREF_MAXDEPTH). */
constexpr int kMaxSymrefDepth = 5;

enum class Read
{
    Ok,
    Missing,
    Refused
};
enum class Type
{
    Missing,
    File,
    Folder,
    Other
};

QByteArray trimmedEnd(QByteArrayView data)
{
    while (!data.isEmpty() && (data.back() == '\n' || data.back() == '\r' || data.back() == ' ' || data.back() == '\t'))
        data.chop(1);
    return data.toByteArray();
}

bool hasControlCharacter(QByteArrayView data)
{
    for (const char c : data) {
        const auto u = static_cast<unsigned char>(c);
        if (u < 0x20 || u == 0x7f)
            return true;
    }
    return false;
}

/** One path on one line (after `gitdir:`, or a worktree's `commondir`): empty with `why` otherwise. */
QString parsePath(QByteArrayView data, QString *why)
{
    while (!data.isEmpty() && (data.front() == ' ' || data.front() == '\t'))
        data = data.sliced(1);
    const QByteArray path = trimmedEnd(data);
    if (path.isEmpty()) {
        *why = GitCheckout::tr("names no path");
        return {};
    }
    // Nothing a terminal would act on reaches a note, and a second line is not git's.
    if (hasControlCharacter(path) || !path.isValidUtf8()) {
        *why = GitCheckout::tr("the path it names has control characters or is not UTF-8");
        return {};
    }
    return QString::fromUtf8(path);
}

QString sizeText(qint64 bytes)
{
    return bytes >= 1024 * 1024 ? GitCheckout::tr("%1 MB").arg(bytes / (1024 * 1024))
                                : GitCheckout::tr("%1 KB").arg(bytes / 1024);
}

/** What `path` is, symlinks followed, without opening it. */
Type typeOf(const QString &path)
{
#ifdef Q_OS_UNIX
    struct stat st
    {
    };
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return errno == ENOENT || errno == ENOTDIR ? Type::Missing : Type::Other;
    return S_ISREG(st.st_mode) ? Type::File : S_ISDIR(st.st_mode) ? Type::Folder : Type::Other;
#else
    const QFileInfo fi(path);
    return !fi.exists() ? Type::Missing : fi.isFile() ? Type::File : fi.isDir() ? Type::Folder : Type::Other;
#endif
}

/**
 * The file `path` if it is a regular file of at most `cap` bytes; `note` names it as `shown` otherwise.
 * A FIFO, device or folder is refused before it is opened, and again after (it may have been swapped
 * in between): O_NONBLOCK keeps even that open from waiting for a writer.
 */
Read readBounded(
    const QString &path, qint64 cap, const QString &shown, const QString &notWhat, QByteArray *data, QString *note)
{
    data->clear();
    const QString tooLarge = GitCheckout::tr("%1: larger than %2; %3").arg(shown, sizeText(cap), notWhat);
    const QString notRegular = GitCheckout::tr("%1: not a regular file").arg(shown);
#ifdef Q_OS_UNIX
    const QByteArray native = QFile::encodeName(path);
    struct stat st
    {
    };
    if (::stat(native.constData(), &st) != 0) {
        if (errno == ENOENT || errno == ENOTDIR)
            return Read::Missing;
        *note = GitCheckout::tr("%1: cannot be read: %2").arg(shown, qt_error_string(errno));
        return Read::Refused;
    }
    if (!S_ISREG(st.st_mode)) {
        *note = notRegular;
        return Read::Refused;
    }
    if (st.st_size > cap) {
        *note = tooLarge;
        return Read::Refused;
    }
    int fd = -1;
    do
        fd = ::open(native.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    while (fd < 0 && errno == EINTR);
    if (fd < 0) {
        *note = GitCheckout::tr("%1: cannot be read: %2").arg(shown, qt_error_string(errno));
        return Read::Refused;
    }
    struct Closer
    {
        int fd;
        ~Closer() { ::close(fd); }
    };
    const Closer closer { fd };
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        *note = notRegular;
        return Read::Refused;
    }
    // One byte past the cap tells a file that grew since stat from one that fits.
    QByteArray buffer(cap + 1, Qt::Uninitialized);
    qsizetype got = 0;
    while (got < buffer.size()) {
        const ssize_t n = ::read(fd, buffer.data() + got, static_cast<size_t>(buffer.size() - got));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            *note = GitCheckout::tr("%1: cannot be read: %2").arg(shown, qt_error_string(errno));
            return Read::Refused;
        }
        if (n == 0)
            break;
        got += n;
    }
    if (got > cap) {
        *note = tooLarge;
        return Read::Refused;
    }
    buffer.truncate(got);
    *data = buffer;
    return Read::Ok;
#else
    const QFileInfo fi(path);
    if (!fi.exists())
        return Read::Missing;
    if (!fi.isFile()) {
        *note = notRegular;
        return Read::Refused;
    }
    if (fi.size() > cap) {
        *note = tooLarge;
        return Read::Refused;
    }
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *note = GitCheckout::tr("%1: cannot be read: %2").arg(shown, f.errorString());
        return Read::Refused;
    }
    *data = f.read(cap + 1);
    if (data->size() > cap) {
        data->clear();
        *note = tooLarge;
        return Read::Refused;
    }
    return Read::Ok;
#endif
}

/** Refs git keeps per worktree (worktree.c: is_per_worktree_ref); every other ref is in the common folder. */
bool isPerWorktree(const QByteArray &ref)
{
    return ref.startsWith("refs/worktree/") || ref.startsWith("refs/bisect/") || ref.startsWith("refs/rewritten/");
}

} // namespace

bool GitCheckout::isCommit(const QByteArray &hex)
{
    if (hex.size() != 40)
        return false;
    for (const char c : hex) {
        if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f')))
            return false;
    }
    return true;
}

bool GitCheckout::isSafeRefName(const QByteArray &ref)
{
    // A subset of git's check-ref-format: enough that the name stays a path inside the git folder.
    if (!ref.startsWith("refs/") || ref.size() == 5 || !ref.isValidUtf8() || hasControlCharacter(ref))
        return false;
    for (const char c : ref) {
        if (QByteArrayView(" \\~^:?*[").contains(c))
            return false;
    }
    return !ref.contains("..") && !ref.contains("//") && !ref.contains("/.") && !ref.contains("@{")
        && !ref.endsWith('/') && !ref.endsWith('.') && !ref.endsWith(".lock");
}

GitRef GitCheckout::parseHead(const QByteArray &data, QString *why)
{
    QString ignored;
    QString &reason = why ? *why : ignored;
    const QByteArray line = trimmedEnd(data);
    if (line.isEmpty()) {
        reason = tr("empty; not a git ref");
        return {};
    }
    if (line.startsWith("ref:")) {
        QByteArrayView name = QByteArrayView(line).sliced(4);
        while (!name.isEmpty() && (name.front() == ' ' || name.front() == '\t'))
            name = name.sliced(1);
        const QByteArray ref = name.toByteArray();
        if (!isSafeRefName(ref)) {
            // Not repeated in the note: it may hold anything, control characters too.
            reason = tr("names a ref that is not a safe name under refs/");
            return {};
        }
        return { QString(), ref };
    }
    if (isCommit(line))
        return { QString::fromLatin1(line), QByteArray() };
    reason = tr("neither a 40-hex commit nor 'ref: refs/…'; not a git ref");
    return {};
}

QString GitCheckout::parsePackedRefs(const QByteArray &data, const QByteArray &ref)
{
    if (ref.isEmpty())
        return {};
    // "<40 hex> <refname>" a line; "# pack-refs with: …" heads the file, "^<hex>" peels the tag above it.
    qsizetype from = 0;
    while (from < data.size()) {
        qsizetype end = data.indexOf('\n', from);
        if (end < 0)
            end = data.size();
        QByteArrayView line(data.constData() + from, end - from);
        from = end + 1;
        if (line.endsWith('\r'))
            line.chop(1);
        if (line.isEmpty() || line.front() == '#' || line.front() == '^')
            continue;
        if (line.size() != 41 + ref.size() || line.at(40) != ' ' || line.sliced(41) != QByteArrayView(ref))
            continue;
        const QByteArray hex = line.first(40).toByteArray();
        return isCommit(hex) ? QString::fromLatin1(hex) : QString();
    }
    return {};
}

QString GitCheckout::parseGitDirFile(const QByteArray &data, QString *why)
{
    QString ignored;
    QString &reason = why ? *why : ignored;
    if (!data.startsWith("gitdir:")) {
        reason = tr("neither a folder nor a 'gitdir: <path>' file");
        return {};
    }
    return parsePath(QByteArrayView(data).sliced(7), &reason);
}

QString GitCheckout::commit(const QString &checkoutDir, QString *note)
{
    QString ignored;
    QString &why = note ? *note : ignored;
    why.clear();
    const QDir checkout(checkoutDir);
    const auto shown = [&](const QString &path) { return QDir::cleanPath(checkout.relativeFilePath(path)); };
    const QString notARef = tr("not a git ref");
    QByteArray data;
    QString reason;

    // .git is the git folder, or a file naming it (a worktree's, a submodule's).
    QString gitDir = checkout.filePath(u".git"_s);
    switch (typeOf(gitDir)) {
    case Type::Missing:
        why = tr(".git: not found; not a git checkout");
        return {};
    case Type::Folder:
        break;
    case Type::File: {
        if (readBounded(gitDir, kMaxRefBytes, u".git"_s, notARef, &data, &why) != Read::Ok)
            return {};
        const QString named = parseGitDirFile(data, &reason);
        if (named.isEmpty()) {
            why = u".git: "_s + reason;
            return {};
        }
        gitDir = QDir::cleanPath(checkout.filePath(named));
        if (typeOf(gitDir) != Type::Folder) {
            why = tr(".git: the git folder it names is not a folder");
            return {};
        }
        break;
    }
    case Type::Other:
        why = tr(".git: neither a folder nor a 'gitdir: <path>' file");
        return {};
    }

    // A worktree's branches and packed-refs are in the repository's folder its `commondir` names.
    QString commonDir = gitDir;
    const QString commonFile = gitDir + u"/commondir"_s;
    switch (readBounded(commonFile, kMaxRefBytes, shown(commonFile), tr("not a path"), &data, &why)) {
    case Read::Refused:
        return {};
    case Read::Missing:
        break;
    case Read::Ok: {
        const QString named = parsePath(QByteArrayView(data), &reason);
        if (named.isEmpty()) {
            why = shown(commonFile) + u": "_s + reason;
            return {};
        }
        commonDir = QDir::cleanPath(QDir(gitDir).filePath(named));
        break;
    }
    }

    const QString headFile = gitDir + u"/HEAD"_s;
    switch (readBounded(headFile, kMaxRefBytes, shown(headFile), notARef, &data, &why)) {
    case Read::Refused:
        return {};
    case Read::Missing:
        why = tr("%1: not found").arg(shown(headFile));
        return {};
    case Read::Ok:
        break;
    }
    GitRef at = parseHead(data, &reason);
    if (at.commit.isEmpty() && at.ref.isEmpty()) {
        why = shown(headFile) + u": "_s + reason;
        return {};
    }
    // A loose ref may name another ref in turn; packed-refs holds commits only.
    for (int depth = 0; at.commit.isEmpty(); ++depth) {
        const QString refName = QString::fromUtf8(at.ref);
        if (depth == kMaxSymrefDepth) {
            why = tr("%1: more than %2 refs naming refs in a row").arg(refName).arg(kMaxSymrefDepth);
            return {};
        }
        const QString loose = (isPerWorktree(at.ref) ? gitDir : commonDir) + u'/' + refName;
        const Read read = readBounded(loose, kMaxRefBytes, shown(loose), notARef, &data, &why);
        if (read == Read::Refused)
            return {};
        if (read == Read::Ok) {
            at = parseHead(data, &reason);
            if (at.commit.isEmpty() && at.ref.isEmpty()) {
                why = shown(loose) + u": "_s + reason;
                return {};
            }
            continue;
        }
        const QString packed = commonDir + u"/packed-refs"_s;
        switch (readBounded(packed, kMaxPackedRefsBytes, shown(packed), tr("not git's packed-refs"), &data, &why)) {
        case Read::Refused:
            return {};
        case Read::Missing:
            break;
        case Read::Ok:
            at.commit = parsePackedRefs(data, at.ref);
            break;
        }
        if (at.commit.isEmpty()) {
            why = tr("%1: not found in loose refs or packed-refs").arg(refName);
            return {};
        }
    }
    return at.commit;
}

} // namespace RigPlan::Db
