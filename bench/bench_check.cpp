// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// `check` of an 8-GPU build with its parts already resolved: the planner calls this millions of times.
#include "bench/benchbuilds.h"
#include "tests/support/testcatalog.h"

#include <benchmark/benchmark.h>

using namespace RigPlan;
using namespace RigPlan::Bench;

namespace {

void BM_Check8Gpus(benchmark::State &state)
{
    const ResolvedBuild build = Test::resolve(Test::buildFrom(kEightMixed));
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
    const ResolvedBuild build = Test::resolve(Test::buildFrom(kEightA6000));
    CheckOptions options;
    for (auto _ : state) {
        CheckReport report = check(build, options);
        benchmark::DoNotOptimize(report);
    }
}
BENCHMARK(BM_Check8GpusClean);

} // namespace

BENCHMARK_MAIN();
