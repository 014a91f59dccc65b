// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The price policy (issue 15): new or used, per part, dated and stale against a given today; the priced
// catalog every output reads; the parts list saying which price each line is; the new part fields on disk.
#include "core/estimate/estimator.h"
#include "core/export/partslist.h"
#include "core/io/partjson.h"
#include "core/pricedcatalog.h"
#include "core/resolvedbuild.h"
#include "core/rules/checker.h"
#include "tests/support/testcatalog.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace RigPlan;
using namespace Qt::StringLiterals;

namespace {

/** A card sold new at 1500 USD in 2024-09 and seen used at 700 USD in 2026-10 (figures made up for the test). */
Part card()
{
    Part p;
    p.id = u"card"_s;
    p.name = u"Card"_s;
    p.priceUsd = 1500;
    p.priceDate = u"2024-09"_s;
    p.source = u"https://example.org/card"_s;
    p.usedPriceUsd = 700;
    p.usedPriceDate = u"2026-10"_s;
    p.usedPriceSource = u"https://example.org/sold-listings"_s;
    GpuSpec g;
    g.tdpW = 350;
    g.slotWidth = 2;
    g.lengthMm = 267;
    p.spec = g;
    return p;
}

/** A part with a new price only. */
Part newOnly()
{
    Part p = card();
    p.id = u"new-only"_s;
    p.usedPriceUsd.reset();
    p.usedPriceDate.clear();
    p.usedPriceSource.clear();
    p.priceDate = u"2026-06"_s;
    p.priceSource = u"https://example.org/shop"_s;
    return p;
}

const QDate kToday(2026, 12, 4);

GpuPlacement placed(const QString &part, int slot)
{
    GpuPlacement g;
    g.part = part;
    g.slot = slot;
    return g;
}

} // namespace

class TestPricePolicy : public QObject
{
    Q_OBJECT

private slots:
    void newIsTheDefault();
    void usedWhereKnownElseNew();
    void perPartOverrideWins();
    void staleAfterTwelveWholeMonths_data();
    void staleAfterTwelveWholeMonths();
    void noTodayNothingStale();
    void pricedCatalogCarriesTheChoice();
    void listingsFollowTheLayers();
    void partsListSaysWhichPrice();
    void newFieldsRoundTrip();
    void badFieldsRefused_data();
    void badFieldsRefused();
};

void TestPricePolicy::newIsTheDefault()
{
    const PartPrice p = PricePolicy().priceOf(card());
    QCOMPARE(p.usd, 1500.0);
    QVERIFY(p.given == PriceChoice::New);
    QCOMPARE(p.date, u"2024-09"_s);
    QCOMPARE(p.source, u"https://example.org/card"_s); // no priceSource: the part's source
    QVERIFY(!p.stale);
}

void TestPricePolicy::usedWhereKnownElseNew()
{
    const PricePolicy used(PriceChoice::Used, kToday);
    const PartPrice a = used.priceOf(card());
    QCOMPARE(a.usd, 700.0);
    QVERIFY(a.given == PriceChoice::Used);
    QCOMPARE(a.source, u"https://example.org/sold-listings"_s);
    QVERIFY(!a.fellBack());
    const PartPrice b = used.priceOf(newOnly());
    QCOMPARE(b.usd, 1500.0);
    QVERIFY(b.given == PriceChoice::New);
    QVERIFY(b.fellBack());
    QCOMPARE(b.source, u"https://example.org/shop"_s); // priceSource wins over source
}

void TestPricePolicy::perPartOverrideWins()
{
    PricePolicy policy(PriceChoice::New, kToday);
    policy.setOverride(u"card"_s, PriceChoice::Used);
    QCOMPARE(policy.priceOf(card()).usd, 700.0);
    QCOMPARE(policy.priceOf(newOnly()).usd, 1500.0);
    QVERIFY(policy.basisText().contains(u"used"_s));
    policy.setOverride(u"card"_s, std::nullopt);
    QCOMPARE(policy.priceOf(card()).usd, 1500.0);
}

void TestPricePolicy::staleAfterTwelveWholeMonths_data()
{
    QTest::addColumn<QString>("date");
    QTest::addColumn<bool>("stale");
    // Today is 2026-12-04: 2025-12 is 12 months back (a year: not yet stale), 2025-11 is 13.
    QTest::newRow("same month") << u"2026-12"_s << false;
    QTest::newRow("12 months") << u"2025-12"_s << false;
    QTest::newRow("13 months") << u"2025-11"_s << true;
    QTest::newRow("a user's day, 13 months") << u"2025-11-30"_s << true;
    QTest::newRow("undated") << QString() << false;
    QTest::newRow("not a date") << u"2025"_s << false;
}

void TestPricePolicy::staleAfterTwelveWholeMonths()
{
    QFETCH(QString, date);
    QFETCH(bool, stale);
    QCOMPARE(PricePolicy::isStale(date, kToday), stale);
    Part p = newOnly();
    p.priceDate = date;
    QCOMPARE(PricePolicy(PriceChoice::New, kToday).priceOf(p).stale, stale);
}

void TestPricePolicy::noTodayNothingStale()
{
    QVERIFY(!PricePolicy(PriceChoice::New).priceOf(card()).stale);
    QVERIFY(PricePolicy(PriceChoice::New, kToday).priceOf(card()).stale); // 2024-09 is 27 months back
}

void TestPricePolicy::pricedCatalogCarriesTheChoice()
{
    const InMemoryCatalog base({ card(), newOnly() });
    const PricedCatalog used(&base, PricePolicy(PriceChoice::Used, kToday));
    QCOMPARE(used.find(u"card"_s)->priceUsd, 700.0);
    QCOMPARE(used.find(u"card"_s)->priceDate, u"2026-10"_s);
    QCOMPARE(used.find(u"new-only"_s)->priceUsd, 1500.0);
    QCOMPARE(used.find(u"card"_s).get(), used.find(u"card"_s).get()); // one copy per part
    // Asking the same policy again of a priced part gives the same price (exports re-ask).
    QCOMPARE(used.policy().priceOf(*used.find(u"card"_s)).usd, 700.0);
    // The estimate's price is the sum of the chosen prices.
    QCOMPARE(used.parts(PartKind::Gpu).size(), std::size_t(2));
    Build b;
    b.gpus = { placed(u"card"_s, 1), placed(u"new-only"_s, 3) };
    const ResolvedBuild r = ResolvedBuild::resolve(b, used, Circuit::preset(u"us-120v-15a"_s).value()).value();
    EstimateOptions options;
    options.catalog = &used;
    QCOMPARE(estimate(r, options).priceUsd, 2200.0);
    const PricedCatalog fresh(&base, PricePolicy(PriceChoice::New, kToday));
    const ResolvedBuild n = ResolvedBuild::resolve(b, fresh, Circuit::preset(u"us-120v-15a"_s).value()).value();
    QCOMPARE(estimate(n, options).priceUsd, 3000.0);
}

void TestPricePolicy::listingsFollowTheLayers()
{
    // A file's inline part shadows the catalog's of its id and adds its own; a price policy changes no
    // name. The listing says what parts() says, in its order, through every layer.
    Part renamed = newOnly();
    renamed.name = u"My own card"_s;
    Part added = card();
    added.id = u"a-first"_s; // sorts before the catalog's ids
    added.name = u"Added"_s;
    const InMemoryCatalog base({ card(), newOnly() });
    const PricedCatalog used(&base, PricePolicy(PriceChoice::Used, kToday));
    const LayeredCatalog layered(&used, { renamed, added });
    const std::vector<PartListing> expected { { u"a-first"_s, u"Added"_s, PartKind::Gpu },
        { u"card"_s, u"Card"_s, PartKind::Gpu }, { u"new-only"_s, u"My own card"_s, PartKind::Gpu } };
    QVERIFY(layered.listing(PartKind::Gpu) == expected);
    std::vector<PartListing> fromParts;
    for (const PartPtr &p : layered.parts(PartKind::Gpu))
        fromParts.push_back({ p->id, p->name, p->kind() });
    QVERIFY(fromParts == expected);
    QVERIFY(used.listing(PartKind::Gpu) == base.listing(PartKind::Gpu));
    QVERIFY(layered.listing(PartKind::Psu).empty());
    QVERIFY(LayeredCatalog(nullptr, { added }).listing(PartKind::Gpu) == std::vector<PartListing>({ expected[0] }));
}

void TestPricePolicy::partsListSaysWhichPrice()
{
    const InMemoryCatalog base({ card(), newOnly() });
    const PricedCatalog used(&base, PricePolicy(PriceChoice::Used, kToday));
    Build b;
    b.gpus = { placed(u"card"_s, 1), placed(u"new-only"_s, 3) };
    const ResolvedBuild r = ResolvedBuild::resolve(b, used, Circuit::preset(u"us-120v-15a"_s).value()).value();
    const PartsList list = PartsList::make(r, CheckReport(), Estimate(), used, u"en"_s);
    QCOMPARE(list.lines.size(), 2);
    QCOMPARE(list.lines[0].unitPriceUsd, 700.0);
    QVERIFY(list.lines[0].price.given == PriceChoice::Used);
    QCOMPARE(PartsListText::priceKind(list.lines[0]), u"used"_s);
    QVERIFY(list.lines[1].price.given == PriceChoice::New);
    QCOMPARE(PartsListText::priceKind(list.lines[1]), u"new (no used price)"_s);
    QCOMPARE(list.totalUsd, 2200.0);
    QVERIFY(list.prices == PriceChoice::Used);
    QCOMPARE(list.staleLines, 0);
    // New prices: the card's is from 2024-09, more than a year before today, and says so.
    const PricedCatalog fresh(&base, PricePolicy(PriceChoice::New, kToday));
    const ResolvedBuild n = ResolvedBuild::resolve(b, fresh, Circuit::preset(u"us-120v-15a"_s).value()).value();
    const PartsList newList = PartsList::make(n, CheckReport(), Estimate(), fresh, u"en"_s);
    QCOMPARE(newList.staleLines, 1);
    QCOMPARE(PartsListText::priceKind(newList.lines[0]), u"new, stale (2024-09)"_s);
    QVERIFY(PartsListText::pricedAt(newList).contains(u"1 price"_s));
}

void TestPricePolicy::newFieldsRoundTrip()
{
    const QByteArray json = R"([
        {"id":"w7900","kind":"gpu","name":"Radeon PRO W7900","architecture":"rdna3","rocm":"official",
         "memoryGB":48,"tdpW":295,"slotWidth":2,"thicknessMm":40,"lengthMm":280,"cooler":"blower",
         "priceUsd":3999,"priceDate":"2023-04","priceSource":"https://example.org/amd",
         "usedPriceUsd":2500,"usedPriceDate":"2026-11","usedPriceSource":"eBay sold listings"},
        {"id":"add2psu","kind":"psu-sync","name":"Add2PSU","psus":2,"trigger":"sata"},
        {"id":"mcio-riser","kind":"riser","name":"MCIO riser","gen":5,"lengthMm":500,"retimer":true,
         "cable":"mcio","mount":"vertical-kit"}])";
    const QJsonArray items = QJsonDocument::fromJson(json).array();
    QCOMPARE(items.size(), 3);
    for (qsizetype i = 0; i < items.size(); ++i) {
        Problems problems;
        const std::optional<Part> p = PartJson::read(items[i].toObject(), u"parts[%1]"_s.arg(i), &problems);
        QVERIFY2(p, qPrintable(problems.value(0).toString()));
        Problems again;
        QCOMPARE(PartJson::read(PartJson::write(*p), u"again"_s, &again), p);
        if (const GpuSpec *g = p->gpu()) {
            QVERIFY(g->architecture == Architecture::Rdna3);
            QVERIFY(g->rocm == RocmSupport::Official);
            QCOMPARE(g->thicknessMm, 40.0);
            // rdna3 offers fp32, fp16 and bf16: no TF32, no FP8, no 2:4 sparsity.
            QVERIFY(g->precisions.contains(Precision::Bf16));
            QVERIFY(!g->precisions.contains(Precision::Tf32));
            QVERIFY(!g->precisions.contains(Precision::Fp8));
            QVERIFY(!g->sparsity24);
            QCOMPARE(p->usedPriceUsd, 2500.0);
            QCOMPARE(p->priceSource, u"https://example.org/amd"_s);
        } else if (const PsuSyncSpec *s = p->psuSync()) {
            QCOMPARE(s->psus, 2);
            QVERIFY(s->trigger == SyncTrigger::Sata);
        } else {
            QVERIFY(p->riser()->retimer);
            QVERIFY(p->riser()->cable == RiserCable::Mcio);
            QVERIFY(p->riser()->mount == RiserKit::VerticalKit);
        }
    }
    // Risers that say nothing are ribbons without retimer, sold as a cable.
    Problems problems;
    const std::optional<Part> plain = PartJson::read(
        QJsonDocument::fromJson(R"({"id":"r","kind":"riser","name":"r","gen":4,"lengthMm":200})").object(), u"r"_s,
        &problems);
    QVERIFY(plain);
    QCOMPARE(*plain->riser(), RiserSpec());
}

void TestPricePolicy::badFieldsRefused_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("problem");
    QTest::newRow("rocm on NVIDIA") << QByteArray(R"({"id":"x","kind":"gpu","name":"x","architecture":"ampere",
        "rocm":"official","tdpW":300,"slotWidth":2,"lengthMm":267,"cooler":"blower"})")
                                    << u"x.rocm"_s;
    QTest::newRow("used date not a month") << QByteArray(R"({"id":"x","kind":"cpu","name":"x","socket":"AM5",
        "tdpW":100,"pcieLanes":24,"usedPriceUsd":100,"usedPriceDate":"last year"})")
                                           << u"x.usedPriceDate"_s;
    QTest::newRow("four PSUs on a sync adapter")
        << QByteArray(R"({"id":"x","kind":"psu-sync","name":"x","psus":4,"trigger":"24pin"})") << u"x.psus"_s;
    QTest::newRow("unknown cable") << QByteArray(R"({"id":"x","kind":"riser","name":"x","gen":4,"lengthMm":200,
        "cable":"copper"})") << u"x.cable"_s;
}

void TestPricePolicy::badFieldsRefused()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, problem);
    Problems problems;
    QVERIFY(!PartJson::read(QJsonDocument::fromJson(json).object(), u"x"_s, &problems));
    QVERIFY(!problems.isEmpty());
    QCOMPARE(problems.first().path, problem);
}

QTEST_GUILESS_MAIN(TestPricePolicy)
#include "tst_pricepolicy.moc"
