// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/build.h"
#include "core/estimate/estimatenote.h"
#include "core/estimate/llmmodel.h"
#include "core/part.h"

#include <QString>
#include <QVarLengthArray>

#include <array>
#include <optional>

namespace RigPlan {

struct PowerBudget;

class PartCatalog;
struct ResolvedBuild;

/** The baseline every speedup is measured against unless the build or the user names another. */
QString defaultBaselineId();

/** Where a card's throughput comes from: a calibration measurement, or the formula over its specs. */
enum class ThroughputSource
{
    Measured,
    Derived
};

QString toString(ThroughputSource source);

/** What the estimate is asked; unset members come from the build file, then from the defaults. */
struct EstimateOptions
{
    std::optional<WorkloadModel> workload; // a family: its default benchmark unless `benchmark` is set
    std::optional<Benchmark> benchmark; // wins over `workload` and the build's
    std::optional<LlmJob> llm; // the LLM job when benchmark is llm (else the build's workload.llm)
    std::optional<Precision> precision;
    QString baselineId; // empty: the build's `baseline`, else defaultBaselineId()
    const PartCatalog *catalog = nullptr; // where the baseline is looked up (after the build's inline parts)
    /**
     * true: the chosen benchmark's speed only (speedup, samplesPerSec, scalingEfficiency, perGpu, and llm for
     * an LLM job): no other family's byWorkload, no notes (but the built-in baseline's and no-GPU ones) and no cost or
     * wall figures. The planner's loops and the power-limit optimiser read nothing else and call this millions of
     * times; the figures they do read are the same as with false (tst_estimator holds that).
     */
    bool speedOnly = false;
};

/** One card of the build on its own, against the baseline. */
struct GpuEstimate
{
    double speedup = 0; // this card alone vs the baseline, after its power limit and throttling
    double samplesPerSec = 0; // the selected workload, same units as the calibration model
    double retained = 1; // share of its speed kept at its power limit and cooling
    ThroughputSource source = ThroughputSource::Derived;
};

/** The estimated training speed of a build against one baseline GPU (docs/performance-model.md). */
struct Estimate
{
    QString baselineId;
    QString baselineName;
    QString baselineMissing; // the id asked for where no catalog has it (the built-in V100 figures stand in)
    ThroughputSource baselineSource = ThroughputSource::Derived;
    double baselineSamplesPerSec = 0;

    WorkloadModel workload = WorkloadModel::Transformer; // the benchmark's family
    Benchmark benchmark = Benchmark::BertBase; // what `speedup` is for
    Precision precisionUsed = Precision::Fp16;
    std::optional<Precision> precisionRequested; // what the build or the user asked, where they did
    bool sparsity24 = false;

    double speedup = 0; // the whole build, selected workload
    std::array<double, 2>
        byWorkload {}; // indexed by WorkloadModel: the chosen benchmark in its family, else the default
    double scalingEfficiency = 1; // selected workload: build speed / (cards x the slowest card's speed)
    std::array<double, 2> scalingByWorkload { 1, 1 };
    double samplesPerSec = 0; // the whole build, selected workload
    QVarLengthArray<GpuEstimate, 8> perGpu;

    Interconnect interconnect = Interconnect::Pcie;
    double allReduceGBs = 0; // effective ring bandwidth per direction; 0 for a single card

    std::optional<double> priceUsd; // every priced part of the build
    std::optional<double> perKUsd; // speedup per 1000 USD
    double wallW = 0; // at the wall under training load
    std::optional<double> perKwWall; // speedup per kW at the wall

    std::optional<LlmEstimate> llm; // benchmark llm: memory per GPU, fit and tokens/s

    QVarLengthArray<EstimateNote, 16> notes; // room for a messy 8-GPU build's notes (11) without a reallocation

    double speedupFor(WorkloadModel model) const { return byWorkload[static_cast<std::size_t>(model)]; }
};

/**
 * Estimates the training speedup of a build against a baseline GPU. No I/O and no text: safe to call
 * millions of times (the planner calls it after every check).
 */
Estimate estimate(const ResolvedBuild &build, const EstimateOptions &options);
/**
 * The precision the build trains in, as estimate() reports it (precisionUsed): the one requested, else
 * FP16 (BF16 where only that is common), falling back until every card has it. Needs no speed model.
 */
Precision trainingPrecision(const ResolvedBuild &build, std::optional<Precision> requested);
/** The same, with the build's power budget where the caller has it already (check's): the wall draw is read from it. */
Estimate estimate(const ResolvedBuild &build, const EstimateOptions &options, const PowerBudget &power);

/** Share of its speed (0..1) a card of this architecture keeps at a power limit; 1 at or above its TDP. */
double retainedSpeed(Architecture arch, double powerLimitW, double tdpW);

} // namespace RigPlan
