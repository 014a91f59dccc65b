// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/problem.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QStringList>

namespace RigPlan::Db {

class SqlPartCatalog;

/** What an import changed, by part id. */
struct CatalogImportReport
{
    QStringList addedParts, replacedParts, unchangedParts;
    QStringList addedPrices, replacedPrices, unchangedPrices;
};

/**
 * Sharing a lab's parts list: the user's custom parts and own prices as a `rigplan-catalog` file
 * (docs/catalog.md, "Sharing parts and prices"), and reading such a file back into a database.
 */
class CatalogTransfer
{
    Q_DECLARE_TR_FUNCTIONS(RigPlan::Db::CatalogTransfer)

public:
    /** The custom parts (with their own catalog price) and every user price; false with `error` if unreadable. */
    static bool exportCatalog(const SqlPartCatalog &catalog, QByteArray *data, QString *error);

    /**
     * Adds the file's parts and prices, all or none, in one transaction. A custom part or price that
     * differs from what the database holds is refused unless `replace`; a bundled part's id is always
     * refused for a part. On success `catalog` is reloaded; on failure nothing changed.
     */
    static bool importCatalog(
        SqlPartCatalog &catalog, const QByteArray &data, bool replace, CatalogImportReport *report, Problems *problems);

    /** The key of the user prices in the file (RigPlan's addition to the catalog format). */
    static constexpr QStringView kUserPrices = u"userPrices";
};

} // namespace RigPlan::Db
