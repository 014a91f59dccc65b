// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/resolvedbuild.h"

#include <QCoreApplication>

namespace RigPlan {

using namespace Qt::StringLiterals;

namespace {

QString joined(const Problems &problems)
{
    QStringList lines;
    for (const Problem &p : problems)
        lines << p.toString();
    return lines.join(u'\n');
}

} // namespace

UnresolvedPartsError::UnresolvedPartsError(const Problems &problems)
    : std::runtime_error(joined(problems).toStdString())
{
}

const ResolvedBuild &ResolveResult::value() const &
{
    if (!build)
        throw UnresolvedPartsError(unresolved);
    return *build;
}

ResolvedBuild ResolveResult::value() &&
{
    if (!build)
        throw UnresolvedPartsError(unresolved);
    return std::move(*build);
}

Build ResolvedBuild::toBuild() const
{
    Build b;
    static_cast<BuildSettings &>(b) = build;
    b.caseId = casePart ? casePart->id : QString();
    b.boardId = boardPart ? boardPart->id : QString();
    b.cpuId = cpuPart ? cpuPart->id : QString();
    for (const ResolvedPsu &p : psus)
        b.psus.append({ p.part->id, p.circuit });
    for (const ResolvedGpu &g : gpus)
        b.gpus.append(g.placement);
    return b;
}

ResolveResult ResolvedBuild::resolve(const Build &build, const PartCatalog &catalog, const Circuit &defaultCircuit)
{
    const LayeredCatalog parts(&catalog, build.parts);
    ResolveResult result;
    ResolvedBuild r;
    r.build = build;
    r.circuits = build.effectiveCircuits(defaultCircuit);
    r.redefinitions = partRedefinitions(build.parts, catalog); // against the catalog alone: what the file overrides
    // An empty id names no part (a build without a case, say); any other id must name one of its kind.
    const auto lookup = [&](const QString &id, PartKind kind, const QString &path) -> PartPtr {
        if (id.isEmpty())
            return nullptr;
        PartPtr p = parts.find(id);
        if (p && p->kind() == kind)
            return p;
        result.unresolved.append({ path,
            QCoreApplication::translate(
                "RigPlan::ResolvedBuild", "no %1 part with id '%2' in the catalog or the file's parts")
                .arg(toString(kind), id) });
        return nullptr;
    };
    r.casePart = lookup(build.caseId, PartKind::Case, u"case"_s);
    r.boardPart = lookup(build.boardId, PartKind::Board, u"board"_s);
    r.cpuPart = lookup(build.cpuId, PartKind::Cpu, u"cpu"_s);
    if (build.psuSync)
        r.psuSyncPart = lookup(build.psuSync->adapter, PartKind::PsuSync, u"psuSync.adapter"_s);
    r.chassis = r.casePart ? r.casePart->chassis() : nullptr;
    r.board = r.boardPart ? r.boardPart->board() : nullptr;
    r.cpu = r.cpuPart ? r.cpuPart->cpu() : nullptr;
    r.psus.reserve(static_cast<std::size_t>(build.psus.size()));
    for (qsizetype k = 0; k < build.psus.size(); ++k) {
        const PsuPlacement &p = build.psus[k];
        if (PartPtr part = lookup(p.part, PartKind::Psu, u"psus[%1]"_s.arg(k)))
            r.psus.push_back({ part, part->psu(), p.circuit });
    }
    r.gpus.reserve(static_cast<std::size_t>(build.gpus.size()));
    for (qsizetype i = 0; i < build.gpus.size(); ++i) {
        const GpuPlacement &g = build.gpus[i];
        const QString path = u"gpus[%1].part"_s.arg(i);
        if (g.part.isEmpty())
            result.unresolved.append({ path, QCoreApplication::translate("RigPlan::ResolvedBuild", "no part id") });
        else if (PartPtr part = lookup(g.part, PartKind::Gpu, path))
            r.gpus.push_back({ g, part, part->gpu() });
    }
    if (result.unresolved.isEmpty())
        result.build = std::move(r);
    return result;
}

} // namespace RigPlan
