// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/estimate/calibrationreport.h"

#include "core/estimate/benchmarkmodel.h"
#include "core/estimate/calibration.h"
#include "core/estimate/crossvalidation.h"
#include "core/estimate/estimator.h"
#include "core/estimate/performanceconstants.h"
#include "core/estimate/throughputmodel.h"
#include "core/resolvedbuild.h"

#include <algorithm>
#include <cmath>

namespace RigPlan::CalibrationReport {

using namespace Qt::StringLiterals;
using namespace PerformanceModel;

namespace {

/** One row of the constants table: a name, the value the code uses, where it comes from. */
struct Constant
{
    const char16_t *name;
    double value;
    const char16_t *source;
};

// The documented view of performanceconstants.h: the values are read from the code, so the doc
// cannot drift from it. Confidence: C confirmed, S secondary, U unconfirmed, A assumption, F fitted.
const Constant kConstants[] = {
    { u"reference tensor rate (TFLOPS)", kRefTensorTflops, u"V100 SXM2 datasheet; normalisation only" },
    { u"reference bandwidth (GB/s)", kRefBandwidthGBs, u"V100 SXM2 datasheet; normalisation only" },
    { u"reference FP32 rate (TFLOPS)", kRefFp32Tflops, u"V100 SXM2 datasheet; normalisation only" },
    { u"reference power (W)", kRefTdpW, u"V100 SXM2 datasheet; normalisation only" },
    { u"reference L2 (MB)", kRefL2MB, u"V100 whitepaper (U); normalisation only" },
    { u"bandwidth gain per doubling of L2", kL2Gain, u"F: leave-one-GPU-out worst error over a grid" },
    { u"TF32 tensor rate vs FP16", kTf32TensorFactor, u"C: A100 156 vs 312 TFLOPS" },
    { u"FP8 tensor rate vs FP16", kFp8TensorFactor, u"C: RTX 4090 330.3 vs 165.2 TFLOPS" },
    { u"FP8 memory traffic vs FP16", kFp8MemoryFactor, u"A" },
    { u"2:4 sparsity speedup of the matrix multiplies", kSparsityMatmulSpeedup, u"S: Dettmers" },
    { u"power exponent, Pascal/Volta/Turing", kPowerExponentTuring,
        u"S: Dettmers, 4x RTX 2080 Ti, -50 W costs ~7%; Pascal and Volta A" },
    { u"power exponent, Ampere/Hopper", kPowerExponentAmpere,
        u"C: Puget, 4x RTX 3090 at 280 of 350 W keep >95% (96% taken); Hopper A" },
    { u"power exponent, Ada/Blackwell", kPowerExponentAda, u"C: RTX 4090 at 60% keeps 94% (gaming); Blackwell A" },
    { u"power-curve knee (share of TDP)", kPowerCurveKnee, u"A, after the RTX 3090 sweep's collapse below 200 W (C)" },
    { u"core clock of a starved open-air card (MHz)", kStarvedClockMHz,
        u"C: 2x RTX 3090 adjacent, 91 C steady state (club-3090 issue 178)" },
    { u"core clock of the same card cool (MHz)", kCoolClockMHz, u"C: same measurement" },
    { u"clock-bound share of a training step", kClockBoundShare,
        u"F: tensor + vector + power parts, BERT-base FP16 on the RTX 3090" },
    { u"speed kept by a card with no free slot under its fans", kThrottledSpeed,
        u"1 / (1 + share x (cool/starved clock - 1)); A: one measurement for every card" },
    { u"sync overhead per doubling, NVSwitch", kSyncPerDoublingNvswitch, u"U: Dettmers, 8x A100 = 7.00x" },
    { u"sync overhead per doubling, NVLink, bridges and PCIe", kSyncPerDoublingNvlink,
        u"U: Dettmers, 8x V100 = 6.67x; PCIe A" },
    { u"all-reduce share hidden behind the backward pass", kOverlapShare, u"A" },
    { u"NVLink per direction (GB/s), V100 SXM2", kNvlinkSxmVolta, u"U: 300 GB/s total" },
    { u"NVLink per direction (GB/s), A100 SXM4", kNvlinkSxmAmpere, u"C: 600 GB/s total" },
    { u"NVLink per direction (GB/s), H100 SXM5", kNvlinkSxmHopper, u"U: 900 GB/s total" },
    { u"NVLink per direction (GB/s), Blackwell SXM", kNvlinkSxmBlackwell, u"A" },
    { u"NVLink bridge per direction (GB/s), Turing", kNvlinkBridgeTuring, u"U: 100 GB/s total (RTX 2080 Ti)" },
    { u"NVLink bridge per direction (GB/s), Ampere", kNvlinkBridgeAmpere, u"C: GA102 whitepaper" },
    { u"NVLink bridge per direction (GB/s), Hopper", kNvlinkBridgeHopper, u"U: H100 PCIe 600 GB/s total" },
    { u"ring all-reduce share of link bandwidth", kLinkEfficiency, u"A" },
    { u"host-staged share of PCIe bandwidth (no P2P)", kHostStagedShare,
        u"C: 2x RTX 4090, 6.3-6.6 GB/s on Gen4 x16 (one system)" },
    { u"lanes of a chipset-attached slot", kChipsetUplinkLanes, u"A: chipset uplink about x4" },
    { u"PCIe Gen4 per lane (GB/s)", pcieLaneGBs(4), u"U: PCI-SIG" },
    { u"Adam training bytes per parameter", kAdamBytesPerParam, u"U: ZeRO (Rajbhandari et al. 2020)" },
    { u"PSU efficiency without PSUs in the build", kAssumedPsuEfficiency, u"C: 80 PLUS Gold at 50%; A: the load" },
};

QString number(double x, int decimals)
{
    return QString::number(x, 'f', decimals);
}

QString percentError(double e)
{
    return (e >= 0 ? u"+"_s : QString()) + number(e * 100.0, 1) + u'%';
}

QString precisionLabel(const Calibration::Row &row, const Part &part)
{
    const Precision used = Calibration::effectivePrecision(row, part.gpu()->architecture);
    QString out = toString(row.precision);
    if (used != row.precision)
        out += u" (as "_s + toString(used) + u')';
    return out;
}

QString profileTable()
{
    QString out = u"| benchmark | precision | tensor | memory | vector | power | fixed | half-use batch | batch at "
                  u"16/24/40/48/80 GB |\n"
                  "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |\n"_s;
    for (int b = 0; b < kBenchmarkCount; ++b) {
        if (static_cast<Benchmark>(b) == Benchmark::Llm)
            continue;
        const BenchmarkModel::Profile &p = BenchmarkModel::profile(static_cast<Benchmark>(b));
        for (const auto &[label, c] : { std::pair { u"fp16"_s, p.fp16 }, std::pair { u"fp32/tf32"_s, p.fp32 } }) {
            out += u"| `"_s + toString(static_cast<Benchmark>(b)) + u"` | "_s + label;
            for (double part : c.parts)
                out += u" | "_s + QString::number(part * 1e6, 'f', 1);
            out += u" | "_s + QString::number(c.halfUseBatch) + u" | "_s;
            QStringList sizes;
            for (const BenchmarkModel::BatchPoint &point : c.batches) {
                if (point.memoryGB > 0)
                    sizes.append(QString::number(point.batch));
            }
            out += sizes.join(u'/') + u" |\n"_s;
        }
    }
    return out;
}

QString architectureName(Architecture a)
{
    return toString(a);
}

/** Median and worst |error| per benchmark and per architecture, for one way of leaving rows out. */
QString crossValidationTable(CrossValidation::LeaveOut mode)
{
    const QList<CrossValidation::Prediction> all = CrossValidation::predictions(mode);
    QString out = u"| group | rows | median error | worst error |\n| --- | ---: | ---: | ---: |\n"_s;
    const auto line = [&out](const QString &group, const QList<CrossValidation::Prediction> &rows) {
        const CrossValidation::Summary s = CrossValidation::summarise(rows);
        out += u"| "_s + group + u" | "_s + QString::number(s.rows) + u" | "_s + number(s.median * 100, 1) + u"% | "_s
            + number(s.worst * 100, 1) + u"% |\n"_s;
    };
    line(u"**all**"_s, all);
    for (int b = 0; b <= static_cast<int>(Benchmark::TransformerXlLarge); ++b) {
        QList<CrossValidation::Prediction> rows;
        for (const auto &p : all) {
            if (p.row->benchmark == static_cast<Benchmark>(b))
                rows.append(p);
        }
        line(u"`"_s + toString(static_cast<Benchmark>(b)) + u"`"_s, rows);
    }
    for (Architecture a : { Architecture::Volta, Architecture::Turing, Architecture::Ampere, Architecture::Ada,
             Architecture::Hopper, Architecture::Blackwell }) {
        QList<CrossValidation::Prediction> rows;
        for (const auto &p : all) {
            if (BenchmarkModel::fitCards()[p.row->card].architecture == a)
                rows.append(p);
        }
        if (!rows.isEmpty())
            line(architectureName(a), rows);
    }
    return out;
}

/** Every leave-one-GPU-out row beyond the worst-row target, with the batch its card ran. */
QString outlierTable()
{
    QString out = u"| config | benchmark | precision | batch per card | measured | predicted | error |\n"
                  "| --- | --- | --- | ---: | ---: | ---: | ---: |\n"_s;
    for (const CrossValidation::Prediction &p : CrossValidation::predictions(CrossValidation::LeaveOut::Gpu)) {
        if (std::abs(p.error) <= CrossValidation::kWorstTarget)
            continue;
        const BenchmarkModel::Coefficients &c = BenchmarkModel::profile(p.row->benchmark).at(p.row->precision);
        const double batch = BenchmarkModel::batchOf(*p.row, c);
        out += u"| "_s + QString::fromUtf16(p.row->config) + u" | `"_s + toString(p.row->benchmark) + u"` | "_s
            + toString(p.row->precision) + u" | "_s + number(batch, 0) + (p.row->batch > 0 ? u""_s : u" (A)"_s)
            + u" | "_s + number(p.row->samplesPerSec, 0) + u" | "_s + number(p.predicted, 0) + u" | "_s
            + percentError(p.error) + u" |\n"_s;
    }
    return out;
}

/** What the formula says for the Blackwell workstation cards no one has measured, against the RTX 4090. */
QString blackwellTable(const PartCatalog &catalog)
{
    QString out = u"| card | benchmark | derived vs RTX 4090 (derived) | why |\n| --- | --- | ---: | --- |\n"_s;
    const PartPtr ada = catalog.find(u"rtx-4090-fe"_s);
    if (!ada || !ada->gpu())
        return out;
    for (const QString &id : { u"rtx-5090-fe"_s, u"rtx-pro-6000-blackwell"_s, u"rtx-pro-6000-blackwell-max-q"_s }) {
        const PartPtr p = catalog.find(id);
        if (!p || !p->gpu())
            continue;
        for (Benchmark b : { Benchmark::Resnet50, Benchmark::BertBase, Benchmark::TransformerXlBase }) {
            const double r = ThroughputModel::derived(*p->gpu(), b, Precision::Fp16)
                / ThroughputModel::derived(*ada->gpu(), b, Precision::Fp16);
            out += u"| `"_s + id + u"` | `"_s + toString(b) + u"` | "_s + number(r, 2) + u" | no measurement: "_s
                + QString::number(p->gpu()->memoryBandwidthGBs, 'g', 4) + u" GB/s, "_s
                + QString::number(p->gpu()->fp16TensorTflops, 'g', 4) + u" TFLOPS, "_s
                + QString::number(p->gpu()->tdpW, 'g', 4) + u" W against 1008 GB/s, 165 TFLOPS, 450 W |\n"_s;
        }
    }
    return out;
}

QString multiTable(const QList<Calibration::Result> &results, const PartCatalog &catalog)
{
    QString out = u"| config | GPUs | model | precision | measured | predicted | error | link | one card |\n"
                  "| --- | ---: | --- | --- | ---: | ---: | ---: | --- | --- |\n"_s;
    for (const Calibration::Result &r : results) {
        if (!r.part)
            continue;
        const ResolvedBuild build = Calibration::replicated(catalog, *r.part, r.row->gpus);
        EstimateOptions options;
        options.catalog = &catalog;
        const Estimate e = estimate(build, options);
        out += u"| "_s + QString::fromUtf16(r.row->config) + u" | "_s + QString::number(r.row->gpus) + u" | "_s
            + QString::fromUtf16(r.row->model) + u" | "_s + precisionLabel(*r.row, *r.part) + u" | "_s
            + number(r.row->samplesPerSec, 0) + u" | "_s + number(r.predicted, 0) + u" | "_s + percentError(r.error)
            + u" | "_s + toString(e.interconnect) + u" | "_s + toString(r.singleSource) + u" |\n"_s;
    }
    return out;
}

/** The scaling fit: per fabric, the rows it used, the overhead fitted and the founding document's. */
QString scalingFitTable()
{
    QString out = u"| fabric | rows fitted | sync per doubling (fitted) | founding value | median error, all rows |\n"
                  "| --- | ---: | ---: | ---: | ---: |\n"_s;
    using BenchmarkModel::Fabric;
    for (Fabric f : { Fabric::Nvswitch, Fabric::Nvlink, Fabric::PciePeer, Fabric::PcieHost }) {
        const double sync = BenchmarkModel::fittedSyncPerDoubling(f);
        QList<double> errors;
        for (const BenchmarkModel::MultiRow &r : BenchmarkModel::multiRows()) {
            if (r.fabric == f)
                errors.append(std::abs(1.0 / (1.0 + sync * std::log2(r.gpus)) / r.efficiency - 1.0));
        }
        std::sort(errors.begin(), errors.end());
        const double median = errors.isEmpty() ? 0 : errors[errors.size() / 2];
        const double founding = f == Fabric::Nvswitch ? kSyncPerDoublingNvswitch : kSyncPerDoublingNvlink;
        out += u"| "_s + BenchmarkModel::toString(f) + u" | "_s + QString::number(BenchmarkModel::fittedRows(f))
            + u" | "_s + number(sync, 4) + u" | "_s + number(founding, 4) + u" | "_s + number(median * 100, 1)
            + u"% |\n"_s;
    }
    return out;
}

/** Speedup of `count` copies of `part` against `baseline` on one benchmark. */
double speedupOf(const PartCatalog &catalog, const Part &part, int count, const QString &baseline, Benchmark b)
{
    EstimateOptions options;
    options.catalog = &catalog;
    options.baselineId = baseline;
    options.benchmark = b;
    return estimate(Calibration::replicated(catalog, part, count), options).speedup;
}

QString foundingTable(const PartCatalog &catalog)
{
    QString out = u"| figure | source | target | model |\n| --- | --- | --- | ---: |\n"_s;
    const auto row = [&out](const QString &figure, const QString &source, const QString &target, double model) {
        out += u"| "_s + figure + u" | "_s + source + u" | "_s + target + u" | "_s + number(model, 3) + u" |\n"_s;
    };
    const Part &a100 = Calibration::dettmersA100();
    const QString v100 = u"tesla-v100-sxm2-32gb"_s;
    const PartPtr v100Part = catalog.find(v100);
    for (const BenchmarkModel::Founding &f : BenchmarkModel::founding()) {
        const QString name = toString(f.benchmark);
        const double one = speedupOf(catalog, a100, 1, v100, f.benchmark);
        row(u"1x A100 SXM4 40GB / 1x V100 SXM2, `"_s + name + u"`"_s, u"Dettmers (S)"_s,
            number(f.a100VsV100, 2) + u" (+-5%)"_s, one);
        row(u"8x A100 SXM4 (NVSwitch) / 1x, `"_s + name + u"`"_s, u"Dettmers (U)"_s, u"7.00 (+-3%)"_s,
            speedupOf(catalog, a100, 8, v100, f.benchmark) / one);
        if (v100Part) {
            const double oneV = speedupOf(catalog, *v100Part, 1, v100, f.benchmark);
            row(u"8x V100 SXM2 (NVLink) / 1x, `"_s + name + u"`"_s, u"Dettmers (U)"_s, u"6.67 (+-3%)"_s,
                speedupOf(catalog, *v100Part, 8, v100, f.benchmark) / oneV);
        }
    }
    row(u"RTX 3090 at 280 of 350 W"_s, u"Puget (C)"_s, u"> 0.95"_s, retainedSpeed(Architecture::Ampere, 280, 350));
    row(u"RTX 2080 Ti at 200 of 250 W"_s, u"Dettmers (S)"_s, u"about 0.93"_s,
        retainedSpeed(Architecture::Turing, 200, 250));
    return out;
}

} // namespace

QString beginMarker()
{
    return u"<!-- BEGIN GENERATED by rigplan-perfdoc (scripts/update-performance-doc.sh); do not edit -->"_s;
}

QString endMarker()
{
    return u"<!-- END GENERATED -->"_s;
}

QString markdown(const PartCatalog &catalog)
{
    QString out;
    out += u"### Constants\n\n| constant | value | source and confidence |\n| --- | ---: | --- |\n"_s;
    for (const Constant &c : kConstants) {
        out += u"| "_s + QString::fromUtf16(c.name) + u" | "_s + QString::number(c.value, 'g', 4) + u" | "_s
            + QString::fromUtf16(c.source) + u" |\n"_s;
    }
    out += u"\n### Profiles: microseconds per sample of each part at the reference rates\n\n"_s;
    out += u"Fitted (non-negative least squares on the predicted speed's relative error) to the single-GPU rows of "_s
        + BenchmarkModel::rowsSource()
        + u"; the founding benchmarks take the profile of the closest Lambda benchmark plus the fixed part that "
          "reproduces the founding document's A100/V100 ratio.\n\n"_s;
    out += profileTable();
    out += u"\n### Cross-validation: leave one GPU out\n\n"_s;
    out += u"Each measured single-GPU row predicted by the profile fitted without that card. Targets: median "
           "at most 10%, worst at most 25%.\n\n"_s;
    out += crossValidationTable(CrossValidation::LeaveOut::Gpu);
    out += u"\nRows beyond 25% (batch: Lambda's for the row; (A): not published, the 80 GB sizing):\n\n"_s;
    out += outlierTable();
    out += u"\n### Cross-validation: leave one architecture out\n\n"_s;
    out += crossValidationTable(CrossValidation::LeaveOut::Architecture);
    out += u"\n### Blackwell workstation cards (not measured)\n\n"_s;
    out += blackwellTable(catalog);
    out += u"\n### Scaling fit: Lambda's 2x/4x/8x rows\n\n"_s;
    out += u"Lambda's benchmarks pay the fitted overhead per doubling on their fabric, plus the exposed all-reduce; "
           "the founding benchmarks keep the founding document's (8x A100 7.0x, 8x V100 6.67x). Fitted on ResNet-50, "
           "SSD and Transformer-XL rows; the error column is the overhead alone against every row of the fabric, "
           "BERT's included (their larger gradient exchange is the exposed term's part).\n\n"_s;
    out += scalingFitTable();
    out += u"\n### Multi-GPU rows: the full estimate against each measurement\n\n"_s;
    out += u"Predicted = the card's catalog figure (measured where the catalog has one) x GPUs x the scaling "
           "model, with no board given (each card on x16 at its own PCIe generation).\n\n"_s;
    out += multiTable(Calibration::multiGpu(catalog), catalog);
    out += u"\n### Founding figures\n\n"_s;
    out += foundingTable(catalog);
    return out;
}

} // namespace RigPlan::CalibrationReport
