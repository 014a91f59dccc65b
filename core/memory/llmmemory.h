// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/build.h"

namespace RigPlan {

struct ResolvedBuild;

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

/** Whether an LLM job fits a build's cards under one strategy: memory only, no speeds. */
struct LlmFit
{
    LlmParallel parallel = LlmParallel::Fsdp; // the strategy (auto resolved)
    int gpus = 0;
    LlmShape shape;
    LlmMemory perGpu;
    double smallestCardGB = 0; // memory is never pooled: the smallest card must hold its share
    int smallestCard = -1;
    bool fits = false;
    bool mixedCards = false; // the smaller card sets an even split
    bool headsIndivisible = false; // tensor parallel: attention heads not divisible by the GPU count
};

/*
 * The memory side of LLM training and fine-tuning, below the rules (memory.fit, parallel.divisibility)
 * and the estimator (tokens/s, core/estimate/llmmodel.h), which both read it.
 */
namespace LlmModel {

/** The job's shape, derived from its size where the build does not give it. */
LlmShape shapeOf(const LlmJob &job);

/** Memory per GPU for `gpus` cards under `parallel` (not Auto). Activations use full checkpointing (A). */
LlmMemory memory(const LlmJob &job, const LlmShape &shape, LlmParallel parallel, int gpus);

/** What the strategies ask of a build's cards, read once per question: how many, the smallest, alike or not. */
struct LlmCards
{
    int gpus = 0;
    double smallestGB = 0;
    int smallest = -1; // index of the smallest card
    bool mixed = false; // memory sizes differ: the smaller card sets an even split
};

/** The build's cards as the memory side sees them. */
LlmCards cardsOf(const ResolvedBuild &build);

/** LoRA adapter parameters: rank kLoraRank on q, k, v, o (h x h) and the three MLP matrices (h x 2.7h). */
double adapterParams(const LlmShape &shape);

/** The job on the build's cards under `parallel` (not Auto). */
LlmFit fitUnder(const ResolvedBuild &build, const LlmJob &job, const LlmShape &shape, LlmParallel parallel);
/** The same, with the cards read already (the strategy searches ask it four times of the same cards). */
LlmFit fitUnder(const LlmCards &cards, const LlmJob &job, const LlmShape &shape, LlmParallel parallel);

/**
 * Whether the build's cards hold the job. Auto: the strategies auto may choose (not tensor where the
 * heads do not divide or the cards differ); the first that fits in the order ddp, fsdp, tensor,
 * pipeline, or when none fits the one that needs the least memory. The estimator picks the fastest of
 * those that fit, so "fits" is the same for both.
 */
LlmFit fitMemory(const ResolvedBuild &build, const LlmJob &job);

/** Whether `gpus` cards of `cardGB` each hold the job under its strategy (auto: under any that applies). */
bool fitsOn(const LlmJob &job, double cardGB, int gpus);

/** The strategies auto may choose on `gpus` cards of this shape (mixed: the cards differ). */
bool autoMayChoose(LlmParallel parallel, const LlmShape &shape, int gpus, bool mixedCards);

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
