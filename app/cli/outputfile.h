// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace RigPlan::Cli {

/**
 * Where `-o PATH` (and `catalog export PATH`) writes, decided in one place:
 * - a regular file, or a path that does not exist yet: replaced atomically (QSaveFile), so the old
 *   file stays whole until the new one is complete;
 * - a character or block device or a FIFO: opened and written into, never replaced (`-o /dev/null`
 *   must not turn the system's /dev/null into a file; a FIFO's reader gets the data);
 * - a Unix socket: connected to and written into;
 * - a symbolic link: followed (to any depth up to 40), and its target written as above; the link stays a link;
 * - a folder: refused.
 */
class OutputFile
{
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

    /** Writes all of `bytes` to `path`; false and `error` ("PATH: cannot be written: reason") if not. */
    static bool write(const QString &path, const QByteArray &bytes, QString *error);
};

} // namespace RigPlan::Cli
