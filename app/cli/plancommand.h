// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/clioptions.h"

#include <QTextStream>

namespace RigPlan {
class PartCatalog;
struct PlanRequest;
} // namespace RigPlan

namespace RigPlan::Cli {

/**
 * `rigplan-cli plan --budget USD --workload W [--precision P] [--circuit ID[,ID]] [--gpus MIN-MAX]
 * [--min-vram GB] [--allow-risers] [--case ID] [--board ID] [--psu ID] [--top N] [--json]`.
 * Exit 0 with results, 1 when nothing fits (the reason is printed), 2 on bad usage.
 */
int runPlan(const Options &options, const PartCatalog &catalog, QTextStream &out, QTextStream &err);

/** The request the options describe; on bad values, writes `--option: what is wrong` lines and returns false. */
bool planRequest(const Options &options, const PartCatalog &catalog, PlanRequest *request, QTextStream &err);

} // namespace RigPlan::Cli
