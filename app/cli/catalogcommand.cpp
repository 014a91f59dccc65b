// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/catalogcommand.h"

#include "app/cli/checkcommand.h"

namespace RigPlan::Cli {

int runCatalog(const Options &, const PartCatalog &, QTextStream &, QTextStream &err)
{
    err << QCoreApplication::translate("RigPlan::Cli", "catalog is not available yet") << '\n';
    return ExitBadInput;
}

} // namespace RigPlan::Cli
