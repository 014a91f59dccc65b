// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

namespace RigPlan {

/** What a path is, asked without opening it: opening a FIFO waits for a writer for ever. */
class FileKind
{
    Q_DECLARE_TR_FUNCTIONS(RigPlan::FileKind)

public:
    /**
     * What `path` is when it exists and is not a regular file (links followed), in words: "a FIFO (a
     * named pipe)", "a character device", "a block device", "a socket"; empty for a regular file, a
     * folder or nothing there. The database and the app's recovery file are refused when it is not empty.
     */
    static QString nonRegular(const QString &path);
};

} // namespace RigPlan
