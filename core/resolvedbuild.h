// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/build.h"
#include "core/io/problem.h"
#include "core/partcatalog.h"
#include "core/partredefinition.h"

#include <optional>
#include <stdexcept>
#include <vector>

namespace RigPlan {

/** One GPU placement with its part looked up. */
struct ResolvedGpu
{
    GpuPlacement placement; // the one copy of the file's gpus[i]: ResolvedBuild keeps no other
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
    int circuit = 0; // index into ResolvedBuild::circuits
};

struct ResolveResult;

/**
 * A build with every part id looked up, what the rules and the estimator work on. It owns its parts
 * (shared pointers), so it stays valid whatever happens to the catalog afterwards.
 *
 * Each fact is held once: the file's settings in `build`, the parts and placements in the resolved
 * members (gpus[i] is the file's gpus[i], always: nothing is left out, so indices in findings, fixes
 * and drag payloads mean the same card in the Build and here). toBuild() gives the Build back.
 */
struct ResolvedBuild
{
    BuildSettings build; // name, circuits as the file says them, workload, inline parts
    PartPtr casePart, boardPart, cpuPart; // null where the build names none
    PartPtr psuSyncPart; // the psuSync adapter; null where the build names none
    const CaseSpec *chassis = nullptr; // null where the build has no case
    const BoardSpec *board = nullptr;
    const CpuSpec *cpu = nullptr;
    std::vector<ResolvedPsu> psus;
    std::vector<ResolvedGpu> gpus;
    QList<Circuit> circuits; // build.effectiveCircuits(the default): at least one
    QList<PartRedefinition> redefinitions; // the file's inline parts that redefine a catalog part (part.redefined)

    /** The build file's Build: the settings, the parts' ids and the placements. */
    Build toBuild() const;
    /** PSU k's circuit (the first where its index is out of range), by reference: no copy in hot loops. */
    const Circuit &circuitOf(const ResolvedPsu &psu) const
    {
        return psu.circuit >= 0 && psu.circuit < circuits.size() ? circuits[psu.circuit] : circuits.first();
    }

    /**
     * Looks every id up in the file's inline parts over `catalog`. An id that names no part of its kind
     * is a problem at its path (`gpus[2].part: ...`) and leaves no ResolvedBuild: a part is never
     * dropped. BuildFile::read against the same catalog refuses such files first.
     */
    static ResolveResult resolve(const Build &build, const PartCatalog &catalog, const Circuit &defaultCircuit);
};

/** Thrown by ResolveResult::value() where a caller relied on every id resolving and one did not. */
class UnresolvedPartsError : public std::runtime_error
{
public:
    explicit UnresolvedPartsError(const Problems &problems);
};

/** resolve()'s answer: the resolved build, or the ids that do not resolve (never both, never neither). */
struct ResolveResult
{
    std::optional<ResolvedBuild> build;
    Problems unresolved; // one per id that names no part of its kind

    bool ok() const { return build.has_value(); }
    /**
     * The build, for callers whose ids are known to resolve (read by BuildFile::read against this
     * catalog, or made from its parts). Throws UnresolvedPartsError, naming each id, where that was wrong.
     */
    const ResolvedBuild &value() const &;
    ResolvedBuild value() &&;
};

} // namespace RigPlan
