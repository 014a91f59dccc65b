// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QVarLengthArray>

namespace RigPlan {

enum class Severity
{
    Error,
    Warning,
    Info
};

/** Every rule of shared/spec/cli.md (ids never change), plus the project's additions at the end. */
enum class RuleId
{
    SlotMissing,
    SlotShared,
    SlotBlocked,
    SlotOverflow,
    CaseGpuLength,
    CaseBoardFit,
    CpuSocket,
    CoolingGap,
    CoolingPassive,
    PsuCapacity,
    PsuHeadroom,
    PsuTransient,
    PsuConnectors,
    PsuInputVoltage,
    CircuitCapacity,
    RiserMount,
    RiserSignal,
    RiserTransport,
    PcieLanes,
    NvlinkSpacing,
    NvlinkUnsupported,
    PrecisionUnsupported,
    SparsityUnsupported,
    GpuFormFactor, // added: an SXM module placed in a PCIe build
    MemoryFit, // added: the workload's model does not fit one card's memory for training with Adam
    ParallelDivisibility, // added: tensor parallelism over a GPU count the attention heads do not divide, or mixed cards
    Count
};

QString ruleIdString(RuleId rule);
Severity ruleSeverity(RuleId rule);
QString toString(Severity severity);

enum class FixAction
{
    MoveToSlot, // gpu -> slot
    UseRiser, // gpu onto a riser; `mount` in text form via riserMount
    SwapPart, // gpu -> part (a narrower, shorter or blower variant), or psu -> part (gpu is -1)
    SetPowerLimit, // gpu -> watts
    MoveToPsu, // gpu -> psu
    AddPsu, // a second PSU on another circuit (circuit preset in `circuit`)
    SetCircuit, // choose a circuit preset with more capacity (`circuit`)
    SetPcieGen, // force the card's link generation in the BIOS (`value`), what a riser carries reliably
    RemoveBridge, // drop the NVLink bridge between `gpu` and its partner
    SetPowerLimits, // every card's limit at once (`limitsW`): the power-limit optimiser's answer
    SetLlmJob, // the LLM job: `part` names the member ("method" or "parallel"), `value` its LlmMethod/LlmParallel
};

QString toString(FixAction action);

/** A machine-readable change that resolves (part of) a finding; the GUI applies it as an undo step. */
struct Fix
{
    Fix() = default;
    explicit Fix(FixAction a)
        : action(a)
    {
    }

    FixAction action = FixAction::MoveToSlot;
    int gpu = -1;
    int slot = -1;
    int psu = -1;
    double value = 0; // watts for SetPowerLimit, generation for SetPcieGen
    bool frame = false; // UseRiser: open frame rather than a vertical mount
    QString part; // SwapPart
    QString circuit; // AddPsu, SetCircuit
    QList<double> limitsW; // SetPowerLimits: one per card; 0 means no limit (the card runs at its TDP)
};

/**
 * What one rule found. It holds data, not text: the message and the fixes' text are made on demand
 * (FindingText), so checking a build millions of times (the planner) costs no string formatting.
 */
struct Finding
{
    Finding() = default;
    explicit Finding(RuleId r)
        : rule(r)
    {
    }

    RuleId rule = RuleId::SlotMissing;
    QVarLengthArray<int, 4> gpus; // indices into the build's gpus
    QVarLengthArray<int, 4> slotPositions; // expansion-slot positions ("slots" in the report)
    int psu = -1; // the PSU concerned, where there is one
    int circuit = -1; // the circuit concerned
    double a = 0, b = 0, c = 0; // the rule's figures (e.g. load, limit, threshold), see FindingText
    int other = -1; // the other card (the blocker, the bridge partner, the slot's first user)
    QVarLengthArray<Fix, 3> fixes;

    Severity severity() const { return ruleSeverity(rule); }
};

} // namespace RigPlan
