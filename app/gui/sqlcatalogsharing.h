// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/catalog/catalogsharing.h"

#include <QCoreApplication>

namespace RigPlan::Db {
class SqlPartCatalog;
}

namespace RigPlan::Gui {

/** File > Import/Export Catalog and the OpenDB import on the app's database (db/transfer, db/opendb). */
class SqlCatalogSharing : public Ui::CatalogSharing
{
    Q_DECLARE_TR_FUNCTIONS(RigPlan::Gui::SqlCatalogSharing)

public:
    explicit SqlCatalogSharing(Db::SqlPartCatalog *catalog)
        : m_catalog(catalog)
    {
    }

    Ui::SharingResult exportCatalog(const QString &fileName) override;
    Ui::SharingResult importCatalog(const QString &fileName, bool replace) override;
    Ui::SharingResult importOpenDb(const QString &checkoutDir) override;
    bool setPriceChoice(const QString &partId, std::optional<PriceChoice> choice) override;

private:
    Db::SqlPartCatalog *m_catalog;
};

} // namespace RigPlan::Gui
