// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/pricepolicy.h"

#include <QString>

#include <optional>

namespace RigPlan::Ui {

/** What an import or export did, as the user reads it. */
struct SharingResult
{
    bool ok = false;
    /** Refused only because parts or prices differ from the user's: the same call with `replace` would go. */
    bool conflicts = false;
    QString text; // a summary on success, every problem (`path: what is wrong`) otherwise
};

/**
 * Catalog sharing as the widgets see it (the app implements it over the database, app/gui): the
 * rigplan-catalog export and import of custom parts and prices, and the BuildCores OpenDB import.
 */
class CatalogSharing
{
public:
    virtual ~CatalogSharing() = default;
    virtual SharingResult exportCatalog(const QString &fileName) = 0;
    virtual SharingResult importCatalog(const QString &fileName, bool replace) = 0;
    virtual SharingResult importOpenDb(const QString &checkoutDir) = 0;
    /** Keeps the user's choice of new or used price for one part (nullopt: follow Settings); false: not kept. */
    virtual bool setPriceChoice(const QString &partId, std::optional<PriceChoice> choice)
    {
        Q_UNUSED(partId);
        Q_UNUSED(choice);
        return false;
    }
};

} // namespace RigPlan::Ui
