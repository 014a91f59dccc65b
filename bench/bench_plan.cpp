// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The planner on the whole bundled catalog and on synthetic catalogs 2x and 4x its size
// (tests/plan/scaledcatalog.h): 1 to 8 GPUs, power limits in 10 W steps, one core.
// Target (planner issue): the whole bundled catalog at most 1 s; the growth with the catalog's size is
// printed as counters (parts per kind, evaluations, front) for docs/benchmarks.md.
#include "core/io/catalogfile.h"
#include "core/partcatalog.h"
#include "core/plan/planner.h"
#include "core/plan/planspace.h"
#include "tests/plan/scaledcatalog.h"

#include <benchmark/benchmark.h>
#include <map>

using namespace RigPlan;

namespace {

const InMemoryCatalog &bundledCatalog(int factor)
{
    static std::map<int, InMemoryCatalog> catalogs;
    auto it = catalogs.find(factor);
    if (it == catalogs.end()) {
        const CatalogLoadResult loaded = CatalogFile::readFile(QStringLiteral(RIGPLAN_SEED_CATALOG));
        if (!loaded.catalog)
            qFatal("cannot read the bundled catalog");
        const InMemoryCatalog bundled(loaded.catalog->parts);
        it = catalogs.emplace(factor, factor == 1 ? bundled : Test::scaledCatalog(bundled, factor)).first;
    }
    return it->second;
}

void runPlan(benchmark::State &state, const PartCatalog &catalog, double budgetUsd, const char *circuit, bool risers)
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
        result = plan(catalog, request, request.circuits.first());
        benchmark::DoNotOptimize(result);
    }
    state.counters["evaluated"] = static_cast<double>(result.evaluated);
    state.counters["bruteForce"] = static_cast<double>(result.searchSpace);
    state.counters["ratio"]
        = static_cast<double>(result.searchSpace) / static_cast<double>(std::max<qint64>(1, result.evaluated));
    state.counters["front"] = static_cast<double>(result.results.size());
    // The searched parts (priced; open frames only with risers), what the growth table lists.
    const PlanSpace space(catalog, request, request.circuits.first());
    state.counters["gpus"] = static_cast<double>(space.gpus().size());
    state.counters["boards"] = static_cast<double>(space.boards().size());
    state.counters["cases"] = static_cast<double>(space.cases().size());
    state.counters["cpus"] = static_cast<double>(space.cpus().size());
    state.counters["psus"] = static_cast<double>(space.psuConfigs().size() / 2);
    qsizetype parts = 0;
    for (PartKind kind :
        { PartKind::Gpu, PartKind::Board, PartKind::Case, PartKind::Psu, PartKind::Cpu, PartKind::Riser })
        parts += static_cast<qsizetype>(catalog.parts(kind).size());
    state.counters["parts"] = static_cast<double>(parts);
}

// No budget limit: nothing is cut by price, the whole catalog is searched. The argument is the catalog's
// size against the bundled one: 1 is the bundled catalog, 2 and 4 synthetic ones (next years' catalogs).
void BM_PlanWholeCatalog(benchmark::State &state)
{
    runPlan(state, bundledCatalog(static_cast<int>(state.range(0))), 1e9, "us-240v-20a", true);
}
BENCHMARK(BM_PlanWholeCatalog)->Arg(1)->Arg(2)->Arg(4)->Unit(benchmark::kMillisecond);

// The question: the fastest box for 8,000 USD on a US 15 A socket.
void BM_Plan8000UsdUs120v(benchmark::State &state)
{
    runPlan(state, bundledCatalog(1), 8000, "us-120v-15a", false);
}
BENCHMARK(BM_Plan8000UsdUs120v)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
