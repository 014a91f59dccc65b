// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/estimate/estimator.h"

#include <QList>
#include <QPointF>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>

namespace RigPlan {
struct CheckReport;
struct ResolvedBuild;
} // namespace RigPlan

namespace RigPlan::Ui {

/**
 * The figures behind the charts, computed from the build, its check report and the estimate options
 * with no widgets: the charts draw exactly these numbers, and the tests compare them to the estimator.
 */
namespace ChartData {

/** Where a chart figure comes from: calibration measurements, the spec formula, or both (mixed cards). */
enum class Source
{
    Measured,
    Derived,
    Mixed
};

/** The source of an estimate's cards (the selected workload); Derived where there are none. */
Source sourceOf(const Estimate &estimate);

/** The whole build's speedup for each workload at one precision. */
struct Speedup
{
    QString baselineName;
    Precision precision = Precision::Fp16; // the one the build runs after fallbacks
    std::optional<Precision> requested; // what was asked, where the build cannot run it
    std::array<Benchmark, 2> benchmark { Benchmark::Resnet50, Benchmark::BertBase }; // the bar of each family
    std::array<double, 2> speedup {}; // indexed by WorkloadModel
    std::array<Source, 2> source { Source::Derived, Source::Derived };
    std::array<QStringList, 2> notes; // the estimate's notes for that workload, in the user's language
};

Speedup speedup(const ResolvedBuild &build, const EstimateOptions &options);

/**
 * One GPU model from 1 to `points.size()` cards against ideal linear scaling from one card. The first
 * `placedCards` points take the build's own placements (slots, risers, limits) with every card swapped
 * for the model; beyond the build the extra cards repeat the first card's part and power limit, with
 * no slot or riser (x16 at the card's own PCIe generation, free air).
 */
struct Scaling
{
    QString gpuId;
    QString gpuName;
    int placedCards = 0;
    QList<QPointF> estimated; // x = cards, y = speedup of the selected workload against the baseline
    QList<QPointF> ideal; // x = cards, y = cards x the one-card speedup
    Source source = Source::Derived;
    QStringList notes; // the estimate's notes at the build's own card count
};

/** The scaling curve runs to the product's largest build, or further if the build is larger. */
constexpr int kScalingMinCards = 8;

/** The GPU list of `build` with `cards` copies of its first card's model (see Scaling). */
QList<GpuPlacement> scaledGpus(const Build &build, int cards);
Scaling scaling(const ResolvedBuild &build, const EstimateOptions &options);

/** One bar of the power chart: a PSU's DC load against its rating, or a circuit's wall draw against its limit. */
struct PowerBar
{
    bool circuit = false;
    int index = 0; // PSU or circuit index
    double gpuW = 0, cpuW = 0, otherW = 0; // DC, PSUs only (the CPU and other loads sit on PSU 0)
    double wallW = 0; // circuits only
    double limitW = 0; // the PSU's rating at its circuit's voltage, or the circuit's continuous watts
    double loadFraction = 0;
};

QList<PowerBar> power(const CheckReport &report);

/** Speedup per 1000 USD of parts and per kW at the wall. */
struct Efficiency
{
    double speedup = 0;
    std::optional<double> priceUsd;
    QString priceBasis; // "new prices", "used prices where known, else new" (PricePolicy::basisText)
    std::optional<double> perKUsd; // unset: no price (or no speed)
    double wallW = 0;
    std::optional<double> perKwWall;
    Source source = Source::Derived;
    QStringList notes;
};

Efficiency efficiency(const ResolvedBuild &build, const EstimateOptions &options);

} // namespace ChartData

} // namespace RigPlan::Ui
