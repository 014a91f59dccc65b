// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/clioptions.h"
#include "core/estimate/estimator.h"

#include <QTextStream>

namespace RigPlan {
class PartCatalog;
}

namespace RigPlan::Cli {

/** `rigplan-cli estimate FILE [--json] [--baseline ID] [--workload W] [--precision P]`. */
int runEstimate(const Options &options, const PartCatalog &catalog, QTextStream &out, QTextStream &err);

/**
 * The estimate options of the command line (--baseline, --workload, --precision), with `catalog` (the
 * file's inline parts over the catalog) to look the baseline up in. On a bad value, writes
 * `option: what is wrong` to `err` and returns nothing.
 */
std::optional<EstimateOptions> estimateOptions(const Options &options, const PartCatalog *catalog, QTextStream &err);

/**
 * The LLM job of --params-b, --method and --parallel (shared/spec/workloads.md). Nothing when none is given;
 * each bad value appends `option: what is wrong` to `problems`.
 */
std::optional<LlmJob> llmJobOption(const Options &options, QStringList *problems);

} // namespace RigPlan::Cli
