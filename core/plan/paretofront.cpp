// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/plan/paretofront.h"

#include <algorithm>
#include <iterator>
#include <limits>
#include <map>
#include <numeric>

namespace RigPlan {

namespace {

/** (price → least wall power at that price or below), wall strictly falling as price rises. */
class Staircase
{
public:
    /** Some point inserted so far has price <= p and wall <= w. */
    bool covers(double p, double w) const
    {
        auto it = m_steps.upper_bound(p);
        if (it == m_steps.begin())
            return false;
        return std::prev(it)->second <= w;
    }

    void insert(double p, double w)
    {
        if (covers(p, w))
            return;
        // Drop the steps the new point makes redundant: price >= p with wall >= w.
        auto it = m_steps.lower_bound(p);
        while (it != m_steps.end() && it->second >= w)
            it = m_steps.erase(it);
        m_steps[p] = w;
    }

private:
    std::map<double, double> m_steps;
};

} // namespace

std::vector<int> paretoFront(const std::vector<Objectives> &points)
{
    std::vector<int> order(points.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        const Objectives &x = points[static_cast<std::size_t>(a)];
        const Objectives &y = points[static_cast<std::size_t>(b)];
        if (x.speedup != y.speedup)
            return x.speedup > y.speedup;
        if (x.priceUsd != y.priceUsd)
            return x.priceUsd < y.priceUsd;
        return x.wallW < y.wallW;
    });

    std::vector<int> front;
    Staircase faster; // every point strictly faster than the current group
    std::size_t i = 0;
    while (i < order.size()) {
        // A group of equal speedup: dominated by a strictly faster point that is no worse in price and wall,
        // or by an equally fast one that is no worse in both and better in one.
        std::size_t end = i;
        const double speed = points[static_cast<std::size_t>(order[i])].speedup;
        while (end < order.size() && points[static_cast<std::size_t>(order[end])].speedup == speed)
            ++end;
        // Within the group, sorted by price then wall, a dominator comes earlier: a survivor with wall <= this
        // one's that is not identical to it. Identical points come in runs; compare against the survivors
        // before the run.
        std::vector<int> survivors;
        double leastWall = std::numeric_limits<double>::infinity(); // over all survivors so far
        double leastWallBeforeRun = leastWall;
        const Objectives *previous = nullptr;
        for (std::size_t k = i; k < end; ++k) {
            const Objectives &p = points[static_cast<std::size_t>(order[k])];
            if (!previous || previous->priceUsd != p.priceUsd || previous->wallW != p.wallW)
                leastWallBeforeRun = leastWall;
            previous = &p;
            if (faster.covers(p.priceUsd, p.wallW) || leastWallBeforeRun <= p.wallW)
                continue;
            survivors.push_back(order[k]);
            leastWall = std::min(leastWall, p.wallW);
        }
        for (int s : survivors) {
            front.push_back(s);
            faster.insert(points[static_cast<std::size_t>(s)].priceUsd, points[static_cast<std::size_t>(s)].wallW);
        }
        i = end;
    }
    return front;
}

} // namespace RigPlan
