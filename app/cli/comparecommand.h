// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/clioptions.h"

#include <QTextStream>

namespace RigPlan {
class PartCatalog;
}

namespace RigPlan::Cli {

/**
 * `rigplan-cli compare A B [C D] [--json] [--format text|md] [--workload W] [--baseline ID]`: two to four
 * builds side by side (docs/compare.md). Exits 0 whatever the builds' findings (a comparison is not a
 * check), 2 on bad usage or a bad file.
 */
int runCompare(const Options &options, const PartCatalog &catalog, QTextStream &out, QTextStream &err);

} // namespace RigPlan::Cli
