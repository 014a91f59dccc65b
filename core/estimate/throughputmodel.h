// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/build.h"
#include "core/estimate/estimator.h"
#include "core/part.h"

namespace RigPlan::ThroughputModel {

/** One training step split in two, in units of the reference card's whole step. */
struct Step
{
    double matmul = 0; // time of the matrix-multiply part, relative to the reference card's whole step
    double memory = 0; // time of the memory-bound part, same scale
    double total() const { return matmul + memory; }
};

/** The two parts of one training step on this card at this precision (dense). */
Step step(const GpuSpec &gpu, WorkloadModel workload, Precision precision);

/**
 * Samples per second the formula gives for one card from its specs alone, ignoring any measured
 * figure: what the calibration compares against the measurements.
 */
double derived(const GpuSpec &gpu, WorkloadModel workload, Precision precision, bool sparse = false);

/** Speed gain of 2:4 sparsity on this card: only the matrix-multiply part speeds up, so at most 2x. */
double sparsityGain(const GpuSpec &gpu, WorkloadModel workload, Precision precision);

/** The card's measured figure for a workload, if its catalog entry has one. */
const std::optional<MeasuredThroughput> &measured(const GpuSpec &gpu, WorkloadModel workload);

/**
 * One card's samples per second: its measured figure where it has one (scaled by the formula to another
 * precision, and by the sparsity gain), otherwise the derived figure. `source` says which.
 */
double single(const GpuSpec &gpu, WorkloadModel workload, Precision precision, bool sparse, ThroughputSource *source);

/**
 * The precision a card runs when `requested` is asked: the request if it supports it, otherwise the
 * first supported along fp8 -> bf16 -> fp16 -> fp32 (tf32 -> fp32). FP32 is always available.
 */
Precision fallback(Precision requested, PrecisionSet supported);

} // namespace RigPlan::ThroughputModel
