// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/build.h"
#include "core/part.h"

#include <QVarLengthArray>

namespace RigPlan {

/** Where one of the planner's cards goes: a board connector, straight in or through a riser. */
struct CardSpot
{
    int position = 1;
    bool onRiser = false;
};

/**
 * Arranges `count` identical cards in a board and case the way a careful builder would: as many as fit
 * straight in the slot stack without blocking each other, the rest on risers where allowed, and among
 * those the arrangement with the widest smallest gap under a card (cooling), then the most lanes.
 *
 * It never says no: where the cards cannot all be placed, the leftovers go to the best remaining
 * connectors anyway, so the checker names the rule that stops the build (slot.blocked, riser.mount, …).
 */
QVarLengthArray<CardSpot, 8> placeCards(
    const BoardSpec &board, const CaseSpec &chassis, const GpuSpec &gpu, int count, bool allowRisers);

} // namespace RigPlan
