// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/plan/gpuplacer.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>

namespace RigPlan {

namespace {

/** How good a stack arrangement is; compared lexicographically, larger is better. */
struct Score
{
    int placed = -1; // cards that end up on a connector (stack + risers)
    int risers = 0; // fewer is better (stored negated in the comparison)
    double smallestGap = -1; // free slots under the most crowded card
    int lanes = 0;
    int cpuLanes = 0;

    bool operator>(const Score &o) const
    {
        if (placed != o.placed)
            return placed > o.placed;
        if (risers != o.risers)
            return risers < o.risers;
        if (smallestGap != o.smallestGap)
            return smallestGap > o.smallestGap;
        if (lanes != o.lanes)
            return lanes > o.lanes;
        return cpuLanes > o.cpuLanes;
    }
};

} // namespace

QVarLengthArray<CardSpot, 8> placeCards(
    const BoardSpec &board, const CaseSpec &chassis, const GpuSpec &gpu, int count, bool allowRisers)
{
    QVarLengthArray<CardSpot, 8> best;
    const QList<BoardSlot> &connectors = board.pcieSlots; // sorted by position
    const int m = std::min<int>(static_cast<int>(connectors.size()), 16);
    if (m == 0 || count <= 0)
        return best;
    const int covered = gpu.coveredSlots();
    // A card longer than the case, or a module that is not a PCIe card, never sits in the stack.
    const bool stackable = gpu.formFactor == GpuFormFactor::Pcie && gpu.lengthMm <= chassis.maxGpuLengthMm;
    const int riserRoom = !allowRisers ? 0 : chassis.openFrame ? count : chassis.verticalMounts;

    Score bestScore;
    for (unsigned mask = 0; mask < (1U << m); ++mask) {
        const int stackSize = std::popcount(mask);
        if (stackSize > count || (stackSize > 0 && !stackable))
            continue;
        // The stack: connectors in position order, each card clear of the next connector it would cover.
        bool valid = true;
        int previousEnd = 0; // last position covered by the card above
        double smallestGap = std::numeric_limits<double>::max();
        int previousPosition = -1;
        int lanes = 0, cpuLanes = 0;
        for (int i = 0; i < m && valid; ++i) {
            if (!(mask & (1U << i)))
                continue;
            const BoardSlot &c = connectors[i];
            if (c.position <= previousEnd || c.position + covered - 1 > chassis.expansionSlots) {
                valid = false;
                break;
            }
            if (previousPosition >= 0)
                smallestGap = std::min(smallestGap, c.position - (previousPosition + gpu.slotWidth));
            previousPosition = c.position;
            previousEnd = c.position + covered - 1;
            lanes += c.lanes;
            cpuLanes += c.source == LaneSource::Cpu ? c.lanes : 0;
        }
        if (!valid)
            continue;
        if (previousPosition >= 0)
            smallestGap = std::min(smallestGap, chassis.expansionSlots + 1 - (previousPosition + gpu.slotWidth));
        else
            smallestGap = 0;
        // Risers take the free connectors no stack card covers, most lanes first.
        QVarLengthArray<int, 16> free;
        for (int i = 0; i < m; ++i) {
            if (mask & (1U << i))
                continue;
            const int position = connectors[i].position;
            bool blocked = false;
            for (int j = 0; j < m && !blocked; ++j) {
                if ((mask & (1U << j)) && position > connectors[j].position
                    && position <= connectors[j].position + covered - 1)
                    blocked = true;
            }
            if (!blocked)
                free.append(i);
        }
        std::stable_sort(
            free.begin(), free.end(), [&](int a, int b) { return connectors[a].lanes > connectors[b].lanes; });
        const int risers = std::min({ count - stackSize, riserRoom, static_cast<int>(free.size()) });
        for (int r = 0; r < risers; ++r) {
            lanes += connectors[free[r]].lanes;
            cpuLanes += connectors[free[r]].source == LaneSource::Cpu ? connectors[free[r]].lanes : 0;
        }
        const Score score { stackSize + risers, risers, smallestGap, lanes, cpuLanes };
        if (!(score > bestScore))
            continue;
        bestScore = score;
        best.clear();
        for (int i = 0; i < m; ++i) {
            if (mask & (1U << i))
                best.append({ connectors[i].position, false });
        }
        for (int r = 0; r < risers; ++r)
            best.append({ connectors[free[r]].position, true });
    }
    // Leftovers: on the x16 connectors from the top, for the checker to judge.
    for (int i = 0; best.size() < count; ++i)
        best.append({ connectors[i % m].position, false });
    return best;
}

} // namespace RigPlan
