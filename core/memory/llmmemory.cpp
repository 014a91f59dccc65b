// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// LLM training and fine-tuning: memory per GPU by part and strategy (shared/spec/workloads.md).
#include "core/memory/llmmemory.h"

#include "core/resolvedbuild.h"

#include <algorithm>
#include <optional>

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
} // namespace

double adapterParams(const LlmShape &s)
{
    const double h = s.hidden;
    return kLoraRank * s.layers * (4 * 2 * h + 3 * (h + 2.7 * h));
}

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

LlmCards cardsOf(const ResolvedBuild &build)
{
    LlmCards c;
    c.gpus = static_cast<int>(build.gpus.size());
    for (int i = 0; i < c.gpus; ++i) {
        const double gb = build.gpus[static_cast<std::size_t>(i)].spec->memoryGB;
        if (c.smallest < 0 || gb < c.smallestGB) {
            c.smallestGB = gb;
            c.smallest = i;
        }
        if (i > 0 && gb != build.gpus[0].spec->memoryGB)
            c.mixed = true;
    }
    return c;
}

LlmFit fitUnder(const LlmCards &cards, const LlmJob &job, const LlmShape &shape, LlmParallel parallel)
{
    LlmFit f;
    f.parallel = parallel;
    f.shape = shape;
    f.gpus = cards.gpus;
    const int n = f.gpus;
    f.perGpu = memory(job, shape, parallel, n);
    f.smallestCardGB = cards.smallestGB;
    f.smallestCard = cards.smallest;
    f.mixedCards = cards.mixed;
    f.fits = n > 0 && f.perGpu.total() <= f.smallestCardGB;
    f.headsIndivisible = parallel == LlmParallel::Tensor && n > 1 && shape.attentionHeads % n != 0;
    return f;
}

LlmFit fitUnder(const ResolvedBuild &build, const LlmJob &job, const LlmShape &shape, LlmParallel parallel)
{
    return fitUnder(cardsOf(build), job, shape, parallel);
}

bool autoMayChoose(LlmParallel parallel, const LlmShape &shape, int gpus, bool mixedCards)
{
    if (gpus <= 1)
        return parallel == LlmParallel::Ddp;
    if (parallel == LlmParallel::Tensor)
        return shape.attentionHeads % gpus == 0 && !mixedCards; // parallel.divisibility would warn
    return parallel != LlmParallel::Auto;
}

LlmFit fitMemory(const ResolvedBuild &build, const LlmJob &job)
{
    const LlmShape shape = shapeOf(job);
    const LlmCards cards = cardsOf(build);
    if (job.parallel != LlmParallel::Auto)
        return fitUnder(cards, job, shape, job.parallel);
    std::optional<LlmFit> smallest;
    for (LlmParallel p : { LlmParallel::Ddp, LlmParallel::Fsdp, LlmParallel::Tensor, LlmParallel::Pipeline }) {
        if (!autoMayChoose(p, shape, cards.gpus, cards.mixed))
            continue;
        LlmFit f = fitUnder(cards, job, shape, p);
        if (f.fits)
            return f;
        if (!smallest || f.perGpu.total() < smallest->perGpu.total())
            smallest = f;
    }
    return smallest ? *smallest : fitUnder(cards, job, shape, LlmParallel::Fsdp);
}

bool fitsOn(const LlmJob &job, double cardGB, int gpus)
{
    const LlmShape shape = shapeOf(job);
    for (LlmParallel p : { LlmParallel::Ddp, LlmParallel::Fsdp, LlmParallel::Tensor, LlmParallel::Pipeline }) {
        if (job.parallel != LlmParallel::Auto && p != job.parallel)
            continue;
        if (job.parallel == LlmParallel::Auto && !autoMayChoose(p, shape, gpus, false))
            continue;
        if (memory(job, shape, p, gpus).total() <= cardGB)
            return true;
    }
    return false;
}

} // namespace RigPlan::LlmModel
