// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/plan/fixchain.h"

#include "core/plan/optimisedlimits.h"
#include "core/resolvedbuild.h"
#include "core/rules/applyfix.h"

namespace RigPlan {

namespace {

// Fewer errors first, then fewer warnings: notes never decide.
bool better(const CheckReport &candidate, const CheckReport &current)
{
    const int errors = candidate.count(Severity::Error), currentErrors = current.count(Severity::Error);
    if (errors != currentErrors)
        return errors < currentErrors;
    return candidate.count(Severity::Warning) < current.count(Severity::Warning);
}

/** The report the Checks panel shows: the check with the optimiser's limits among the fixes. */
CheckReport checkWithLimits(const ResolvedBuild &build, const CheckOptions &options)
{
    CheckReport report = check(build, options);
    offerOptimisedLimits(report, build, options);
    return report;
}

} // namespace

FixChainResult chainFixes(
    const Build &build, const PartCatalog &catalog, const Circuit &defaultCircuit, const CheckOptions &options)
{
    FixChainResult result;
    result.build = build;
    result.report = checkWithLimits(ResolvedBuild::resolve(build, catalog, defaultCircuit).value(), options);
    // Each kept fix removes an error or a warning, so the chain is at most that long.
    const int bound = result.report.count(Severity::Error) + result.report.count(Severity::Warning);
    for (int step = 0; step < bound; ++step) {
        bool helped = false;
        for (const Finding &finding : result.report.findings) {
            if (finding.severity() == Severity::Info || finding.fixes.isEmpty())
                continue;
            Build next = result.build;
            if (!BuildEdits::applyFix(next, finding, finding.fixes.first(), defaultCircuit) || next == result.build)
                continue;
            CheckReport report
                = checkWithLimits(ResolvedBuild::resolve(next, catalog, defaultCircuit).value(), options);
            if (!better(report, result.report))
                continue;
            result.build = std::move(next);
            result.report = std::move(report);
            ++result.applied;
            helped = true;
            break; // the report changed: start again from its first finding
        }
        if (!helped)
            break;
    }
    return result;
}

} // namespace RigPlan
