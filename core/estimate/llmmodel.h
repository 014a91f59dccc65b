// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/build.h"
#include "core/memory/llmmemory.h"

#include <QVarLengthArray>

#include <array>

namespace RigPlan {

struct ResolvedBuild;
struct GradientLink;

/** What an LLM estimate says for the chosen (or, under auto, the picked) strategy. */
struct LlmEstimate : LlmFit
{
    LlmJob job;
    double tokensPerSec = 0;
    double mfu = 0; // model FLOPs utilisation used
};

namespace LlmModel {

/**
 * The LLM estimate of a build: memory per GPU, whether it fits the smallest card, and tokens/s from
 * 6 x params FLOPs per token at a cited MFU, less the strategy's communication over `link`.
 */
LlmEstimate estimate(const ResolvedBuild &build, const LlmJob &job, const GradientLink &link);

/** Tokens/s of one card of these specs on the job at its MFU (memory not asked): the speedup's baseline. */
double singleCardTokensPerSec(const GpuSpec &gpu, const LlmJob &job);

/** The estimate without the link's speeds measured twice: the strategy auto picks, its memory and speed. */
LlmEstimate fit(const ResolvedBuild &build, const LlmJob &job);

} // namespace LlmModel
} // namespace RigPlan
