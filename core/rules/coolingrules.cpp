// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// cooling.gap, cooling.passive
#include "core/rules/rulecontext.h"

namespace RigPlan {

namespace {

/** Open-air fans need at least one free slot of air under them (domain-facts: stacked cards throttle). */
constexpr double kMinGapSlots = 1.0;

} // namespace

void checkCooling(const RuleContext &ctx, Findings &out)
{
    for (const StackCard &card : ctx.geometry.stack()) {
        const ResolvedGpu &g = ctx.gpu(card.gpu);
        if (g.spec->cooler != Cooler::OpenAir)
            continue; // blowers exhaust out of the back, liquid has its radiator, passive is below
        const double gap = ctx.geometry.freeSlotsBelow(card);
        if (gap >= kMinGapSlots)
            continue;
        Finding &f = out.emplace_back(RuleId::CoolingGap);
        f.gpus.append(card.gpu);
        f.slotPositions.append(card.position);
        f.details = CoolingGapDetails { .freeSlots = std::max(gap, 0.0) };
        if (std::optional<Fix> move = ctx.moveFix(card.gpu, true))
            f.fixes.append(*move);
        if (PartPtr v = ctx.variant(card.gpu, [&](const GpuSpec &s) {
                return s.cooler == Cooler::Blower && s.coveredSlots() <= g.spec->coveredSlots();
            })) {
            Fix fix { FixAction::SwapPart };
            fix.gpu = card.gpu;
            fix.part = v->id;
            f.fixes.append(fix);
        }
        if (std::optional<Fix> riser = ctx.riserFix(card.gpu))
            f.fixes.append(*riser);
    }
    if (ctx.build.chassis && !ctx.build.chassis->serverAirflow) {
        for (int i = 0; i < ctx.gpuCount(); ++i) {
            if (ctx.gpu(i).spec->cooler != Cooler::Passive)
                continue;
            Finding &f = out.emplace_back(RuleId::CoolingPassive);
            f.gpus.append(i);
            if (PartPtr v = ctx.variant(i, [](const GpuSpec &s) { return s.cooler != Cooler::Passive; })) {
                Fix fix { FixAction::SwapPart };
                fix.gpu = i;
                fix.part = v->id;
                f.fixes.append(fix);
            }
        }
    }
}

} // namespace RigPlan
