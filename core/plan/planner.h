// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/build.h"
#include "core/estimate/estimator.h"
#include "core/plan/paretofront.h"
#include "core/plan/planrequest.h"
#include "core/rules/checker.h"

#include <atomic>
#include <functional>
#include <map>
#include <optional>
#include <vector>

namespace RigPlan {

class PartCatalog;

/** Progress and cancellation for a search that may run on a worker thread. */
struct PlanControl
{
    std::function<void(int done, int total)> progress; // called from the searching thread
    const std::atomic<bool> *cancel = nullptr; // checked between GPU models and counts: stops within milliseconds
};

/** A build on the front, with what it was judged by. */
struct PlannedBuild
{
    Build build;
    CheckReport report;
    Estimate estimate;
    Objectives objectives;
};

/** A GPU model and count that fit the budget but that no candidate of passed: the rule that stopped most. */
struct RejectedAlternative
{
    Build build; // the cheapest candidate the rule stopped
    RuleId rule = RuleId::SlotBlocked;
    double priceUsd = 0;
    double speedup = 0;
};

struct PlanResult
{
    std::vector<PlannedBuild> results; // the Pareto front, best first (speedup, then price, then wall power)
    qint64 evaluated = 0; // rule evaluations the search ran (a memory, platform or power check each)
    qint64 searchSpace = 0; // candidates a brute-force search checks in full
    std::map<RuleId, qint64> rejected; // checks that found an error, by the first error's rule
    std::vector<RejectedAlternative>
        nearestRejected; // faster than the best result (or anything, if none), fastest first
    bool cancelled = false;
    double cheapestUsd = 0; // a lower bound on any candidate's price (what "budget too small" quotes)
    bool budgetTooSmall() const { return results.empty() && cheapestUsd > 0; }
};

/**
 * Searches the catalog for the builds with no error finding that no other such build beats in speedup,
 * price and wall power together (docs/planner.md). Exact over PlanSpace: it returns what
 * bruteForcePlan() returns, but prunes by decomposition (arrangement rules do not read PSUs or power
 * limits, nor of a CPU more than its socket and lanes; power rules read of the board only its EPS leads,
 * of the CPU only its TDP) and by dominance among CPUs, platform-and-CPU pairs and PSU configurations.
 */
PlanResult plan(const PartCatalog &catalog, const PlanRequest &request, const Circuit &defaultCircuit,
    const PlanControl &control = {});

/** The reference: every candidate of PlanSpace built, checked in full and estimated. For tests and benchmarks. */
PlanResult bruteForcePlan(const PartCatalog &catalog, const PlanRequest &request, const Circuit &defaultCircuit);

} // namespace RigPlan
