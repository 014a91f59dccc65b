// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/checker.h"

#include "core/rules/rulecontext.h"

#include <algorithm>

namespace RigPlan {

int CheckReport::count(Severity severity) const
{
    return static_cast<int>(
        std::count_if(findings.begin(), findings.end(), [&](const Finding &f) { return f.severity() == severity; }));
}

PartPtr RuleContext::variant(int i, const std::function<bool(const GpuSpec &)> &accept) const
{
    const ResolvedGpu &g = gpu(i);
    if (!options.catalog || g.spec->family.isEmpty())
        return nullptr;
    PartPtr best;
    for (const PartPtr &p : options.catalog->gpuFamily(g.spec->family)) {
        if (p->id == g.part->id || !accept(*p->gpu()))
            continue;
        if (!best || p->priceUsd.value_or(1e12) < best->priceUsd.value_or(1e12))
            best = p;
    }
    return best;
}

std::optional<Fix> RuleContext::riserFix(int i) const
{
    if (!build.chassis)
        return std::nullopt;
    int verticalInUse = 0;
    for (const ResolvedGpu &g : build.gpus)
        verticalInUse += g.placement.riser && g.placement.riser->mount == RiserMount::Vertical;
    Fix fix{FixAction::UseRiser};
    fix.gpu = i;
    if (build.chassis->openFrame)
        fix.frame = true;
    else if (verticalInUse >= build.chassis->verticalMounts)
        return std::nullopt;
    return fix;
}

std::optional<Fix> RuleContext::moveFix(int i, bool wantGap) const
{
    const ResolvedGpu &g = gpu(i);
    const std::optional<int> slot = geometry.findFreeSlot(i, *g.spec, wantGap, g.placement.slot.value_or(1));
    if (!slot || slot == g.placement.slot)
        return std::nullopt;
    Fix fix{FixAction::MoveToSlot};
    fix.gpu = i;
    fix.slot = *slot;
    return fix;
}

CheckReport check(const ResolvedBuild &build, const CheckOptions &options)
{
    CheckReport report;
    report.power = PowerBudget::compute(build);
    const SlotGeometry geometry(build);
    report.risersNeeded = geometry.risersNeeded();
    const RuleContext ctx{build, options, report.power, geometry};
    Findings &out = report.findings;
    out.reserve(16);
    checkSlots(ctx, out);
    checkPlatform(ctx, out);
    checkCooling(ctx, out);
    checkPower(ctx, out);
    checkRisers(ctx, out);
    checkNvlink(ctx, out);
    checkWorkload(ctx, out);
    std::stable_sort(out.begin(), out.end(), [](const Finding &a, const Finding &b) {
        return a.severity() != b.severity() ? a.severity() < b.severity() : a.rule < b.rule;
    });
    return report;
}

} // namespace RigPlan
