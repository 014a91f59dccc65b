// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// `check` plus `estimate` of an 8-GPU build with its parts resolved: what the planner does per candidate.
#include "core/estimate/estimator.h"
#include "tests/support/testcatalog.h"

#include <benchmark/benchmark.h>

using namespace RigPlan;

namespace {

// bench_check's clean 8-GPU build (eight A6000s in an open frame, four on risers), plus a workload.
constexpr const char *kEightA6000 = R"({
  "case": "test-open-frame", "workload": {"model": "transformer", "precision": "bf16", "modelParamsB": 1},
  "gpus": [
    {"part": "rtx-a6000", "slot": 1}, {"part": "rtx-a6000", "slot": 3}, {"part": "rtx-a6000", "slot": 5},
    {"part": "rtx-a6000", "slot": 7}, {"part": "rtx-a6000", "slot": 2, "riser": {"mount": "frame", "gen": 4}},
    {"part": "rtx-a6000", "slot": 4, "riser": {"mount": "frame", "gen": 4}},
    {"part": "rtx-a6000", "slot": 6, "riser": {"mount": "frame", "gen": 4}},
    {"part": "rtx-a6000", "slot": 2, "riser": {"mount": "frame", "gen": 4}}]
})";

// The messy 8-GPU build of bench_check: mixed cards, fp8 on Ampere, sparsity, risers, two PSUs.
constexpr const char *kEightMixed = R"({
  "case": "test-open-frame", "board": "test-board-7", "cpu": "test-cpu-165",
  "psus": ["test-1600-p2", {"part": "test-2000-230v", "circuit": 1}],
  "circuits": ["us-120v-20a", "us-120v-20a"],
  "gpus": [
    {"part": "rtx-3090-turbo", "slot": 1, "powerLimitW": 300, "nvlinkWith": 1},
    {"part": "rtx-3090-turbo", "slot": 4, "powerLimitW": 300},
    {"part": "rtx-3090-turbo", "slot": 6, "psu": 1},
    {"part": "rtx-3080-fe", "slot": 2, "psu": 1},
    {"part": "rtx-3090-fe", "slot": 3, "riser": {"mount": "frame", "gen": 3, "lengthMm": 300}, "psu": 1},
    {"part": "rtx-3090-fe", "slot": 5, "riser": {"mount": "frame", "gen": 4, "lengthMm": 200}, "psu": 1},
    {"part": "rtx-4090-fe", "slot": 7, "riser": {"mount": "frame", "gen": 4, "lengthMm": 600}, "psu": 1},
    {"part": "a40", "slot": 7, "psu": 1}
  ],
  "workload": {"model": "transformer", "precision": "fp8", "sparsity24": true}
})";

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

// The planner's loop: check without fix search, then estimate (the issue's target: median <= 5 us).
BENCHMARK_CAPTURE(checkAndEstimate, 8xA6000, kEightA6000, false);
BENCHMARK_CAPTURE(checkAndEstimate, 8xMixed, kEightMixed, false);
// As the GUI checks: with the catalog, so findings get part-swap fixes.
BENCHMARK_CAPTURE(checkAndEstimate, 8xMixedWithFixes, kEightMixed, true);
BENCHMARK_CAPTURE(estimateOnly, 8xA6000, kEightA6000);
BENCHMARK_CAPTURE(estimateOnly, 8xMixed, kEightMixed);

BENCHMARK_MAIN();
