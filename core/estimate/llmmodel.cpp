// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// LLM training and fine-tuning: memory per GPU by part and strategy, and tokens/s at a cited MFU.
#include "core/estimate/llmmodel.h"

#include "core/estimate/performanceconstants.h"
#include "core/estimate/scalingmodel.h"
#include "core/resolvedbuild.h"

#include <algorithm>
#include <cmath>

namespace RigPlan::LlmModel {

namespace {

/** Micro-batches per pipeline stage in flight for the bubble (A: 4 per stage). */
constexpr int kMicroBatchesPerStage = 4;
/** QLoRA's speed against 16-bit LoRA: dequantising NF4 before each matrix multiply (A). */
constexpr double kQloraSpeed = 0.75;

/** Model FLOPs utilisation per architecture at 6 x params FLOPs per token. */
double mfuOf(Architecture arch, bool datacenter)
{
    switch (arch) {
    case Architecture::Pascal:
        return 0.25; // A
    case Architecture::Volta:
        return 0.30; // S: Megatron-LM (Shoeybi et al. 2019), 39 TFLOPS of 125 on one V100
    case Architecture::Turing:
        return 0.30; // A
    case Architecture::Ampere:
        return datacenter ? 0.52 : 0.40; // C: Narayanan et al. SC'21, 163 of 312 TFLOPS per A100; GA102 A
    case Architecture::Ada:
        return 0.40; // A
    case Architecture::Hopper:
        return 0.40; // S: Llama 3 (Dubey et al. 2024, table 4), 38-43% BF16 MFU on H100
    case Architecture::Blackwell:
        return 0.35; // A: young software stack
    case Architecture::Rdna3:
    case Architecture::Cdna2:
        return 0.30; // A: no ROCm training MFU measured here; set as Turing's, below NVIDIA's current cards
    }
    return 0.3;
}

double tensorTflops(const GpuSpec &g)
{
    return g.fp16TensorTflops > 0 ? g.fp16TensorTflops : g.fp32Tflops;
}

/** The slowest card's tensor rate at its MFU, in TFLOPS (every strategy waits for it), and that MFU. */
struct ComputeRate
{
    double tflops = 0;
    double mfu = 1;
};

ComputeRate slowestCard(const ResolvedBuild &build, const LlmJob &job)
{
    ComputeRate slowest;
    for (std::size_t i = 0; i < build.gpus.size(); ++i) {
        const GpuSpec &g = *build.gpus[i].spec;
        const bool datacenter = g.fp32Tflops > 0 && g.fp16TensorTflops / g.fp32Tflops >= 8;
        const double m = mfuOf(g.architecture, datacenter);
        const double rate = tensorTflops(g) * m;
        if (i == 0 || rate < slowest.tflops)
            slowest = { rate, m };
    }
    if (job.method == LlmMethod::Qlora) { // A: NF4 dequantisation before every matrix multiply
        slowest.mfu *= kQloraSpeed;
        slowest.tflops *= kQloraSpeed;
    }
    return slowest;
}

LlmEstimate evaluate(const LlmCards &cards, const ComputeRate &slowestRate, const LlmJob &job,
    const LlmShape &shape, LlmParallel parallel, const GradientLink *link)
{
    LlmEstimate e;
    static_cast<LlmFit &>(e) = fitUnder(cards, job, shape, parallel);
    e.job = job;
    const int n = e.gpus;
    if (!link || n == 0 || job.paramsB <= 0)
        return e;

    // Compute: 6 x params FLOPs per token (Kaplan et al. 2020) on the slowest card at its MFU.
    const double slowest = slowestRate.tflops;
    e.mfu = slowestRate.mfu;
    const double flopsPerToken = 6.0 * job.paramsB * 1e9;
    const double perGpuTokens = slowest * 1e12 / flopsPerToken; // one card on its own tokens
    const double stepTokens = double(job.seqLen) * job.microBatch;
    const double bus = std::max(link->busGBs, 1e-3) * 1e9;
    const double trainedParams = job.method == LlmMethod::Full ? job.paramsB * 1e9 : adapterParams(shape);
    double tokens = 0;
    switch (parallel) {
    case LlmParallel::Ddp:
    case LlmParallel::Fsdp:
    case LlmParallel::Auto: {
        const double compute = stepTokens / perGpuTokens;
        // ddp all-reduces 16-bit gradients; fsdp also gathers the weights twice (ZeRO-3: 1.5x ddp's volume).
        double bytes = trainedParams * 2.0 * 2.0 * (n - 1) / std::max(n, 1);
        if (parallel == LlmParallel::Fsdp)
            bytes = job.paramsB * 1e9 * (job.method == LlmMethod::Qlora ? kNf4BytesPerParam : 2.0) * 2.0 * (n - 1)
                    / std::max(n, 1)
                + bytes / 2.0;
        const double comm = n > 1 ? bytes / bus : 0;
        const double step = compute + std::max(0.0, comm - PerformanceModel::kOverlapShare * compute);
        tokens = n * stepTokens / step;
        break;
    }
    case LlmParallel::Tensor: {
        // Every layer all-reduces its activations twice forward and twice backward (Megatron-LM), not hidden.
        const double compute = 1.0 / (perGpuTokens * n);
        const double bytes = n > 1 ? shape.layers * 4.0 * 2.0 * shape.hidden * 2.0 * (n - 1) / n : 0;
        tokens = 1.0 / (compute + bytes / bus);
        break;
    }
    case LlmParallel::Pipeline: {
        const int m = kMicroBatchesPerStage * n;
        const double bubble = double(n - 1) / (m + n - 1); // GPipe / 1F1B bubble
        tokens = perGpuTokens * n * (1.0 - bubble);
        break;
    }
    }
    e.tokensPerSec = tokens;
    return e;
}

LlmEstimate choose(const ResolvedBuild &build, const LlmJob &job, const GradientLink *link)
{
    // What every strategy asks of the build, read once.
    const LlmShape shape = shapeOf(job);
    const LlmCards cards = cardsOf(build);
    const ComputeRate slowest = link ? slowestCard(build, job) : ComputeRate();
    if (job.parallel != LlmParallel::Auto)
        return evaluate(cards, slowest, job, shape, job.parallel, link);
    // auto: the fastest strategy that fits; when none fits, the one that needs the least memory.
    std::optional<LlmEstimate> best;
    std::optional<LlmEstimate> smallest;
    for (LlmParallel p : { LlmParallel::Ddp, LlmParallel::Fsdp, LlmParallel::Tensor, LlmParallel::Pipeline }) {
        if (!autoMayChoose(p, shape, cards.gpus, cards.mixed))
            continue;
        LlmEstimate e = evaluate(cards, slowest, job, shape, p, link);
        if (e.fits && (!best || e.tokensPerSec > best->tokensPerSec))
            best = e;
        if (!smallest || e.perGpu.total() < smallest->perGpu.total())
            smallest = e;
    }
    if (best)
        return *best;
    return smallest ? *smallest : evaluate(cards, slowest, job, shape, LlmParallel::Fsdp, link);
}

} // namespace

LlmEstimate estimate(const ResolvedBuild &build, const LlmJob &job, const GradientLink &link)
{
    return choose(build, job, &link);
}

double singleCardTokensPerSec(const GpuSpec &gpu, const LlmJob &job)
{
    if (job.paramsB <= 0)
        return 0;
    const bool datacenter = gpu.fp32Tflops > 0 && gpu.fp16TensorTflops / gpu.fp32Tflops >= 8;
    const double speed = job.method == LlmMethod::Qlora ? kQloraSpeed : 1.0;
    return tensorTflops(gpu) * 1e12 * mfuOf(gpu.architecture, datacenter) * speed / (6.0 * job.paramsB * 1e9);
}

LlmEstimate fit(const ResolvedBuild &build, const LlmJob &job)
{
    // Without a link the speeds are not computed; auto then picks the first strategy that fits.
    const GradientLink link = ScalingModel::link(build);
    return choose(build, job, &link);
}

} // namespace RigPlan::LlmModel
