// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/resolvedbuild.h"

namespace RigPlan {

ResolvedBuild ResolvedBuild::resolve(const Build &build, const PartCatalog &catalog, const Circuit &defaultCircuit)
{
    const LayeredCatalog parts(&catalog, build.parts);
    ResolvedBuild r;
    r.build = build;
    r.circuits = build.effectiveCircuits(defaultCircuit);
    const auto lookup = [&parts](const QString &id, PartKind kind) -> PartPtr {
        PartPtr p = id.isEmpty() ? nullptr : parts.find(id);
        return p && p->kind() == kind ? p : nullptr;
    };
    r.casePart = lookup(build.caseId, PartKind::Case);
    r.boardPart = lookup(build.boardId, PartKind::Board);
    r.cpuPart = lookup(build.cpuId, PartKind::Cpu);
    r.chassis = r.casePart ? r.casePart->chassis() : nullptr;
    r.board = r.boardPart ? r.boardPart->board() : nullptr;
    r.cpu = r.cpuPart ? r.cpuPart->cpu() : nullptr;
    for (const PsuPlacement &p : build.psus) {
        if (PartPtr part = lookup(p.part, PartKind::Psu))
            r.psus.push_back({ part, part->psu(), p.circuit });
    }
    for (const GpuPlacement &g : build.gpus) {
        if (PartPtr part = lookup(g.part, PartKind::Gpu))
            r.gpus.push_back({ g, part, part->gpu() });
    }
    return r;
}

} // namespace RigPlan
