// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/estimate/calibration.h"

#include "core/estimate/estimator.h"
#include "core/estimate/throughputmodel.h"
#include "core/resolvedbuild.h"

#include <algorithm>
#include <cmath>

namespace RigPlan::Calibration {

namespace {

// Transcribed from shared/reference/measured-training-throughput.csv (rows of resnet50 and
// bert_base_squad; the other models are not calibration models), then the supplementary Ada rows read
// from the upstream file at commit 0551cb70. "LambdaCloud V100 16GB" is an SXM2 module (Lambda's
// batch-size file lists it at 300 W, the SXM2 TDP; its 8-GPU instance scales over NVLink); the
// catalog's only SXM2 part is the 32 GB module, whose specs stand in for it.
constexpr Row kRows[] = {
    { u"Quadro RTX 8000", 1, Precision::Fp16, u"resnet50", 651, u"quadro-rtx-8000", true },
    { u"Quadro RTX 8000", 1, Precision::Fp16, u"bert_base_squad", 146, u"quadro-rtx-8000", true },
    { u"LambdaCloud V100 16GB", 1, Precision::Fp16, u"resnet50", 833, u"tesla-v100-sxm2-16gb", true },
    { u"LambdaCloud V100 16GB", 1, Precision::Fp16, u"bert_base_squad", 189, u"tesla-v100-sxm2-16gb", true },
    { u"RTX 3090", 1, Precision::Fp16, u"resnet50", 905, u"rtx-3090-fe", true },
    { u"RTX 3090", 1, Precision::Fp16, u"bert_base_squad", 172, u"rtx-3090-fe", true },
    { u"LambdaCloud A10", 1, Precision::Fp16, u"resnet50", 638, u"a10", true },
    { u"LambdaCloud A10", 1, Precision::Fp16, u"bert_base_squad", 135, u"a10", true },
    { u"LambdaCloud A100 40GB PCIe", 1, Precision::Fp16, u"resnet50", 1396, u"a100-pcie-40gb", true },
    { u"LambdaCloud A100 40GB PCIe", 1, Precision::Fp16, u"bert_base_squad", 368, u"a100-pcie-40gb", true },
    { u"A100 80GB SXM4", 1, Precision::Fp16, u"resnet50", 1582, u"a100-sxm4-80gb", true },
    { u"A100 80GB SXM4", 1, Precision::Fp16, u"bert_base_squad", 443, u"a100-sxm4-80gb", true },
    { u"RTX A6000", 1, Precision::Fp16, u"resnet50", 916, u"rtx-a6000", true },
    { u"RTX A6000", 1, Precision::Fp16, u"bert_base_squad", 198, u"rtx-a6000", true },
    { u"H100 80GB SXM5", 1, Precision::Fp16, u"resnet50", 2616, u"h100-sxm5-80gb", true },
    { u"H100 80GB SXM5", 1, Precision::Fp16, u"bert_base_squad", 812, u"h100-sxm5-80gb", true },
    { u"LambdaCloud 2x V100 16GB", 2, Precision::Fp16, u"resnet50", 1571, u"tesla-v100-sxm2-16gb", true },
    { u"LambdaCloud 2x V100 16GB", 2, Precision::Fp16, u"bert_base_squad", 340, u"tesla-v100-sxm2-16gb", true },
    { u"2x RTX A6000", 2, Precision::Fp16, u"resnet50", 1775, u"rtx-a6000", true },
    { u"2x RTX A6000", 2, Precision::Fp16, u"bert_base_squad", 374, u"rtx-a6000", true },
    { u"2x RTX 3090", 2, Precision::Fp16, u"resnet50", 1751, u"rtx-3090-fe", true },
    { u"2x RTX 3090", 2, Precision::Fp16, u"bert_base_squad", 327, u"rtx-3090-fe", true },
    { u"2x A100 80GB SXM4", 2, Precision::Fp16, u"resnet50", 3038, u"a100-sxm4-80gb", true },
    { u"2x A100 80GB SXM4", 2, Precision::Fp16, u"bert_base_squad", 815, u"a100-sxm4-80gb", true },
    { u"LambdaCloud 4xV100 16GB", 4, Precision::Fp16, u"resnet50", 3107, u"tesla-v100-sxm2-16gb", true },
    { u"LambdaCloud 4xV100 16GB", 4, Precision::Fp16, u"bert_base_squad", 637, u"tesla-v100-sxm2-16gb", true },
    { u"LambdaCloud 8xV100 16GB", 8, Precision::Fp16, u"resnet50", 6174, u"tesla-v100-sxm2-16gb", true },
    { u"LambdaCloud 8xV100 16GB", 8, Precision::Fp16, u"bert_base_squad", 1204, u"tesla-v100-sxm2-16gb", true },
    { u"8x A100 80GB SXM4", 8, Precision::Fp16, u"resnet50", 11439, u"a100-sxm4-80gb", true },
    { u"8x A100 80GB SXM4", 8, Precision::Fp16, u"bert_base_squad", 4273, u"a100-sxm4-80gb", true },
    { u"Quadro RTX 8000", 1, Precision::Fp32, u"resnet50", 274, u"quadro-rtx-8000", true },
    { u"Quadro RTX 8000", 1, Precision::Fp32, u"bert_base_squad", 41, u"quadro-rtx-8000", true },
    { u"LambdaCloud V100 16GB", 1, Precision::Fp32, u"resnet50", 369, u"tesla-v100-sxm2-16gb", true },
    { u"LambdaCloud V100 16GB", 1, Precision::Fp32, u"bert_base_squad", 42, u"tesla-v100-sxm2-16gb", true },
    { u"RTX 3090", 1, Precision::Fp32, u"resnet50", 513, u"rtx-3090-fe", true },
    { u"RTX 3090", 1, Precision::Fp32, u"bert_base_squad", 85, u"rtx-3090-fe", true },
    { u"LambdaCloud A10", 1, Precision::Fp32, u"resnet50", 349, u"a10", true },
    { u"LambdaCloud A10", 1, Precision::Fp32, u"bert_base_squad", 70, u"a10", true },
    { u"LambdaCloud A100 40GB PCIe", 1, Precision::Fp32, u"resnet50", 882, u"a100-pcie-40gb", true },
    { u"LambdaCloud A100 40GB PCIe", 1, Precision::Fp32, u"bert_base_squad", 179, u"a100-pcie-40gb", true },
    { u"A100 80GB SXM4", 1, Precision::Fp32, u"resnet50", 1066, u"a100-sxm4-80gb", true },
    { u"A100 80GB SXM4", 1, Precision::Fp32, u"bert_base_squad", 239, u"a100-sxm4-80gb", true },
    { u"RTX A6000", 1, Precision::Fp32, u"resnet50", 514, u"rtx-a6000", true },
    { u"RTX A6000", 1, Precision::Fp32, u"bert_base_squad", 101, u"rtx-a6000", true },
    { u"H100 80GB SXM5", 1, Precision::Fp32, u"resnet50", 1753, u"h100-sxm5-80gb", true },
    { u"H100 80GB SXM5", 1, Precision::Fp32, u"bert_base_squad", 408, u"h100-sxm5-80gb", true },
    { u"LambdaCloud 2x V100 16GB", 2, Precision::Fp32, u"resnet50", 710, u"tesla-v100-sxm2-16gb", true },
    { u"LambdaCloud 2x V100 16GB", 2, Precision::Fp32, u"bert_base_squad", 77, u"tesla-v100-sxm2-16gb", true },
    { u"2x RTX A6000", 2, Precision::Fp32, u"resnet50", 995, u"rtx-a6000", true },
    { u"2x RTX A6000", 2, Precision::Fp32, u"bert_base_squad", 179, u"rtx-a6000", true },
    { u"2x RTX 3090", 2, Precision::Fp32, u"resnet50", 979, u"rtx-3090-fe", true },
    { u"2x RTX 3090", 2, Precision::Fp32, u"bert_base_squad", 154, u"rtx-3090-fe", true },
    { u"2x A100 80GB SXM4", 2, Precision::Fp32, u"resnet50", 2029, u"a100-sxm4-80gb", true },
    { u"2x A100 80GB SXM4", 2, Precision::Fp32, u"bert_base_squad", 411, u"a100-sxm4-80gb", true },
    { u"LambdaCloud 4xV100 16GB", 4, Precision::Fp32, u"resnet50", 1422, u"tesla-v100-sxm2-16gb", true },
    { u"LambdaCloud 4xV100 16GB", 4, Precision::Fp32, u"bert_base_squad", 153, u"tesla-v100-sxm2-16gb", true },
    { u"LambdaCloud 8xV100 16GB", 8, Precision::Fp32, u"resnet50", 2817, u"tesla-v100-sxm2-16gb", true },
    { u"LambdaCloud 8xV100 16GB", 8, Precision::Fp32, u"bert_base_squad", 289, u"tesla-v100-sxm2-16gb", true },
    { u"8x A100 80GB SXM4", 8, Precision::Fp32, u"resnet50", 7397, u"a100-sxm4-80gb", true },
    { u"8x A100 80GB SXM4", 8, Precision::Fp32, u"bert_base_squad", 1362, u"a100-sxm4-80gb", true },
    { u"RTX 4090", 1, Precision::Fp16, u"resnet50", 1301, u"rtx-4090-fe", false },
    { u"RTX 4090", 1, Precision::Fp16, u"bert_base_squad", 297, u"rtx-4090-fe", false },
    { u"RTX 4090", 1, Precision::Fp32, u"resnet50", 721, u"rtx-4090-fe", false },
    { u"RTX 4090", 1, Precision::Fp32, u"bert_base_squad", 137, u"rtx-4090-fe", false },
    { u"RTX 6000 Ada", 1, Precision::Fp16, u"resnet50", 1146, u"rtx-6000-ada", false },
    { u"RTX 6000 Ada", 1, Precision::Fp16, u"bert_base_squad", 255, u"rtx-6000-ada", false },
    { u"RTX 6000 Ada", 1, Precision::Fp32, u"resnet50", 647, u"rtx-6000-ada", false },
    { u"RTX 6000 Ada", 1, Precision::Fp32, u"bert_base_squad", 136, u"rtx-6000-ada", false },
};

} // namespace

std::span<const Row> rows()
{
    return kRows;
}

Benchmark benchmarkOf(const Row &row)
{
    return QStringView(row.model) == u"resnet50" ? Benchmark::Resnet50 : Benchmark::BertBase;
}

Precision effectivePrecision(const Row &row, Architecture arch)
{
    return row.precision == Precision::Fp32 && isNvidia(arch) && arch >= Architecture::Ampere ? Precision::Tf32
                                                                                              : row.precision;
}

QString sourceOf(const Row &row)
{
    const QString file = row.precision == Precision::Fp16 ? QStringLiteral("pytorch/pytorch-train-throughput-fp16.csv")
                                                          : QStringLiteral("pytorch/pytorch-train-throughput-fp32.csv");
    QString out = QStringLiteral("https://github.com/lambdal/deeplearning-benchmark ") + file;
    if (!row.reference)
        out += QStringLiteral(" @ 0551cb70ffdc155dc4cb2c10dddebb65651c3883");
    return out;
}

const Part &dettmersA100()
{
    static const Part part = [] {
        Part p;
        p.id = QStringLiteral("a100-sxm4-40gb");
        p.name = QStringLiteral("NVIDIA A100 SXM4 40GB (DGX A100)");
        p.source = QStringLiteral(
            "https://www.nvidia.com/content/dam/en-zz/Solutions/Data-Center/a100/pdf/nvidia-a100-datasheet.pdf");
        GpuSpec g;
        g.architecture = Architecture::Ampere;
        g.memoryGB = 40;
        g.memoryBandwidthGBs = 1555; // C (gpus.csv, A100 40GB)
        g.fp16TensorTflops = 312;
        g.fp32Tflops = 19.5;
        g.tdpW = 400;
        g.formFactor = GpuFormFactor::Sxm;
        g.cooler = Cooler::Passive;
        g.p2p = true;
        g.precisions = PrecisionSet::forArchitecture(Architecture::Ampere);
        g.sparsity24 = true;
        p.spec = g;
        return p;
    }();
    return part;
}

ResolvedBuild replicated(const PartCatalog &catalog, const Part &part, int count)
{
    Build build;
    if (!catalog.find(part.id))
        build.parts.append(part);
    for (int i = 0; i < count; ++i) {
        GpuPlacement g;
        g.part = part.id;
        build.gpus.append(g);
    }
    return ResolvedBuild::resolve(build, catalog, *Circuit::preset(u"us-120v-15a")).value();
}

QList<Result> singleGpu(const PartCatalog &catalog, bool reference)
{
    QList<Result> out;
    for (const Row &row : kRows) {
        if (row.gpus != 1 || row.reference != reference)
            continue;
        Result r;
        r.row = &row;
        r.part = catalog.find(QString::fromUtf16(row.partId));
        if (r.part && r.part->gpu()) {
            const GpuSpec &spec = *r.part->gpu();
            r.predicted = ThroughputModel::derived(spec, benchmarkOf(row), effectivePrecision(row, spec.architecture));
            r.error = r.predicted / row.samplesPerSec - 1.0;
        }
        out.append(r);
    }
    return out;
}

QList<Result> multiGpu(const PartCatalog &catalog)
{
    QList<Result> out;
    for (const Row &row : kRows) {
        if (row.gpus == 1)
            continue;
        Result r;
        r.row = &row;
        r.part = catalog.find(QString::fromUtf16(row.partId));
        if (r.part && r.part->gpu()) {
            const ResolvedBuild build = replicated(catalog, *r.part, row.gpus);
            EstimateOptions options;
            options.benchmark = benchmarkOf(row);
            options.baselineId = r.part->id; // the card against itself: its own figure, measured where it is
            options.precision = effectivePrecision(row, r.part->gpu()->architecture);
            options.catalog = &catalog;
            const Estimate e = estimate(build, options);
            r.predicted = e.samplesPerSec;
            r.singleSource = e.perGpu.isEmpty() ? ThroughputSource::Derived : e.perGpu.first().source;
            r.error = r.predicted / row.samplesPerSec - 1.0;
        }
        out.append(r);
    }
    return out;
}

double medianAbsoluteError(const QList<Result> &results)
{
    QList<double> errors;
    for (const Result &r : results) {
        if (r.part)
            errors.append(std::abs(r.error));
    }
    if (errors.isEmpty())
        return 0;
    std::sort(errors.begin(), errors.end());
    const qsizetype n = errors.size();
    return n % 2 ? errors[n / 2] : (errors[n / 2 - 1] + errors[n / 2]) / 2.0;
}

} // namespace RigPlan::Calibration
