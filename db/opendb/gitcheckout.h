// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace RigPlan::Db {

/** What HEAD (or a loose ref) names: a commit, or another ref. At most one is set. */
struct GitRef
{
    QString commit; // 40 lowercase hex digits
    QByteArray ref; // "refs/heads/main"
};

/**
 * The commit a git checkout is at, read without git: HEAD, the loose ref it names, packed-refs, and
 * `.git` as a `gitdir:` file (worktrees, submodules). The checkout is someone else's folder, so every
 * file is read only if it is a regular file (a FIFO, device or folder is refused without blocking) and
 * only up to a bound, and a ref never names a path outside the git folder. SQL- and widget-free; the
 * parsing takes bytes, so the fuzzer (tests/fuzz/fuzz_gitrefs.cpp) runs it as it is.
 */
class GitCheckout
{
    Q_DECLARE_TR_FUNCTIONS(RigPlan::Db::GitCheckout)

public:
    /** HEAD, a loose ref, `.git` as a file and `commondir` are one short line each. */
    static constexpr qint64 kMaxRefBytes = 4 * 1024;
    /** packed-refs of a repository with many tags runs to hundreds of KB. */
    static constexpr qint64 kMaxPackedRefsBytes = 1024 * 1024;

    /**
     * The 40-hex commit `checkoutDir` is at, or empty with `note` (if given) saying why in the
     * user's words, e.g. ".git/HEAD: not a regular file".
     */
    static QString commit(const QString &checkoutDir, QString *note = nullptr);

    /** HEAD's or a loose ref's contents: a commit or `ref: <name>`; neither, with `why`, otherwise. */
    static GitRef parseHead(const QByteArray &data, QString *why = nullptr);
    /** The commit packed-refs gives `ref` (exact name; `#` and `^` lines skipped), or empty. */
    static QString parsePackedRefs(const QByteArray &data, const QByteArray &ref);
    /** The path of a `gitdir: <path>` file (`.git` of a worktree or submodule), or empty with `why`. */
    static QString parseGitDirFile(const QByteArray &data, QString *why = nullptr);

    /** 40 lowercase hex digits. */
    static bool isCommit(const QByteArray &hex);
    /** A ref name safe to join to the git folder: `refs/…`, no `..`, no control characters. */
    static bool isSafeRefName(const QByteArray &ref);
};

} // namespace RigPlan::Db
