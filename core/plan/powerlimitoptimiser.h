// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/estimate/estimator.h"

#include <QList>

#include <optional>

namespace RigPlan {

struct ResolvedBuild;

/** Per-card power limits and what they keep. */
struct PowerLimitPlan
{
    QList<double> limitsW; // one per card, in the build's order; at TDP means "no limit"
    double speedup = 0; // the estimate with these limits
    double speedupUnlimited = 0; // the estimate with every card at TDP
};

/**
 * The per-card power limits (TDP down to the card's firmware minimum, GpuSpec::minLimitW(), in `stepW`
 * steps; never above its maximum) that give the most estimated speed while every PSU stays within
 * `headroom` of its rating, rides through its transients, and every circuit carries its wall draw.
 * Nothing when even the lowest limits do not fit (the build needs another PSU or circuit).
 *
 * The search: training runs at the slowest card's pace, so it finds the fastest pace every card can keep
 * within the power there is (each card at the least power that keeps up), then raises single cards
 * where that still gains. Tests compare it with exhaustive search over every combination.
 */
std::optional<PowerLimitPlan> optimisePowerLimits(
    const ResolvedBuild &build, const EstimateOptions &estimateOptions, double headroom, double stepW = 10);

/** The same build fits its PSUs and circuits as optimisePowerLimits means it. */
bool fitsPower(const ResolvedBuild &build, double headroom);

} // namespace RigPlan
