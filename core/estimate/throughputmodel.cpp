// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/estimate/throughputmodel.h"

#include "core/estimate/performanceconstants.h"

namespace RigPlan::ThroughputModel {

using namespace PerformanceModel;

namespace {

const WorkloadConstants &constants(WorkloadModel workload)
{
    return workload == WorkloadModel::Cnn ? kCnn : kTransformer;
}

/** Tensor (or, without tensor cores, FP32) TFLOPS the matrix multiplies run at in this precision. */
double computeRate(const GpuSpec &gpu, Precision precision)
{
    const double tensor = gpu.fp16TensorTflops;
    if (tensor <= 0 || precision == Precision::Fp32)
        return gpu.fp32Tflops; // no tensor cores (Pascal): FP16 data is computed in FP32 units
    switch (precision) {
    case Precision::Tf32:
        return tensor * kTf32TensorFactor;
    case Precision::Fp8:
        return tensor * kFp8TensorFactor;
    case Precision::Fp32:
    case Precision::Fp16:
    case Precision::Bf16:
        break;
    }
    return tensor;
}

double memoryFactor(WorkloadModel workload, Precision precision)
{
    switch (precision) {
    case Precision::Fp32:
    case Precision::Tf32:
        return constants(workload).fp32MemoryFactor;
    case Precision::Fp8:
        return kFp8MemoryFactor;
    case Precision::Fp16:
    case Precision::Bf16:
        break;
    }
    return 1.0;
}

double architectureFactor(Architecture arch, WorkloadModel workload)
{
    return arch == Architecture::Volta ? constants(workload).voltaFactor : 1.0;
}

double bandwidthFactor(Architecture arch)
{
    return arch == Architecture::Ada || arch == Architecture::Blackwell ? kLargeL2BandwidthFactor : 1.0;
}

} // namespace

Step step(const GpuSpec &gpu, WorkloadModel workload, Precision precision)
{
    const WorkloadConstants &c = constants(workload);
    const double compute = computeRate(gpu, precision);
    const double bandwidth = gpu.memoryBandwidthGBs * bandwidthFactor(gpu.architecture);
    if (compute <= 0 || bandwidth <= 0)
        return {};
    return { c.matmulShare * kRefTensorTflops / compute,
        (1.0 - c.matmulShare) * kRefBandwidthGBs / bandwidth * memoryFactor(workload, precision) };
}

double derived(const GpuSpec &gpu, WorkloadModel workload, Precision precision, bool sparse)
{
    Step s = step(gpu, workload, precision);
    if (s.total() <= 0)
        return 0;
    if (sparse)
        s.matmul /= kSparsityMatmulSpeedup;
    return constants(workload).samplesPerSecAtRef * architectureFactor(gpu.architecture, workload) / s.total();
}

double sparsityGain(const GpuSpec &gpu, WorkloadModel workload, Precision precision)
{
    const Step s = step(gpu, workload, precision);
    if (s.total() <= 0)
        return 1.0;
    return s.total() / (s.matmul / kSparsityMatmulSpeedup + s.memory);
}

const std::optional<MeasuredThroughput> &measured(const GpuSpec &gpu, WorkloadModel workload)
{
    return workload == WorkloadModel::Cnn ? gpu.measured.cnn : gpu.measured.transformer;
}

double single(const GpuSpec &gpu, WorkloadModel workload, Precision precision, bool sparse, ThroughputSource *source)
{
    const double gain = sparse ? sparsityGain(gpu, workload, precision) : 1.0;
    const std::optional<MeasuredThroughput> &m = measured(gpu, workload);
    if (m && m->samplesPerSec > 0) {
        *source = ThroughputSource::Measured;
        double rate = m->samplesPerSec;
        if (m->precision != precision) {
            // The formula carries the measurement to another precision; FP16 and BF16 run alike.
            const double at = derived(gpu, workload, m->precision);
            if (at > 0)
                rate *= derived(gpu, workload, precision) / at;
        }
        return rate * gain;
    }
    *source = ThroughputSource::Derived;
    return derived(gpu, workload, precision) * gain;
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
