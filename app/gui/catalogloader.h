// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/partcatalog.h"

#include <QCoreApplication>

#include <memory>

namespace RigPlan::Gui {

/** Opens the part catalog the app works on and tells the user, in a dialog, what went wrong. */
class CatalogLoader
{
    Q_DECLARE_TR_FUNCTIONS(RigPlan::Gui::CatalogLoader)

public:
    CatalogLoader();
    ~CatalogLoader();
    /** `databasePath` empty: the default location. False if the user gave up. */
    bool load(const QString &databasePath);
    const PartCatalog *catalog() const { return m_catalog.get(); }

private:
    std::unique_ptr<PartCatalog> m_catalog;
};

} // namespace RigPlan::Gui
