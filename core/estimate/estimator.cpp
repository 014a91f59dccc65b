// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// estimate(): one card's speed (throughputmodel), its power limit and cooling (powerlimit), the
// multi-GPU scaling (scalingmodel), then the outputs the charts use.
#include "core/estimate/estimator.h"

#include "core/estimate/benchmarkmodel.h"
#include "core/estimate/performanceconstants.h"
#include "core/estimate/scalingmodel.h"
#include "core/estimate/throughputmodel.h"
#include "core/partcatalog.h"
#include "core/power/powerbudget.h"
#include "core/power/powermodel.h"
#include "core/resolvedbuild.h"
#include "core/rules/slotgeometry.h"

#include <algorithm>
#include <numeric>

namespace RigPlan {

using namespace PerformanceModel;

namespace {

constexpr std::array kWorkloads { WorkloadModel::Cnn, WorkloadModel::Transformer };
constexpr std::array kPrecisions { Precision::Fp32, Precision::Tf32, Precision::Fp16, Precision::Bf16, Precision::Fp8 };

/** The default baseline's datasheet figures, for catalogs that do not hold it (test catalogs, user files). */
const Part &builtInBaseline()
{
    static const Part part = [] {
        Part p;
        p.id = defaultBaselineId();
        p.name = QStringLiteral("NVIDIA Tesla V100 PCIe 32GB");
        GpuSpec g;
        g.architecture = Architecture::Volta;
        g.memoryGB = 32;
        g.memoryBandwidthGBs = 900; // C: V100 datasheet (gpus.csv)
        g.fp16TensorTflops = 112;
        g.fp32Tflops = 14;
        g.tdpW = 250;
        g.pcieGen = 3;
        g.p2p = true;
        g.precisions = PrecisionSet::forArchitecture(Architecture::Volta);
        p.spec = g;
        return p;
    }();
    return part;
}

/** A GPU part by id: the build's inline parts first (they shadow the catalog), then the catalog. */
const Part *findGpu(const ResolvedBuild &b, const PartCatalog *catalog, const QString &id, PartPtr *holder)
{
    for (const Part &p : b.build.parts) {
        if (p.id == id)
            return p.gpu() ? &p : nullptr;
    }
    if (catalog) {
        *holder = catalog->find(id);
        if (*holder && (*holder)->gpu())
            return holder->get();
    }
    return nullptr;
}

/** Precisions every card of the build supports. */
PrecisionSet commonPrecisions(const ResolvedBuild &b)
{
    PrecisionSet set;
    for (Precision p : kPrecisions)
        set.insert(p);
    for (const ResolvedGpu &g : b.gpus)
        set = set & g.spec->precisions;
    return set;
}

/**
 * Share of its speed a card keeps at its power limit and, where the case is known, in its airflow; with
 * `notes`, the notes that say so.
 */
void applyLimits(const ResolvedBuild &b, QVarLengthArray<double, 8> &retained, bool notes, Estimate &e)
{
    EstimateNote power { EstimateNoteKind::PowerLimited };
    power.a = 1;
    for (qsizetype i = 0; i < retained.size(); ++i) {
        const ResolvedGpu &g = b.gpus[static_cast<std::size_t>(i)];
        if (!g.placement.powerLimitW || *g.placement.powerLimitW >= g.spec->tdpW)
            continue;
        // Cards limited alike (the planner limits every card the same) share one curve point.
        qsizetype same = 0;
        while (same < i
            && (b.gpus[static_cast<std::size_t>(same)].spec != g.spec
                || b.gpus[static_cast<std::size_t>(same)].placement.powerLimitW != g.placement.powerLimitW))
            ++same;
        retained[i]
            = same < i ? retained[same] : retainedSpeed(g.spec->architecture, *g.placement.powerLimitW, g.spec->tdpW);
        power.gpus.append(static_cast<int>(i));
        power.a = std::min(power.a, retained[i]);
    }
    if (notes && !power.gpus.isEmpty())
        e.notes.append(power);
    if (!b.chassis)
        return; // without a case there is no slot stack to judge airflow by
    EstimateNote heat { EstimateNoteKind::Throttled };
    heat.a = 1;
    for (qsizetype i = 0; i < retained.size(); ++i) {
        const ResolvedGpu &g = b.gpus[static_cast<std::size_t>(i)];
        if (g.spec->cooler != Cooler::OpenAir || !g.inStack())
            continue;
        const double gap = SlotGeometry::freeSlotsBelow(b, static_cast<int>(i));
        if (gap >= kCoolingGapSlots)
            continue;
        // The cooling.gap rule's case: no air under the fans throttles; half a slot halves the cost (A).
        const double kept = kThrottledSpeed + (1.0 - kThrottledSpeed) * std::max(gap, 0.0) / kCoolingGapSlots;
        retained[i] *= kept;
        heat.gpus.append(static_cast<int>(i));
        heat.a = std::min(heat.a, kept);
    }
    if (notes && !heat.gpus.isEmpty())
        e.notes.append(heat);
}

/**
 * Picks the precision the build trains in (the request, else FP16/BF16, falling back until every card
 * has it) and returns the one the baseline runs: the same job, with the same fallbacks.
 */
Precision wantedPrecision(const PrecisionSet &common, std::optional<Precision> requested)
{
    // Default: the fastest of FP16/BF16 the cards support; the model runs both alike, so FP16 first.
    return requested.value_or(
        common.contains(Precision::Fp16) || !common.contains(Precision::Bf16) ? Precision::Fp16 : Precision::Bf16);
}

Precision choosePrecision(const ResolvedBuild &b, const GpuSpec &baseline, bool notes, Estimate &e)
{
    const PrecisionSet common = commonPrecisions(b);
    const Precision wanted = wantedPrecision(common, e.precisionRequested);
    // A data-parallel job trains in one format: the build falls back until every card has it.
    e.precisionUsed = ThroughputModel::fallback(wanted, common);
    const Precision basePrecision = ThroughputModel::fallback(e.precisionUsed, baseline.precisions);
    if (!notes)
        return basePrecision;
    if (e.precisionUsed != wanted) {
        EstimateNote note { EstimateNoteKind::PrecisionFallback };
        for (std::size_t i = 0; i < b.gpus.size(); ++i) {
            if (!b.gpus[i].spec->precisions.contains(wanted))
                note.gpus.append(static_cast<int>(i));
        }
        note.a = static_cast<double>(wanted);
        note.b = static_cast<double>(e.precisionUsed);
        e.notes.append(note);
    }
    if (basePrecision != e.precisionUsed) {
        EstimateNote note { EstimateNoteKind::BaselineFallback };
        note.a = static_cast<double>(basePrecision);
        e.notes.append(note);
    }
    if (e.sparsity24) {
        EstimateNote note { EstimateNoteKind::SparsityUnsupported };
        for (std::size_t i = 0; i < b.gpus.size(); ++i) {
            if (!b.gpus[i].spec->sparsity24)
                note.gpus.append(static_cast<int>(i));
        }
        if (!note.gpus.isEmpty())
            e.notes.append(note);
    }
    return basePrecision;
}

/** Notes on the selected workload's per-card speeds: the slowest card, sparsity, scaled or missing figures. */
void addSpeedNotes(const ResolvedBuild &b, const QVarLengthArray<double, 8> &rates, int slowestGpu, Estimate &e)
{
    const qsizetype n = rates.size();
    if (n == 0)
        return;
    const double slowest = rates[slowestGpu];
    const double sum = std::accumulate(rates.begin(), rates.end(), 0.0);
    if (n > 1 && slowest * n < sum * 0.99) {
        EstimateNote note { EstimateNoteKind::MixedCards };
        note.gpus.append(slowestGpu);
        note.a = 1.0 - slowest * n / sum;
        e.notes.append(note);
    }
    if (e.sparsity24) {
        EstimateNote note { EstimateNoteKind::SparsityApplied };
        const GpuSpec &spec = *b.gpus[static_cast<std::size_t>(slowestGpu)].spec;
        note.a = spec.sparsity24 ? ThroughputModel::sparsityGain(spec, e.benchmark, e.precisionUsed) : 1.0;
        e.notes.append(note);
    }
    EstimateNote scaled { EstimateNoteKind::MeasuredScaled };
    EstimateNote missing { EstimateNoteKind::MissingSpecs };
    const auto alike = [](Precision p) { return p == Precision::Bf16 ? Precision::Fp16 : p; };
    for (qsizetype i = 0; i < n; ++i) {
        const auto &m = ThroughputModel::measured(*b.gpus[static_cast<std::size_t>(i)].spec, e.benchmark);
        if (m && alike(m->precision) != alike(e.precisionUsed)) {
            scaled.gpus.append(static_cast<int>(i));
            scaled.a = static_cast<double>(m->precision);
        }
        if (rates[i] <= 0)
            missing.gpus.append(static_cast<int>(i));
    }
    if (!scaled.gpus.isEmpty()) {
        scaled.b = static_cast<double>(e.precisionUsed);
        e.notes.append(scaled);
    }
    if (!missing.gpus.isEmpty())
        e.notes.append(missing);
    EstimateNote amd { EstimateNoteKind::AmdUnvalidated };
    for (qsizetype i = 0; i < n; ++i) {
        if (!isNvidia(b.gpus[static_cast<std::size_t>(i)].spec->architecture))
            amd.gpus.append(static_cast<int>(i));
    }
    if (!amd.gpus.isEmpty())
        e.notes.append(amd);
}

void addLinkNotes(const ResolvedBuild &b, const GradientLink &link, Estimate &e)
{
    if (b.gpus.size() < 2 || link.interconnect != Interconnect::Pcie)
        return;
    if (link.hostStaged) {
        EstimateNote note { EstimateNoteKind::HostStaged };
        for (std::size_t i = 0; i < b.gpus.size(); ++i) {
            if (!b.gpus[i].spec->p2p)
                note.gpus.append(static_cast<int>(i));
        }
        e.notes.append(note);
    }
    if (link.bridgesCrossPcie)
        e.notes.append(EstimateNote { EstimateNoteKind::NvlinkPairsOnly });
    if (link.noBoard) {
        e.notes.append(EstimateNote { EstimateNoteKind::NoBoardLinks });
    } else if (link.narrowestGpu >= 0
        && (link.narrowestLanes < 16
            || link.narrowestGen < b.gpus[static_cast<std::size_t>(link.narrowestGpu)].spec->pcieGen)) {
        EstimateNote note { EstimateNoteKind::NarrowLink };
        note.gpus.append(link.narrowestGpu);
        note.a = link.narrowestLanes;
        note.b = link.narrowestGen;
        e.notes.append(note);
    }
}

void addMemoryNote(const ResolvedBuild &b, Estimate &e)
{
    const std::optional<Workload> &w = b.build.workload;
    if (!w || !w->modelParamsB)
        return;
    EstimateNote note { EstimateNoteKind::MemoryFit };
    note.a = adamTrainingGB(*w->modelParamsB);
    note.b = *w->modelParamsB;
    for (std::size_t i = 0; i < b.gpus.size(); ++i) {
        if (b.gpus[i].spec->memoryGB < note.a)
            note.gpus.append(static_cast<int>(i));
    }
    if (!note.gpus.isEmpty())
        e.notes.append(note);
}

void addCostFigures(const ResolvedBuild &b, const PowerBudget *power, Estimate &e)
{
    double price = 0;
    int unpriced = 0;
    const auto add = [&](const PartPtr &p) {
        if (!p)
            return;
        if (p->priceUsd)
            price += *p->priceUsd;
        else
            ++unpriced;
    };
    add(b.casePart);
    add(b.boardPart);
    add(b.cpuPart);
    for (const ResolvedPsu &p : b.psus)
        add(p.part);
    for (const ResolvedGpu &g : b.gpus)
        add(g.part);
    if (unpriced > 0) {
        EstimateNote note { EstimateNoteKind::PricesMissing };
        note.a = unpriced;
        e.notes.append(note);
    }
    if (price > 0) {
        e.priceUsd = price;
        if (e.speedup > 0)
            e.perKUsd = e.speedup / (price / 1000.0);
    }
    if (!b.psus.empty()) {
        e.wallW = power ? power->wallW : PowerBudget::compute(b).wallW;
    } else {
        double dcW = b.build.otherLoadW.value_or(PowerModel::kDefaultOtherLoadW) + (b.cpu ? b.cpu->tdpW : 0.0);
        for (const ResolvedGpu &g : b.gpus)
            dcW += g.powerW();
        e.wallW = dcW / kAssumedPsuEfficiency;
    }
    if (e.wallW > 0 && e.speedup > 0)
        e.perKwWall = e.speedup / (e.wallW / 1000.0);
}

} // namespace

QString defaultBaselineId()
{
    return QStringLiteral("tesla-v100-pcie-32gb");
}

QString toString(ThroughputSource source)
{
    return source == ThroughputSource::Measured ? QStringLiteral("measured") : QStringLiteral("derived");
}

static BenchmarkModel::Fabric fabricOf(const GradientLink &link)
{
    if (link.interconnect == Interconnect::Nvswitch)
        return BenchmarkModel::Fabric::Nvswitch;
    if (link.interconnect == Interconnect::Nvlink)
        return BenchmarkModel::Fabric::Nvlink;
    return link.hostStaged ? BenchmarkModel::Fabric::PcieHost : BenchmarkModel::Fabric::PciePeer;
}

/** An LLM job: its tokens/s and memory, and the speedup as tokens/s against one baseline card. */
static void applyLlm(const ResolvedBuild &b, const EstimateOptions &options, const GpuSpec &baseSpec,
    const GradientLink &link, double retained, Estimate &e)
{
    const std::optional<Workload> &w = b.build.workload;
    std::optional<LlmJob> job = options.llm ? options.llm : (w ? w->llm : std::nullopt);
    if (!job && w && w->modelParamsB) {
        job = LlmJob {};
        job->paramsB = *w->modelParamsB;
    }
    if (!job || job->paramsB <= 0)
        return;
    e.llm = LlmModel::estimate(b, *job, link);
    e.llm->tokensPerSec *= retained; // every step waits for the card held most by its power limit or airflow
    // The baseline on its own, the same job at its MFU (memory not asked: a ratio of speeds).
    const double baseRate = LlmModel::singleCardTokensPerSec(baseSpec, *job);
    e.samplesPerSec = e.llm->tokensPerSec;
    e.baselineSamplesPerSec = baseRate;
    e.speedup = baseRate > 0 ? e.llm->tokensPerSec / baseRate : 0;
    for (qsizetype i = 0; i < e.perGpu.size(); ++i) { // each card alone on the job, at its limit and cooling
        const GpuSpec &spec = *b.gpus[static_cast<std::size_t>(i)].spec;
        GpuEstimate &g = e.perGpu[i];
        g.samplesPerSec = LlmModel::singleCardTokensPerSec(spec, *job) * g.retained;
        g.speedup = baseRate > 0 ? g.samplesPerSec / baseRate : 0;
        g.source = ThroughputSource::Derived;
    }
    double slowest = 0;
    for (qsizetype i = 0; i < e.perGpu.size(); ++i)
        slowest = i == 0 ? e.perGpu[i].speedup : std::min(slowest, e.perGpu[i].speedup);
    if (slowest > 0) // the strategy's communication and bubble against the cards' summed speed
        e.scalingEfficiency = e.speedup / (slowest * static_cast<double>(e.perGpu.size()));
    e.byWorkload[static_cast<std::size_t>(WorkloadModel::Transformer)] = e.speedup;
}

/** The benchmark asked: the option, else the option's family default, else the build's, else bert-base. */
static Benchmark chooseBenchmark(const ResolvedBuild &b, const EstimateOptions &options)
{
    if (options.benchmark)
        return *options.benchmark;
    if (options.workload)
        return defaultBenchmark(*options.workload);
    const std::optional<Workload> &w = b.build.workload;
    if (!w)
        return defaultBenchmark(WorkloadModel::Transformer);
    return w->benchmark.value_or(defaultBenchmark(w->model));
}

/** estimate(), with the power budget where the caller has it (else it is computed for the wall draw). */
static Estimate estimateWith(const ResolvedBuild &b, const EstimateOptions &options, const PowerBudget *power)
{
    Estimate e;
    const std::optional<Workload> &workload = b.build.workload;
    e.benchmark = chooseBenchmark(b, options);
    e.workload = familyOf(e.benchmark);
    e.precisionRequested = options.precision ? options.precision : (workload ? workload->precision : std::nullopt);
    e.sparsity24 = workload && workload->sparsity24;

    PartPtr holder;
    const QString &asked = !options.baselineId.isEmpty() ? options.baselineId : b.build.baseline;
    const QString id = asked.isEmpty() ? defaultBaselineId() : asked;
    const Part *base = findGpu(b, options.catalog, id, &holder);
    if (!base) {
        base = &builtInBaseline();
        e.baselineMissing = id;
        e.notes.append(EstimateNote { EstimateNoteKind::BaselineBuiltIn });
    }
    const GpuSpec &baseSpec = *base->gpu();
    e.baselineId = base->id;
    e.baselineName = base->name;
    const Precision basePrecision = choosePrecision(b, baseSpec, !options.speedOnly, e);

    const int n = static_cast<int>(b.gpus.size());
    if (n == 0)
        e.notes.append(EstimateNote { EstimateNoteKind::NoGpus });
    QVarLengthArray<double, 8> retained(n, 1.0);
    applyLimits(b, retained, !options.speedOnly, e);
    const GradientLink link = ScalingModel::link(b);
    e.interconnect = link.interconnect;
    e.allReduceGBs = n > 1 ? link.busGBs : 0;
    e.perGpu.resize(n);

    QVarLengthArray<double, 8> rates(n);
    // Each distinct card's step parts at the build's precision, once: every benchmark's profile weighs the
    // same parts, and the cards of a build are mostly copies of one part (same spec, same figures).
    QVarLengthArray<int, 8> first(n); // the first card with the same spec
    QVarLengthArray<BenchmarkModel::CardTerms, 8> cardTerms(n);
    for (int i = 0; i < n; ++i) {
        const GpuSpec *spec = b.gpus[static_cast<std::size_t>(i)].spec;
        first[i] = i;
        for (int j = 0; j < i; ++j) {
            if (b.gpus[static_cast<std::size_t>(j)].spec == spec) {
                first[i] = j;
                break;
            }
        }
        if (first[i] == i)
            cardTerms[i] = BenchmarkModel::cardTerms(
                BenchmarkModel::ratesOf(*spec), e.precisionUsed, e.sparsity24 && spec->sparsity24);
    }
    QVarLengthArray<double, 8> ratios(n);
    QVarLengthArray<bool, 8> measuredBoth(n);
    const bool baseSparse = e.sparsity24 && baseSpec.sparsity24;
    const BenchmarkModel::CardTerms baseTerms
        = BenchmarkModel::cardTerms(BenchmarkModel::ratesOf(baseSpec), basePrecision, baseSparse);
    for (WorkloadModel w : kWorkloads) {
        const bool selected = w == e.workload;
        if (options.speedOnly && !selected)
            continue;
        const Benchmark bench = selected ? e.benchmark : defaultBenchmark(w);
        // Measured first: where the card and the baseline are both measured on this benchmark the speedup is
        // the ratio of the measurements; where either is not, the formula for both, so its bias cancels.
        const BenchmarkModel::Profile &profile = BenchmarkModel::profile(bench);
        const double baseMeasured = ThroughputModel::measuredAt(baseSpec, bench, basePrecision, baseSparse);
        const double baseDerived = BenchmarkModel::rate(baseTerms, profile.at(basePrecision));
        const double baseRate = baseMeasured > 0 ? baseMeasured : baseDerived;
        if (selected) {
            e.baselineSource = baseMeasured > 0 ? ThroughputSource::Measured : ThroughputSource::Derived;
            e.baselineSamplesPerSec = baseRate;
        }
        EstimateNote formula { EstimateNoteKind::FormulaBoth };
        formula.a = baseMeasured > 0 ? 0 : 1;
        double slowest = 0;
        int slowestGpu = -1;
        for (int i = 0; i < n; ++i) {
            bool &bothMeasured = measuredBoth[i];
            if (first[i] == i) {
                const GpuSpec &spec = *b.gpus[static_cast<std::size_t>(i)].spec;
                const bool sparse = e.sparsity24 && spec.sparsity24;
                const double cardMeasured = ThroughputModel::measuredAt(spec, bench, e.precisionUsed, sparse);
                bothMeasured = cardMeasured > 0 && baseMeasured > 0;
                ratios[i] = 0;
                if (bothMeasured)
                    ratios[i] = cardMeasured / baseMeasured;
                else if (baseDerived > 0)
                    ratios[i] = BenchmarkModel::rate(cardTerms[i], profile.at(e.precisionUsed)) / baseDerived;
                if (!bothMeasured && (cardMeasured > 0 || baseMeasured > 0) && !options.speedOnly)
                    formula.gpus.append(i);
            } else {
                bothMeasured = measuredBoth[first[i]];
                ratios[i] = ratios[first[i]];
                if (!formula.gpus.isEmpty() && formula.gpus.contains(first[i]))
                    formula.gpus.append(i);
            }
            const double ratio = ratios[i];
            rates[i] = ratio * baseRate * retained[i];
            if (slowestGpu < 0 || rates[i] < slowest) {
                slowest = rates[i];
                slowestGpu = i;
            }
            if (selected) {
                e.perGpu[i] = { baseRate > 0 ? rates[i] / baseRate : 0, rates[i], retained[i],
                    bothMeasured ? ThroughputSource::Measured : ThroughputSource::Derived };
            }
        }
        // Data parallel: every step waits for the slowest card (mixed cards, limits, throttling).
        const std::size_t k = static_cast<std::size_t>(w);
        // Lambda's benchmarks scale as Lambda measured them on this fabric; the founding ones as the founding
        // document's DGX figures (7.0x, 6.67x).
        GradientLink benchLink = link;
        benchLink.syncPerDoubling = BenchmarkModel::syncPerDoubling(bench, fabricOf(link), link.syncPerDoubling);
        e.scalingByWorkload[k]
            = ScalingModel::efficiency(benchLink, n, slowest, BenchmarkModel::gradientMBPerSample(bench));
        const double system = n * slowest * e.scalingByWorkload[k];
        e.byWorkload[k] = baseRate > 0 ? system / baseRate : 0;
        if (selected) {
            e.samplesPerSec = system;
            e.speedup = e.byWorkload[k];
            e.scalingEfficiency = e.scalingByWorkload[k];
            if (!options.speedOnly)
                addSpeedNotes(b, rates, slowestGpu, e);
            if (!formula.gpus.isEmpty())
                e.notes.append(formula);
        }
    }
    if (e.benchmark == Benchmark::Llm)
        applyLlm(b, options, baseSpec, link, n > 0 ? *std::min_element(retained.begin(), retained.end()) : 1.0, e);
    if (options.speedOnly)
        return e;
    addLinkNotes(b, link, e);
    if (!e.llm)
        addMemoryNote(b, e);
    addCostFigures(b, power, e);
    return e;
}

Precision trainingPrecision(const ResolvedBuild &b, std::optional<Precision> requested)
{
    const PrecisionSet common = commonPrecisions(b);
    return ThroughputModel::fallback(wantedPrecision(common, requested), common);
}

Estimate estimate(const ResolvedBuild &b, const EstimateOptions &options)
{
    return estimateWith(b, options, nullptr);
}

Estimate estimate(const ResolvedBuild &b, const EstimateOptions &options, const PowerBudget &power)
{
    return estimateWith(b, options, &power);
}

} // namespace RigPlan
