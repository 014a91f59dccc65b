// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QVarLengthArray>

namespace RigPlan {

/**
 * Indices into a build's cards. Room for 8 inline, the most the planner builds and most rigs hold, so a
 * finding or note naming every card of an 8-GPU build allocates nothing (the planner makes millions).
 */
using GpuList = QVarLengthArray<int, 8>;

} // namespace RigPlan
