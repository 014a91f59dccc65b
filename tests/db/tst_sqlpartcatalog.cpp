// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The catalog in the database: the bundled parts and their facts, custom parts, user prices, and
// bundled updates that leave everything of the user's alone.
#include "core/io/buildfile.h"
#include "core/io/catalogfile.h"
#include "core/resolvedbuild.h"
#include "core/rules/checker.h"
#include "db/buildrepository.h"
#include "db/bundledcatalog.h"
#include "db/database.h"
#include "db/databaseprobe.h"
#include "db/migrations.h"
#include "db/sqlpartcatalog.h"
#include "tests/db/dbtestutil.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace RigPlan;
using namespace RigPlan::Test::Db;
using RigPlan::Db::Database;
using RigPlan::Db::SqlPartCatalog;

class TestSqlPartCatalog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void bundledCatalogIsSeeded();
    void seedingLeavesNoWriteAheadLog();
    void seededPartsReadBackExactly();
    void rtx3090FoundersEdition();
    void rtx3090Blowers();
    void psuFacts();
    void everyPartHasProvenance();
    void customParts();
    void customPartValidation();
    void customPartCannotTakeBundledId();
    void userPrices();
    void catalogUpdateKeepsWhatIsTheUsers();
    void olderBundledCatalogIsNoDowngrade();
    void filteredQuery();
    void listingReadsNoPart();
    void catalogVersionPeekMatchesFullParse();
    void checkResolvesThroughDatabaseAndInlineParts();
    void probeReadsARigPlanFileWithoutWriting();
    void probeReportsWhatIsNoRigPlanFile();

private:
    QTemporaryDir m_dir;
    Database m_bundled; // the real bundled catalog, seeded once
    std::unique_ptr<SqlPartCatalog> m_catalog;
    CatalogData m_seed;
};

void TestSqlPartCatalog::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY2(m_bundled.open(m_dir.filePath(u"bundled.sqlite"_s)), qPrintable(m_bundled.errorString()));
    m_catalog = std::make_unique<SqlPartCatalog>(m_bundled);
    QVERIFY2(m_catalog->load(), qPrintable(m_catalog->errorString()));
    const CatalogLoadResult seed = CatalogFile::readFile(u":/catalog/catalog.json"_s);
    QVERIFY(seed.catalog);
    m_seed = *seed.catalog;
}

void TestSqlPartCatalog::seedingLeavesNoWriteAheadLog()
{
    // Seeding wrote every part through the write-ahead log; open() folds it into the file at once, so the
    // next start reads the parts from the file (as after a clean exit), even if this process is killed.
    QTemporaryDir dir;
    const QString file = dir.filePath(u"seeded.sqlite"_s);
    Database db;
    QVERIFY2(db.open(file), qPrintable(db.errorString()));
    QCOMPARE(db.catalogUpdate().added, m_seed.parts.size());
    QVERIFY(QFileInfo(file).size() > 200 * 1024); // the parts are in the file...
    QCOMPARE(QFileInfo(file + u"-wal"_s).size(), 0); // ...and not in the log, while still open
}

void TestSqlPartCatalog::bundledCatalogIsSeeded()
{
    QCOMPARE(m_catalog->catalogVersion(), m_seed.catalogVersion);
    QCOMPARE(m_bundled.catalogUpdate().added, m_seed.parts.size());
    QVERIFY(m_catalog->parts(PartKind::Gpu).size() >= 35);
    QVERIFY(m_catalog->parts(PartKind::Board).size() >= 10);
    QVERIFY(m_catalog->parts(PartKind::Case).size() >= 8);
    QVERIFY(m_catalog->parts(PartKind::Psu).size() >= 10);
    QVERIFY(m_catalog->parts(PartKind::Cpu).size() >= 10);
    QVERIFY(!m_catalog->parts(PartKind::Riser).empty());
    QStringList sxm;
    for (const PartPtr &p : m_catalog->parts(PartKind::Gpu)) {
        if (p->gpu()->formFactor == GpuFormFactor::Sxm)
            sxm << p->id;
    }
    for (const char *model : { "v100", "a100", "h100" }) {
        QVERIFY2(std::any_of(sxm.cbegin(), sxm.cend(),
                     [&](const QString &id) { return id.contains(QLatin1StringView(model)); }),
            model);
    }
    bool openFrame = false;
    for (const PartPtr &p : m_catalog->parts(PartKind::Case))
        openFrame = openFrame || p->chassis()->openFrame;
    QVERIFY(openFrame);
    for (const PartPtr &p : m_catalog->parts(PartKind::Board)) {
        QVERIFY2(!p->board()->pcieSlots.isEmpty(), qPrintable(p->id));
        QVERIFY2(!p->board()->socket.isEmpty(), qPrintable(p->id));
    }
}

void TestSqlPartCatalog::seededPartsReadBackExactly()
{
    // What goes in as JSON comes out as the same part, field for field.
    for (const Part &expected : std::as_const(m_seed.parts)) {
        const PartPtr stored = m_catalog->find(expected.id);
        QVERIFY2(stored, qPrintable(expected.id));
        QVERIFY2(*stored == expected, qPrintable(expected.id));
        QVERIFY(!m_catalog->isCustom(expected.id));
    }
}

void TestSqlPartCatalog::rtx3090FoundersEdition()
{
    const PartPtr fe = m_catalog->find(u"rtx-3090-fe"_s);
    QVERIFY(fe);
    const GpuSpec *g = fe->gpu();
    QVERIFY(g);
    QCOMPARE(g->slotWidth, 3.0);
    QCOMPARE(g->coveredSlots(), 3);
    QCOMPARE(g->lengthMm, 313.0);
    QCOMPARE(g->tdpW, 350.0);
    QVERIFY(g->cooler == Cooler::OpenAir);
    QCOMPARE(g->family, u"rtx-3090"_s);
    QCOMPARE(g->memoryGB, 24.0);
    QVERIFY(fe->confidence == Confidence::Confirmed);
    QVERIFY(fe->source.contains(u"http"_s));
    QCOMPARE(fe->priceUsd, std::optional<double>(1499));
}

void TestSqlPartCatalog::rtx3090Blowers()
{
    const std::vector<PartPtr> family = m_catalog->gpuFamily(u"rtx-3090"_s);
    int blowers = 0;
    for (const PartPtr &p : family) {
        const GpuSpec *g = p->gpu();
        QCOMPARE(g->tdpW, 350.0); // same chip, same power, whatever the cooler
        if (g->cooler == Cooler::Blower) {
            ++blowers;
            QCOMPARE(g->slotWidth, 2.0); // the point of a blower: four of them fit a 7-slot board
            QVERIFY(g->lengthMm < 313);
        }
    }
    QVERIFY2(blowers >= 2, "both 2-slot blower RTX 3090s");
    const PartPtr turbo = m_catalog->find(u"rtx-3090-gigabyte-turbo"_s);
    QVERIFY(turbo);
    QVERIFY(turbo->gpu()->cooler == Cooler::Blower);
    QCOMPARE(turbo->gpu()->slotWidth, 2.0);
    QCOMPARE(turbo->gpu()->powerConnectors.pcie8pin, 2);
}

void TestSqlPartCatalog::psuFacts()
{
    bool full1600At115 = false;
    bool only230 = false;
    bool atx2 = false;
    bool atx3WithHpwr = false;
    for (const PartPtr &p : m_catalog->parts(PartKind::Psu)) {
        const PsuSpec *s = p->psu();
        full1600At115 = full1600At115 || (s->watts == 1600 && s->ratedWatts(115) == 1600);
        only230 = only230 || (s->watts >= 2000 && s->isDerated(115) && s->ratedWatts(230) >= 2000);
        atx2 = atx2 || s->atx == 2;
        atx3WithHpwr = atx3WithHpwr || (s->atx == 3 && s->hpwr12v > 0);
        QVERIFY2(s->pcie8pin + s->hpwr12v > 0, qPrintable(p->id));
    }
    QVERIFY(full1600At115);
    QVERIFY(only230);
    QVERIFY(atx2);
    QVERIFY(atx3WithHpwr);
    for (const PartPtr &p : m_catalog->parts(PartKind::Cpu)) {
        QVERIFY2(!p->cpu()->socket.isEmpty() && p->cpu()->tdpW > 0 && p->cpu()->pcieLanes > 0, qPrintable(p->id));
    }
}

void TestSqlPartCatalog::everyPartHasProvenance()
{
    for (const RigPlan::Db::CatalogEntry &e : m_catalog->entries()) {
        const PartPtr p = m_catalog->find(e.id);
        QVERIFY2(!p->source.isEmpty(), qPrintable(e.id));
        QVERIFY2(p->confidence.has_value(), qPrintable(e.id));
        QVERIFY2(p->priceUsd.has_value() && !p->priceDate.isEmpty(), qPrintable(e.id));
    }
}

void TestSqlPartCatalog::customParts()
{
    const QString file = m_dir.filePath(u"custom.sqlite"_s);
    Database db;
    QVERIFY(db.open(file, options()));
    SqlPartCatalog catalog(db);
    QVERIFY(catalog.load());
    Problems problems;
    const std::optional<Part> mine = PartJson::read(jsonFile(u"custom-gpu.json"_s), QString(), &problems);
    QVERIFY(mine);
    QString error;
    QVERIFY2(catalog.addCustomPart(*mine, &error), qPrintable(error));
    QVERIFY(catalog.isCustom(u"my-gpu"_s));
    QCOMPARE(*catalog.find(u"my-gpu"_s), *mine);
    QCOMPARE(catalog.gpuFamily(u"rtx-3090"_s).size(), size_t(1));
    QCOMPARE(catalog.parts(PartKind::Gpu).size(), size_t(3));

    // Another RigPlan (or the next start) sees it.
    {
        Database second;
        QVERIFY(second.open(file, options()));
        SqlPartCatalog seen(second);
        QVERIFY(seen.load());
        QVERIFY(seen.isCustom(u"my-gpu"_s));
        QCOMPARE(*seen.find(u"my-gpu"_s), *mine);
    }

    // Replacing a custom part is an edit, not a second part.
    Part edited = *mine;
    edited.name = u"renamed"_s;
    QVERIFY(catalog.addCustomPart(edited, &error));
    QCOMPARE(catalog.find(u"my-gpu"_s)->name, u"renamed"_s);
    QCOMPARE(catalog.size(), 7);

    QVERIFY2(catalog.removeCustomPart(u"my-gpu"_s, &error), qPrintable(error));
    QVERIFY(!catalog.find(u"my-gpu"_s));
    QVERIFY(!catalog.removeCustomPart(u"my-gpu"_s, &error));
    QVERIFY(!catalog.removeCustomPart(u"upd-psu"_s, &error));
    QVERIFY2(error.contains(u"bundled"_s), qPrintable(error));
    SqlPartCatalog reloaded(db);
    QVERIFY(reloaded.load());
    QVERIFY(!reloaded.find(u"my-gpu"_s));
    QVERIFY(reloaded.find(u"upd-psu"_s));
}

void TestSqlPartCatalog::customPartValidation()
{
    Database db;
    QVERIFY(db.open(u":memory:"_s, options()));
    SqlPartCatalog catalog(db);
    QVERIFY(catalog.load());
    // A part built in code (the GUI's editor) is checked as a build file's part is.
    Part bad;
    bad.id = u"Not An Id"_s;
    bad.name = u"bad"_s;
    GpuSpec g;
    g.tdpW = -5;
    g.slotWidth = 9;
    bad.spec = g;
    QString error;
    QVERIFY(!catalog.addCustomPart(bad, &error));
    QVERIFY2(error.contains(u"id: "_s), qPrintable(error));
    QVERIFY2(error.contains(u"tdpW: "_s), qPrintable(error));
    QVERIFY2(error.contains(u"slotWidth: "_s), qPrintable(error));
    QCOMPARE(catalog.size(), 6);

    // All or none: one bad part in a batch adds nothing.
    Problems problems;
    const std::optional<Part> good = PartJson::read(jsonFile(u"custom-gpu.json"_s), QString(), &problems);
    QVERIFY(!catalog.addCustomParts({ *good, bad }, &error));
    QVERIFY2(error.contains(u"parts[1].tdpW: "_s), qPrintable(error));
    QVERIFY(!catalog.find(u"my-gpu"_s));
    SqlPartCatalog reloaded(db);
    QVERIFY(reloaded.load());
    QCOMPARE(reloaded.size(), 6);
}

void TestSqlPartCatalog::customPartCannotTakeBundledId()
{
    Database db;
    QVERIFY(db.open(u":memory:"_s, options()));
    SqlPartCatalog catalog(db);
    QVERIFY(catalog.load());
    Part clash = *catalog.find(u"upd-psu"_s);
    clash.name = u"my idea of the same PSU"_s;
    QString error;
    QVERIFY(!catalog.addCustomPart(clash, &error));
    QVERIFY2(error.contains(u"bundled catalog"_s), qPrintable(error));
    QCOMPARE(catalog.find(u"upd-psu"_s)->name, u"Update Test PSU"_s);
    QVERIFY(!catalog.isCustom(u"upd-psu"_s));
}

void TestSqlPartCatalog::userPrices()
{
    const QString file = m_dir.filePath(u"prices.sqlite"_s);
    Database db;
    QVERIFY(db.open(file, options()));
    SqlPartCatalog catalog(db);
    QVERIFY(catalog.load());
    const PartPtr before = catalog.find(u"upd-gpu-kept"_s);
    QString error;
    QVERIFY2(catalog.setUserPrice(u"upd-gpu-kept"_s, 650.5, &error), qPrintable(error));
    QCOMPARE(catalog.priceOf(u"upd-gpu-kept"_s), std::optional<double>(650.5));
    QCOMPARE(catalog.find(u"upd-gpu-kept"_s)->priceUsd, std::optional<double>(650.5));
    QCOMPARE(catalog.find(u"upd-gpu-kept"_s)->priceDate, QDateTime::currentDateTimeUtc().date().toString(Qt::ISODate));
    QCOMPARE(catalog.entry(u"upd-gpu-kept"_s)->catalogPriceUsd, std::optional<double>(1000));
    QCOMPARE(before->priceUsd, std::optional<double>(1000)); // parts handed out earlier do not change under the caller
    for (double bad : { -1.0, std::nan(""), 1e12 })
        QVERIFY(!catalog.setUserPrice(u"upd-gpu-kept"_s, bad, &error));
    QVERIFY(!catalog.setUserPrice(u"no-such-part"_s, 10, &error));
    {
        Database second;
        QVERIFY(second.open(file, options()));
        SqlPartCatalog seen(second);
        QVERIFY(seen.load());
        QCOMPARE(seen.priceOf(u"upd-gpu-kept"_s), std::optional<double>(650.5));
    }
    QVERIFY(catalog.clearUserPrice(u"upd-gpu-kept"_s, &error));
    QCOMPARE(catalog.priceOf(u"upd-gpu-kept"_s), std::optional<double>(1000));
    QCOMPARE(catalog.find(u"upd-gpu-kept"_s)->priceDate, u"2021-01"_s);
}

void TestSqlPartCatalog::catalogUpdateKeepsWhatIsTheUsers()
{
    const QString file = m_dir.filePath(u"update.sqlite"_s);
    Problems problems;
    const std::optional<Part> mine = PartJson::read(jsonFile(u"custom-gpu.json"_s), QString(), &problems);
    qint64 buildId = 0;
    {
        Database db;
        QVERIFY(db.open(file, options(u"catalog-v1.json"_s)));
        SqlPartCatalog catalog(db);
        QVERIFY(catalog.load());
        QString error;
        QVERIFY(catalog.addCustomPart(*mine, &error));
        QVERIFY(catalog.setUserPrice(u"upd-gpu-kept"_s, 555, &error));
        QVERIFY(catalog.setUserPrice(u"upd-gpu-dropped"_s, 1111, &error));
        RigPlan::Db::BuildRepository builds(db);
        const BuildLoadResult build = BuildFile::read(fixtureBuildJson(), catalog, true);
        QVERIFY(build.ok());
        const std::optional<qint64> id = builds.save(*build.build, std::nullopt, &error);
        QVERIFY2(id, qPrintable(error));
        buildId = *id;
    }

    // The next RigPlan ships catalog version 2: one part corrected, one dropped, two new.
    Database db;
    QVERIFY2(db.open(file, options(u"catalog-v2.json"_s)), qPrintable(db.errorString()));
    const RigPlan::Db::CatalogUpdate &update = db.catalogUpdate();
    QCOMPARE(update.fromVersion, 1);
    QCOMPARE(update.toVersion, 2);
    QCOMPARE(update.added, 1); // upd-gpu-new
    QCOMPARE(update.updated, 5);
    QCOMPARE(update.retired, 1); // upd-gpu-dropped
    QCOMPARE(update.shadowed, QStringList { u"my-gpu"_s }); // the user's part keeps its id
    SqlPartCatalog catalog(db);
    QVERIFY(catalog.load());
    QCOMPARE(catalog.catalogVersion(), 2);

    // Bundled figures follow the new catalog...
    const PartPtr kept = catalog.find(u"upd-gpu-kept"_s);
    QCOMPARE(kept->gpu()->tdpW, 320.0);
    QCOMPARE(kept->name, u"Update Test GPU (kept, corrected)"_s);
    QCOMPARE(catalog.entry(u"upd-gpu-kept"_s)->catalogPriceUsd, std::optional<double>(900));
    QVERIFY(catalog.find(u"upd-gpu-new"_s));
    // ...the user's price does not,
    QCOMPARE(catalog.priceOf(u"upd-gpu-kept"_s), std::optional<double>(555));
    // nor the custom part of the same id as a new bundled one,
    QVERIFY(catalog.isCustom(u"my-gpu"_s));
    QCOMPARE(*catalog.find(u"my-gpu"_s), *mine);
    // and a dropped part stays findable for the builds that use it, but leaves the lists.
    QVERIFY(catalog.find(u"upd-gpu-dropped"_s));
    QVERIFY(catalog.entry(u"upd-gpu-dropped"_s)->retired);
    QCOMPARE(catalog.priceOf(u"upd-gpu-dropped"_s), std::optional<double>(1111));
    for (const PartPtr &p : catalog.parts(PartKind::Gpu))
        QVERIFY(p->id != u"upd-gpu-dropped");
    RigPlan::Db::BuildRepository builds(db);
    QString error;
    const std::optional<Build> build = builds.load(buildId, catalog, &error);
    QVERIFY2(build, qPrintable(error));
    QCOMPARE(build->gpus[1].part, u"upd-gpu-dropped"_s);

    // Version 2 again: nothing to do.
    Database again;
    QVERIFY(again.open(file, options(u"catalog-v2.json"_s)));
    QCOMPARE(again.catalogUpdate().toVersion, 0);
}

void TestSqlPartCatalog::olderBundledCatalogIsNoDowngrade()
{
    const QString file = m_dir.filePath(u"downgrade.sqlite"_s);
    {
        Database db;
        QVERIFY(db.open(file, options(u"catalog-v2.json"_s)));
    }
    Database db;
    QVERIFY(db.open(file, options(u"catalog-v1.json"_s)));
    QCOMPARE(db.catalogUpdate().toVersion, 0);
    SqlPartCatalog catalog(db);
    QVERIFY(catalog.load());
    QCOMPARE(catalog.catalogVersion(), 2);
    QCOMPARE(catalog.find(u"upd-gpu-kept"_s)->gpu()->tdpW, 320.0);
}

void TestSqlPartCatalog::filteredQuery()
{
    RigPlan::Db::PartFilter filter;
    filter.kind = PartKind::Gpu;
    filter.text = u"3090"_s;
    QStringList ids;
    for (const RigPlan::Db::CatalogEntry &e : m_catalog->entries(filter))
        ids << e.id;
    QVERIFY(ids.contains(u"rtx-3090-fe"_s));
    QVERIFY(ids.contains(u"rtx-3090-gigabyte-turbo"_s));
    QVERIFY(std::is_sorted(ids.cbegin(), ids.cend()));
    filter.maxPriceUsd = 1499;
    for (const RigPlan::Db::CatalogEntry &e : m_catalog->entries(filter))
        QVERIFY2(*e.priceUsd() <= 1499, qPrintable(e.id));
    filter = {};
    filter.origin = RigPlan::Db::PartOrigin::Custom;
    QCOMPARE(m_catalog->entries(filter).size(), 0);
    QCOMPARE(m_catalog->entries().size(), m_seed.parts.size());
}

void TestSqlPartCatalog::listingReadsNoPart()
{
    // The lists name parts from the index load() read; a part's JSON is read when the part is asked for.
    // Shown by damaging a part's JSON after listing it: were it parsed by listing(), find() would
    // still hand out the part read before the damage.
    QTemporaryDir dir;
    Database db;
    QVERIFY2(db.open(dir.filePath(u"listing.sqlite"_s)), qPrintable(db.errorString()));
    SqlPartCatalog catalog(db);
    QVERIFY2(catalog.load(), qPrintable(catalog.errorString()));
    const std::vector<PartListing> gpus = catalog.listing(PartKind::Gpu);
    const auto named = [](const std::vector<PartListing> &list, const QString &id) {
        return std::any_of(list.begin(), list.end(), [&](const PartListing &l) { return l.id == id; });
    };
    QVERIFY(named(gpus, u"rtx-3090-fe"_s));
    QVERIFY(std::is_sorted(gpus.begin(), gpus.end(), [](const auto &a, const auto &b) { return a.id < b.id; }));
    QSqlQuery q(db.connection());
    QVERIFY(q.exec(u"UPDATE parts SET json = '{\"kind\": \"gpu\"' WHERE id = 'rtx-3090-fe'"_s));
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(u"rtx-3090-fe: the stored part does not read back"_s));
    QVERIFY(!catalog.find(u"rtx-3090-fe"_s));
    // Once known damaged, the part leaves the listing as it leaves parts(); the lists agree on the rest
    // (the same ids, names, kinds and order) for every kind.
    QVERIFY(!named(catalog.listing(PartKind::Gpu), u"rtx-3090-fe"_s));
    for (PartKind kind : { PartKind::Gpu, PartKind::Board, PartKind::Case, PartKind::Cpu, PartKind::Psu,
             PartKind::Riser, PartKind::PsuSync }) {
        std::vector<PartListing> fromParts;
        for (const PartPtr &p : catalog.parts(kind))
            fromParts.push_back({ p->id, p->name, p->kind() });
        QVERIFY(!fromParts.empty());
        QVERIFY2(catalog.listing(kind) == fromParts, qPrintable(RigPlan::toString(kind)));
    }
}

void TestSqlPartCatalog::checkResolvesThroughDatabaseAndInlineParts()
{
    // `check` reads the bundled ids from the database and the file's own part from the file.
    const QByteArray file = R"json({"format": "rigplan-build", "version": 1, "name": "two FEs and a part of my own",
      "case": "fractal-meshify-2-xl", "board": "asus-pro-ws-wrx80e-sage-se-wifi", "cpu": "threadripper-pro-5995wx",
      "psus": ["evga-supernova-1600-p2"], "circuit": "us-120v-20a",
      "gpus": [{"part": "rtx-3090-fe", "slot": 1}, {"part": "inline-a4000", "slot": 5}],
      "parts": [{"id": "inline-a4000", "kind": "gpu", "name": "RTX A4000 (inline)", "architecture": "ampere",
                 "tdpW": 140, "slotWidth": 1, "lengthMm": 241, "cooler": "blower",
                 "powerConnectors": {"pcie6pin": 1}}]})json";
    const BuildLoadResult loaded = BuildFile::read(file, *m_catalog, true);
    QVERIFY2(loaded.ok(), loaded.problems.isEmpty() ? "" : qPrintable(loaded.problems.first().toString()));
    const ResolvedBuild resolved
        = ResolvedBuild::resolve(*loaded.build, *m_catalog, *Circuit::preset(u"us-120v-20a")).value();
    QVERIFY(resolved.chassis && resolved.board && resolved.cpu);
    QCOMPARE(resolved.psus.size(), size_t(1));
    QCOMPARE(resolved.gpus.size(), size_t(2));
    QCOMPARE(resolved.gpus[0].spec->lengthMm, 313.0); // from the database
    QCOMPARE(resolved.gpus[1].spec->tdpW, 140.0); // from the file
    const LayeredCatalog parts(m_catalog.get(), loaded.build->parts);
    CheckOptions checkOptions;
    checkOptions.catalog = &parts;
    const CheckReport report = check(resolved, checkOptions);
    QStringList errors;
    for (const Finding &f : report.findings) {
        if (f.severity() == Severity::Error)
            errors << ruleIdString(f.rule);
    }
    QVERIFY2(report.ok(), qPrintable(errors.join(u", "_s))); // a roomy two-GPU build

    QByteArray unknown = file;
    unknown.replace("rtx-3090-fe", "rtx-3090-nope");
    const BuildLoadResult refused = BuildFile::read(unknown, *m_catalog, true);
    QVERIFY(!refused.ok());
    QCOMPARE(refused.problems.first().path, u"gpus[0].part"_s);
}

void TestSqlPartCatalog::catalogVersionPeekMatchesFullParse()
{
    // The quick read of the bundled file's version must say what a full parse says, and fall back to the
    // full parse where the version is not the top level's first member.
    QFile seed(u":/catalog/catalog.json"_s);
    QVERIFY(seed.open(QIODevice::ReadOnly));
    const QByteArray data = seed.readAll();
    const int full = QJsonDocument::fromJson(data).object().value(u"catalogVersion").toInt(-1);
    QVERIFY(full >= 1);
    QCOMPARE(Db::BundledCatalog::peekVersion(data), std::optional(full));
    QCOMPARE(Db::BundledCatalog::peekVersion(R"({"a": {"catalogVersion": 9}, "catalogVersion": 4})"), std::optional(4));
    QCOMPARE(Db::BundledCatalog::peekVersion(R"({"parts": [], "catalogVersion": 12})"), std::optional(12));
    QCOMPARE(Db::BundledCatalog::peekVersion(R"({"catalogVersion": "7"})"), std::nullopt);
    QCOMPARE(Db::BundledCatalog::peekVersion("not json"), std::nullopt);
}

void TestSqlPartCatalog::probeReadsARigPlanFileWithoutWriting()
{
    // The read-only look Database::open takes before anything writes: sound, RigPlan's, this schema.
    const QByteArray before = fileBytes(m_bundled.path());
    const RigPlan::Db::ProbeReading reading = RigPlan::Db::readProbe(m_bundled.path(), 2000);
    QVERIFY2(reading.sound(), qPrintable(reading.sqliteMessage + reading.quickCheck.join(u' ')));
    QCOMPARE(reading.userVersion, Database::schemaVersion());
    QCOMPARE(reading.applicationId, RigPlan::Db::Migrations::kApplicationId);
    QVERIFY(reading.tables > 0);
    QCOMPARE(fileBytes(m_bundled.path()), before);
}

void TestSqlPartCatalog::probeReportsWhatIsNoRigPlanFile()
{
    QTemporaryDir dir;
    {
        RawConnection other(dir.filePath(u"other.sqlite"_s)); // an SQLite file of another program
        QSqlQuery q(other.db());
        QVERIFY(q.exec(u"CREATE TABLE notes (text TEXT)"_s));
    }
    const RigPlan::Db::ProbeReading other = RigPlan::Db::readProbe(dir.filePath(u"other.sqlite"_s), 2000);
    QVERIFY(other.sound());
    QCOMPARE(other.applicationId, 0);
    QCOMPARE(other.userVersion, 0);
    QCOMPARE(other.tables, 1);
    QFile garbage(dir.filePath(u"garbage.sqlite"_s));
    QVERIFY(garbage.open(QIODevice::WriteOnly));
    garbage.write(QByteArray(8192, 'x'));
    garbage.close();
    const RigPlan::Db::ProbeReading damaged = RigPlan::Db::readProbe(garbage.fileName(), 2000);
    QVERIFY(!damaged.sound());
    QVERIFY(damaged.failed()); // SQLITE_NOTADB, with SQLite's message
    QVERIFY(!damaged.sqliteMessage.isEmpty());
}

QTEST_GUILESS_MAIN(TestSqlPartCatalog)
#include "tst_sqlpartcatalog.moc"
