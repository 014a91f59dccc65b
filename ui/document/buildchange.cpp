// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/document/buildchange.h"

#include "core/build.h"

namespace RigPlan::Ui {

namespace {

bool samePlacements(const QList<GpuPlacement> &a, const QList<GpuPlacement> &b, bool ignorePowerLimits)
{
    if (a.size() != b.size())
        return false;
    for (qsizetype i = 0; i < a.size(); ++i) {
        GpuPlacement x = a[i];
        GpuPlacement y = b[i];
        if (ignorePowerLimits)
            x.powerLimitW = y.powerLimitW = std::nullopt;
        if (!(x == y))
            return false;
    }
    return true;
}

QList<QString> psuModels(const QList<PsuPlacement> &psus)
{
    QList<QString> ids;
    for (const PsuPlacement &p : psus)
        ids << p.part;
    return ids;
}

QList<int> psuCircuits(const QList<PsuPlacement> &psus)
{
    QList<int> circuits;
    for (const PsuPlacement &p : psus)
        circuits << p.circuit;
    return circuits;
}

} // namespace

BuildChange BuildChange::between(const Build &before, const Build &after)
{
    Kinds kinds;
    if (before.name != after.name || before.baseline != after.baseline)
        kinds |= Name;
    if (!samePlacements(before.gpus, after.gpus, true))
        kinds |= Placement;
    else if (!samePlacements(before.gpus, after.gpus, false))
        kinds |= PowerLimit;
    if (before.caseId != after.caseId || before.boardId != after.boardId || before.cpuId != after.cpuId
        || psuModels(before.psus) != psuModels(after.psus) || before.psuSync != after.psuSync)
        kinds |= Parts;
    if (before.parts != after.parts)
        kinds |= Catalog;
    if (before.circuit != after.circuit || before.circuits != after.circuits
        || psuCircuits(before.psus) != psuCircuits(after.psus) || before.otherLoadW != after.otherLoadW)
        kinds |= Circuits;
    if (before.workload != after.workload || before.interconnect != after.interconnect)
        kinds |= Workload;
    return BuildChange(kinds);
}

} // namespace RigPlan::Ui
