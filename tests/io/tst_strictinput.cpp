// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The build and catalog readers against what issue 14 found loading when it should not: every case is
// a file a user could be handed, and the expected line is what the format's contract says to refuse.
#include "core/buildedits.h"
#include "core/io/buildfile.h"
#include "core/io/catalogfile.h"
#include "core/io/strictjson.h"
#include "core/plan/powerlimitoptimiser.h"
#include "core/valueranges.h"
#include "tests/support/testcatalog.h"

#include <QBuffer>
#include <QTest>

using namespace RigPlan;
using namespace Qt::StringLiterals;

class TestStrictInput : public QObject
{
    Q_OBJECT

private slots:
    void refused_data();
    void refused();
    void accepted_data();
    void accepted();
    void catalogRefuses_data();
    void catalogRefuses();
    void scanIsLinearOnDeepNesting();
    void readAtMostStopsAtTheCap();
    void optimiserIsBoundedWhateverTheStep();
    void swappedCardReadsBack();
};

namespace {

const QByteArray kHead = R"({"format":"rigplan-build","version":1,"case":"test-tower-8","board":"test-board-7",)"
                         R"("cpu":"test-cpu-165","psus":["test-1600-p2"],)";
// The same without a board: slots are optional, so GPU counts and indices can grow past the board's.
const QByteArray kNoBoard = R"({"format":"rigplan-build","version":1,)";

QByteArray gpu(const char *more = "")
{
    return QByteArray(R"({"part":"rtx-3090-fe")") + more + '}';
}

QByteArray inlineGpu(const char *tdp)
{
    return kNoBoard + R"("gpus":[{"part":"x"}],"parts":[{"id":"x","kind":"gpu","name":"X","architecture":"ampere",)"
        + R"("tdpW":)" + tdp + R"(,"slotWidth":2,"lengthMm":300,"cooler":"blower"}]})";
}

QStringList linesOf(const Problems &problems)
{
    QStringList lines;
    for (const Problem &p : problems)
        lines << p.toString();
    return lines;
}

} // namespace

void TestStrictInput::refused_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected"); // one problem line starts with this

    // Item 1: every number has a range.
    QTest::newRow("tdpW 1e7") << inlineGpu("1e7") << u"parts[0].tdpW: must be a number from 1 to 2000 W"_s;
    QTest::newRow("tdpW 1e15") << inlineGpu("1e15") << u"parts[0].tdpW: must be a number from 1 to 2000 W"_s;
    QTest::newRow("tdpW 3.2e8 (a microwatt typo)")
        << inlineGpu("3.2e8") << u"parts[0].tdpW: must be a number from 1 to 2000 W, not 320000000"_s;
    QTest::newRow("powerLimitW 1e300") << kHead + R"("gpus":[)" + gpu(R"(,"slot":1,"powerLimitW":1e300)") + "]}"
                                       << u"gpus[0].powerLimitW: must be a number from 1 to 2000 W"_s;
    QTest::newRow("otherLoadW 1e308") << kHead + R"("otherLoadW":1e308,"gpus":[]})"
                                      << u"otherLoadW: must be a number from 0 to 5000 W"_s;
    QTest::newRow("psu index past the table") << kNoBoard + R"("gpus":[)" + gpu(R"(,"psu":128)") + "]}"
                                              << u"gpus[0].psu: must be a whole number from 0 to 127"_s;
    QTest::newRow("price 1.7e308") << kNoBoard
            + R"("gpus":[],"parts":[{"id":"p","kind":"cpu","name":"P",)"
              R"("socket":"AM4","tdpW":65,"pcieLanes":24,"priceUsd":1.7e308}]})"
                                   << u"parts[0].priceUsd: must be a number from 0 to 1000000000 USD"_s;
    QTest::newRow("paramsB 0") << kNoBoard + R"("gpus":[],"workload":{"model":"llm","paramsB":0}})"
                               << u"workload.paramsB: must be a number from 0.001 to 100000 billion"_s;

    // Item 2: the reader refuses what it cannot read exactly.
    QTest::newRow("gpus twice") << kHead + R"("gpus":[],"gpus":[)" + gpu(R"(,"slot":1)") + "]}"
                                << u"gpus: is given twice in the same object"_s;
    QTest::newRow("powerLimitW twice") << kHead + R"("gpus":[)"
            + gpu(R"(,"slot":1,"powerLimitW":300,"powerLimitW":200)")
            + "]}" << u"gpus[0].powerLimitW: is given twice"_s;
    QTest::newRow("key twice, one escaped")
        << kHead + R"("gpus":[],"na\u006de":"a","name":"b"})" << u"name: is given twice"_s;
    QTest::newRow("slot null with a board")
        << kHead + R"("gpus":[)" + gpu(R"(,"slot":null)") + "]}" << u"gpus[0].slot: is null"_s;
    QTest::newRow("required part null") << kHead + R"("gpus":[{"part":null,"slot":1}]})"
                                        << u"gpus[0].part: is null; a value is required here"_s;
    QTest::newRow("raw tab in a name") << kHead + "\"name\":\"a\tb\",\"gpus\":[]}"
                                       << u"name: a raw control character (U+0009) inside a string"_s;
    QTest::newRow("raw escape char in a part name")
        << kHead + "\"gpus\":[],\"parts\":[{\"id\":\"p\",\"kind\":\"cpu\",\"name\":\"\x1b]52;c;\x07\"}]}"
        << u"parts[0].name: a raw control character (U+001B)"_s;
    QTest::newRow("1e400 names its path") << kHead + R"("gpus":[)" + gpu(R"(,"slot":1,"powerLimitW":1e400)") + "]}"
                                          << u"gpus[0].powerLimitW: 1e400 is beyond what a number can hold"_s;
    QTest::newRow("-1e400 deep") << kNoBoard + R"("gpus":[],"workload":{"model":"llm","paramsB":-1e400}})"
                                 << u"workload.paramsB: -1e400 is beyond"_s;
    // The test catalog's RTX 3090 FE gives no maxPowerLimitW: its TDP (350 W) is the firmware's top.
    QTest::newRow("limit above the firmware's") << kHead + R"("gpus":[)" + gpu(R"(,"slot":1,"powerLimitW":351)")
            + "]}" << u"gpus[0].powerLimitW: 351 W is outside what the card's firmware accepts (expected 87 to 350 W"_s;
    QTest::newRow("limit above maxPowerLimitW")
        << kNoBoard
            + R"("gpus":[{"part":"x","powerLimitW":420}],"parts":[{"id":"x","kind":"gpu","name":"X",)"
              R"("architecture":"ampere","tdpW":350,"maxPowerLimitW":400,"slotWidth":2,"lengthMm":300,)"
              R"("cooler":"blower"}]})"
        << u"gpus[0].powerLimitW: 420 W is outside what the card's firmware accepts (expected 87 to 400 W)"_s;
    QTest::newRow("limit below minPowerLimitW")
        << kNoBoard
            + R"("gpus":[{"part":"x","powerLimitW":100}],"parts":[{"id":"x","kind":"gpu","name":"X",)"
              R"("architecture":"ampere","tdpW":250,"minPowerLimitW":150,"slotWidth":2,"lengthMm":267,)"
              R"("cooler":"passive"}]})"
        << u"gpus[0].powerLimitW: 100 W is outside what the card's firmware accepts (expected 150 to 250 W"_s;
    QTest::newRow("NVLink triangle") << kNoBoard + R"("gpus":[)" + gpu(R"(,"nvlinkWith":1)") + ','
            + gpu(R"(,"nvlinkWith":2)") + ',' + gpu(R"(,"nvlinkWith":0)")
            + "]}" << u"gpus[1].nvlinkWith: GPU 1 is already bridged to GPU 0"_s;
    QTest::newRow("two cards bridged to one")
        << kNoBoard + R"("gpus":[)" + gpu(R"(,"nvlinkWith":2)") + ',' + gpu(R"(,"nvlinkWith":2)") + ',' + gpu() + "]}"
        << u"gpus[1].nvlinkWith: GPU 2 is already bridged to GPU 0; a bridge joins exactly two cards"_s;
    QTest::newRow("part id --json") << kNoBoard + R"("gpus":[{"part":"--json"}]})"
                                    << u"gpus[0].part: '--json' is not a part id"_s;
    QTest::newRow("part id --") << kNoBoard
            + R"("gpus":[],"parts":[{"id":"--","kind":"cpu","name":"P",)"
              R"("socket":"AM4","tdpW":65,"pcieLanes":24}]})"
                                << u"parts[0].id: '--' is not a part id"_s;
    QTest::newRow("part id too long") << kNoBoard + R"("gpus":[{"part":")" + QByteArray(65, 'a') + R"("}]})"
                                      << u"gpus[0].part: is not a part id: longer than 64 characters"_s;
    QTest::newRow("too large") << QByteArray(kMaxInputBytes + 1, ' ') << u"larger than 16 MiB"_s;
}

void TestStrictInput::refused()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    const BuildLoadResult r = BuildFile::read(json, Test::catalog(), false);
    QVERIFY(!r.ok());
    const QStringList lines = linesOf(r.problems);
    QVERIFY2(std::any_of(lines.cbegin(), lines.cend(), [&](const QString &l) { return l.startsWith(expected); }),
        qPrintable(lines.join(u'\n')));
}

void TestStrictInput::accepted_data()
{
    QTest::addColumn<QByteArray>("json");

    QTest::newRow("bridge written on both cards")
        << kNoBoard + R"("gpus":[)" + gpu(R"(,"nvlinkWith":1)") + ',' + gpu(R"(,"nvlinkWith":0)") + "]}";
    QTest::newRow("two bridges") << kNoBoard + R"("gpus":[)" + gpu(R"(,"nvlinkWith":1)") + ',' + gpu() + ','
            + gpu(R"(,"nvlinkWith":3)") + ',' + gpu() + "]}";
    QTest::newRow("limit at the firmware's top")
        << kHead + R"("gpus":[)" + gpu(R"(,"slot":1,"powerLimitW":350)") + "]}";
    QTest::newRow("escaped control characters") << kHead + R"("name":"a\tb\u0001","gpus":[]})";
    QTest::newRow("same key in two objects")
        << kHead + R"("gpus":[)" + gpu(R"(,"slot":1)") + ',' + gpu(R"(,"slot":3)") + "]}";
    // 65 GPUs without a board (no slots): index 64 is a real card, inside the table's 0-255.
    QByteArray many = kNoBoard + R"("gpus":[)" + gpu(R"(,"nvlinkWith":64)");
    for (int i = 1; i < 65; ++i)
        many += ',' + gpu();
    QTest::newRow("nvlinkWith 64 of 65 cards") << many + "]}";
    QByteArray psus = kNoBoard + R"("psus":[)";
    for (int i = 0; i < 65; ++i)
        psus += QByteArray(i ? "," : "") + R"("test-1600-p2")";
    QTest::newRow("psu 64 of 65") << psus + R"(],"gpus":[)" + gpu(R"(,"psu":64)") + "]}";
    QByteArray circuits = kNoBoard + R"("circuits":[)";
    for (int i = 0; i < 65; ++i)
        circuits += QByteArray(i ? "," : "") + R"("us-120v-15a")";
    QTest::newRow("circuit 64 of 65") << circuits + R"(],"psus":[{"part":"test-1600-p2","circuit":64}],"gpus":[]})";
}

void TestStrictInput::accepted()
{
    QFETCH(QByteArray, json);
    const BuildLoadResult r = BuildFile::read(json, Test::catalog(), false);
    QVERIFY2(r.ok(), qPrintable(r.problemLines()));
}

void TestStrictInput::catalogRefuses_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected");
    const QByteArray head = R"({"format":"rigplan-catalog","version":1,"parts":[)";
    QTest::newRow("huge TDP") << head
            + R"({"id":"x","kind":"gpu","name":"X","architecture":"ampere","tdpW":1e15,)"
              R"("slotWidth":2,"lengthMm":300,"cooler":"blower"}]})"
                              << u"parts[0].tdpW: must be a number from 1 to 2000 W"_s;
    QTest::newRow("duplicate key") << head
            + R"({"id":"x","id":"y","kind":"cpu","name":"P","socket":"AM4",)"
              R"("tdpW":65,"pcieLanes":24}]})"
                                   << u"parts[0].id: is given twice"_s;
    QTest::newRow("an array") << QByteArray("[1]") << u"a catalog file is a JSON object, not an array"_s;
}

void TestStrictInput::catalogRefuses()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    const CatalogLoadResult r = CatalogFile::read(json);
    QVERIFY(!r.catalog);
    const QStringList lines = linesOf(r.problems);
    QVERIFY2(std::any_of(lines.cbegin(), lines.cend(), [&](const QString &l) { return l.startsWith(expected); }),
        qPrintable(lines.join(u'\n')));
}

void TestStrictInput::scanIsLinearOnDeepNesting()
{
    // A million brackets: refused at the depth bound, not by a stack overflow.
    const QByteArray deep = QByteArray(1'000'000, '[') + QByteArray(1'000'000, ']');
    bool complete = true;
    const Problems problems = StrictJson::scan(deep, &complete);
    QVERIFY(!complete);
    QCOMPARE(problems.size(), 1);
    QVERIFY(problems[0].message.contains(u"nested deeper than 256 levels"_s));
}

void TestStrictInput::readAtMostStopsAtTheCap()
{
    QByteArray big(1000, 'x');
    QBuffer buffer(&big);
    QVERIFY(buffer.open(QIODevice::ReadOnly));
    QByteArray data;
    QString error;
    QVERIFY(!readAtMost(buffer, 999, u"in"_s, &data, &error));
    QVERIFY(data.isEmpty());
    QVERIFY(error.startsWith(u"in: larger than"_s));
    buffer.seek(0);
    QVERIFY2(readAtMost(buffer, 1000, u"in"_s, &data, &error), qPrintable(error));
    QCOMPARE(data.size(), 1000);
}

void TestStrictInput::optimiserIsBoundedWhateverTheStep()
{
    // A 1 W step over a 2000 W card would be 800 levels; the optimiser caps them, and still answers.
    const Build b = Test::buildFrom(
        R"({"psus":["test-650-atx2"],"gpus":[{"part":"x","slot":1}],"parts":[{"id":"x","kind":"gpu","name":"X",)"
        R"("architecture":"ampere","tdpW":2000,"slotWidth":2,"lengthMm":300,"cooler":"blower"}]})");
    const ResolvedBuild r = Test::resolve(b);
    QCOMPARE(r.gpus.size(), std::size_t(1));
    // 2000 W cannot fit a 650 W PSU even at 60 %: no plan, found without walking 1 W steps.
    QVERIFY(!optimisePowerLimits(r, EstimateOptions {}, 0.8, 1e-9).has_value());
}

void TestStrictInput::swappedCardReadsBack()
{
    // 300 W suits the 350 W RTX 3090 but is above the 220 W RTX 3070's firmware range: a swap drops it,
    // so what the editor saves, the stricter reader opens again.
    Build b = Test::buildFrom(R"({"gpus":[{"part":"rtx-3090-turbo","slot":1,"powerLimitW":300}]})");
    BuildEdits::setGpuPart(b, 0, u"rtx-3070-liquid"_s);
    QCOMPARE(b.gpus[0].powerLimitW, std::nullopt);
    const BuildLoadResult again = BuildFile::read(BuildFile::write(b), Test::catalog(), true);
    QVERIFY2(again.ok(), qPrintable(again.problemLines()));
}

QTEST_GUILESS_MAIN(TestStrictInput)
#include "tst_strictinput.moc"
