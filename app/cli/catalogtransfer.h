// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/clioptions.h"

#include <QTextStream>

namespace RigPlan::Db {
class SqlPartCatalog;
}

namespace RigPlan::Cli {

/** `catalog export FILE`: the user's custom parts and prices as a rigplan-catalog file ("-": standard output). */
int runCatalogExport(const Options &options, Db::SqlPartCatalog *sql, QTextStream &out, QTextStream &err);
/** `catalog import FILE [--replace]` and `catalog import --opendb DIR [--kind K]`. */
int runCatalogImport(const Options &options, Db::SqlPartCatalog *sql, QTextStream &out, QTextStream &err);

} // namespace RigPlan::Cli
