// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/partcatalog.h"

#include <QCoreApplication>

#include <memory>

namespace RigPlan::Db {
class Database;
class SqlPartCatalog;
} // namespace RigPlan::Db

namespace RigPlan::Gui {

class SqlBuildLibrary;

/**
 * Opens the database the app works on: the part catalog and the build library. What goes wrong is
 * said in a dialog; a damaged or newer file can be moved aside (never deleted) to start afresh.
 */
class CatalogLoader
{
    Q_DECLARE_TR_FUNCTIONS(RigPlan::Gui::CatalogLoader)

public:
    CatalogLoader();
    ~CatalogLoader();
    /** `databasePath` empty: the default location. False if the app cannot go on. */
    bool load(const QString &databasePath, bool interactive);
    const PartCatalog *catalog() const;
    SqlBuildLibrary *library() const { return m_library.get(); }
    /** The database's catalog, for what changes it (catalog import); null before load(). */
    Db::SqlPartCatalog *sqlCatalog() const { return m_catalog.get(); }

private:
    std::unique_ptr<Db::Database> m_database;
    std::unique_ptr<Db::SqlPartCatalog> m_catalog;
    std::unique_ptr<SqlBuildLibrary> m_library;
};

} // namespace RigPlan::Gui
