// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>

namespace RigPlan {

/** What else a write must respect beyond OutputFile::resolve(); the defaults are `-o`'s. */
struct OutputRules
{
    /** Where set, an existing file is replaced only if its first bytes carry this (one RigPlan wrote). */
    QByteArray ownMark;
    /** A build saved over the file it was read from (never the database or its companions). */
    bool inputsMayBeReplaced = false;
    /** Refuse devices, FIFOs and sockets: the app's own files (a build, the recovery file) are files. */
    bool regularFileOnly = false;

    static OutputRules replacingOnly(const QByteArray &mark)
    {
        OutputRules rules;
        rules.ownMark = mark;
        return rules;
    }
};

/**
 * Where `-o PATH` (and `catalog export PATH`) writes, decided in one place:
 * - a regular file, or a path that does not exist yet: replaced atomically (QSaveFile), so the old
 *   file stays whole until the new one is complete;
 * - a character or block device or a FIFO: opened and written into, never replaced (`-o /dev/null`
 *   must not turn the system's /dev/null into a file; a FIFO's reader gets the data);
 * - a Unix socket: connected to and written into;
 * - a symbolic link: followed (to any depth up to 40), and its target written as above; the link stays a link;
 * - a folder: refused;
 * - a file this process reads (InputFiles), whatever its kind: refused.
 */
class OutputFile
{
    Q_DECLARE_TR_FUNCTIONS(RigPlan::OutputFile)

public:
    enum class Kind
    {
        ReplaceFile,
        WriteIntoNode, // a device or a FIFO
        WriteIntoSocket,
        Refused
    };

    struct Target
    {
        Kind kind = Kind::Refused;
        QString path; // after following symbolic links
        QString refusal; // why, for Refused
    };

    /** What writing to `path` would do. */
    static Target resolve(const QString &path);

    /**
     * Why writing to `target` is refused: resolve() refused it, it is a file this process reads
     * (InputFiles: the database, its companions, the input build), or it breaks one of `rules`.
     */
    static std::optional<QString> refusal(const Target &target, const OutputRules &rules = OutputRules());

    /**
     * Writes all of `bytes` to `path` unless refusal() says no; false and `error` ("PATH: cannot be
     * written: reason") if not. A replaced file keeps its mode and its owner (or is refused).
     */
    static bool write(
        const QString &path, const QByteArray &bytes, QString *error, const OutputRules &rules = OutputRules());
};

} // namespace RigPlan
