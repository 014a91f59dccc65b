// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/sqlbuildlibrary.h"

namespace RigPlan::Gui {

SqlBuildLibrary::SqlBuildLibrary(Db::Database &database)
    : m_repository(database)
{
}

QList<Ui::BuildLibrary::Entry> SqlBuildLibrary::list(QString *error) const
{
    QList<Entry> out;
    const QList<Db::BuildRepository::Entry> entries = m_repository.list();
    if (entries.isEmpty() && !m_repository.errorString().isEmpty())
        *error = m_repository.errorString();
    for (const Db::BuildRepository::Entry &e : entries)
        out.append({ e.id, e.name, e.modified });
    return out;
}

std::optional<qint64> SqlBuildLibrary::save(const Build &build, std::optional<qint64> id, QString *error)
{
    return m_repository.save(build, id, error);
}

std::optional<Build> SqlBuildLibrary::load(qint64 id, const PartCatalog &catalog, QString *error) const
{
    return m_repository.load(id, catalog, error);
}

bool SqlBuildLibrary::remove(qint64 id, QString *error)
{
    if (m_repository.remove(id))
        return true;
    *error = m_repository.errorString();
    return false;
}

} // namespace RigPlan::Gui
