// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/estimate/scalingmodel.h"

#include "core/estimate/performanceconstants.h"
#include "core/resolvedbuild.h"

#include <algorithm>
#include <cmath>

namespace RigPlan {

using namespace PerformanceModel;

double PerformanceModel::pcieLaneGBs(int gen)
{
    // 2.5, 5, 8, 16, 32, 64 GT/s; 8b/10b coding up to Gen 2, 128b/130b from Gen 3.
    switch (gen) {
    case 1:
        return 0.25;
    case 2:
        return 0.5;
    case 3:
        return 0.985;
    case 4:
        return 1.969;
    case 5:
        return 3.938;
    default:
        return gen > 5 ? 7.877 : 0.25;
    }
}

namespace ScalingModel {

namespace {

double nvlinkSxm(Architecture arch)
{
    switch (arch) {
    case Architecture::Pascal:
    case Architecture::Volta:
    case Architecture::Turing:
        return kNvlinkSxmVolta;
    case Architecture::Ampere:
    case Architecture::Ada:
        return kNvlinkSxmAmpere;
    case Architecture::Hopper:
        return kNvlinkSxmHopper;
    case Architecture::Blackwell:
        return kNvlinkSxmBlackwell;
    case Architecture::Rdna3:
    case Architecture::Cdna2:
        break; // AMD cards have no NVLink: never SXM nor bridged in the catalog's terms
    }
    return kNvlinkSxmVolta;
}

double nvlinkBridge(Architecture arch)
{
    switch (arch) {
    case Architecture::Pascal:
    case Architecture::Volta:
    case Architecture::Turing:
        return kNvlinkBridgeTuring;
    case Architecture::Ampere:
    case Architecture::Ada:
        return kNvlinkBridgeAmpere;
    case Architecture::Hopper:
    case Architecture::Blackwell:
        return kNvlinkBridgeHopper;
    case Architecture::Rdna3:
    case Architecture::Cdna2:
        break; // no NVLink (the MI210's Infinity Fabric bridge is not modelled)
    }
    return kNvlinkBridgeTuring;
}

/** Two cards bridged to each other, both with NVLink: one NVLink domain. */
bool bridgedPair(const ResolvedBuild &b)
{
    if (b.gpus.size() != 2)
        return false;
    const ResolvedGpu &x = b.gpus[0];
    const ResolvedGpu &y = b.gpus[1];
    const bool joined = x.placement.nvlinkWith == 1 || y.placement.nvlinkWith == 0;
    return joined && !x.spec->nvlinkBridgeSlots.isEmpty() && !y.spec->nvlinkBridgeSlots.isEmpty() && !x.onRiser()
        && !y.onRiser();
}

} // namespace

GradientLink link(const ResolvedBuild &b)
{
    GradientLink l;
    const std::optional<Interconnect> declared = b.build.interconnect;
    const bool allSxm = !b.gpus.empty() && std::all_of(b.gpus.begin(), b.gpus.end(), [](const ResolvedGpu &g) {
        return g.spec->formFactor == GpuFormFactor::Sxm;
    });
    Architecture slowest = Architecture::Blackwell;
    for (const ResolvedGpu &g : b.gpus)
        slowest = std::min(slowest, g.spec->architecture);

    if (allSxm && declared != Interconnect::Pcie) {
        // build-format.md: SXM parts default to NVSwitch from the A100 on, to NVLink (DGX-1 mesh) before.
        l.interconnect
            = declared.value_or(slowest >= Architecture::Ampere ? Interconnect::Nvswitch : Interconnect::Nvlink);
        l.busGBs = nvlinkSxm(slowest) * kLinkEfficiency;
        l.syncPerDoubling
            = l.interconnect == Interconnect::Nvswitch ? kSyncPerDoublingNvswitch : kSyncPerDoublingNvlink;
        return l;
    }
    if (declared != Interconnect::Pcie && bridgedPair(b)) {
        l.interconnect = Interconnect::Nvlink;
        l.busGBs = nvlinkBridge(slowest) * kLinkEfficiency;
        l.syncPerDoubling = kSyncPerDoublingNvlink;
        return l;
    }

    l.interconnect = Interconnect::Pcie;
    l.syncPerDoubling = kSyncPerDoublingNvlink;
    l.noBoard = b.board == nullptr;
    double narrowest = 0;
    for (std::size_t i = 0; i < b.gpus.size(); ++i) {
        const ResolvedGpu &g = b.gpus[i];
        int gen = g.spec->pcieGen;
        int lanes = 16;
        if (const BoardSlot *slot = b.board && g.placement.slot ? b.board->slotAt(*g.placement.slot) : nullptr) {
            gen = std::min(gen, slot->gen);
            lanes = slot->lanes;
            if (slot->source == LaneSource::Chipset)
                lanes = std::min(lanes, kChipsetUplinkLanes);
        }
        if (g.placement.riser)
            gen = std::min(gen, g.placement.riser->gen);
        const double gbs = lanes * pcieLaneGBs(gen);
        if (l.narrowestGpu < 0 || gbs < narrowest) {
            narrowest = gbs;
            l.narrowestGpu = static_cast<int>(i);
            l.narrowestLanes = lanes;
            l.narrowestGen = gen;
        }
        l.hostStaged = l.hostStaged || !g.spec->p2p;
        l.bridgesCrossPcie = l.bridgesCrossPcie || g.placement.nvlinkWith.has_value();
    }
    l.busGBs = narrowest * (l.hostStaged ? kHostStagedShare : kLinkEfficiency);
    return l;
}

double efficiency(const GradientLink &link, int gpus, double samplesPerSec, double gradientMBPerSample)
{
    if (gpus <= 1)
        return 1.0;
    const double n = gpus;
    const double sync = link.syncPerDoubling * std::log2(n);
    double exposed = 0;
    if (link.busGBs > 0) {
        // Ring all-reduce sends 2(n-1)/n of the gradients each way; x is that time over the step time.
        const double x = samplesPerSec * gradientMBPerSample / 1000.0 * 2.0 * (n - 1.0) / n / link.busGBs;
        // Smooth overlap: about x^2 / (2 overlap) while small, x - overlap once it dominates.
        exposed = x - kOverlapShare * (1.0 - std::exp(-x / kOverlapShare));
    }
    return 1.0 / (1.0 + sync + exposed);
}

} // namespace ScalingModel
} // namespace RigPlan
