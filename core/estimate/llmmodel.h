// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/build.h"

#include <QVarLengthArray>

#include <array>

namespace RigPlan {

struct ResolvedBuild;
struct GradientLink;

/** A decoder-only transformer's shape: given in the build, or the typical one for its size. */
struct LlmShape
{
    int layers = 0;
    int hidden = 0;
    int attentionHeads = 0;
    bool derived = false; // not given: taken from the nearest published model of that size
};

/** GB (10^9 bytes) each GPU holds for one LLM job under one strategy (shared/spec/workloads.md). */
struct LlmMemory
{
    double weights = 0;
    double gradients = 0;
    double optimizer = 0;
    double activations = 0;
    double overhead = 0;
    double total() const { return weights + gradients + optimizer + activations + overhead; }
    double modelStates() const { return weights + gradients + optimizer; }
};

/** What an LLM estimate says for the chosen (or, under auto, the picked) strategy. */
struct LlmEstimate
{
    LlmJob job;
    LlmParallel parallel = LlmParallel::Fsdp; // the strategy used (auto resolved)
    int gpus = 0;
    LlmShape shape;
    LlmMemory perGpu;
    double smallestCardGB = 0; // memory is never pooled: the smallest card must hold its share
    int smallestCard = -1;
    bool fits = false;
    bool mixedCards = false; // the smaller card sets an even split
    bool headsIndivisible = false; // tensor parallel: attention heads not divisible by the GPU count
    double tokensPerSec = 0;
    double mfu = 0; // model FLOPs utilisation used
};

namespace LlmModel {

/** The job's shape, derived from its size where the build does not give it. */
LlmShape shapeOf(const LlmJob &job);

/** Memory per GPU for `gpus` cards under `parallel` (not Auto). Activations use full checkpointing (A). */
LlmMemory memory(const LlmJob &job, const LlmShape &shape, LlmParallel parallel, int gpus);

/**
 * The LLM estimate of a build: memory per GPU, whether it fits the smallest card, and tokens/s from
 * 6 x params FLOPs per token at a cited MFU, less the strategy's communication over `link`.
 */
LlmEstimate estimate(const ResolvedBuild &build, const LlmJob &job, const GradientLink &link);

/** Tokens/s of one card of these specs on the job at its MFU (memory not asked): the speedup's baseline. */
double singleCardTokensPerSec(const GpuSpec &gpu, const LlmJob &job);

/** Whether `gpus` cards of `cardGB` each hold the job under its strategy (auto: under any that applies). */
bool fitsOn(const LlmJob &job, double cardGB, int gpus);

/** Just the memory side (what memory.fit and parallel.divisibility read): no speeds. */
LlmEstimate fit(const ResolvedBuild &build, const LlmJob &job);

/** QLoRA's NF4 weights with double quantisation: 4 bits + 0.127 bits of constants per parameter (Dettmers 2023). */
inline constexpr double kNf4BytesPerParam = (4.0 + 0.127) / 8.0;
/** Full fine-tuning with Adam in mixed precision: 2 weights + 2 gradients + 12 optimizer (ZeRO, 2020). */
inline constexpr double kFullWeightBytes = 2, kFullGradientBytes = 2, kFullOptimizerBytes = 12;
/** LoRA rank used for adapter size: 16 on every linear layer (A: the common PEFT setting). */
inline constexpr int kLoraRank = 16;
/** CUDA context, allocator slack and communication buffers per GPU (A). */
inline constexpr double kOverheadGB = 1.0;

} // namespace LlmModel
} // namespace RigPlan
