// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// `check` of an 8-GPU build with its parts already resolved: the planner calls this millions of times.
#include "tests/support/testcatalog.h"

#include <benchmark/benchmark.h>

using namespace RigPlan;

namespace {

// Eight blower cards on a 7-slot board + a riser in an open frame: every rule family has work to do.
constexpr const char *kEightGpus = R"({
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

void BM_Check8Gpus(benchmark::State &state)
{
    const ResolvedBuild build = Test::resolve(Test::buildFrom(kEightGpus));
    CheckOptions options;
    options.catalog = &Test::catalog();
    for (auto _ : state) {
        CheckReport report = check(build, options);
        benchmark::DoNotOptimize(report);
    }
    state.counters["findings"] = static_cast<double>(check(build, options).findings.size());
}
BENCHMARK(BM_Check8Gpus);

void BM_Check8GpusClean(benchmark::State &state)
{
    const ResolvedBuild build = Test::resolve(Test::buildFrom(R"({
      "case": "test-open-frame", "gpus": [
        {"part": "rtx-a6000", "slot": 1}, {"part": "rtx-a6000", "slot": 3}, {"part": "rtx-a6000", "slot": 5},
        {"part": "rtx-a6000", "slot": 7}, {"part": "rtx-a6000", "slot": 2, "riser": {"mount": "frame", "gen": 4}},
        {"part": "rtx-a6000", "slot": 4, "riser": {"mount": "frame", "gen": 4}},
        {"part": "rtx-a6000", "slot": 6, "riser": {"mount": "frame", "gen": 4}},
        {"part": "rtx-a6000", "slot": 2, "riser": {"mount": "frame", "gen": 4}}]})"));
    CheckOptions options;
    for (auto _ : state) {
        CheckReport report = check(build, options);
        benchmark::DoNotOptimize(report);
    }
}
BENCHMARK(BM_Check8GpusClean);

} // namespace

BENCHMARK_MAIN();
