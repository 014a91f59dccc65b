// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/power/powerbudget.h"
#include "core/power/powermodel.h"
#include "core/rules/finding.h"

#include <optional>
#include <vector>

namespace RigPlan {

class PartCatalog;
struct ResolvedBuild;

struct CheckOptions
{
    double headroom = PowerModel::kDefaultHeadroom; // psu.headroom fires above this share of the rating
    /** Where fixes look for variants and replacement parts; no part-swap fixes without one. */
    const PartCatalog *catalog = nullptr;
    /**
     * false: findings only, without the searches behind their fixes (free slots, variants, replacement
     * parts, power limits), with no fixes at all and without the riser count (CheckReport::risersNeeded,
     * a search of its own). The planner tells pass from fail this way; every finding and its severity are
     * the same as with fixes.
     */
    bool fixes = true;
    /**
     * true: findings ordered by severity, then rule (the report's order). false: in the order the rule
     * families found them, unsorted; the same findings. Moving a finding is a few hundred instructions:
     * a caller that asks only whether any is an error (as the planner's phases do) need not pay for it.
     */
    bool ordered = true;
    // The power-limit optimiser's fix (per-card limits that keep the most speed) needs the estimator,
    // which sits above the rules: offerOptimisedLimits() in core/plan adds it to a report.
};

using Findings = std::vector<Finding>;

/** Everything `check` says about a build. */
struct CheckReport
{
    std::vector<Finding> findings; // errors first, then warnings, then infos; rule order within (CheckOptions::ordered)
    PowerBudget power;
    /** Cards that cannot sit directly in this board and case however arranged; only with CheckOptions::fixes. */
    std::optional<int> risersNeeded;

    int count(Severity severity) const;
    bool ok() const { return count(Severity::Error) == 0; }
};

/** Runs every rule and the power budget on a resolved build. No I/O, no text: safe to call millions of times. */
CheckReport check(const ResolvedBuild &build, const CheckOptions &options = {});

// check() is two phases that read disjoint parts of a build; the planner runs them apart (docs/planner.md).

/**
 * The arrangement phase: slots, case, platform, cooling, risers, NVLink and the workload. It reads the
 * parts and where the cards sit, never the PSUs, the power limits or the circuits. Appends to `out`
 * (unsorted); `risersNeeded`, if given, receives the cards that need a riser.
 */
void checkArrangement(
    const ResolvedBuild &build, const CheckOptions &options, Findings &out, int *risersNeeded = nullptr);

/**
 * The power phase: psu.* and circuit.capacity on the budget of this build (PowerBudget::compute(build)).
 * It reads the cards' draw, the CPU, the PSUs and the circuits, never the board, case or arrangement.
 */
void checkPowerSupply(const ResolvedBuild &build, const PowerBudget &power, const CheckOptions &options, Findings &out);

/** Errors first, then warnings, then notes, in rule order (stable): the order of CheckReport::findings. */
void sortFindings(Findings &findings);

/** The lowest error rule among the findings, or nothing when there is no error. */
std::optional<RuleId> firstError(const Findings &findings);

} // namespace RigPlan
