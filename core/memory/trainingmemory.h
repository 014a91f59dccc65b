// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The memory a training run needs per card: a fact about the workload that both the memory.fit rule
// (core/rules) and the estimator's notes (core/estimate) read, so it sits below both. It is one of the
// performance model's constants (core/estimate/performanceconstants.h includes it).

namespace RigPlan::PerformanceModel {

/**
 * Mixed-precision training with Adam keeps 16 bytes per parameter on every data-parallel card: FP16
 * weights and gradients (2 + 2) and FP32 master weights, momentum and variance (12), before activations
 * (U: Rajbhandari et al., ZeRO, SC'20, arXiv:1910.02054, section 3.1; FP32 training with Adam is also 16).
 */
inline constexpr double kAdamBytesPerParam = 16.0;

/** GB a data-parallel card needs to train a model of this many billion parameters with Adam. */
constexpr double adamTrainingGB(double paramsBillion)
{
    return paramsBillion * kAdamBytesPerParam;
}

} // namespace RigPlan::PerformanceModel
