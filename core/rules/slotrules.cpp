// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// slot.missing, slot.shared, slot.blocked, slot.overflow, case.gpu-length, gpu.form-factor
#include "core/rules/rulecontext.h"

namespace RigPlan {

namespace {

void addIf(Finding &f, std::optional<Fix> fix)
{
    if (fix)
        f.fixes.append(*fix);
}

Fix swapFix(int gpu, const PartPtr &part)
{
    Fix fix { FixAction::SwapPart };
    fix.gpu = gpu;
    fix.part = part->id;
    return fix;
}

/** The ways out for a card that does not fit where it is: another slot, a riser, a narrower variant. */
void addPlacementFixes(const RuleContext &ctx, Finding &f, int gpu, int maxCovered)
{
    addIf(f, ctx.moveFix(gpu, false));
    addIf(f, ctx.riserFix(gpu));
    if (maxCovered > 0) {
        if (PartPtr v = ctx.variant(gpu, [&](const GpuSpec &s) { return s.coveredSlots() <= maxCovered; }))
            addIf(f, swapFix(gpu, v));
    }
}

void checkConnectors(const RuleContext &ctx, Findings &out)
{
    const BoardSpec *board = ctx.build.board;
    for (int i = 0; i < ctx.gpuCount(); ++i) {
        const std::optional<int> &slot = ctx.gpu(i).placement.slot;
        if (!slot)
            continue;
        if (!board->slotAt(*slot)) {
            Finding &f = out.emplace_back(RuleId::SlotMissing);
            f.gpus.append(i);
            f.slotPositions.append(*slot);
            addIf(f, ctx.moveFix(i, false));
            continue;
        }
        // slot.shared: reported once, by the first card that uses the connector. Most connectors have one.
        if (ctx.geometry.connectorUsers(*slot) == 1)
            continue;
        bool firstUser = true;
        for (int k = 0; k < i && firstUser; ++k)
            firstUser = ctx.gpu(k).placement.slot != slot;
        if (!firstUser)
            continue;
        int next = i + 1; // the first other card on this connector: most connectors have none
        while (next < ctx.gpuCount() && ctx.gpu(next).placement.slot != slot)
            ++next;
        if (next == ctx.gpuCount())
            continue;
        Finding &shared = out.emplace_back(RuleId::SlotShared);
        shared.gpus.append(i);
        for (int j = next; j < ctx.gpuCount(); ++j) {
            if (ctx.gpu(j).placement.slot != slot)
                continue;
            shared.gpus.append(j);
            addIf(shared, ctx.moveFix(j, false));
        }
        shared.slotPositions.append(*slot);
    }
}

void checkStack(const RuleContext &ctx, Findings &out)
{
    const int caseSlots = ctx.build.chassis ? ctx.build.chassis->expansionSlots : 0;
    for (const StackCard &card : ctx.geometry.stack()) {
        // Every other card whose connector lies under this card's body is blocked by it. The count of
        // connector users per position rules out most cards' bodies without looking at every card.
        bool connectorUnder = false;
        for (int p = card.position + 1; p <= card.lastCovered && !connectorUnder; ++p)
            connectorUnder = ctx.geometry.connectorUsers(p) > 0;
        for (int j = 0; connectorUnder && j < ctx.gpuCount(); ++j) {
            const std::optional<int> &slot = ctx.gpu(j).placement.slot;
            if (j == card.gpu || !slot || *slot <= card.position || *slot > card.lastCovered)
                continue;
            Finding &f = out.emplace_back(RuleId::SlotBlocked);
            f.gpus.append(j);
            f.slotPositions.append(*slot);
            f.details = SlotBlockedDetails { .blocker = card.gpu };
            addIf(f, ctx.moveFix(j, false));
            // A riser under a card body is blocked too: it is the blocker that must leave the stack.
            addIf(f, ctx.riserFix(card.gpu));
            // Or a narrower variant of the blocking card that ends above the blocked connector.
            if (PartPtr v
                = ctx.variant(card.gpu, [&](const GpuSpec &s) { return card.position + s.coveredSlots() <= *slot; }))
                addIf(f, swapFix(card.gpu, v));
        }
        if (ctx.build.chassis && card.lastCovered > caseSlots) {
            Finding &f = out.emplace_back(RuleId::SlotOverflow);
            f.gpus.append(card.gpu);
            f.slotPositions.append(card.position);
            f.details = SlotOverflowDetails { .lastCoveredSlot = card.lastCovered, .caseSlots = caseSlots };
            addPlacementFixes(ctx, f, card.gpu, caseSlots - card.position + 1);
        }
    }
}

void checkLengthAndForm(const RuleContext &ctx, Findings &out)
{
    for (int i = 0; i < ctx.gpuCount(); ++i) {
        const ResolvedGpu &g = ctx.gpu(i);
        if (g.spec->formFactor == GpuFormFactor::Sxm) {
            Finding &f = out.emplace_back(RuleId::GpuFormFactor);
            f.gpus.append(i);
            continue;
        }
        const CaseSpec *chassis = ctx.build.chassis;
        const bool onFrame = g.placement.riser && g.placement.riser->mount == RiserMount::Frame;
        if (!chassis || onFrame || g.spec->lengthMm <= chassis->maxGpuLengthMm)
            continue;
        Finding &f = out.emplace_back(RuleId::CaseGpuLength);
        f.gpus.append(i);
        f.details = GpuLengthDetails { .lengthMm = g.spec->lengthMm, .maxLengthMm = chassis->maxGpuLengthMm };
        if (PartPtr v = ctx.variant(i, [&](const GpuSpec &s) { return s.lengthMm <= chassis->maxGpuLengthMm; }))
            addIf(f, swapFix(i, v));
        if (chassis->openFrame)
            addIf(f, ctx.riserFix(i));
    }
}

} // namespace

void checkSlots(const RuleContext &ctx, Findings &out)
{
    if (ctx.build.board)
        checkConnectors(ctx, out);
    checkStack(ctx, out);
    checkLengthAndForm(ctx, out);
}

} // namespace RigPlan
