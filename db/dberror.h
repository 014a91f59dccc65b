// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QSqlError>
#include <QString>

namespace RigPlan::Db {

/** What kind of trouble the database is in, for callers that react differently (dialog, exit code). */
enum class ErrorKind
{
    None,
    Corrupt,
    NewerVersion,
    Locked,
    ReadOnly,
    Other
};

/** Turns SQLite failures into an ErrorKind and a sentence that names the file. */
class DbError
{
    Q_DECLARE_TR_FUNCTIONS(RigPlan::Db::DbError)

public:
    static ErrorKind kindOf(const QSqlError &error);
    /** "PATH is in use by another RigPlan …", "PATH cannot be written …", … */
    static QString describe(const QSqlError &error, const QString &path);
    static QString lockedMessage(const QString &path);
    /** "PATH cannot be written: its folder DIR is read-only …": where the folder, not the file, is the cause. */
    static QString readOnlyFolderMessage(const QString &path, const QString &folder);
};

} // namespace RigPlan::Db
