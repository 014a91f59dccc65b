// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the git files `catalog import --opendb DIR` reads for the checkout's commit
// (db/opendb/gitcheckout.h). The bytes go, as a file of someone else's checkout, to each parser: HEAD (or
// a loose ref), packed-refs and `.git` as a `gitdir:` file. Whatever comes out must be what the reader
// then relies on: a commit of 40 lowercase hex digits, a ref name that stays inside the git folder, a
// packed-refs commit whose line is in the file, and a reason wherever nothing came out.
#include "db/opendb/gitcheckout.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace RigPlan::Db;

namespace {

[[noreturn]] void fail(const char *what)
{
    std::fprintf(stderr, "fuzz_gitrefs: %s\n", what);
    std::abort();
}

bool hasControlCharacter(const QString &s)
{
    for (const QChar c : s) {
        if (c.unicode() < 0x20 || c.unicode() == 0x7f)
            return true;
    }
    return false;
}

void head(const QByteArray &bytes)
{
    QString why;
    const GitRef at = GitCheckout::parseHead(bytes, &why);
    if (!at.commit.isEmpty() && !at.ref.isEmpty())
        fail("HEAD gave both a commit and a ref");
    if (at.commit.isEmpty() && at.ref.isEmpty() && why.isEmpty())
        fail("HEAD refused without a reason");
    if (!at.commit.isEmpty() && !GitCheckout::isCommit(at.commit.toLatin1()))
        fail("HEAD gave a commit that is not 40 lowercase hex");
    if (!at.ref.isEmpty()) {
        // What the reader joins to the git folder: never a way out of it.
        if (!GitCheckout::isSafeRefName(at.ref) || !at.ref.startsWith("refs/") || at.ref.contains("..")
            || at.ref.contains('\0') || at.ref.contains('\n'))
            fail("HEAD gave an unsafe ref name");
    }
    if (hasControlCharacter(why))
        fail("a reason holds a control character");
}

void packedRefs(const QByteArray &bytes)
{
    // The ref asked for: the one the first line names, so the fuzzer finds matches, and a fixed one.
    const qsizetype space = bytes.indexOf(' ');
    const qsizetype end = bytes.indexOf('\n');
    QByteArray ref = "refs/heads/main";
    if (space >= 0 && (end < 0 || space < end))
        ref = bytes.mid(space + 1, end < 0 ? -1 : end - space - 1);
    for (const QByteArray &name : { ref, QByteArray("refs/heads/main") }) {
        const QString commit = GitCheckout::parsePackedRefs(bytes, name);
        if (commit.isEmpty())
            continue;
        if (name.isEmpty() || !GitCheckout::isCommit(commit.toLatin1()))
            fail("packed-refs gave a commit that is not 40 lowercase hex");
        const QByteArray wanted = commit.toLatin1() + ' ' + name;
        bool found = false;
        for (QByteArray line : bytes.split('\n')) {
            if (line.endsWith('\r'))
                line.chop(1);
            found = found || line == wanted;
        }
        if (!found)
            fail("packed-refs gave a commit no whole line of it names");
    }
}

void gitDirFile(const QByteArray &bytes)
{
    QString why;
    const QString path = GitCheckout::parseGitDirFile(bytes, &why);
    if (path.isEmpty() && why.isEmpty())
        fail("a gitdir file refused without a reason");
    if (!path.isEmpty() && (hasControlCharacter(path) || !bytes.startsWith("gitdir:")))
        fail("a gitdir file gave a path with a control character, or without 'gitdir:'");
    if (hasControlCharacter(why))
        fail("a reason holds a control character");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    // The reader never passes the parsers more than its bounds: nor does the fuzzer.
    if (size > static_cast<size_t>(GitCheckout::kMaxPackedRefsBytes))
        return 0;
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    if (size <= static_cast<size_t>(GitCheckout::kMaxRefBytes)) {
        head(bytes);
        gitDirFile(bytes);
    }
    packedRefs(bytes);
    return 0;
}
