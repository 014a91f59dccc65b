// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/chartdata.h"

#include "core/estimate/estimatetext.h"
#include "core/partcatalog.h"
#include "core/pricepolicy.h"
#include "core/resolvedbuild.h"
#include "core/rules/checker.h"

#include <algorithm>

namespace RigPlan::Ui::ChartData {

namespace {

constexpr std::array kWorkloads { WorkloadModel::Cnn, WorkloadModel::Transformer };

/** The build with its GPUs replaced; the parts are the first card's, so no catalog look-up is needed. */
ResolvedBuild withGpus(const ResolvedBuild &build, const QList<GpuPlacement> &gpus)
{
    ResolvedBuild copy = build;
    copy.gpus.clear();
    copy.gpus.reserve(static_cast<std::size_t>(gpus.size()));
    const ResolvedGpu &model = build.gpus.front();
    for (const GpuPlacement &placement : gpus)
        copy.gpus.push_back(ResolvedGpu { placement, model.part, model.spec });
    return copy;
}

} // namespace

Source sourceOf(const Estimate &estimate)
{
    const auto measured = std::count_if(estimate.perGpu.begin(), estimate.perGpu.end(),
        [](const GpuEstimate &g) { return g.source == ThroughputSource::Measured; });
    if (measured == 0)
        return Source::Derived;
    return measured == estimate.perGpu.size() ? Source::Measured : Source::Mixed;
}

Speedup speedup(const ResolvedBuild &build, const EstimateOptions &options)
{
    Speedup data;
    for (WorkloadModel w : kWorkloads) {
        // One estimate per workload: the speedup of both comes from either, the sources and notes do not.
        // The chosen benchmark in its family's bar, the family's default in the other.
        EstimateOptions asked = options;
        asked.workload = w;
        asked.benchmark
            = options.benchmark && familyOf(*options.benchmark) == w ? *options.benchmark : defaultBenchmark(w);
        const Estimate e = estimate(build, asked);
        const auto k = static_cast<std::size_t>(w);
        data.baselineName = e.baselineName;
        data.precision = e.precisionUsed;
        data.benchmark[k] = e.benchmark;
        if (e.precisionRequested && *e.precisionRequested != e.precisionUsed)
            data.requested = e.precisionRequested;
        data.speedup[k] = e.speedupFor(w);
        data.source[k] = sourceOf(e);
        data.notes[k] = EstimateText(e, build).notes();
    }
    return data;
}

QList<GpuPlacement> scaledGpus(const Build &build, int cards)
{
    QList<GpuPlacement> gpus;
    if (build.gpus.isEmpty())
        return gpus;
    const GpuPlacement &first = build.gpus.first();
    gpus.reserve(cards);
    for (int i = 0; i < cards; ++i) {
        GpuPlacement p;
        if (i < build.gpus.size()) {
            p = build.gpus[i];
            p.part = first.part;
            if (p.nvlinkWith && *p.nvlinkWith >= cards)
                p.nvlinkWith.reset(); // its partner is not in this smaller build
        } else {
            p.part = first.part;
            p.powerLimitW = first.powerLimitW;
            p.psu = first.psu;
        }
        gpus.append(p);
    }
    return gpus;
}

Scaling scaling(const ResolvedBuild &build, const EstimateOptions &options)
{
    Scaling data;
    if (build.gpus.empty() || !build.gpus.front().spec)
        return data;
    const ResolvedGpu &model = build.gpus.front();
    data.gpuId = model.part->id;
    data.gpuName = model.part->name;
    data.placedCards = static_cast<int>(build.gpus.size());
    const int cards = std::max(data.placedCards, kScalingMinCards);
    double single = 0;
    for (int k = 1; k <= cards; ++k) {
        const ResolvedBuild scaled = withGpus(build, scaledGpus(build.toBuild(), k));
        const Estimate e = estimate(scaled, options);
        if (k == 1) {
            single = e.speedup;
            data.source = sourceOf(e);
        }
        if (k == data.placedCards)
            data.notes = EstimateText(e, scaled).notes();
        data.estimated.append(QPointF(k, e.speedup));
        data.ideal.append(QPointF(k, k * single));
    }
    return data;
}

QList<PowerBar> power(const CheckReport &report)
{
    const PowerBudget &p = report.power;
    QList<PowerBar> bars;
    for (qsizetype k = 0; k < p.psus.size(); ++k) {
        PowerBar bar;
        bar.index = static_cast<int>(k);
        // PowerBudget puts the CPU, the other load and every card's slot power on PSU 0; the rest is GPU.
        bar.cpuW = k == 0 ? p.cpuW : 0;
        bar.otherW = k == 0 ? p.otherW : 0;
        bar.gpuW = p.psus[k].loadW - bar.cpuW - bar.otherW;
        bar.limitW = p.psus[k].ratingW;
        bar.loadFraction = p.psus[k].loadFraction;
        bars.append(bar);
    }
    for (qsizetype c = 0; c < p.circuits.size(); ++c) {
        PowerBar bar;
        bar.circuit = true;
        bar.index = static_cast<int>(c);
        bar.wallW = p.circuits[c].wallW;
        bar.limitW = p.circuits[c].limitW;
        bar.loadFraction = p.circuits[c].loadFraction;
        bars.append(bar);
    }
    return bars;
}

Efficiency efficiency(const ResolvedBuild &build, const EstimateOptions &options)
{
    const Estimate e = estimate(build, options);
    Efficiency data;
    data.speedup = e.speedup;
    data.priceUsd = e.priceUsd;
    // The catalog the parts were resolved in prices them; it says which price that is.
    const PricePolicy *prices = options.catalog ? options.catalog->pricePolicy() : nullptr;
    data.priceBasis = prices ? prices->basisText() : PricePolicy().basisText();
    data.perKUsd = e.perKUsd;
    data.wallW = e.wallW;
    data.perKwWall = e.perKwWall;
    data.source = sourceOf(e);
    data.notes = EstimateText(e, build).notes();
    return data;
}

} // namespace RigPlan::Ui::ChartData
