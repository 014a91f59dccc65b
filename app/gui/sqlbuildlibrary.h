// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "db/buildrepository.h"
#include "ui/library/buildlibrary.h"

namespace RigPlan::Gui {

/** The editor's build library, kept in the SQLite database. */
class SqlBuildLibrary : public Ui::BuildLibrary
{
public:
    explicit SqlBuildLibrary(Db::Database &database);

    QList<Entry> list(QString *error) const override;
    std::optional<qint64> save(const Build &build, std::optional<qint64> id, QString *error) override;
    std::optional<Build> load(qint64 id, const PartCatalog &catalog, QString *error) const override;
    bool remove(qint64 id, QString *error) override;

private:
    Db::BuildRepository m_repository;
};

} // namespace RigPlan::Gui
