// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/part.h"

namespace RigPlan::PowerModel {

// Every constant here is explained, with its source and confidence, in docs/power-model.md.

/** DC watts of everything a build does not list (board, RAM, drives, fans): Lambda's budget. */
inline constexpr double kDefaultOtherLoadW = 80.0;
/** What a GPU draws through its slot's 12 V pins at full load (5.5 A), fed by the board's PSU. */
inline constexpr double kSlotPowerW = 66.0;
/** What one PCIe 8-pin (6+2) lead is specified to carry. */
inline constexpr double kPcie8PinW = 150.0;
/** The headroom threshold of `psu.headroom` unless the user sets another. */
inline constexpr double kDefaultHeadroom = 0.8;
/** A circuit at or above this voltage is "230 V" for PSU ratings and efficiency tiers. */
inline constexpr double kHighVoltage = 200.0;
/** The lowest power limit worth setting, as a share of TDP: below ~60% training speed collapses (RTX 3090
 *  sweeps: "collapse below 200 W" of 350 W). The planner stops here; the power-limit fixes and the
 *  optimiser go down to the card's firmware minimum where a build fits only there. */
inline constexpr double kLowestSensibleLimitShare = 0.6;

/** Efficiency (0..1) of a PSU of this 80 PLUS tier at this load (fraction of its rating). */
double efficiency(Efficiency tier, double loadFraction, bool highVoltageInput);

/** Short power excursion of a GPU relative to its power limit, by architecture. */
double transientFactor(Architecture arch);

/** Peak load a PSU of this ATX version rides through, relative to its rating. */
double psuExcursionTolerance(int atxVersion);

} // namespace RigPlan::PowerModel
