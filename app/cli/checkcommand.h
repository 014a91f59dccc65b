// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/clioptions.h"
#include "core/build.h"

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

/**
 * Reads FILE (or "-") as a build file against `catalog`. On failure writes why (`FILE: what is wrong`
 * for each problem) to `err` and returns nothing: every command that takes a build reports the same way.
 */
std::optional<Build> readBuildArgument(
    const QString &file, const PartCatalog &catalog, bool requireChassis, QTextStream &err);

/** --circuit ID: the preset, nothing when not given; false (and a message listing the ids) when unknown. */
bool circuitOption(const Options &options, std::optional<Circuit> *circuit, QTextStream &err);

/** Puts the build, every PSU's circuit included, on `circuit` (what --circuit means). */
void useCircuit(Build &build, const Circuit &circuit);

/** The one build file argument of check and export, on the --circuit given; messages as readBuildArgument. */
std::optional<Build> readBuildOnCircuit(const Options &options, const PartCatalog &catalog, QTextStream &err);

} // namespace RigPlan::Cli
