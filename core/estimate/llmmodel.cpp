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

struct KnownShape
{
    double paramsB;
    int layers, hidden, heads;
};

// Published configurations (U: the model cards and papers): Llama 3.2 1B and 3B, Llama 2 7B and 13B,
// Code Llama 34B, LLaMA 65B, Llama 2 70B, GPT-3 175B, Llama 3.1 405B.
constexpr KnownShape kShapes[] = {
    { 1.24, 16, 2048, 32 },
    { 3.2, 28, 3072, 24 },
    { 6.7, 32, 4096, 32 },
    { 13.0, 40, 5120, 40 },
    { 34.0, 48, 8192, 64 },
    { 65.0, 80, 8192, 64 },
    { 70.0, 80, 8192, 64 },
    { 175.0, 96, 12288, 96 },
    { 405.0, 126, 16384, 128 },
};

/** Vocabulary used for the logits' memory (A: Llama 2's 32000). */
constexpr double kVocab = 32000;
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
    }
    return 0.3;
}

/** LoRA adapter parameters: rank r on q, k, v, o (h x h) and the three MLP matrices (h x 2.7h). */
double adapterParams(const LlmShape &s)
{
    const double h = s.hidden;
    return kLoraRank * s.layers * (4 * 2 * h + 3 * (h + 2.7 * h));
}

double tensorTflops(const GpuSpec &g)
{
    return g.fp16TensorTflops > 0 ? g.fp16TensorTflops : g.fp32Tflops;
}

} // namespace

LlmShape shapeOf(const LlmJob &job)
{
    // Nearest in ratio (log distance) without a logarithm: the planner asks this per candidate.
    const auto distance = [&job](const KnownShape &k) {
        return job.paramsB > 0 ? std::max(k.paramsB / job.paramsB, job.paramsB / k.paramsB) : 0.0;
    };
    const KnownShape *nearest = &kShapes[0];
    for (const KnownShape &k : kShapes) {
        if (distance(k) < distance(*nearest))
            nearest = &k;
    }
    LlmShape s { job.layers.value_or(nearest->layers), job.hidden.value_or(nearest->hidden),
        job.attentionHeads.value_or(nearest->heads), false };
    s.derived = !job.layers || !job.hidden || !job.attentionHeads;
    return s;
}

LlmMemory memory(const LlmJob &job, const LlmShape &shape, LlmParallel parallel, int gpus)
{
    const int n = std::max(gpus, 1);
    const double params = job.paramsB * 1e9;
    const double gb = 1e-9;
    LlmMemory m;
    if (job.method == LlmMethod::Full) {
        m.weights = params * kFullWeightBytes * gb;
        m.gradients = params * kFullGradientBytes * gb;
        m.optimizer = params * kFullOptimizerBytes * gb;
    } else {
        // Frozen base weights (16-bit, or NF4 for QLoRA); the adapters train with Adam in mixed precision.
        const double adapters = adapterParams(shape);
        const double frozen = job.method == LlmMethod::Qlora ? kNf4BytesPerParam : 2.0;
        m.weights = (params * frozen + adapters * kFullWeightBytes) * gb;
        m.gradients = adapters * kFullGradientBytes * gb;
        m.optimizer = adapters * kFullOptimizerBytes * gb;
    }
    if (parallel != LlmParallel::Ddp) {
        // fsdp (ZeRO-3), tensor and pipeline each hold 1/n of the model states.
        m.weights /= n;
        m.gradients /= n;
        m.optimizer /= n;
    }
    // Activations in 16 bits with full checkpointing (A: the usual setting for fine-tuning; FlashAttention
    // keeps no s^2 scores): every layer's input (2sbh), one layer recomputed (34sbh, Korthikanti et al. 2022),
    // and the FP32 logits with their gradient.
    const double sbh = double(job.seqLen) * job.microBatch * shape.hidden;
    double act = 2.0 * sbh * shape.layers + 34.0 * sbh;
    if (parallel == LlmParallel::Tensor)
        act /= n; // with sequence parallelism (Korthikanti et al. 2022)
    act += 2.0 * 4.0 * job.seqLen * job.microBatch * kVocab;
    m.activations = act * gb;
    m.overhead = kOverheadGB;
    if (parallel == LlmParallel::Fsdp && n > 1 && shape.layers > 0) // two layers gathered whole at a time
        m.overhead += 2.0 * (job.paramsB * 1e9 / shape.layers) * 2.0 * gb;
    return m;
}

namespace {

LlmEstimate evaluate(const ResolvedBuild &build, const LlmJob &job, const LlmShape &shape, LlmParallel parallel,
    const GradientLink *link)
{
    LlmEstimate e;
    e.job = job;
    e.parallel = parallel;
    e.shape = shape;
    e.gpus = static_cast<int>(build.gpus.size());
    const int n = e.gpus;
    e.perGpu = memory(job, shape, parallel, n);
    for (int i = 0; i < n; ++i) {
        const GpuSpec &g = *build.gpus[static_cast<std::size_t>(i)].spec;
        if (e.smallestCard < 0 || g.memoryGB < e.smallestCardGB) {
            e.smallestCardGB = g.memoryGB;
            e.smallestCard = i;
        }
        if (i > 0 && g.memoryGB != build.gpus[0].spec->memoryGB)
            e.mixedCards = true;
    }
    e.fits = n > 0 && e.perGpu.total() <= e.smallestCardGB;
    e.headsIndivisible = parallel == LlmParallel::Tensor && n > 1 && shape.attentionHeads % n != 0;
    if (!link || n == 0 || job.paramsB <= 0)
        return e;

    // Compute: 6 x params FLOPs per token (Kaplan et al. 2020) on the slowest card at its MFU.
    double slowest = 0;
    double mfu = 1;
    for (int i = 0; i < n; ++i) {
        const GpuSpec &g = *build.gpus[static_cast<std::size_t>(i)].spec;
        const bool datacenter = g.fp32Tflops > 0 && g.fp16TensorTflops / g.fp32Tflops >= 8;
        const double m = mfuOf(g.architecture, datacenter);
        const double rate = tensorTflops(g) * m;
        if (i == 0 || rate < slowest) {
            slowest = rate;
            mfu = m;
        }
    }
    if (job.method == LlmMethod::Qlora) { // A: NF4 dequantisation before every matrix multiply
        mfu *= kQloraSpeed;
        slowest *= kQloraSpeed;
    }
    e.mfu = mfu;
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
    const LlmShape shape = shapeOf(job);
    if (job.parallel != LlmParallel::Auto)
        return evaluate(build, job, shape, job.parallel, link);
    // auto: the fastest strategy that fits; when none fits, the one that needs the least memory.
    std::optional<LlmEstimate> best;
    std::optional<LlmEstimate> smallest;
    const int n = static_cast<int>(build.gpus.size());
    for (LlmParallel p : { LlmParallel::Ddp, LlmParallel::Fsdp, LlmParallel::Tensor, LlmParallel::Pipeline }) {
        if (n <= 1 && p != LlmParallel::Ddp)
            continue;
        LlmEstimate e = evaluate(build, job, shape, p, link);
        if (e.headsIndivisible)
            continue;
        if (e.fits && (!best || e.tokensPerSec > best->tokensPerSec))
            best = e;
        if (!smallest || e.perGpu.total() < smallest->perGpu.total())
            smallest = e;
    }
    if (best)
        return *best;
    return smallest ? *smallest : evaluate(build, job, shape, LlmParallel::Fsdp, link);
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

bool fitsOn(const LlmJob &job, double cardGB, int gpus)
{
    const LlmShape shape = shapeOf(job);
    for (LlmParallel p : { LlmParallel::Ddp, LlmParallel::Fsdp, LlmParallel::Tensor, LlmParallel::Pipeline }) {
        if (job.parallel != LlmParallel::Auto && p != job.parallel)
            continue;
        if (job.parallel == LlmParallel::Auto
            && ((gpus <= 1 && p != LlmParallel::Ddp)
                || (p == LlmParallel::Tensor && gpus > 1 && shape.attentionHeads % gpus != 0)))
            continue;
        if (memory(job, shape, p, gpus).total() <= cardGB)
            return true;
    }
    return false;
}

LlmEstimate fit(const ResolvedBuild &build, const LlmJob &job)
{
    // Without a link the speeds are not computed; auto then picks the first strategy that fits.
    const GradientLink link = ScalingModel::link(build);
    return choose(build, job, &link);
}

} // namespace RigPlan::LlmModel
