// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/applyfix.h"

#include <algorithm>

namespace RigPlan::BuildEdits {

namespace {

/** Splits the cards fed by `fromPsu`: the second half moves to `toPsu`. */
void moveHalfOfTheCards(Build &b, int fromPsu, int toPsu)
{
    QList<int> fed;
    for (int i = 0; i < b.gpus.size(); ++i) {
        if (b.gpus[i].psu == fromPsu)
            fed.append(i);
    }
    for (qsizetype k = fed.size() / 2; k < fed.size(); ++k)
        b.gpus[fed[k]].psu = toPsu;
}

} // namespace

bool applyFix(Build &b, const Finding &finding, const Fix &fix, const Circuit &defaultCircuit)
{
    const bool needsGpu = fix.action != FixAction::AddPsu && fix.action != FixAction::SetCircuit
        && fix.action != FixAction::SetPowerLimits && fix.action != FixAction::SetLlmJob
        && fix.action != FixAction::SetPsuSync && !(fix.action == FixAction::SwapPart && fix.gpu < 0);
    if (needsGpu && (fix.gpu < 0 || fix.gpu >= b.gpus.size()))
        return false;
    switch (fix.action) {
    case FixAction::MoveToSlot:
        moveGpu(b, fix.gpu, fix.slot);
        return true;
    case FixAction::UseRiser:
        putOnRiser(b, fix.gpu, fix.frame ? RiserMount::Frame : RiserMount::Vertical, 4);
        return true;
    case FixAction::SwapPart:
        if (fix.gpu >= 0) {
            setGpuPart(b, fix.gpu, fix.part);
        } else {
            if (fix.psu < 0 || fix.psu >= b.psus.size())
                return false;
            b.psus[fix.psu].part = fix.part;
        }
        return true;
    case FixAction::SetPowerLimit:
        setPowerLimit(b, fix.gpu, fix.watts);
        return true;
    case FixAction::SetLlmJob:
        if (!b.workload || !b.workload->llm)
            return false;
        if (fix.llmMethod)
            b.workload->llm->method = *fix.llmMethod;
        if (fix.llmParallel)
            b.workload->llm->parallel = *fix.llmParallel;
        return true;
    case FixAction::SetPowerLimits:
        if (fix.limitsW.size() != b.gpus.size())
            return false;
        for (qsizetype i = 0; i < fix.limitsW.size(); ++i)
            setPowerLimit(b, static_cast<int>(i), fix.limitsW[i] > 0 ? std::optional(fix.limitsW[i]) : std::nullopt);
        return true;
    case FixAction::MoveToPsu:
        if (fix.psu < 0 || fix.psu >= b.psus.size())
            return false;
        b.gpus[fix.gpu].psu = fix.psu;
        return true;
    case FixAction::AddPsu: {
        if (b.psus.isEmpty())
            return false;
        const int from = std::max(finding.psu, 0);
        // The new unit is another of the same model, on a circuit of its own.
        if (b.circuits.isEmpty())
            b.circuits = { b.circuit.value_or(defaultCircuit) };
        b.circuits.append(Circuit::preset(fix.circuit).value_or(b.circuits.first()));
        b.psus.append(
            { b.psus[std::min<qsizetype>(from, b.psus.size() - 1)].part, static_cast<int>(b.circuits.size() - 1) });
        moveHalfOfTheCards(b, from, static_cast<int>(b.psus.size() - 1));
        return true;
    }
    case FixAction::SetCircuit: {
        const std::optional<Circuit> preset = Circuit::preset(fix.circuit);
        if (!preset)
            return false;
        if (b.circuits.isEmpty())
            b.circuit = preset;
        else if (finding.circuit >= 0 && finding.circuit < b.circuits.size())
            b.circuits[finding.circuit] = *preset;
        else
            return false;
        return true;
    }
    case FixAction::SetPsuSync:
        b.psuSync = fix.part.isEmpty() ? PsuSync { QString(), true } : PsuSync { fix.part, false };
        return true;
    case FixAction::SetPcieGen:
        b.gpus[fix.gpu].pcieGenLimit = fix.pcieGen;
        return true;
    case FixAction::RemoveBridge: {
        const std::optional<int> partner = b.gpus[fix.gpu].nvlinkWith;
        b.gpus[fix.gpu].nvlinkWith.reset();
        for (int i = 0; i < b.gpus.size(); ++i) {
            if (b.gpus[i].nvlinkWith == fix.gpu || (partner && i == *partner && b.gpus[i].nvlinkWith == fix.gpu))
                b.gpus[i].nvlinkWith.reset();
        }
        return true;
    }
    }
    return false;
}

} // namespace RigPlan::BuildEdits
