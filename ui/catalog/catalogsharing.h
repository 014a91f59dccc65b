// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

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
};

} // namespace RigPlan::Ui
