// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/estimate/calibrationreport.h"

#include "core/estimate/calibration.h"
#include "core/estimate/estimator.h"
#include "core/estimate/performanceconstants.h"
#include "core/resolvedbuild.h"

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
    { u"CNN: ResNet-50 images/s at the reference rates", kCnn.samplesPerSecAtRef,
        u"F: least squares (log) over the reference single-GPU rows, V100 rows left out" },
    { u"CNN: matrix-multiply share of a step", kCnn.matmulShare, u"F: same fit" },
    { u"CNN: FP32/TF32 memory traffic vs FP16", kCnn.fp32MemoryFactor, u"F: same fit" },
    { u"CNN: Volta factor", kCnn.voltaFactor, u"solved: A100 SXM4 40GB / V100 SXM2 = 1.45 (Dettmers, S)" },
    { u"CNN: gradient MB all-reduced per sample", kCnn.gradientMBPerSample,
        u"25.6 M params (U) x 4 B / Lambda's V100 batch of 256 (C)" },
    { u"Transformer: BERT-base SQuAD sequences/s at the reference rates", kTransformer.samplesPerSecAtRef,
        u"F: as for CNN" },
    { u"Transformer: matrix-multiply share of a step", kTransformer.matmulShare, u"F" },
    { u"Transformer: FP32/TF32 memory traffic vs FP16", kTransformer.fp32MemoryFactor, u"F" },
    { u"Transformer: Volta factor", kTransformer.voltaFactor,
        u"solved: A100 SXM4 40GB / V100 SXM2 = 1.70 (Dettmers, S)" },
    { u"Transformer: gradient MB all-reduced per sample", kTransformer.gradientMBPerSample,
        u"110 M params (U) x 4 B / Lambda's V100 batch of 48 (C)" },
    { u"Ada/Blackwell bandwidth factor (large L2)", kLargeL2BandwidthFactor,
        u"F: Lambda RTX 4090 and RTX 6000 Ada rows (C, supplementary); Blackwell A; Dettmers claims 1.5-2x (S)" },
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
    { u"speed kept by a card with no free slot under its fans", kThrottledSpeed, u"A" },
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

QString singleTable(const QList<Calibration::Result> &results)
{
    QString out = u"| config | catalog part | model | precision | measured | derived | error | in catalog |\n"
                  "| --- | --- | --- | --- | ---: | ---: | ---: | --- |\n"_s;
    for (const Calibration::Result &r : results) {
        if (!r.part) {
            out += u"| "_s + QString::fromUtf16(r.row->config) + u" | missing: "_s + QString::fromUtf16(r.row->partId)
                + u" | | | | | | |\n"_s;
            continue;
        }
        const auto &m = Calibration::workloadOf(*r.row) == WorkloadModel::Cnn ? r.part->gpu()->measured.cnn
                                                                              : r.part->gpu()->measured.transformer;
        const bool inCatalog = m && m->samplesPerSec == r.row->samplesPerSec && m->precision == r.row->precision;
        out += u"| "_s + QString::fromUtf16(r.row->config) + u" | `"_s + r.part->id + u"` | "_s
            + QString::fromUtf16(r.row->model) + u" | "_s + precisionLabel(*r.row, *r.part) + u" | "_s
            + number(r.row->samplesPerSec, 0) + u" | "_s + number(r.predicted, 0) + u" | "_s + percentError(r.error)
            + u" | "_s + (inCatalog ? u"measured"_s : u"-"_s) + u" |\n"_s;
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

/** Speedup of `count` copies of `part` against `baseline` for one workload. */
double speedupOf(const PartCatalog &catalog, const Part &part, int count, const QString &baseline, WorkloadModel w)
{
    EstimateOptions options;
    options.catalog = &catalog;
    options.baselineId = baseline;
    options.workload = w;
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
    for (WorkloadModel w : { WorkloadModel::Cnn, WorkloadModel::Transformer }) {
        const bool cnn = w == WorkloadModel::Cnn;
        row(u"1x A100 SXM4 40GB / 1x V100 SXM2, "_s + toString(w), u"Dettmers (S)"_s,
            cnn ? u"1.43-1.47 (+-5%)"_s : u"1.70 (+-5%)"_s, speedupOf(catalog, a100, 1, v100, w));
        const double one = speedupOf(catalog, a100, 1, v100, w);
        row(u"8x A100 SXM4 (NVSwitch) / 1x, "_s + toString(w), u"Dettmers (U)"_s, u"7.00 (+-3%)"_s,
            speedupOf(catalog, a100, 8, v100, w) / one);
        if (v100Part) {
            const double oneV = speedupOf(catalog, *v100Part, 1, v100, w);
            row(u"8x V100 SXM2 (NVLink) / 1x, "_s + toString(w), u"Dettmers (U)"_s, u"6.67 (+-3%)"_s,
                speedupOf(catalog, *v100Part, 8, v100, w) / oneV);
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
    const QList<Calibration::Result> reference = Calibration::singleGpu(catalog, true);
    out += u"\n### Single-GPU calibration rows: the derived formula against each measurement\n\n"_s;
    out += u"Source: "_s + Calibration::sourceOf(reference.first().row[0]).section(u' ', 0, 0)
        + u" (files pytorch-train-throughput-fp16.csv and -fp32.csv), via "
          "`shared/reference/measured-training-throughput.csv`. \"in catalog\" marks the figures the catalog "
          "carries as measured; the estimate uses those, the column \"derived\" is what the formula alone says.\n\n"_s;
    out += singleTable(reference);
    out += u"\nMedian absolute error over these "_s + QString::number(reference.size()) + u" rows: **"_s
        + number(Calibration::medianAbsoluteError(reference) * 100.0, 1) + u"%**.\n"_s;
    const QList<Calibration::Result> supplementary = Calibration::singleGpu(catalog, false);
    out += u"\n### Supplementary rows (Ada), used only for the large-L2 factor\n\n"_s;
    out += u"Source: "_s + Calibration::sourceOf(supplementary.first().row[0]) + u" (and the fp32 file).\n\n"_s;
    out += singleTable(supplementary);
    out += u"\n### Multi-GPU rows: the full estimate against each measurement\n\n"_s;
    out += u"Predicted = the card's catalog figure (measured where the catalog has one) x GPUs x the scaling "
           "model, with no board given (each card on x16 at its own PCIe generation).\n\n"_s;
    out += multiTable(Calibration::multiGpu(catalog), catalog);
    out += u"\n### Founding figures\n\n"_s;
    out += foundingTable(catalog);
    return out;
}

} // namespace RigPlan::CalibrationReport
