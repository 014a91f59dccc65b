// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// riser.mount, riser.signal, riser.transport
#include "core/rules/rulecontext.h"

namespace RigPlan {

namespace {

/**
 * Riser lengths past which link errors become likely (assumption, docs/power-model.md "Risers"):
 * 300 mm at PCIe 4.0 and above, 500 mm at PCIe 3.0.
 */
double riskyRiserLengthMm(int linkGen)
{
    return linkGen >= 4 ? 300.0 : 500.0;
}

} // namespace

void checkRisers(const RuleContext &ctx, Findings &out)
{
    const CaseSpec *chassis = ctx.build.chassis;
    const BoardSpec *board = ctx.build.board;
    int verticalUsed = 0;
    GpuList onRisers; // riser.transport's cards
    for (int i = 0; i < ctx.gpuCount(); ++i) {
        const ResolvedGpu &g = ctx.gpu(i);
        if (!g.placement.riser)
            continue;
        const Riser &riser = *g.placement.riser;
        onRisers.append(i);
        if (chassis) {
            const bool vertical = riser.mount == RiserMount::Vertical;
            verticalUsed += vertical;
            const bool noMount = vertical ? verticalUsed > chassis->verticalMounts : !chassis->openFrame;
            if (noMount) {
                Finding &f = out.emplace_back(RuleId::RiserMount);
                f.gpus.append(i);
                f.details = RiserMountDetails { .mount = riser.mount, .verticalMounts = chassis->verticalMounts };
                if (ctx.options.fixes && vertical && chassis->openFrame) {
                    Fix fix { FixAction::UseRiser };
                    fix.gpu = i;
                    fix.frame = true;
                    f.fixes.append(fix);
                }
                if (std::optional<Fix> move = ctx.moveFix(i, g.spec->cooler == Cooler::OpenAir))
                    f.fixes.append(*move);
            }
        }
        const BoardSlot *slot = board && g.placement.slot ? board->slotAt(*g.placement.slot) : nullptr;
        int linkGen = slot ? std::min(slot->gen, g.spec->pcieGen) : g.spec->pcieGen;
        if (g.placement.pcieGenLimit)
            linkGen = std::min(linkGen, *g.placement.pcieGenLimit);
        const bool slowRiser = riser.gen < linkGen;
        // A retimer regenerates the signal, which is what it is for (PCI-SIG); the length limit is a ribbon's
        // without one. Shielded cables (twinax, MCIO, SlimSAS, OCuLink) carry further too, but we have no
        // published length for them, so they keep the ribbon's limit.
        const bool longRiser = riser.lengthMm > riskyRiserLengthMm(linkGen) && !riser.retimer;
        if (slowRiser || longRiser) {
            Finding &f = out.emplace_back(RuleId::RiserSignal);
            f.gpus.append(i);
            f.details = RiserSignalDetails { .cause
                = slowRiser ? RiserSignalDetails::Cause::RatedBelowLink : RiserSignalDetails::Cause::TooLong,
                .riserGen = riser.gen,
                .linkGen = linkGen };
            // Forcing a slower link in the BIOS is the cheap cure (a shorter or better riser the other).
            const int forced = slowRiser ? riser.gen : linkGen - 1;
            if (ctx.options.fixes && forced >= 1) {
                Fix fix { FixAction::SetPcieGen };
                fix.gpu = i;
                fix.pcieGen = forced;
                f.fixes.append(fix);
            }
        }
    }
    if (!onRisers.isEmpty())
        out.emplace_back(RuleId::RiserTransport).gpus = onRisers;
}

} // namespace RigPlan
