// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The SQLite catalog with 10,000 synthetic parts on top of the bundled ones. Targets (issue 4):
// open and load at most 50 ms, a filtered query at most 5 ms. Run with
//   bench_catalog --benchmark_repetitions=9 --benchmark_report_aggregates_only=true
#include "core/io/catalogfile.h"
#include "db/database.h"
#include "db/sqlpartcatalog.h"

#include <QCoreApplication>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

using namespace Qt::StringLiterals;
using namespace RigPlan;

namespace {

constexpr int kSyntheticParts = 10000;

/** A database file holding the bundled catalog and 10,000 custom parts made from its parts. */
const QString &catalogFile()
{
    static QTemporaryDir dir;
    static const QString file = [] {
        const QString path = dir.filePath(u"bench.sqlite"_s);
        Db::Database db;
        if (!db.open(path))
            qFatal("%s", qPrintable(db.errorString()));
        Db::SqlPartCatalog catalog(db);
        catalog.load();
        const QList<Part> seed = CatalogFile::readFile(u":/catalog/catalog.json"_s).catalog->parts;
        QList<Part> parts;
        for (int i = 0; i < kSyntheticParts; ++i) {
            Part p = seed[i % seed.size()];
            p.id = u"syn-%1-%2"_s.arg(i).arg(p.id);
            p.name = u"%1 (synthetic %2)"_s.arg(p.name).arg(i);
            p.priceUsd = 50.0 + (i * 37) % 15000;
            parts.append(p);
        }
        QString error;
        if (!catalog.addCustomParts(parts, &error))
            qFatal("%s", qPrintable(error));
        return path;
    }();
    return file;
}

/** What the app does at start: open the file (checks, migrations, catalog version) and load the catalog. */
void BM_OpenAndLoad(benchmark::State &state)
{
    const QString &file = catalogFile();
    for (auto _ : state) {
        Db::Database db;
        if (!db.open(file))
            state.SkipWithError(qPrintable(db.errorString()));
        Db::SqlPartCatalog catalog(db);
        if (!catalog.load())
            state.SkipWithError(qPrintable(catalog.errorString()));
        benchmark::DoNotOptimize(catalog.size());
    }
}
BENCHMARK(BM_OpenAndLoad)->Unit(benchmark::kMillisecond);

/** The same, then every part parsed (what the first full parts() of every kind costs on top). */
void BM_OpenLoadAndParseAll(benchmark::State &state)
{
    const QString &file = catalogFile();
    for (auto _ : state) {
        Db::Database db;
        db.open(file);
        Db::SqlPartCatalog catalog(db);
        catalog.load();
        size_t n = 0;
        for (const QString &kind : allPartKinds())
            n += catalog.parts(*partKindFromString(kind)).size();
        benchmark::DoNotOptimize(n);
    }
}
BENCHMARK(BM_OpenLoadAndParseAll)->Unit(benchmark::kMillisecond);

/** The catalog list's filter: kind, text and a price ceiling over the loaded catalog. */
void BM_FilteredQuery(benchmark::State &state)
{
    Db::Database db;
    db.open(catalogFile());
    Db::SqlPartCatalog catalog(db);
    catalog.load();
    Db::PartFilter filter;
    filter.kind = PartKind::Gpu;
    filter.text = u"rtx 30"_s;
    filter.maxPriceUsd = 2000;
    qsizetype matches = 0;
    for (auto _ : state) {
        const QList<Db::CatalogEntry> entries = catalog.entries(filter);
        matches = entries.size();
        benchmark::DoNotOptimize(entries);
    }
    state.counters["matches"] = static_cast<double>(matches);
}
BENCHMARK(BM_FilteredQuery)->Unit(benchmark::kMillisecond);

/** A query on the parts themselves (GPUs with at least 24 GB and at most 350 W), parts parsed. */
void BM_FilteredPartsQuery(benchmark::State &state)
{
    Db::Database db;
    db.open(catalogFile());
    Db::SqlPartCatalog catalog(db);
    catalog.load();
    catalog.parts(PartKind::Gpu); // parse once, as the first use in the app does
    size_t matches = 0;
    for (auto _ : state) {
        matches = 0;
        for (const PartPtr &p : catalog.parts(PartKind::Gpu))
            matches += p->gpu()->memoryGB >= 24 && p->gpu()->tdpW <= 350;
        benchmark::DoNotOptimize(matches);
    }
    state.counters["matches"] = static_cast<double>(matches);
}
BENCHMARK(BM_FilteredPartsQuery)->Unit(benchmark::kMillisecond);

/** The same kind of filter done by SQLite on the indexed columns, for comparison. */
void BM_SqlIndexedQuery(benchmark::State &state)
{
    Db::Database db;
    db.open(catalogFile());
    QSqlQuery q(db.connection());
    q.setForwardOnly(true);
    q.prepare(u"SELECT id, name, price_usd FROM parts WHERE kind = ? AND price_usd <= ? AND name LIKE ? "
              "ORDER BY id"_s);
    int matches = 0;
    for (auto _ : state) {
        q.addBindValue(u"gpu"_s);
        q.addBindValue(2000.0);
        q.addBindValue(u"%RTX 30%"_s);
        q.exec();
        matches = 0;
        while (q.next())
            ++matches;
        benchmark::DoNotOptimize(matches);
    }
    state.counters["matches"] = matches;
}
BENCHMARK(BM_SqlIndexedQuery)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv); // the SQL driver plugin is found through the application
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
