// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/clioptions.h"

#include <QTextStream>

namespace RigPlan {
class PartCatalog;
namespace Db {
class SqlPartCatalog;
}
} // namespace RigPlan

namespace RigPlan::Cli {

/**
 * `rigplan-cli catalog list|show|add|remove|price …`. `catalog` is what list and show read;
 * `editable` is the database catalog that add, remove and price change, or null when the parts
 * come from --catalog FILE.
 */
int runCatalog(const Options &options, const PartCatalog &catalog, Db::SqlPartCatalog *editable, QTextStream &out,
    QTextStream &err);

} // namespace RigPlan::Cli
