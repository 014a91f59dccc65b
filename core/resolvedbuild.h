// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/build.h"
#include "core/partcatalog.h"

#include <vector>

namespace RigPlan {

/** One GPU placement with its part looked up. */
struct ResolvedGpu
{
    GpuPlacement placement;
    PartPtr part;
    const GpuSpec *spec = nullptr; // points into *part

    double powerW() const { return placement.powerLimitW.value_or(spec->tdpW); }
    bool onRiser() const { return placement.riser.has_value(); }
    /** In the slot stack: plugged straight into a board connector. */
    bool inStack() const { return !placement.riser && placement.slot.has_value(); }
};

struct ResolvedPsu
{
    PartPtr part;
    const PsuSpec *spec = nullptr;
    int circuit = 0;
};

/**
 * A build with every part id looked up, what the rules and the estimator work on. It owns its parts
 * (shared pointers), so it stays valid whatever happens to the catalog afterwards.
 */
struct ResolvedBuild
{
    Build build;
    PartPtr casePart, boardPart, cpuPart;
    const CaseSpec *chassis = nullptr; // null where the build has no case
    const BoardSpec *board = nullptr;
    const CpuSpec *cpu = nullptr;
    std::vector<ResolvedPsu> psus;
    std::vector<ResolvedGpu> gpus;
    QList<Circuit> circuits; // at least one

    /**
     * Looks every id up in the file's inline parts over `catalog`. Ids that do not resolve are left
     * null; BuildFile::read has already refused such files.
     */
    static ResolvedBuild resolve(const Build &build, const PartCatalog &catalog, const Circuit &defaultCircuit);
};

} // namespace RigPlan
