// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// `check` plus `estimate` of an 8-GPU build with its parts resolved: what the planner does per candidate.
#include "bench/benchbuilds.h"
#include "core/estimate/estimator.h"
#include "tests/support/testcatalog.h"

#include <benchmark/benchmark.h>

using namespace RigPlan;
using namespace RigPlan::Bench;

namespace {

/** check + estimate; `withFixes`: check looks for replacement parts in the catalog (as the GUI does). */
void checkAndEstimate(benchmark::State &state, const char *json, bool withFixes)
{
    const ResolvedBuild build = Test::resolve(Test::buildFrom(json));
    CheckOptions checkOptions;
    if (withFixes)
        checkOptions.catalog = &Test::catalog();
    EstimateOptions estimateOptions;
    estimateOptions.catalog = &Test::catalog();
    for (auto _ : state) {
        CheckReport report = check(build, checkOptions);
        Estimate e = estimate(build, estimateOptions);
        benchmark::DoNotOptimize(report);
        benchmark::DoNotOptimize(e);
    }
    state.counters["speedup"] = estimate(build, estimateOptions).speedup;
}

void estimateOnly(benchmark::State &state, const char *json)
{
    const ResolvedBuild build = Test::resolve(Test::buildFrom(json));
    EstimateOptions options;
    options.catalog = &Test::catalog();
    for (auto _ : state) {
        Estimate e = estimate(build, options);
        benchmark::DoNotOptimize(e);
    }
}

} // namespace

// The planner's loop: check without fix search, then estimate (the target: median <= 5 us).
BENCHMARK_CAPTURE(checkAndEstimate, 1xRtx4090, kOneGpu, false);
BENCHMARK_CAPTURE(checkAndEstimate, 4xRtx3090, kFourGpus, false);
BENCHMARK_CAPTURE(checkAndEstimate, 8xA6000, kEightA6000, false);
BENCHMARK_CAPTURE(checkAndEstimate, 8xMixed, kEightMixed, false);
// As the GUI checks: with the catalog, so findings get part-swap fixes.
BENCHMARK_CAPTURE(checkAndEstimate, 8xMixedWithFixes, kEightMixed, true);
BENCHMARK_CAPTURE(estimateOnly, 8xA6000, kEightA6000);
BENCHMARK_CAPTURE(estimateOnly, 8xMixed, kEightMixed);

BENCHMARK_MAIN();
