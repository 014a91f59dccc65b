// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The comparison of builds: the order of the builds, which rows differ, which build is best, 2..4 builds,
// and the text, Markdown and JSON forms.
#include "core/compare/comparison.h"
#include "core/compare/comparisonformat.h"
#include "tests/support/testcatalog.h"

#include <QJsonArray>
#include <QTest>

using namespace RigPlan;
using namespace Qt::StringLiterals;

namespace {

/** An entry with just the figures the order looks at (no parts): speedups, price. */
ComparisonEntry synthetic(const QString &label, double transformer, std::optional<double> price, double cnn = 1)
{
    ComparisonEntry e;
    e.label = label;
    e.estimate.byWorkload = { cnn, transformer };
    e.estimate.priceUsd = price;
    e.estimate.wallW = 1000;
    return e;
}

ComparisonEntry real(const QString &label, const char *json)
{
    return ComparisonEntry::evaluate(label, Test::buildFrom(json), Test::catalog(), *Circuit::preset(u"us-120v-15a"_s));
}

QStringList labels(const Comparison &c)
{
    QStringList out;
    for (const ComparisonEntry &e : c.builds())
        out << e.label;
    return out;
}

const char *const kPairFe = R"({"gpus": [{"part": "rtx-3090-fe", "slot": 1}, {"part": "rtx-3090-fe", "slot": 5}]})";
const char *const kQuadTurbo = R"({"circuit": "eu-230v-16a", "gpus": [{"part": "rtx-3090-turbo", "slot": 1},
    {"part": "rtx-3090-turbo", "slot": 3}, {"part": "rtx-3090-turbo", "slot": 5}, {"part": "rtx-3090-turbo", "slot": 7}]})";
// Four open-air cards at one-slot spacing on 120 V: blocked slots, a tripped circuit.
const char *const kQuadFe = R"({"case": "test-atx-7", "board": "test-trx40", "cpu": "test-tr-280",
    "circuit": "us-120v-15a", "gpus": [{"part": "rtx-3090-fe", "slot": 1}, {"part": "rtx-3090-fe", "slot": 3},
    {"part": "rtx-3090-fe", "slot": 5}, {"part": "rtx-3090-fe", "slot": 7}]})";

} // namespace

class TestComparison : public QObject
{
    Q_OBJECT

private slots:
    void ordersBySpeedThenPriceThenInput();
    void speedTiesAsShown();
    void unpricedBuildsLastAmongTies();
    void ordersByTheComparisonsWorkload();
    void twoToFourBuilds();
    void sameBuildsDifferNowhere();
    void differsAndBestPerDirection();
    void sharedBestValue();
    void partRowsCountModels();
    void markdownEscaping_data();
    void markdownEscaping();
    void markdownTableKeepsItsColumns();
    void textMarksDifferingRows();
    void jsonShape();
    void displayWidthOfWideCharacters();
};

void TestComparison::ordersBySpeedThenPriceThenInput()
{
    std::vector<ComparisonEntry> in { synthetic(u"A"_s, 2.0, 3000), synthetic(u"B"_s, 3.0, 5000),
        synthetic(u"C"_s, 2.0, 2000), synthetic(u"D"_s, 2.0, 2000) };
    const std::optional<Comparison> c = Comparison::make(in, WorkloadModel::Transformer);
    QVERIFY(c);
    // B is fastest; A, C, D tie on speed; C and D tie on price too and keep their input order.
    QCOMPARE(labels(*c), (QStringList { u"B"_s, u"C"_s, u"D"_s, u"A"_s }));
    QCOMPARE(c->inputIndex(), (QList<int> { 1, 2, 3, 0 }));
    // The rows follow the builds' order.
    QCOMPARE(c->row(u"priceUsd"_s)->cells[0].value, 5000.0);
    QCOMPARE(c->row(u"priceUsd"_s)->cells[3].value, 3000.0);
    // Reversed input: the same order where speed or price decide, input order among full ties.
    std::reverse(in.begin(), in.end());
    QCOMPARE(
        labels(*Comparison::make(in, WorkloadModel::Transformer)), (QStringList { u"B"_s, u"D"_s, u"C"_s, u"A"_s }));
}

void TestComparison::speedTiesAsShown()
{
    // 2.001 and 2.004 both read 2.00: a tie, so the cheaper goes first though it is a hair slower.
    const std::optional<Comparison> c = Comparison::make(
        { synthetic(u"fast"_s, 2.004, 3000), synthetic(u"cheap"_s, 2.001, 2000) }, WorkloadModel::Transformer);
    QCOMPARE(labels(*c), (QStringList { u"cheap"_s, u"fast"_s }));
    // 2.01 against 2.00 is a real difference: speed wins over price.
    const std::optional<Comparison> d = Comparison::make(
        { synthetic(u"cheap"_s, 2.0, 2000), synthetic(u"fast"_s, 2.01, 3000) }, WorkloadModel::Transformer);
    QCOMPARE(labels(*d), (QStringList { u"fast"_s, u"cheap"_s }));
}

void TestComparison::unpricedBuildsLastAmongTies()
{
    const std::optional<Comparison> c = Comparison::make(
        { synthetic(u"unpriced"_s, 2, std::nullopt), synthetic(u"priced"_s, 2, 9000) }, WorkloadModel::Transformer);
    QCOMPARE(labels(*c), (QStringList { u"priced"_s, u"unpriced"_s }));
    QCOMPARE(c->row(u"priceUsd"_s)->cells[1].text, Comparison::noneText());
    // One price against none is no contest: no best, though the row differs.
    QVERIFY(c->row(u"priceUsd"_s)->differs);
    QVERIFY(c->row(u"priceUsd"_s)->best.isEmpty());
}

void TestComparison::ordersByTheComparisonsWorkload()
{
    const std::vector<ComparisonEntry> in { synthetic(u"transformer-fast"_s, 3, 1000, 1),
        synthetic(u"cnn-fast"_s, 1, 1000, 3) };
    QCOMPARE(labels(*Comparison::make(in, WorkloadModel::Transformer)).first(), u"transformer-fast"_s);
    QCOMPARE(labels(*Comparison::make(in, WorkloadModel::Cnn)).first(), u"cnn-fast"_s);
}

void TestComparison::twoToFourBuilds()
{
    std::vector<ComparisonEntry> in;
    for (int n = 0; n <= 5; ++n) {
        QString error;
        const std::optional<Comparison> c = Comparison::make(in, WorkloadModel::Transformer, &error);
        const bool allowed = n >= Comparison::kMinBuilds && n <= Comparison::kMaxBuilds;
        QCOMPARE(c.has_value(), allowed);
        QCOMPARE(error.isEmpty(), allowed);
        if (!allowed)
            QVERIFY2(error.contains(QString::number(n)), qPrintable(error));
        in.push_back(synthetic(QString::number(n), 1, 1000));
    }
}

void TestComparison::sameBuildsDifferNowhere()
{
    const std::optional<Comparison> c
        = Comparison::make({ real(u"one"_s, kPairFe), real(u"two"_s, kPairFe) }, WorkloadModel::Transformer);
    QVERIFY(c);
    QVERIFY(c->rows().size() > 10);
    for (const ComparisonRow &row : c->rows()) {
        QVERIFY2(!row.differs, qPrintable(row.key));
        QVERIFY2(row.best.isEmpty(), qPrintable(row.key));
        QCOMPARE(row.cells.size(), 2);
    }
    QCOMPARE(labels(*c), (QStringList { u"one"_s, u"two"_s }));
}

void TestComparison::differsAndBestPerDirection()
{
    const std::optional<Comparison> c
        = Comparison::make({ real(u"pair"_s, kPairFe), real(u"quad turbo"_s, kQuadTurbo), real(u"quad fe"_s, kQuadFe) },
            WorkloadModel::Transformer);
    QVERIFY(c);
    // Four cards beat two; of the fours, the same price, so input order: turbo, then FE.
    QCOMPARE(labels(*c), (QStringList { u"quad turbo"_s, u"quad fe"_s, u"pair"_s }));
    QVERIFY(c->row(u"board"_s)->differs); // quad fe is on the TRX40 board
    QVERIFY(!c->row(u"cpu"_s)->differs || c->builds()[1].build.toBuild().cpuId != c->builds()[0].build.toBuild().cpuId);
    QVERIFY(c->row(u"case"_s)->differs); // quad fe is in the 7-slot ATX case
    QVERIFY(c->row(u"case"_s)->best.isEmpty()); // parts have no direction

    const auto best = [&](const char *key) { return c->row(QString::fromLatin1(key))->best; };
    QCOMPARE(best("speedupTransformer"), (QList<int> { 0 })); // higher is better
    QCOMPARE(best("priceUsd"), (QList<int> { 2 })); // lower is better: the pair
    QCOMPARE(best("wallW"), (QList<int> { 2 }));
    QCOMPARE(best("psuLoad"), (QList<int> { 2 }));
    QVERIFY(c->builds()[1].checks.errors > 0);
    QVERIFY(!best("errors").contains(1)); // fewer errors is better
    QVERIFY(!best("errors").isEmpty());

    // Every best cell holds the extreme value in its direction; every other valued cell does not beat it.
    for (const ComparisonRow &row : c->rows()) {
        for (int b : row.best) {
            for (const ComparisonCell &other : row.cells) {
                if (!other.value)
                    continue;
                if (row.better == ComparisonRow::Better::Higher)
                    QVERIFY2(*row.cells[b].value >= *other.value, qPrintable(row.key));
                else
                    QVERIFY2(*row.cells[b].value <= *other.value, qPrintable(row.key));
            }
        }
        if (row.better == ComparisonRow::Better::None)
            QVERIFY(row.best.isEmpty());
        bool allEqual = true;
        for (const ComparisonCell &cell : row.cells)
            allEqual = allEqual && cell.text == row.cells.first().text;
        QCOMPARE(row.differs, !allEqual);
    }
}

void TestComparison::sharedBestValue()
{
    const std::optional<Comparison> c
        = Comparison::make({ synthetic(u"A"_s, 3, 1000), synthetic(u"B"_s, 2, 1000), synthetic(u"C"_s, 1, 4000) },
            WorkloadModel::Transformer);
    QCOMPARE(c->row(u"priceUsd"_s)->best, (QList<int> { 0, 1 }));
    QCOMPARE(c->row(u"speedupTransformer"_s)->best, (QList<int> { 0 }));
    QCOMPARE(c->row(u"speedupPerKUsd"_s)->best, (QList<int> { 0 }));
    QCOMPARE(*c->row(u"speedupPerKUsd"_s)->cells[0].value, 3.0);
    QCOMPARE(c->row(u"speedupPerKUsd"_s)->cells[2].text, u"0.25"_s);
}

void TestComparison::partRowsCountModels()
{
    const std::optional<Comparison> c
        = Comparison::make({ real(u"pair"_s, kPairFe), real(u"quad turbo"_s, kQuadTurbo) }, WorkloadModel::Transformer);
    const ComparisonRow *turbo = c->row(u"gpu:rtx-3090-turbo"_s);
    const ComparisonRow *fe = c->row(u"gpu:rtx-3090-fe"_s);
    QVERIFY(turbo && fe);
    QVERIFY(turbo->label.contains(u"Gigabyte GeForce RTX 3090 TURBO"_s));
    QCOMPARE(turbo->cells[0].text, u"4"_s);
    QCOMPARE(turbo->cells[1].text, Comparison::noneText());
    QCOMPARE(turbo->cells[1].value, 0.0);
    QCOMPARE(fe->cells[1].text, u"2"_s);
    QVERIFY(turbo->differs && fe->differs);
    // The fastest build's GPU comes first; PSUs before GPUs; the same PSU is no difference.
    const auto rowIndex = [&](const QString &key) {
        for (int i = 0; i < c->rows().size(); ++i) {
            if (c->rows()[i].key == key)
                return i;
        }
        return -1;
    };
    QVERIFY(rowIndex(u"gpu:rtx-3090-turbo"_s) < rowIndex(u"gpu:rtx-3090-fe"_s));
    QVERIFY(rowIndex(u"psu:test-1600-p2"_s) < rowIndex(u"gpu:rtx-3090-turbo"_s));
    QVERIFY(!c->row(u"psu:test-1600-p2"_s)->differs);
    QCOMPARE(c->row(u"risers"_s)->cells[0].text, u"0"_s);
}

void TestComparison::markdownEscaping_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("escaped");
    QTest::newRow("plain") << u"RTX 3090 (24 GB)"_s << u"RTX 3090 (24 GB)"_s;
    QTest::newRow("pipe") << u"a|b"_s << u"a\\|b"_s;
    QTest::newRow("backslash") << u"a\\b"_s << u"a\\\\b"_s;
    QTest::newRow("code") << u"`x`"_s << u"\\`x\\`"_s;
    QTest::newRow("emphasis") << u"*a* _b_"_s << u"\\*a\\* \\_b\\_"_s;
    QTest::newRow("link") << u"[x](y)"_s << u"\\[x\\](y)"_s;
    QTest::newRow("html") << u"<b>x</b>"_s << u"\\<b\\>x\\</b\\>"_s;
    QTest::newRow("newlines") << u"a\nb\r\nc\rd"_s << u"a b c d"_s;
}

void TestComparison::markdownEscaping()
{
    QFETCH(QString, text);
    QFETCH(QString, escaped);
    QCOMPARE(ComparisonFormat::escapeMarkdown(text), escaped);
}

void TestComparison::markdownTableKeepsItsColumns()
{
    const std::optional<Comparison> c = Comparison::make(
        { synthetic(u"a | b *c*\nd"_s, 2, 1000), synthetic(u"e_f"_s, 1, 1000) }, WorkloadModel::Transformer);
    const QString md = ComparisonFormat::toMarkdown(*c);
    int tableLines = 0;
    for (const QString &line : md.split(u'\n')) {
        if (!line.startsWith(u'|'))
            continue;
        ++tableLines;
        // Unescaped pipes: one before each of the 3 columns and one at the end.
        int pipes = 0;
        for (qsizetype i = 0; i < line.size(); ++i) {
            if (line[i] == u'\\')
                ++i;
            else if (line[i] == u'|')
                ++pipes;
        }
        QVERIFY2(pipes == 4, qPrintable(line));
    }
    QCOMPARE(tableLines, 2 + c->rows().size());
    QVERIFY(md.contains(u"| a \\| b \\*c\\* d | e\\_f |"_s));
    // Differing cells are bold, the others not.
    QVERIFY(md.contains(u"| **2.00** (best) | **1.00** |"_s));
    QVERIFY(md.contains(u"| 1000 | 1000 |"_s));
}

void TestComparison::textMarksDifferingRows()
{
    const std::optional<Comparison> c
        = Comparison::make({ synthetic(u"A"_s, 2, 1000), synthetic(u"B"_s, 1, 1000) }, WorkloadModel::Transformer);
    const QStringList lines = ComparisonFormat::toText(*c).split(u'\n');
    const auto lineOf = [&](const QString &label) {
        for (const QString &l : lines) {
            if (l.mid(2).startsWith(label))
                return l;
        }
        return QString();
    };
    QVERIFY(lineOf(u"Speedup, transformer"_s).startsWith(u"* "_s));
    QVERIFY(lineOf(u"Price (USD)"_s).startsWith(u"  "_s));
    // Columns line up: every row's second column starts where the header's does.
    const QString header = lineOf(u"Part or figure"_s);
    const qsizetype column = header.indexOf(u"A"_s, 2);
    QVERIFY(column > 0);
    QCOMPARE(lineOf(u"Price (USD)"_s).indexOf(u"1000"_s), column);
}

void TestComparison::jsonShape()
{
    const std::optional<Comparison> c = Comparison::make(
        { synthetic(u"slow"_s, 1, 1000), synthetic(u"fast"_s, 2, 1500) }, WorkloadModel::Transformer);
    const QJsonObject json = ComparisonFormat::toJson(*c);
    QCOMPARE(json.value(u"workload").toString(), u"transformer"_s);
    const QJsonArray builds = json.value(u"builds").toArray();
    QCOMPARE(builds.size(), 2);
    QCOMPARE(builds[0].toObject().value(u"label").toString(), u"fast"_s);
    QCOMPARE(builds[0].toObject().value(u"input").toInt(), 1);
    bool sawPrice = false;
    for (const QJsonValue &v : json.value(u"rows").toArray()) {
        const QJsonObject row = v.toObject();
        QCOMPARE(row.value(u"cells").toArray().size(), 2);
        if (row.value(u"key").toString() != u"priceUsd")
            continue;
        sawPrice = true;
        QCOMPARE(row.value(u"kind").toString(), u"figure"_s);
        QCOMPARE(row.value(u"better").toString(), u"lower"_s);
        QCOMPARE(row.value(u"differs").toBool(), true);
        QCOMPARE(row.value(u"best").toArray(), (QJsonArray { 1 }));
        QCOMPARE(row.value(u"cells").toArray()[0].toObject().value(u"value").toDouble(), 1500.0);
        QCOMPARE(row.value(u"cells").toArray()[0].toObject().value(u"text").toString(), u"1500"_s);
    }
    QVERIFY(sawPrice);
}

void TestComparison::displayWidthOfWideCharacters()
{
    QCOMPARE(ComparisonFormat::displayWidth(u"abc"_s), 3);
    QCOMPARE(ComparisonFormat::displayWidth(u"价格"_s), 4);
    QCOMPARE(ComparisonFormat::displayWidth(u"—"_s), 1);
}

QTEST_GUILESS_MAIN(TestComparison)
#include "tst_comparison.moc"
