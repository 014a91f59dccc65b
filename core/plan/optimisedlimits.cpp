// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/plan/optimisedlimits.h"

#include "core/plan/powerlimitoptimiser.h"
#include "core/resolvedbuild.h"

namespace RigPlan {

namespace {

bool isOverload(RuleId rule)
{
    return rule == RuleId::PsuCapacity || rule == RuleId::PsuHeadroom || rule == RuleId::PsuInputVoltage
        || rule == RuleId::PsuTransient || rule == RuleId::CircuitCapacity;
}

/** The optimiser's per-card limits as one fix, where limits alone make the build fit. */
std::optional<Fix> optimisedLimitsFix(const ResolvedBuild &build, const CheckOptions &options)
{
    EstimateOptions estimateOptions;
    estimateOptions.catalog = options.catalog;
    const std::optional<PowerLimitPlan> plan = optimisePowerLimits(build, estimateOptions, options.headroom);
    if (!plan)
        return std::nullopt;
    Fix fix { FixAction::SetPowerLimits };
    for (qsizetype i = 0; i < plan->limitsW.size(); ++i) {
        const double tdp = build.gpus[static_cast<std::size_t>(i)].spec->tdpW;
        fix.limitsW.append(plan->limitsW[i] >= tdp ? 0 : plan->limitsW[i]);
    }
    fix.speedKept = plan->speedupUnlimited > 0 ? plan->speedup / plan->speedupUnlimited : 1.0;
    return fix;
}

} // namespace

void offerOptimisedLimits(CheckReport &report, const ResolvedBuild &build, const CheckOptions &options)
{
    // Computed once for all the overloads, and only if there is one.
    std::optional<std::optional<Fix>> optimised;
    for (Finding &f : report.findings) {
        if (!isOverload(f.rule))
            continue;
        if (!optimised)
            optimised = optimisedLimitsFix(build, options);
        if (*optimised)
            f.fixes.insert(f.fixes.begin(), **optimised);
    }
}

} // namespace RigPlan
