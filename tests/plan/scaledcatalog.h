// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/partcatalog.h"

#include <QStringList>

#include <algorithm>
#include <array>
#include <cmath>

namespace RigPlan::Test {

/**
 * A synthetic catalog `factor` times the size of `base`: every part once as it is and `factor - 1` times
 * as a clone with its own id. Each clone trades price against a figure the rules or the power model read,
 * so it is neither a copy (the planner keeps equal builds) nor plainly worse than its original (which
 * dominance would drop at once): a cheaper clone is worse at something, a dearer one better.
 *   GPU: cheaper is longer and draws more, dearer shorter and draws less.
 *   Board: cheaper requires both EPS sockets, dearer one.
 *   Case: cheaper holds shorter cards, dearer longer ones.
 *   CPU: cheaper has a higher TDP, dearer a lower one.
 *   PSU: cheaper is rated lower, dearer higher.
 * The planner benchmark grows the bundled catalog with it (bench/bench_plan.cpp); tst_planner compares the
 * planner with brute force on the doubled test catalog.
 */
inline InMemoryCatalog scaledCatalog(const PartCatalog &base, int factor)
{
    // Clone j's price factor and whether it is the cheaper kind; the figures move with it.
    struct Variant
    {
        double price;
        bool cheaper;
    };
    static constexpr std::array<Variant, 7> kVariants { { { 0.88, true }, { 1.09, false }, { 0.8, true },
        { 1.15, false }, { 0.93, true }, { 1.22, false }, { 0.75, true } } };
    InMemoryCatalog out;
    for (PartKind kind :
        { PartKind::Gpu, PartKind::Board, PartKind::Case, PartKind::Psu, PartKind::Cpu, PartKind::Riser }) {
        for (const PartPtr &original : base.parts(kind)) {
            out.insert(*original);
            for (int j = 1; j < factor; ++j) {
                const Variant v = kVariants[static_cast<std::size_t>(j - 1) % kVariants.size()];
                const double sign = v.cheaper ? 1 : -1; // the figure's change: worse when cheaper
                Part part = *original;
                part.id = QStringLiteral("%1-x%2").arg(original->id).arg(j);
                part.name = QStringLiteral("%1 (synthetic %2)").arg(original->name).arg(j);
                if (part.priceUsd)
                    part.priceUsd = std::round(*part.priceUsd * v.price);
                if (auto *g = std::get_if<GpuSpec>(&part.spec)) {
                    g->lengthMm += sign * 10 * j;
                    g->tdpW += sign * 5 * j;
                    if (g->maxPowerLimitW)
                        g->maxPowerLimitW = std::max(*g->maxPowerLimitW, g->tdpW);
                } else if (auto *b = std::get_if<BoardSpec>(&part.spec)) {
                    b->epsSockets = std::max(b->epsSockets, 2);
                    b->epsRequired = v.cheaper ? 2 : 1;
                } else if (auto *c = std::get_if<CaseSpec>(&part.spec)) {
                    c->maxGpuLengthMm = std::max(100.0, c->maxGpuLengthMm - sign * 15 * j);
                } else if (auto *u = std::get_if<CpuSpec>(&part.spec)) {
                    u->tdpW = std::max(35.0, u->tdpW + sign * 15 * j);
                } else if (auto *p = std::get_if<PsuSpec>(&part.spec)) {
                    p->watts = std::max(300.0, p->watts - sign * 50 * j);
                    if (p->wattsAt115V)
                        p->wattsAt115V = std::min(p->watts, std::max(300.0, *p->wattsAt115V - sign * 50 * j));
                }
                out.insert(part);
            }
        }
    }
    return out;
}

} // namespace RigPlan::Test
