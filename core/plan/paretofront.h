// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <vector>

namespace RigPlan {

/** One candidate's objectives: speedup is maximised, price and wall power are minimised. */
struct Objectives
{
    double speedup = 0;
    double priceUsd = 0;
    double wallW = 0;

    /** At least as good in all three and better in one. */
    bool dominates(const Objectives &o) const
    {
        return speedup >= o.speedup && priceUsd <= o.priceUsd && wallW <= o.wallW
            && (speedup > o.speedup || priceUsd < o.priceUsd || wallW < o.wallW);
    }
};

/**
 * Indices of the points no other point dominates, best first (speedup down, then price, then wall
 * power up; equal points keep their input order). Points with equal objectives are all kept.
 * O(n log n): a sweep by speedup over a staircase of the best (price, wall) seen so far.
 */
std::vector<int> paretoFront(const std::vector<Objectives> &points);

} // namespace RigPlan
