// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/power/powerbudget.h"
#include "core/power/powermodel.h"
#include "core/rules/finding.h"

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
     * Offer the power-limit optimiser's limits as a fix for overloaded PSUs and circuits. It runs the
     * estimator a few hundred times (about a millisecond), so the planner, which checks millions of
     * candidates, leaves it off; the CLI and the editor turn it on.
     */
    bool optimisePowerLimits = false;
};

/** Everything `check` says about a build. */
struct CheckReport
{
    std::vector<Finding> findings; // errors first, then warnings, then infos; rule order within
    PowerBudget power;
    int risersNeeded = 0;

    int count(Severity severity) const;
    bool ok() const { return count(Severity::Error) == 0; }
};

/** Runs every rule and the power budget on a resolved build. No I/O, no text: safe to call millions of times. */
CheckReport check(const ResolvedBuild &build, const CheckOptions &options = {});

} // namespace RigPlan
