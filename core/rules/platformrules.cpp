// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// case.board-fit, cpu.socket, pcie.lanes
#include "core/rules/rulecontext.h"

namespace RigPlan {

namespace {

/** Lanes below which a card loses training speed when it shares gradients (Dettmers: x8 is fine). */
constexpr int kMinLanes = 8;
/** A PCIe switch takes one x16 uplink from the CPU, however many cards sit behind it. */
constexpr int kSwitchUplinkLanes = 16;

void checkLanes(const RuleContext &ctx, Findings &out)
{
    const BoardSpec *board = ctx.build.board;
    int cpuLanes = 0;
    bool switchUsed = false;
    GpuList onCpuLanes; // a finding only if the CPU runs short: built in place then, not on every check
    for (int i = 0; i < ctx.gpuCount(); ++i) {
        const std::optional<int> &position = ctx.gpu(i).placement.slot;
        const BoardSlot *slot = position ? board->slotAt(*position) : nullptr;
        if (!slot)
            continue;
        if (slot->lanes < kMinLanes) {
            Finding &f = out.emplace_back(RuleId::PcieLanes);
            f.gpus.append(i);
            f.slotPositions.append(slot->position);
            f.details = SlotLanesDetails { .lanes = slot->lanes };
            const ResolvedGpu &g = ctx.gpu(i);
            // A connector with at least x8 where the card fits.
            for (const BoardSlot &other : board->pcieSlots) {
                if (!ctx.options.fixes)
                    break;
                if (other.lanes >= kMinLanes
                    && ctx.geometry.findFreeSlot(i, *g.spec, false, other.position) == other.position) {
                    Fix fix { FixAction::MoveToSlot };
                    fix.gpu = i;
                    fix.slot = other.position;
                    f.fixes.append(fix);
                    break;
                }
            }
        }
        if (slot->source == LaneSource::Cpu) {
            cpuLanes += slot->lanes;
            onCpuLanes.append(i);
        } else if (slot->source == LaneSource::Switch) {
            switchUsed = true;
        }
    }
    cpuLanes += switchUsed ? kSwitchUplinkLanes : 0;
    if (ctx.build.cpu && cpuLanes > ctx.build.cpu->pcieLanes) {
        Finding &oversubscribed = out.emplace_back(
            RuleId::PcieLanes, CpuLanesDetails { .wantedLanes = cpuLanes, .cpuLanes = ctx.build.cpu->pcieLanes });
        oversubscribed.gpus = onCpuLanes;
    }
}

} // namespace

void checkPlatform(const RuleContext &ctx, Findings &out)
{
    const ResolvedBuild &b = ctx.build;
    if (b.chassis && b.board && !b.chassis->formFactors.contains(b.board->formFactor))
        out.emplace_back(RuleId::CaseBoardFit);
    if (b.cpu && b.board && b.cpu->socket != b.board->socket)
        out.emplace_back(RuleId::CpuSocket);
    if (b.board)
        checkLanes(ctx, out);
}

} // namespace RigPlan
