// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The planner on the whole bundled catalog: 1 to 8 GPUs, power limits in 10 W steps, one core.
// Target (planner issue): at most 1 s, with the evaluations printed beside brute force's count.
#include "core/io/catalogfile.h"
#include "core/partcatalog.h"
#include "core/plan/planner.h"

#include <benchmark/benchmark.h>

using namespace RigPlan;

namespace {

const InMemoryCatalog &bundledCatalog()
{
    static const InMemoryCatalog catalog = [] {
        const CatalogLoadResult loaded = CatalogFile::readFile(QStringLiteral(RIGPLAN_SEED_CATALOG));
        if (!loaded.catalog)
            qFatal("cannot read the bundled catalog");
        return InMemoryCatalog(loaded.catalog->parts);
    }();
    return catalog;
}

void runPlan(benchmark::State &state, double budgetUsd, const char *circuit, bool risers)
{
    PlanRequest request;
    request.budgetUsd = budgetUsd;
    request.minGpus = 1;
    request.maxGpus = 8;
    request.powerStepW = 10;
    request.allowRisers = risers;
    request.circuits = { *Circuit::preset(QString::fromLatin1(circuit)) };
    PlanResult result;
    for (auto _ : state) {
        result = plan(bundledCatalog(), request, request.circuits.first());
        benchmark::DoNotOptimize(result);
    }
    state.counters["evaluated"] = static_cast<double>(result.evaluated);
    state.counters["bruteForce"] = static_cast<double>(result.searchSpace);
    state.counters["ratio"]
        = static_cast<double>(result.searchSpace) / static_cast<double>(std::max<qint64>(1, result.evaluated));
    state.counters["front"] = static_cast<double>(result.results.size());
}

// No budget limit: nothing is cut by price, the whole catalog is searched.
void BM_PlanWholeCatalog(benchmark::State &state)
{
    runPlan(state, 1e9, "us-240v-20a", true);
}
BENCHMARK(BM_PlanWholeCatalog)->Unit(benchmark::kMillisecond);

// The question: the fastest box for 8,000 USD on a US 15 A socket.
void BM_Plan8000UsdUs120v(benchmark::State &state)
{
    runPlan(state, 8000, "us-120v-15a", false);
}
BENCHMARK(BM_Plan8000UsdUs120v)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
