// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// nvlink.spacing, nvlink.unsupported
#include "core/rules/rulecontext.h"

#include <cstdlib>

namespace RigPlan {

namespace {

Fix removeBridge(int gpu)
{
    Fix fix { FixAction::RemoveBridge };
    fix.gpu = gpu;
    return fix;
}

/** A bridge length both cards accept that reaches a free connector for the partner. */
std::optional<Fix> respaceFix(const RuleContext &ctx, int anchor, int partner)
{
    const StackCard *a = ctx.geometry.stackCard(anchor);
    if (!a || !ctx.options.fixes)
        return std::nullopt;
    const GpuSpec &spec = *ctx.gpu(partner).spec;
    for (int spacing : ctx.gpu(anchor).spec->nvlinkBridgeSlots) {
        if (!spec.nvlinkBridgeSlots.contains(spacing))
            continue;
        for (int position : { a->position + spacing, a->position - spacing }) {
            if (ctx.geometry.findFreeSlot(partner, spec, false, position) == position) {
                Fix fix { FixAction::MoveToSlot };
                fix.gpu = partner;
                fix.slot = position;
                return fix;
            }
        }
    }
    return std::nullopt;
}

} // namespace

void checkNvlink(const RuleContext &ctx, Findings &out)
{
    for (int i = 0; i < ctx.gpuCount(); ++i) {
        const std::optional<int> &with = ctx.gpu(i).placement.nvlinkWith;
        if (!with || *with < 0 || *with >= ctx.gpuCount())
            continue;
        const int j = *with;
        // Each pair once: skip the second card of a pair that names each other.
        if (j < i && ctx.gpu(j).placement.nvlinkWith == i)
            continue;
        const GpuSpec &a = *ctx.gpu(i).spec;
        const GpuSpec &b = *ctx.gpu(j).spec;
        if (a.nvlinkBridgeSlots.isEmpty() || b.nvlinkBridgeSlots.isEmpty()) {
            Finding &f = out.emplace_back(RuleId::NvlinkUnsupported);
            if (a.nvlinkBridgeSlots.isEmpty())
                f.gpus.append(i);
            if (b.nvlinkBridgeSlots.isEmpty())
                f.gpus.append(j);
            f.details = NvlinkUnsupportedDetails { .bridgedTo = a.nvlinkBridgeSlots.isEmpty() ? j : i };
            if (ctx.options.fixes)
                f.fixes.append(removeBridge(i));
            continue;
        }
        const StackCard *ca = ctx.geometry.stackCard(i);
        const StackCard *cb = ctx.geometry.stackCard(j);
        const int spacing = ca && cb ? std::abs(ca->position - cb->position) : 0;
        if (spacing > 0 && a.nvlinkBridgeSlots.contains(spacing) && b.nvlinkBridgeSlots.contains(spacing))
            continue;
        Finding &f = out.emplace_back(RuleId::NvlinkSpacing);
        f.gpus.append(i);
        f.gpus.append(j);
        f.details = NvlinkSpacingDetails { .partner = j, .spacingSlots = spacing };
        if (ca)
            f.slotPositions.append(ca->position);
        if (cb)
            f.slotPositions.append(cb->position);
        if (std::optional<Fix> move = respaceFix(ctx, i, j))
            f.fixes.append(*move);
        else if (std::optional<Fix> back = respaceFix(ctx, j, i))
            f.fixes.append(*back);
        if (ctx.options.fixes)
            f.fixes.append(removeBridge(i));
    }
}

} // namespace RigPlan
