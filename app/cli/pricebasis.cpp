// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/pricebasis.h"

#include "core/partcatalog.h"
#include "core/pricepolicy.h"

#include <QCoreApplication>

namespace RigPlan::Cli {

QString priceBasisLine(const PartCatalog &catalog)
{
    const PricePolicy *policy = catalog.pricePolicy();
    if (!policy)
        return {};
    return QCoreApplication::translate("RigPlan::Cli", "Prices: %1.").arg(policy->basisText()) + u'\n';
}

QJsonObject withPriceBasis(QJsonObject json, const PartCatalog &catalog)
{
    if (const PricePolicy *policy = catalog.pricePolicy()) {
        json.insert(QStringLiteral("prices"), toString(policy->choice()));
        json.insert(QStringLiteral("priceBasis"), policy->basisText());
    }
    return json;
}

} // namespace RigPlan::Cli
