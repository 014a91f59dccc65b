// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace RigPlan {

/**
 * The files this process reads its data from: the database (and the -wal, -shm and -journal SQLite keeps
 * beside it), the build files and catalogs it read. OutputFile refuses to write onto any of them, so
 * that `catalog export X.sqlite` with `--db X.sqlite`, or `export b.rigbuild -o b.rigbuild`, cannot
 * replace what the user had with the command's output.
 *
 * Files are known by device and inode, not by name: a link, a second hard link or `./x` is the same
 * file. A companion that does not exist yet is known by its folder's device and inode and its name.
 * Process-wide and thread-safe; nothing is ever forgotten (a GUI that once read a build file still will
 * not write a parts list onto it).
 */
class InputFiles
{
    Q_DECLARE_TR_FUNCTIONS(RigPlan::InputFiles)

public:
    enum class Role
    {
        Database,
        DatabaseCompanion, // its -wal, -shm or -journal
        Input // a build file, a catalog, a price list
    };

    /** `path` is read by this process as `role` (nothing is noted if it cannot be found). */
    static void note(const QString &path, Role role);
    /** The same for the file open on `fd` (race-free: the file read, not whatever has its name now). */
    static void noteDescriptor(int fd, const QString &path, Role role);
    /** The database at `path` and its companions, including those not yet created. */
    static void noteDatabase(const QString &path);

    /**
     * Why `path` must not be written, naming the file it is ("it is the database this command uses"), or
     * nothing. `inputsAllowed`: only the database and its companions count (saving a build over itself).
     */
    static std::optional<QString> refusal(const QString &path, bool inputsAllowed = false);
};

} // namespace RigPlan
