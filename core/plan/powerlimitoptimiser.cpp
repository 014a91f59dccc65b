// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/plan/powerlimitoptimiser.h"

#include "core/power/powerbudget.h"
#include "core/resolvedbuild.h"
#include "core/valueranges.h"

#include <algorithm>
#include <cmath>

namespace RigPlan {

namespace {

/**
 * The lowest limit searched: the firmware's minimum (nvidia-smi -pl refuses less, and the build would not
 * read back). Not 60% of TDP: a build that fits only lower (four RTX 3090s on one 15 A circuit) still has
 * an answer, and the search keeps as much speed as fits, so it goes no lower than it must.
 */
double lowestLimit(const GpuSpec &gpu)
{
    return std::min(gpu.tdpW, std::ceil(gpu.minLimitW()));
}

/** A limit the firmware takes: at or above TDP means none; never above the card's highest limit. */
bool settable(const GpuSpec &gpu, double limitW)
{
    return limitW >= gpu.tdpW || (limitW <= gpu.maxLimitW() && limitW >= lowestLimit(gpu));
}

void setLimit(ResolvedBuild &build, std::size_t i, double limitW)
{
    ResolvedGpu &g = build.gpus[i];
    const std::optional<double> limit = limitW < g.spec->tdpW ? std::optional(limitW) : std::nullopt;
    g.placement.powerLimitW = limit;
}

} // namespace

bool fitsPower(const ResolvedBuild &build, double headroom)
{
    // The conditions of psu.capacity, psu.headroom, psu.input-voltage, psu.transient and circuit.capacity.
    const PowerBudget power = PowerBudget::compute(build);
    for (const PsuPower &psu : power.psus) {
        if (psu.loadW > psu.ratingW * headroom || psu.transientW > psu.toleranceW)
            return false;
    }
    for (const CircuitPower &circuit : power.circuits) {
        if (circuit.wallW > circuit.limitW)
            return false;
    }
    return true;
}

namespace {

/**
 * The most limits tried per card. The reader bounds tdpW (core/valueranges.h), which keeps a 10 W step
 * within 80 levels; this bound holds whatever the caller passes, so the search never grows with a number.
 */
constexpr std::size_t kMaxLevels = 256;

/** The step actually taken for `gpu`: `stepW`, or larger where that would give more than kMaxLevels. */
double stepFor(const GpuSpec &gpu, double stepW)
{
    return std::max(stepW, (gpu.tdpW - lowestLimit(gpu)) / static_cast<double>(kMaxLevels - 1));
}

/** Limits from TDP down to the lowest sensible one, highest first. */
std::vector<double> levelsOf(const GpuSpec &gpu, double stepW)
{
    std::vector<double> levels;
    const double step = stepFor(gpu, stepW);
    for (double w = gpu.tdpW; w >= lowestLimit(gpu) && levels.size() < kMaxLevels; w -= step) {
        if (settable(gpu, w))
            levels.push_back(w);
    }
    if (levels.empty())
        levels.push_back(gpu.tdpW);
    return levels;
}

/** Raises one card a step at a time, the one that gains the most, while everything still fits. */
double raiseGreedily(ResolvedBuild &trial, const EstimateOptions &estimateOptions, double headroom, double stepW)
{
    double current = estimate(trial, estimateOptions).speedup;
    // Each round raises one card one step, so there are at most as many rounds as levels of all cards.
    for (std::size_t round = 0; round < kMaxLevels * trial.gpus.size(); ++round) {
        int bestCard = -1;
        double bestSpeed = current;
        for (std::size_t i = 0; i < trial.gpus.size(); ++i) {
            const ResolvedGpu &g = trial.gpus[i];
            const double was = g.powerW();
            const double next = std::min(g.spec->tdpW, was + stepFor(*g.spec, stepW));
            if (was >= g.spec->tdpW || !settable(*g.spec, next))
                continue;
            setLimit(trial, i, next);
            if (fitsPower(trial, headroom)) {
                const double speed = estimate(trial, estimateOptions).speedup;
                if (speed > bestSpeed) {
                    bestSpeed = speed;
                    bestCard = static_cast<int>(i);
                }
            }
            setLimit(trial, i, was);
        }
        if (bestCard < 0)
            return current;
        const ResolvedGpu &g = trial.gpus[static_cast<std::size_t>(bestCard)];
        setLimit(
            trial, static_cast<std::size_t>(bestCard), std::min(g.spec->tdpW, g.powerW() + stepFor(*g.spec, stepW)));
        current = bestSpeed;
    }
    return current;
}

} // namespace

std::optional<PowerLimitPlan> optimisePowerLimits(
    const ResolvedBuild &build, const EstimateOptions &options, double headroom, double stepW)
{
    EstimateOptions estimateOptions = options;
    estimateOptions.speedOnly = true; // the search compares speeds, nothing else
    if (build.gpus.empty() || build.psus.empty() || !(stepW > 0))
        return std::nullopt;
    for (const ResolvedGpu &g : build.gpus) {
        if (!Ranges::GpuTdpW.contains(g.spec->tdpW))
            return std::nullopt; // not from a reader (they refuse it): nothing sensible to search
    }
    ResolvedBuild trial = build;
    const std::size_t n = trial.gpus.size();
    for (std::size_t i = 0; i < n; ++i)
        setLimit(trial, i, trial.gpus[i].spec->tdpW);
    PowerLimitPlan plan;
    plan.speedupUnlimited = estimate(trial, estimateOptions).speedup;

    // Data-parallel training runs at the slowest card's pace, so the search is over that pace: for each
    // per-card speed a card reaches at some limit (fastest first), the least power each card needs to
    // keep up with it; the first pace whose limits fit wins. Each card's speed at each limit is read off
    // the estimator once.
    std::vector<std::vector<double>> levels(n), speeds(n);
    for (std::size_t i = 0; i < n; ++i) {
        levels[i] = levelsOf(*trial.gpus[i].spec, stepW);
        for (double w : levels[i]) {
            setLimit(trial, i, w);
            speeds[i].push_back(estimate(trial, estimateOptions).perGpu[static_cast<qsizetype>(i)].speedup);
        }
        setLimit(trial, i, trial.gpus[i].spec->tdpW);
    }
    std::vector<double> paces;
    for (const std::vector<double> &s : speeds)
        paces.insert(paces.end(), s.begin(), s.end());
    std::sort(paces.begin(), paces.end(), std::greater<>());
    paces.erase(std::unique(paces.begin(), paces.end()), paces.end());
    bool fits = false;
    for (double pace : paces) {
        for (std::size_t i = 0; i < n; ++i) {
            // The lowest limit that keeps this card at the pace; a card that cannot reach it runs flat out.
            std::size_t k = 0;
            while (k + 1 < levels[i].size() && speeds[i][k + 1] >= pace)
                ++k;
            setLimit(trial, i, levels[i][k]);
        }
        if (fitsPower(trial, headroom)) {
            fits = true;
            break;
        }
    }
    if (!fits) {
        // Even the slowest pace does not fit: try every card at its lowest sensible limit.
        for (std::size_t i = 0; i < n; ++i)
            setLimit(trial, i, levels[i].back());
        if (!fitsPower(trial, headroom))
            return std::nullopt;
    }
    // Then spend what is left where it still gains something.
    plan.speedup = raiseGreedily(trial, estimateOptions, headroom, stepW);
    for (const ResolvedGpu &g : trial.gpus)
        plan.limitsW.append(g.powerW());
    return plan;
}

} // namespace RigPlan
