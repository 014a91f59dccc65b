// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Every entry of the bundled catalog (db/seed/catalog.json), checked by rules rather than by a list of ids, so
// the test keeps passing as entries are added and fails on the first one that breaks a rule (issue 15).
#include "core/io/catalogfile.h"
#include "core/pricepolicy.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <cmath>

using namespace RigPlan;
using namespace Qt::StringLiterals;

namespace {

/** The slot width a thickness gives: thickness / 20.32 mm (the PCI expansion-slot pitch), up to the next 0.1. */
double slotsOfThickness(double mm)
{
    return std::ceil(mm / 20.32 * 10.0 - 1e-9) / 10.0;
}

/** Whole months from a's month to b's. */
int monthsBetween(QDate a, QDate b)
{
    return (b.year() - a.year()) * 12 + b.month() - a.month();
}

} // namespace

class TestCatalogEntries : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void requiredFields();
    void pricesAreDatedAndPlausible();
    void usedPricesBelowNew();
    void slotWidthFollowsThickness();
    void boardsHaveSlotMapsAndEps();
    void risersHaveGenerationAndLength();
    void amdCardsSayRocm();
    void stalePricesAreFlagged();

private:
    QJsonArray m_raw; // the file's objects, for the presence of fields the reader defaults
    QList<Part> m_parts;
    QDate m_catalogDate; // the catalog's own month ("catalogDate"), else this month
    QString failures(const QStringList &list) { return list.join(u'\n'); }
};

void TestCatalogEntries::initTestCase()
{
    // The bundled catalog; RIGPLAN_CATALOG_FILE checks another file by the same rules (a catalog being edited).
    QFile file(qEnvironmentVariable("RIGPLAN_CATALOG_FILE", u":/catalog/catalog.json"_s));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    const QJsonObject root = QJsonDocument::fromJson(bytes).object();
    m_raw = root.value(u"parts").toArray();
    const CatalogLoadResult loaded = CatalogFile::read(bytes);
    QVERIFY2(loaded.catalog, qPrintable(loaded.problems.value(0).toString()));
    m_parts = loaded.catalog->parts;
    QCOMPARE(m_parts.size(), m_raw.size());
    QVERIFY(m_parts.size() > 50);
    const QString date = root.value(u"catalogDate").toString();
    m_catalogDate
        = date.isEmpty() ? QDate(QDate::currentDate().year(), QDate::currentDate().month(), 1) : priceMonth(date);
    QVERIFY2(m_catalogDate.isValid(), qPrintable(u"catalogDate must be YYYY-MM, not "_s + date));
}

void TestCatalogEntries::requiredFields()
{
    QStringList bad;
    QSet<QString> ids;
    for (const QJsonValue &v : std::as_const(m_raw)) {
        const QJsonObject o = v.toObject();
        const QString id = o.value(u"id").toString();
        for (const char16_t *key : { u"id", u"kind", u"name", u"source", u"confidence" }) {
            if (o.value(QStringView(key)).toString().trimmed().isEmpty())
                bad << u"%1: no %2"_s.arg(id, QStringView(key));
        }
        if (ids.contains(id))
            bad << u"%1: listed twice"_s.arg(id);
        ids.insert(id);
    }
    QVERIFY2(bad.isEmpty(), qPrintable(failures(bad)));
}

void TestCatalogEntries::pricesAreDatedAndPlausible()
{
    const QDate earliest(2000, 1, 1);
    QStringList bad;
    for (const Part &p : std::as_const(m_parts)) {
        const auto check = [&](std::optional<double> usd, const QString &date, const QString &what) {
            if (!usd) {
                if (!date.isEmpty())
                    bad << u"%1: %2 date without a price"_s.arg(p.id, what);
                return;
            }
            if (*usd <= 0 || *usd > 1e6)
                bad << u"%1: %2 price %3 USD is not plausible for a part"_s.arg(p.id, what).arg(*usd);
            const QDate month = priceMonth(date);
            if (!month.isValid())
                bad << u"%1: %2 price has no date as YYYY-MM ('%3')"_s.arg(p.id, what, date);
            else if (month < earliest || month > m_catalogDate)
                bad << u"%1: %2 price dated %3, outside 2000-01 to the catalog's %4"_s.arg(
                    p.id, what, date, m_catalogDate.toString(u"yyyy-MM"_s));
        };
        check(p.priceUsd, p.priceDate, u"new"_s);
        check(p.usedPriceUsd, p.usedPriceDate, u"used"_s);
        if (p.usedPriceUsd && p.usedPriceSource.trimmed().isEmpty())
            bad << u"%1: a used price needs usedPriceSource"_s.arg(p.id);
    }
    QVERIFY2(bad.isEmpty(), qPrintable(failures(bad)));
}

void TestCatalogEntries::usedPricesBelowNew()
{
    // A used part costs less than the same part new, bought in the same year; where the catalog knows
    // otherwise (a scarce card above its launch price), its notes say so, naming the used price.
    QStringList bad;
    for (const Part &p : std::as_const(m_parts)) {
        if (!p.priceUsd || !p.usedPriceUsd || *p.usedPriceUsd < *p.priceUsd)
            continue;
        const QDate n = priceMonth(p.priceDate), u = priceMonth(p.usedPriceDate);
        if (!n.isValid() || !u.isValid() || n.year() != u.year())
            continue;
        const QString notes = p.notes.toLower();
        const bool explained = notes.contains(u"used"_s)
            && (notes.contains(u"above"_s) || notes.contains(u"higher"_s) || notes.contains(u"more than"_s)
                || notes.contains(u"premium"_s) || notes.contains(u"exceeds"_s));
        if (!explained)
            bad << u"%1: used %2 USD is not below new %3 USD in %4, and the notes do not say why"_s.arg(p.id)
                       .arg(*p.usedPriceUsd)
                       .arg(*p.priceUsd)
                       .arg(n.year());
    }
    QVERIFY2(bad.isEmpty(), qPrintable(failures(bad)));
}

void TestCatalogEntries::slotWidthFollowsThickness()
{
    // docs/catalog.md: slotWidth = thicknessMm / 20.32 rounded up to 0.1, within 0.15 slot.
    QStringList bad;
    int checked = 0;
    for (const Part &p : std::as_const(m_parts)) {
        const GpuSpec *g = p.gpu();
        if (!g || !g->thicknessMm)
            continue;
        ++checked;
        const double expected = slotsOfThickness(*g->thicknessMm);
        if (std::abs(g->slotWidth - expected) > 0.15 + 1e-9)
            bad << u"%1: slotWidth %2 but %3 mm is %4 slots"_s.arg(p.id)
                       .arg(g->slotWidth)
                       .arg(*g->thicknessMm)
                       .arg(expected);
    }
    QVERIFY2(bad.isEmpty(), qPrintable(failures(bad)));
    // The rule itself, on figures from outside the catalog: two slots are 2 x 20.32 mm (PCI pitch); the RTX
    // 4090 FE is 61 mm thick and sold as 3-slot (NVIDIA): 3.1 by the rule, within 0.15 of 3.
    QCOMPARE(slotsOfThickness(40.64), 2.0);
    QCOMPARE(slotsOfThickness(61.0), 3.1);
    qInfo("%d GPU(s) give a thickness", checked);
}

void TestCatalogEntries::boardsHaveSlotMapsAndEps()
{
    QStringList bad;
    for (const QJsonValue &v : std::as_const(m_raw)) {
        const QJsonObject o = v.toObject();
        if (o.value(u"kind").toString() != u"board")
            continue;
        const QString id = o.value(u"id").toString();
        if (o.value(u"slots").toArray().isEmpty())
            bad << id + u": no slot map"_s;
        if (!o.value(u"epsSockets").isDouble())
            bad << id + u": no epsSockets"_s;
    }
    QVERIFY2(bad.isEmpty(), qPrintable(failures(bad)));
}

void TestCatalogEntries::risersHaveGenerationAndLength()
{
    QStringList bad;
    for (const QJsonValue &v : std::as_const(m_raw)) {
        const QJsonObject o = v.toObject();
        if (o.value(u"kind").toString() != u"riser")
            continue;
        const QString id = o.value(u"id").toString();
        if (!o.value(u"gen").isDouble())
            bad << id + u": no gen"_s;
        if (!o.value(u"lengthMm").isDouble() || o.value(u"lengthMm").toDouble() <= 0)
            bad << id + u": no lengthMm"_s;
    }
    QVERIFY2(bad.isEmpty(), qPrintable(failures(bad)));
}

void TestCatalogEntries::amdCardsSayRocm()
{
    // The reader refuses rocm on an NVIDIA card; an AMD card must say how ROCm supports it.
    QStringList bad;
    for (const Part &p : std::as_const(m_parts)) {
        const GpuSpec *g = p.gpu();
        if (g && !isNvidia(g->architecture) && !g->rocm)
            bad << p.id + u": an AMD card without rocm"_s;
        if (g && !isNvidia(g->architecture)
            && (g->precisions.contains(Precision::Tf32) || g->precisions.contains(Precision::Fp8)))
            bad << p.id + u": TF32/FP8 on an AMD card are not offered"_s;
    }
    QVERIFY2(bad.isEmpty(), qPrintable(failures(bad)));
}

void TestCatalogEntries::stalePricesAreFlagged()
{
    // Stale: more than 12 whole months between the price's month and the catalog's. Counted here by
    // calendar arithmetic, apart from PricePolicy, and compared for every dated price of the catalog.
    const PricePolicy newPrices(PriceChoice::New, m_catalogDate);
    const PricePolicy usedPrices(PriceChoice::Used, m_catalogDate);
    int stale = 0;
    for (const Part &p : std::as_const(m_parts)) {
        if (p.priceUsd) {
            const bool expected = monthsBetween(priceMonth(p.priceDate), m_catalogDate) > 12;
            QCOMPARE(newPrices.priceOf(p).stale, expected);
            stale += expected;
        }
        if (p.usedPriceUsd) {
            const PartPrice used = usedPrices.priceOf(p);
            QVERIFY(used.given == PriceChoice::Used);
            QCOMPARE(used.stale, monthsBetween(priceMonth(p.usedPriceDate), m_catalogDate) > 12);
        }
    }
    qInfo("%d of %lld new prices are more than a year older than the catalog", stale,
        static_cast<long long>(m_parts.size()));
}

QTEST_GUILESS_MAIN(TestCatalogEntries)
#include "tst_catalogentries.moc"
