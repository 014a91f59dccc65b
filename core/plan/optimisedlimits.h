// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/checker.h"

namespace RigPlan {

struct ResolvedBuild;

/**
 * Adds the power-limit optimiser's answer (one SetPowerLimits fix: per-card limits that keep the most
 * estimated speed) as the first fix of each overload finding of `report` (psu.capacity, psu.headroom,
 * psu.input-voltage, psu.transient, circuit.capacity), where limits alone make the build fit.
 *
 * It runs the estimator a few hundred times (about a millisecond), so check() does not: the rules sit
 * below the estimator. The CLI's check and the editor call this after check(); the planner, which
 * checks millions of candidates, does not. `options` must be the ones the report was checked with.
 */
void offerOptimisedLimits(CheckReport &report, const ResolvedBuild &build, const CheckOptions &options);

} // namespace RigPlan
