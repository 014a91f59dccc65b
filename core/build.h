// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/circuit.h"
#include "core/part.h"

#include <QList>
#include <QString>

#include <optional>

namespace RigPlan {

enum class RiserMount
{
    Vertical,
    Frame
};
enum class Interconnect
{
    Pcie,
    Nvlink,
    Nvswitch
};
enum class WorkloadModel
{
    Cnn,
    Transformer
};
/** How an LLM is trained: all weights with Adam, LoRA on frozen 16-bit weights, QLoRA on 4-bit ones. */
enum class LlmMethod
{
    Full,
    Lora,
    Qlora
};
/** How the model is spread over the GPUs; Auto picks the fastest that fits. */
enum class LlmParallel
{
    Auto,
    Ddp,
    Fsdp,
    Tensor,
    Pipeline
};

/** A PCIe riser/extender: the card sits away from the slot stack. */
struct Riser
{
    RiserMount mount = RiserMount::Vertical;
    int gen = 4;
    double lengthMm = 200;
    bool retimer = false; // an active retimer on the riser: the length no longer risks the link
    RiserCable cable = RiserCable::Ribbon;
    bool operator==(const Riser &) const = default;
};

/** One GPU in the build, as the build file's `gpus[i]` says. */
struct GpuPlacement
{
    QString part;
    std::optional<int> slot; // expansion-slot position of the connector the card or its riser uses
    std::optional<double> powerLimitW;
    std::optional<Riser> riser;
    int psu = 0; // index into Build::psus feeding the card's connectors
    std::optional<int> nvlinkWith; // index into Build::gpus
    std::optional<int> pcieGenLimit; // added to the format: the link generation forced in the BIOS
    bool operator==(const GpuPlacement &) const = default;
};

struct PsuPlacement
{
    QString part;
    int circuit = 0; // index into Build::circuits
    bool operator==(const PsuPlacement &) const = default;
};

/** The LLM job of a `workload` whose model is `llm` (shared/spec/workloads.md). */
struct LlmJob
{
    double paramsB = 0; // billions of parameters
    LlmMethod method = LlmMethod::Full;
    int seqLen = 2048;
    int microBatch = 1;
    LlmParallel parallel = LlmParallel::Auto;
    std::optional<int> attentionHeads; // unset: derived from paramsB
    std::optional<int> layers;
    std::optional<int> hidden;
    bool operator==(const LlmJob &) const = default;
};

struct Workload
{
    WorkloadModel model = WorkloadModel::Transformer; // the family: byWorkload's cnn/transformer
    std::optional<Benchmark> benchmark; // unset: the family's default (cnn: resnet50, transformer: bert-base)
    std::optional<LlmJob> llm; // set when benchmark is Llm
    std::optional<Precision> precision; // unset: the fastest of fp16/bf16 the GPUs support
    bool sparsity24 = false;
    std::optional<double> modelParamsB; // billions of parameters, for the memory-fit warning
    bool operator==(const Workload &) const = default;
};

/**
 * How two or more PSUs are switched on together (the build file's `psuSync`): through a sync adapter part
 * (`{"adapter": id}`), or by hand, each PSU on its own circuit and switch (`{"method": "separate-switches"}`).
 */
struct PsuSync
{
    QString adapter; // a psu-sync part id; empty with separateSwitches
    bool separateSwitches = false;
    bool operator==(const PsuSync &) const = default;
};

/**
 * What a build file says besides its parts and where they sit: the name, circuits, workload and inline
 * parts. ResolvedBuild keeps this much of the file; the parts and placements it holds resolved, once.
 */
struct BuildSettings
{
    QString name;
    std::optional<Circuit> circuit; // unset: the user's default
    QList<Circuit> circuits; // only for PSUs on separate circuits; empty means [circuit]
    std::optional<Interconnect> interconnect;
    std::optional<double> otherLoadW;
    std::optional<Workload> workload;
    QString baseline;
    std::optional<PsuSync> psuSync; // unset: the file does not say how its PSUs switch on together
    QList<Part> parts; // inline parts; an id here shadows the catalog's

    bool operator==(const BuildSettings &) const = default;

    /** The circuits PSUs index into, with the default filled in. */
    QList<Circuit> effectiveCircuits(const Circuit &fallback) const;
};

/** A workstation as the build file describes it; ids are resolved against a catalog separately. */
struct Build : BuildSettings
{
    QString caseId;
    QString boardId;
    QString cpuId;
    QList<PsuPlacement> psus;
    QList<GpuPlacement> gpus;

    bool operator==(const Build &) const = default;
};

QString toString(RiserMount mount);
QString toString(Interconnect interconnect);
QString toString(WorkloadModel model);
std::optional<RiserMount> riserMountFromString(QStringView text);
std::optional<Interconnect> interconnectFromString(QStringView text);
std::optional<WorkloadModel> workloadModelFromString(QStringView text);
QString toString(Benchmark benchmark);
QString toString(LlmMethod method);
QString toString(LlmParallel parallel);
/** The benchmark id (never the aliases cnn/transformer). */
std::optional<Benchmark> benchmarkFromString(QStringView text);
/** The family a benchmark belongs to (what byWorkload is keyed by). */
WorkloadModel familyOf(Benchmark benchmark);
/** What the aliases stand for: cnn is resnet50, transformer is bert-base (docs/performance-model.md). */
Benchmark defaultBenchmark(WorkloadModel family);

/** A `--workload` or `workload.model` value: a benchmark id, or one of the aliases cnn and transformer. */
struct WorkloadId
{
    WorkloadModel family = WorkloadModel::Transformer;
    std::optional<Benchmark> benchmark; // unset for the aliases
};
std::optional<WorkloadId> workloadIdFromString(QStringView text);
/** Every accepted workload id: the aliases, then the benchmarks, in workloads.md's order. */
QStringList workloadIds();

} // namespace RigPlan
