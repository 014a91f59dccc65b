// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSqlDatabase>
#include <QSqlError>

namespace RigPlan::Db {

/**
 * A write transaction that rolls back unless committed (after KDAB Charm's SqlRaiiTransactor).
 * It starts with BEGIN IMMEDIATE, so another writer makes it wait (busy timeout) or fail at the
 * start, never halfway through.
 */
class SqlTransaction
{
    Q_DISABLE_COPY_MOVE(SqlTransaction)

public:
    explicit SqlTransaction(const QSqlDatabase &db);
    ~SqlTransaction();

    /** False if BEGIN failed; error() says why. */
    bool isActive() const { return m_active; }
    const QSqlError &error() const { return m_error; }

    bool commit();
    void rollback();

private:
    bool exec(const QString &statement);

    QSqlDatabase m_db;
    QSqlError m_error;
    bool m_active = false;
};

} // namespace RigPlan::Db
