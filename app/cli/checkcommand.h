// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/clioptions.h"

#include <QTextStream>

namespace RigPlan {
class PartCatalog;
}

namespace RigPlan::Cli {

enum ExitCode
{
    ExitOk = 0,
    ExitFindings = 1,
    ExitBadInput = 2
};

/** `rigplan-cli check FILE [--json] [--circuit ID]`. */
int runCheck(const Options &options, const PartCatalog &catalog, QTextStream &out, QTextStream &err);

/** Reads FILE, or standard input for "-"; on failure says why in `error`. */
bool readInput(const QString &file, QByteArray *data, QString *error);

} // namespace RigPlan::Cli
