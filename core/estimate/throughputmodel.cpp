// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/estimate/throughputmodel.h"

#include "core/estimate/benchmarkmodel.h"

namespace RigPlan::ThroughputModel {

double derived(const GpuSpec &gpu, Benchmark benchmark, Precision precision, bool sparse)
{
    return BenchmarkModel::derived(gpu, benchmark, precision, sparse);
}

double sparsityGain(const GpuSpec &gpu, Benchmark benchmark, Precision precision)
{
    const double dense = derived(gpu, benchmark, precision);
    return dense > 0 ? derived(gpu, benchmark, precision, true) / dense : 1.0;
}

const std::optional<MeasuredThroughput> &measured(const GpuSpec &gpu, Benchmark benchmark)
{
    return gpu.measured.of(benchmark);
}

double measuredAt(const GpuSpec &gpu, Benchmark benchmark, Precision precision, bool sparse)
{
    const std::optional<MeasuredThroughput> &m = measured(gpu, benchmark);
    if (!m || m->samplesPerSec <= 0)
        return 0;
    double rate = m->samplesPerSec;
    const Precision ran = BenchmarkModel::effectivePrecision(m->precision, gpu.architecture);
    const bool alike = ran == precision
        || (ran != Precision::Fp32 && ran != Precision::Tf32 && ran != Precision::Fp8
            && (precision == Precision::Fp16 || precision == Precision::Bf16));
    if (!alike) {
        const double at = derived(gpu, benchmark, ran);
        if (at > 0)
            rate *= derived(gpu, benchmark, precision) / at;
    }
    return sparse ? rate * sparsityGain(gpu, benchmark, precision) : rate;
}

Precision fallback(Precision requested, PrecisionSet supported)
{
    // Each step keeps the training numerics as close as possible: FP8 and BF16 fall to FP16, TF32 to FP32.
    Precision p = requested;
    while (p != Precision::Fp32 && !supported.contains(p)) {
        switch (p) {
        case Precision::Fp8:
            p = Precision::Bf16;
            break;
        case Precision::Bf16:
            p = Precision::Fp16;
            break;
        case Precision::Fp16:
        case Precision::Tf32:
        case Precision::Fp32:
            p = Precision::Fp32;
            break;
        }
    }
    return p;
}

} // namespace RigPlan::ThroughputModel
