// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/build.h"

namespace RigPlan {

struct ResolvedBuild;

/** How the cards of a build exchange gradients: the fabric, its ring bandwidth and what limits it. */
struct GradientLink
{
    Interconnect interconnect = Interconnect::Pcie;
    double busGBs = 0; // effective all-reduce bandwidth per direction
    double syncPerDoubling = 0; // synchronisation overhead per doubling of the card count
    int narrowestGpu = -1; // PCIe: the card whose link sets the ring's pace
    int narrowestLanes = 16;
    int narrowestGen = 4;
    bool hostStaged = false; // PCIe without P2P on every card: through host memory
    bool bridgesCrossPcie = false; // NVLink bridges, but the ring still crosses PCIe
    bool noBoard = false; // links assumed, not read from a board
};

/** Multi-GPU data-parallel scaling (docs/performance-model.md, "Scaling"). */
namespace ScalingModel {

/** The link the build's gradients go over. */
GradientLink link(const ResolvedBuild &build);

/**
 * Data-parallel efficiency of `gpus` cards, each computing `samplesPerSec` and all-reducing
 * `gradientMBPerSample` per sample, over `link`: 1 / (1 + sync overhead + exposed communication).
 */
double efficiency(const GradientLink &link, int gpus, double samplesPerSec, double gradientMBPerSample);

} // namespace ScalingModel
} // namespace RigPlan
