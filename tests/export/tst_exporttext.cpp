// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 36, item 10 (the core's text): the PDF's tables keep words whole and its checklist has one marker;
// riser findings read right for one card and several, and for a case without vertical mounts; prices read
// the same in every locale; lists joined for display use the language's separator.
#include "core/estimate/estimator.h"
#include "core/export/exportformat.h"
#include "core/export/partslist.h"
#include "core/io/buildfile.h"
#include "core/report/buildprice.h"
#include "core/report/checkreportformat.h"
#include "core/report/findingtext.h"
#include "tests/support/testcatalog.h"

#include <QAbstractTextDocumentLayout>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>
#include <QTextList>
#include <QTranslator>

using namespace RigPlan;
using namespace Qt::StringLiterals;

namespace {

/** tests/data/export/hostile.rigbuild checked and estimated as the CLI does (its inline parts over the test catalog). */
PartsList hostileList()
{
    const BuildLoadResult loaded
        = BuildFile::readFile(Test::dataPath(u"export/hostile.rigbuild"_s), Test::catalog(), true);
    if (!loaded.ok())
        qFatal("the export fixture does not load");
    const LayeredCatalog parts(&Test::catalog(), loaded.build->parts);
    const ResolvedBuild resolved = Test::resolve(*loaded.build);
    CheckOptions checkOptions;
    checkOptions.catalog = &parts;
    EstimateOptions estimateOptions;
    estimateOptions.catalog = &parts;
    return PartsList::make(
        resolved, check(resolved, checkOptions), estimate(resolved, estimateOptions), parts, u"en"_s);
}

/** The message of the first finding of `rule` in the build. */
QString message(const char *partialJson, const QString &rule)
{
    const Build build = Test::buildFrom(partialJson);
    const ResolvedBuild resolved = Test::resolve(build);
    const CheckReport report = check(resolved);
    const QList<Finding> found = Test::findingsOf(report, rule);
    if (found.isEmpty())
        return {};
    return FindingText(resolved, &Test::catalog()).message(found.first());
}

/** Restores the default locale when a test that changed it ends. */
struct DefaultLocale
{
    QLocale saved;
    ~DefaultLocale() { QLocale::setDefault(saved); }
};

} // namespace

class TestExportText : public QObject
{
    Q_OBJECT

private slots:
    void pdfTableKeepsWordsWhole();
    void pdfChecklistHasOneMarker();
    void riserTransportOneAndSeveral();
    void riserMountWithoutVerticalMounts();
    void pricesWhateverTheLocale();
    void chineseListSeparators();
};

/**
 * The PDF is the HTML through QTextDocument (pdfexport.cpp). Laid out on a page as narrow as a portrait A4's
 * text (2 cm margins), and narrower, no kind of part may break inside a word ("Motherboa rd").
 */
void TestExportText::pdfTableKeepsWordsWhole()
{
    const PartsList list = hostileList();
    QStringList kinds;
    for (const PartsListLine &line : list.lines)
        kinds << PartsListText::kindName(line.kind);
    QVERIFY(kinds.contains(PartsListText::kindName(PartsListLine::Kind::Board)));
    for (const qreal width : { 642.0, 480.0 }) {
        QTextDocument document;
        document.setHtml(QString::fromUtf8(exportPartsList(list, ExportFormat::Html)));
        document.setTextWidth(width);
        document.documentLayout()->documentSize(); // lays it out
        int seen = 0;
        for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
            if (!kinds.contains(block.text()))
                continue;
            ++seen;
            QVERIFY2(block.layout()->lineCount() == 1,
                qPrintable(u"%1 breaks over %2 lines at %3 px"_s.arg(block.text())
                               .arg(block.layout()->lineCount())
                               .arg(width)));
        }
        QVERIFY(seen >= kinds.size());
    }
}

/** Each checklist item shows its box and nothing else: no list bullet beside it. */
void TestExportText::pdfChecklistHasOneMarker()
{
    const PartsList list = hostileList();
    QVERIFY(!list.checklist.isEmpty());
    QTextDocument document;
    document.setHtml(QString::fromUtf8(exportPartsList(list, ExportFormat::Html)));
    int items = 0;
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        if (!block.text().startsWith(u"☐"_s))
            continue;
        ++items;
        const QTextList *bulleted = block.textList();
        QVERIFY2(
            !bulleted || bulleted->format().style() == QTextListFormat::ListStyleUndefined, qPrintable(block.text()));
    }
    QCOMPARE(items, list.checklist.size());
}

void TestExportText::riserTransportOneAndSeveral()
{
    const QString one = message(R"({"gpus":[{"part":"rtx-3090-turbo","slot":1},
        {"part":"rtx-3090-turbo","slot":5,"riser":{"mount":"vertical","gen":4,"lengthMm":200}}]})",
        u"riser.transport"_s);
    QVERIFY2(one.contains(u"relies on a riser"_s) && one.contains(u"secure the card "_s), qPrintable(one));
    QVERIFY2(!one.contains(u" rely "_s), qPrintable(one));
    const QString two = message(R"({"case":"test-open-frame","gpus":[
        {"part":"rtx-3090-turbo","slot":1,"riser":{"mount":"frame","gen":4,"lengthMm":200}},
        {"part":"rtx-3090-turbo","slot":5,"riser":{"mount":"frame","gen":4,"lengthMm":200}}]})",
        u"riser.transport"_s);
    QVERIFY2(two.contains(u" rely on risers"_s) && two.contains(u"secure the cards "_s), qPrintable(two));
}

void TestExportText::riserMountWithoutVerticalMounts()
{
    const QString none = message(R"({"case":"test-atx-7","gpus":[
        {"part":"rtx-3090-turbo","slot":1,"riser":{"mount":"vertical","gen":4,"lengthMm":200}}]})",
        u"riser.mount"_s);
    QVERIFY2(none.contains(u"the case has no vertical mount."_s), qPrintable(none));
    QVERIFY2(!none.contains(u"0 vertical"_s) && !none.contains(u"taken"_s), qPrintable(none));
    // One mount, two cards wanting it: the count and "taken" still say why.
    const QString taken = message(R"({"gpus":[
        {"part":"rtx-3090-turbo","slot":1,"riser":{"mount":"vertical","gen":4,"lengthMm":200}},
        {"part":"rtx-3090-turbo","slot":5,"riser":{"mount":"vertical","gen":4,"lengthMm":200}}]})",
        u"riser.mount"_s);
    QVERIFY2(taken.contains(u"has only 1 vertical mount(s) and they are taken"_s), qPrintable(taken));
}

/**
 * The C locale writes no thousands separator and its currency format puts the sign last ("3,200$" where a
 * currency string was used); German groups with dots. The check's price and every export read the same in
 * each of them.
 */
void TestExportText::pricesWhateverTheLocale()
{
    const DefaultLocale restore;
    BuildPrice price;
    price.lines.append(PricedLine { PricedLine::Kind::Psu, u"psu"_s, u"PSU"_s, 2, 1600.0, PartPrice() });
    price.totalUsd = 3200;
    QMap<QString, QList<QByteArray>> outputs;
    for (const QLocale &locale : { QLocale::c(), QLocale(QLocale::German, QLocale::Germany),
             QLocale(QLocale::English, QLocale::UnitedStates), QLocale(QLocale::Chinese, QLocale::China) }) {
        QLocale::setDefault(locale);
        QCOMPARE(usdAmount(3200), u"3,200"_s);
        QCOMPARE(usdAmount(1234567.4), u"1,234,567"_s);
        QVERIFY2(CheckReportFormat::priceText(price).startsWith(u"Parts: 3,200 USD"_s),
            qPrintable(CheckReportFormat::priceText(price)));
        const PartsList list = hostileList();
        QList<QByteArray> formats;
        for (ExportFormat format : { ExportFormat::Csv, ExportFormat::Markdown, ExportFormat::Text,
                 ExportFormat::BbCode, ExportFormat::Json, ExportFormat::Html })
            formats << exportPartsList(list, format);
        outputs.insert(locale.name(), formats);
    }
    const QList<QByteArray> first = outputs.first();
    for (const QList<QByteArray> &formats : std::as_const(outputs))
        QCOMPARE(formats, first);
    QVERIFY(first[3].contains(QByteArray(formatUsd(hostileList().totalUsd).toUtf8() + " USD")));
    QVERIFY(!first[3].contains("$"));
}

void TestExportText::chineseListSeparators()
{
    QTranslator translator;
    QVERIFY(translator.load(u":/i18n/rigplan_zh_CN.qm"_s));
    QCoreApplication::installTranslator(&translator);
    const QString three = FindingText::joined({ u"A"_s, u"B"_s, u"C"_s });
    const QString leads = PartsListText::psuLeadCell(SlotMapRow {
        0, 1, u"gpu"_s, u"GPU"_s, std::nullopt, 0, u"PSU"_s, CardLeads { .pcie8 = 2, .hpwr = 0, .eps = 1 } });
    QCoreApplication::removeTranslator(&translator);
    QCOMPARE(three, u"A、B和C"_s);
    QVERIFY2(leads.contains(u"、"_s) && !leads.contains(u", "_s), qPrintable(leads));
    // English keeps its commas.
    QCOMPARE(FindingText::joined({ u"A"_s, u"B"_s, u"C"_s }), u"A, B and C"_s);
    QCOMPARE(FindingText::joined({ u"A"_s }), u"A"_s);
}

QTEST_MAIN(TestExportText)
#include "tst_exporttext.moc"
