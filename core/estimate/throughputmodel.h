// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/build.h"
#include "core/estimate/estimator.h"
#include "core/part.h"

namespace RigPlan::ThroughputModel {

/**
 * Samples per second the formula gives for one card from its specs alone, ignoring any measured
 * figure: what the calibration compares against the measurements.
 */
double derived(const GpuSpec &gpu, Benchmark benchmark, Precision precision, bool sparse = false);

/** Speed gain of 2:4 sparsity on this card: only the matrix-multiply part speeds up, so at most 2x. */
double sparsityGain(const GpuSpec &gpu, Benchmark benchmark, Precision precision);

/** The card's measured figure for a benchmark, if its catalog entry has one. */
const std::optional<MeasuredThroughput> &measured(const GpuSpec &gpu, Benchmark benchmark);

/**
 * The card's measured figure carried to `precision` (the formula's ratio between the two precisions;
 * FP16 and BF16 run alike) and the sparsity gain; 0 when it has none.
 */
double measuredAt(const GpuSpec &gpu, Benchmark benchmark, Precision precision, bool sparse);

/**
 * The precision a card runs when `requested` is asked: the request if it supports it, otherwise the
 * first supported along fp8 -> bf16 -> fp16 -> fp32 (tf32 -> fp32). FP32 is always available.
 */
Precision fallback(Precision requested, PrecisionSet supported);

} // namespace RigPlan::ThroughputModel
