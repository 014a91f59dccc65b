// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/checker.h"

#include "core/rules/rulecontext.h"

#include <algorithm>
#include <tuple>

namespace RigPlan {

int CheckReport::count(Severity severity) const
{
    return static_cast<int>(
        std::count_if(findings.begin(), findings.end(), [&](const Finding &f) { return f.severity() == severity; }));
}

std::optional<Fix> RuleContext::riserFix(int i) const
{
    if (!options.fixes || !build.chassis)
        return std::nullopt;
    int verticalInUse = 0;
    for (const ResolvedGpu &g : build.gpus)
        verticalInUse += g.placement.riser && g.placement.riser->mount == RiserMount::Vertical;
    Fix fix { FixAction::UseRiser };
    fix.gpu = i;
    if (build.chassis->openFrame)
        fix.frame = true;
    else if (verticalInUse >= build.chassis->verticalMounts)
        return std::nullopt;
    return fix;
}

std::optional<Fix> RuleContext::moveFix(int i, bool wantGap) const
{
    if (!options.fixes)
        return std::nullopt;
    const ResolvedGpu &g = gpu(i);
    const std::optional<int> slot = geometry.findFreeSlot(i, *g.spec, wantGap, g.placement.slot.value_or(1));
    if (!slot || slot == g.placement.slot)
        return std::nullopt;
    Fix fix { FixAction::MoveToSlot };
    fix.gpu = i;
    fix.slot = *slot;
    return fix;
}

void checkArrangement(const ResolvedBuild &build, const CheckOptions &options, Findings &out, int *risersNeeded)
{
    const SlotGeometry geometry(build);
    if (risersNeeded)
        *risersNeeded = geometry.risersNeeded();
    const RuleContext ctx { build, options, geometry };
    checkSlots(ctx, out);
    checkPlatform(ctx, out);
    checkCooling(ctx, out);
    checkRisers(ctx, out);
    checkNvlink(ctx, out);
    checkWorkload(ctx, out);
    checkRedefinitions(ctx, out);
}

void checkPowerSupply(const ResolvedBuild &build, const PowerBudget &power, const CheckOptions &options, Findings &out)
{
    checkPower(PowerContext { build, options, power }, out);
}

void sortFindings(Findings &out)
{
    // Findings are large: sort their keys (severity, rule, index: stable) and move each finding once.
    QVarLengthArray<std::tuple<Severity, RuleId, int>, 32> order;
    order.reserve(static_cast<qsizetype>(out.size()));
    for (std::size_t i = 0; i < out.size(); ++i)
        order.append({ out[i].severity(), out[i].rule, static_cast<int>(i) });
    if (std::is_sorted(order.begin(), order.end()))
        return;
    std::sort(order.begin(), order.end());
    Findings sorted;
    sorted.reserve(out.size());
    for (const auto &[severity, rule, i] : order)
        sorted.push_back(std::move(out[static_cast<std::size_t>(i)]));
    out = std::move(sorted);
}

std::optional<RuleId> firstError(const Findings &findings)
{
    std::optional<RuleId> first;
    for (const Finding &f : findings) {
        if (f.severity() == Severity::Error && (!first || f.rule < *first))
            first = f.rule;
    }
    return first;
}

CheckReport check(const ResolvedBuild &build, const CheckOptions &options)
{
    CheckReport report;
    report.power = PowerBudget::compute(build);
    report.findings.reserve(24); // room for a messy 8-GPU build without a reallocation
    // The order the families ran in before the phases were split (slots, platform, cooling, power, ...)
    // does not matter: sortFindings orders by severity and rule, and each family's findings keep theirs.
    int risers = 0;
    checkArrangement(build, options, report.findings, options.fixes ? &risers : nullptr);
    if (options.fixes)
        report.risersNeeded = risers;
    checkPowerSupply(build, report.power, options, report.findings);
    if (options.ordered)
        sortFindings(report.findings);
    return report;
}

} // namespace RigPlan
