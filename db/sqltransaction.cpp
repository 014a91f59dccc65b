// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/sqltransaction.h"

#include <QSqlQuery>

namespace RigPlan::Db {

using namespace Qt::StringLiterals;

SqlTransaction::SqlTransaction(const QSqlDatabase &db)
    : m_db(db)
{
    // QSqlDatabase::transaction() issues a deferred BEGIN: in WAL mode a deferred transaction that
    // later wants to write can fail with SQLITE_BUSY without waiting, so ask for the lock up front.
    m_active = exec(u"BEGIN IMMEDIATE"_s);
}

SqlTransaction::~SqlTransaction()
{
    rollback();
}

bool SqlTransaction::commit()
{
    if (!m_active)
        return false;
    if (!exec(u"COMMIT"_s)) {
        rollback();
        return false;
    }
    m_active = false;
    return true;
}

void SqlTransaction::rollback()
{
    if (!m_active)
        return;
    m_active = false;
    QSqlQuery q(m_db);
    q.exec(u"ROLLBACK"_s); // nothing more to do if this fails: SQLite has already rolled back
}

bool SqlTransaction::exec(const QString &statement)
{
    QSqlQuery q(m_db);
    if (q.exec(statement))
        return true;
    m_error = q.lastError();
    return false;
}

} // namespace RigPlan::Db
