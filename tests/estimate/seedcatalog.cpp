// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/estimate/seedcatalog.h"

#include "core/io/buildfile.h"
#include "core/io/catalogfile.h"

#include <QTest>

namespace RigPlan::Test {

const char *const kA100Sxm4_40gbJson = R"({"id":"a100-sxm4-40gb","kind":"gpu","name":"NVIDIA A100 SXM4 40GB",
  "architecture":"ampere","memoryGB":40,"memoryBandwidthGBs":1555,"fp16TensorTflops":312,"fp32Tflops":19.5,
  "tdpW":400,"cooler":"passive","formFactor":"sxm","p2p":true})";

const InMemoryCatalog &seedCatalog()
{
    static const InMemoryCatalog instance = [] {
        const CatalogLoadResult loaded = CatalogFile::readFile(QStringLiteral(RIGPLAN_SEED_CATALOG));
        if (!loaded.catalog) {
            for (const Problem &p : loaded.problems)
                qWarning("catalog.json: %s", qPrintable(p.toString()));
            qFatal("the seed catalog does not load");
        }
        return InMemoryCatalog(loaded.catalog->parts);
    }();
    return instance;
}

ResolvedBuild seedBuild(const char *json)
{
    QByteArray data(json);
    if (!data.contains("\"format\""))
        data.replace(0, 1, "{\"format\":\"rigplan-build\",\"version\":1,");
    const BuildLoadResult loaded = BuildFile::read(data, seedCatalog(), false);
    if (!loaded.ok()) {
        for (const Problem &p : loaded.problems)
            qWarning("test build does not load: %s", qPrintable(p.toString()));
        return {};
    }
    return ResolvedBuild::resolve(*loaded.build, seedCatalog(), *Circuit::preset(u"us-120v-15a")).value();
}

Estimate seedEstimate(const char *json, std::optional<WorkloadModel> workload, std::optional<Precision> precision,
    const QString &baseline)
{
    EstimateOptions options;
    options.catalog = &seedCatalog();
    options.workload = workload;
    options.precision = precision;
    options.baselineId = baseline;
    return estimate(seedBuild(json), options);
}

Estimate seedEstimate(
    const char *json, Benchmark benchmark, std::optional<Precision> precision, const QString &baseline)
{
    EstimateOptions options;
    options.catalog = &seedCatalog();
    options.benchmark = benchmark;
    options.precision = precision;
    options.baselineId = baseline;
    return estimate(seedBuild(json), options);
}

const EstimateNote *noteOf(const Estimate &e, EstimateNoteKind kind)
{
    for (const EstimateNote &n : e.notes) {
        if (n.kind == kind)
            return &n;
    }
    return nullptr;
}

bool hasNote(const Estimate &e, EstimateNoteKind kind)
{
    return noteOf(e, kind) != nullptr;
}

} // namespace RigPlan::Test
