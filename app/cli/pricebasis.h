// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QString>

namespace RigPlan {
class PartCatalog;
}

namespace RigPlan::Cli {

/**
 * What the prices of a command's output are (main wraps every command's catalog in a PricedCatalog):
 * "Prices: new prices." for text, and the members "prices" ("new" or "used") and "priceBasis" added
 * to a JSON object. A catalog that is not priced says nothing.
 */
QString priceBasisLine(const PartCatalog &catalog);
QJsonObject withPriceBasis(QJsonObject json, const PartCatalog &catalog);

} // namespace RigPlan::Cli
