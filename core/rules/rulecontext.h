// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/partcatalog.h"
#include "core/resolvedbuild.h"
#include "core/rules/checker.h"
#include "core/rules/slotgeometry.h"

#include <vector>

namespace RigPlan {

/** What the arrangement families read, computed once per check (no power figures: see PowerContext). */
struct RuleContext
{
    const ResolvedBuild &build;
    const CheckOptions &options;
    const SlotGeometry &geometry;

    const ResolvedGpu &gpu(int i) const { return build.gpus[static_cast<std::size_t>(i)]; }
    int gpuCount() const { return static_cast<int>(build.gpus.size()); }

    /**
     * The cheapest catalog variant of gpu `i`'s family that passes `accept` (not the card itself). A template,
     * not a std::function: without fixes it returns at once, and the planner's checks should not pay to wrap
     * the predicate first.
     */
    template<typename Accept> PartPtr variant(int i, const Accept &accept) const
    {
        const ResolvedGpu &g = gpu(i);
        if (!options.fixes || !options.catalog || g.spec->family.isEmpty())
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
    /** A riser fix for gpu `i` where the case has somewhere to mount it, or nothing. */
    std::optional<Fix> riserFix(int i) const;
    /** A move fix to a conflict-free connector, or nothing. */
    std::optional<Fix> moveFix(int i, bool wantGap) const;
};

/** What the power family reads: the build's power budget, not its arrangement. */
struct PowerContext
{
    const ResolvedBuild &build;
    const CheckOptions &options;
    const PowerBudget &power;

    const ResolvedGpu &gpu(int i) const { return build.gpus[static_cast<std::size_t>(i)]; }
    int gpuCount() const { return static_cast<int>(build.gpus.size()); }
};

// The rule families, one file each under core/rules/. The arrangement phase runs all but checkPower.
// Each builds a finding in place (`Finding &f = out.emplace_back(rule)`), and only once it fires: a Finding
// is a few hundred bytes, and constructing, moving and destroying a spare one cost more than a rule's test.
// The reference lives until the next emplace into `out`: fill the finding before adding another.
void checkSlots(const RuleContext &ctx, Findings &out); // slot.*, case.gpu-length, gpu.form-factor
void checkPlatform(const RuleContext &ctx, Findings &out); // case.board-fit, cpu.socket, pcie.lanes
void checkCooling(const RuleContext &ctx, Findings &out); // cooling.*
void checkRisers(const RuleContext &ctx, Findings &out); // riser.*
void checkNvlink(const RuleContext &ctx, Findings &out); // nvlink.*
void checkWorkload(const RuleContext &ctx, Findings &out); // precision.unsupported, sparsity.unsupported, memory.fit
void checkPower(const PowerContext &ctx, Findings &out); // psu.*, circuit.capacity
void checkRedefinitions(const RuleContext &ctx, Findings &out); // part.redefined
void checkPsuSync(const PowerContext &ctx, Findings &out); // psu.sync (called by checkPower)

} // namespace RigPlan
