// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/clioptions.h"

#include <QTextStream>

namespace RigPlan {
class PartCatalog;
}

namespace RigPlan::Cli {

/** `rigplan-cli catalog list|show|add|remove|price …`. */
int runCatalog(const Options &options, const PartCatalog &catalog, QTextStream &out, QTextStream &err);

} // namespace RigPlan::Cli
