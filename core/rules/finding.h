// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/build.h"
#include "core/gpulist.h"
#include "core/part.h"
#include "core/partredefinition.h"

#include <QList>
#include <QString>
#include <QVarLengthArray>

#include <optional>
#include <utility>
#include <variant>

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
    PsuSync, // added: two or more PSUs and nothing says how they switch on together
    PartRedefined, // added: an inline part of the file reuses a catalog id with other figures
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
    SetPowerLimits, // every card's limit at once (`limitsW`): the rules' least even cut, or the optimiser's answer
    SetLlmJob, // the LLM job's method (`llmMethod`) or strategy (`llmParallel`), whichever is set
    SetPsuSync, // switch the PSUs on together: through the adapter `part`, or (part empty) by separate switches
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
    double watts = 0; // SetPowerLimit: the limit
    int pcieGen = 0; // SetPcieGen: the generation to force
    // SetPowerLimits from the power-limit optimiser: the share of the unlimited speed the limits keep.
    // None for the rules' even cut (the rules sit below the estimator).
    std::optional<double> speedKept;
    bool frame = false; // UseRiser: open frame rather than a vertical mount
    QString part; // SwapPart; SetPsuSync: the adapter (empty: separate switches)
    QString circuit; // AddPsu, SetCircuit
    QList<double> limitsW; // SetPowerLimits: one per card; 0 means no limit (the card runs at its TDP)
    std::optional<LlmMethod> llmMethod; // SetLlmJob: train with this method
    std::optional<LlmParallel> llmParallel; // SetLlmJob: split the job this way
};

/*
 * What each rule measured, by name: one small struct per rule (or per shape of a rule), held by
 * Finding::details. Rules with nothing to say beyond their cards, slots and PSU hold std::monostate.
 * Each struct lists the rules it belongs to in `rules`; Finding::detailsFitRule() checks the pairing.
 * To add a rule's details: add a struct here, add it to FindingDetails, set it in the rule, read it in
 * FindingText::message (README "To add a rule").
 */

/** slot.blocked */
struct SlotBlockedDetails
{
    static constexpr RuleId rules[] = { RuleId::SlotBlocked };
    int blocker = -1; // the card whose body covers the connector
};

/** slot.overflow */
struct SlotOverflowDetails
{
    static constexpr RuleId rules[] = { RuleId::SlotOverflow };
    int lastCoveredSlot = 0; // the lowest slot position the card's body reaches
    int caseSlots = 0; // the case's expansion slots
};

/** case.gpu-length */
struct GpuLengthDetails
{
    static constexpr RuleId rules[] = { RuleId::CaseGpuLength };
    double lengthMm = 0;
    double maxLengthMm = 0; // what the case takes
};

/** cooling.gap */
struct CoolingGapDetails
{
    static constexpr RuleId rules[] = { RuleId::CoolingGap };
    double freeSlots = 0; // free slots of air under the fans (0 and up)
};

/** psu.capacity, psu.headroom, psu.input-voltage: the PSU's load against its rating on this circuit. */
struct PsuLoadDetails
{
    static constexpr RuleId rules[] = { RuleId::PsuCapacity, RuleId::PsuHeadroom, RuleId::PsuInputVoltage };
    double loadW = 0; // DC load
    double ratingW = 0; // the rating at this circuit's voltage
    double headroom = 0; // the share of the rating psu.headroom fires above
};

/** psu.transient */
struct PsuTransientDetails
{
    static constexpr RuleId rules[] = { RuleId::PsuTransient };
    double transientW = 0; // the spike
    double toleranceW = 0; // what the PSU rides through
};

/** One kind of power lead on one PSU: how many are wanted and how many the PSU has for them. */
struct LeadCount
{
    int needed = 0;
    int available = 0;
    bool isShort() const { return needed > available; }
    bool operator==(const LeadCount &) const = default;
};

/**
 * psu.connectors: what exactly is short on this PSU. The board's EPS leads come first (PSU 0 only); the
 * cards' EPS plugs get what the board leaves. Each card list holds the cards of that kind that are short.
 */
struct PsuConnectorsDetails
{
    static constexpr RuleId rules[] = { RuleId::PsuConnectors };
    LeadCount boardEps; // EPS 8-pin leads the board's manual requires (0 needed on other PSUs)
    LeadCount pcie8; // PCIe 8-pin leads, 12VHPWR adapters included
    LeadCount hpwr; // native 12V-2x6 / 12VHPWR leads
    LeadCount cardEps; // EPS 8-pin plugs of pro and datacenter cards
    GpuList pcie8Gpus, hpwrGpus, cardEpsGpus; // the cards each short kind feeds
};

/** circuit.capacity */
struct CircuitCapacityDetails
{
    static constexpr RuleId rules[] = { RuleId::CircuitCapacity };
    double wallW = 0;
    double limitW = 0; // the circuit's continuous limit
};

/** riser.mount */
struct RiserMountDetails
{
    static constexpr RuleId rules[] = { RuleId::RiserMount };
    RiserMount mount = RiserMount::Vertical; // the mount the riser asks for
    int verticalMounts = 0; // the case's vertical mounts
};

/** riser.signal */
struct RiserSignalDetails
{
    enum class Cause
    {
        RatedBelowLink, // the riser's generation is below the link's
        TooLong, // the riser is longer than the link's generation carries reliably
    };
    static constexpr RuleId rules[] = { RuleId::RiserSignal };
    Cause cause = Cause::RatedBelowLink;
    int riserGen = 0;
    int linkGen = 0;
};

/** pcie.lanes for one card: its connector has fewer lanes than training wants. */
struct SlotLanesDetails
{
    static constexpr RuleId rules[] = { RuleId::PcieLanes };
    int lanes = 0;
};

/** pcie.lanes for the CPU: its slots want more lanes than it has. */
struct CpuLanesDetails
{
    static constexpr RuleId rules[] = { RuleId::PcieLanes };
    int wantedLanes = 0;
    int cpuLanes = 0;
};

/** nvlink.spacing */
struct NvlinkSpacingDetails
{
    static constexpr RuleId rules[] = { RuleId::NvlinkSpacing };
    int partner = -1; // the second card of the bridge
    int spacingSlots = 0; // 0: a card is on a riser, where no bridge reaches
};

/** nvlink.unsupported */
struct NvlinkUnsupportedDetails
{
    static constexpr RuleId rules[] = { RuleId::NvlinkUnsupported };
    int bridgedTo = -1; // the card the one without NVLink is bridged to
};

/** precision.unsupported */
struct PrecisionDetails
{
    static constexpr RuleId rules[] = { RuleId::PrecisionUnsupported };
    Precision precision = Precision::Fp16; // the workload's precision
};

/** memory.fit */
struct MemoryFitDetails
{
    static constexpr RuleId rules[] = { RuleId::MemoryFit };
    double neededGB = 0; // per card, for training with Adam
    double smallestGB = 0; // the smallest memory among the cards that fall short
    double modelParamsB = 0; // billions of parameters
};

/** memory.fit of an LLM job (shared/spec/workloads.md): the card that falls shortest under the strategy. */
struct LlmMemoryFitDetails
{
    static constexpr RuleId rules[] = { RuleId::MemoryFit };
    double neededGB = 0; // per card: weights, gradients, optimizer state, activations and overhead
    double cardGB = 0; // the memory of the card that falls shortest
    double paramsB = 0; // billions of parameters
    LlmMethod method = LlmMethod::Full;
    LlmParallel strategy = LlmParallel::Ddp; // the strategy the job was sized for (auto resolved)
};

/** parallel.divisibility */
struct ParallelDivisibilityDetails
{
    static constexpr RuleId rules[] = { RuleId::ParallelDivisibility };
    int gpuCount = 0;
    bool mixedCards = false; // true: the cards differ; false: the heads do not divide by gpuCount
    int attentionHeads = 0;
};

/** psu.sync */
struct PsuSyncDetails
{
    enum class Cause
    {
        Unsaid, // the build does not say how its PSUs switch on together
        AdapterTooSmall, // its adapter ties fewer PSUs than the build has
        SharedCircuit, // separate switches, but PSUs share a circuit
    };
    static constexpr RuleId rules[] = { RuleId::PsuSync };
    Cause cause = Cause::Unsaid;
    int psus = 0; // PSUs in the build
    int tied = 0; // PSUs the adapter ties (AdapterTooSmall)
};

/** part.redefined */
struct PartRedefinedDetails
{
    static constexpr RuleId rules[] = { RuleId::PartRedefined };
    PartRedefinition redefinition;
};

using FindingDetails = std::variant<std::monostate, SlotBlockedDetails, SlotOverflowDetails, GpuLengthDetails,
    CoolingGapDetails, PsuLoadDetails, PsuTransientDetails, CircuitCapacityDetails, RiserMountDetails,
    RiserSignalDetails, SlotLanesDetails, CpuLanesDetails, NvlinkSpacingDetails, NvlinkUnsupportedDetails,
    PrecisionDetails, MemoryFitDetails, LlmMemoryFitDetails, ParallelDivisibilityDetails, PsuConnectorsDetails,
    PsuSyncDetails, PartRedefinedDetails>;

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
    Finding(RuleId r, FindingDetails d)
        : rule(r)
        , details(std::move(d))
    {
    }

    RuleId rule = RuleId::SlotMissing;
    GpuList gpus; // indices into the build's gpus
    QVarLengthArray<int, 4> slotPositions; // expansion-slot positions ("slots" in the report)
    int psu = -1; // the PSU concerned, where there is one
    int circuit = -1; // the circuit concerned
    FindingDetails details; // the rule's own figures, by name
    QList<Fix> fixes; // a list, not inline storage: findings stay small to move, and the planner asks for none

    Severity severity() const { return ruleSeverity(rule); }

    /** The rule's details; asking for another rule's is a programming error (std::bad_variant_access). */
    template<typename Details> const Details &detail() const { return std::get<Details>(details); }
    /** The details if they are of this type (rules with two shapes, such as pcie.lanes), else null. */
    template<typename Details> const Details *detailIf() const { return std::get_if<Details>(&details); }

    /** The card the finding names besides `gpus` (the blocker, the bridge partner), or -1. */
    int relatedGpu() const;
    /** Whether `gpu` is one of the cards or the related card. */
    bool concerns(int gpu) const { return gpus.contains(gpu) || relatedGpu() == gpu; }
    /** Whether the details are of a type that belongs to the rule (monostate: the rule has none). */
    bool detailsFitRule() const;
};

/** The details as `name=value` pairs, for tests and logs (not user text: FindingText makes that). */
QString toDebugString(const FindingDetails &details);

} // namespace RigPlan
