// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// rigplan-cli on the hostile inputs of issue 14 (items 1 and 2), as a user runs it: a real process, real
// files and devices, a real database. Each run has a deadline, so a regression fails instead of hanging.
#include "tests/support/testcatalog.h"

#include <QDir>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

class TestHostileCli : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void hugeNumbersRefusedQuickly_data();
    void hugeNumbersRefusedQuickly();
    void validIndicesAbove63Accepted_data();
    void validIndicesAbove63Accepted();
    void largeFiguresPrintWhole();
    void oversizedInputStopsAtTheCap_data();
    void oversizedInputStopsAtTheCap();
    void badArguments_data();
    void badArguments();
    void catalogAddRefuses_data();
    void catalogAddRefuses();
    void priceRangeIsTheSameForAddAndPrice();
    void examplesStillLoad();

private:
    struct Run
    {
        int exitCode = -1;
        QString out, err;
    };
    /** rigplan-cli `args`, its own database and data folder; fails the test after `seconds`. */
    Run run(const QStringList &args, const QByteArray &input = {}, int seconds = 20)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(u"RIGPLAN_DB"_s);
        env.insert(u"XDG_DATA_HOME"_s, m_dir->path());
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(RIGPLAN_CLI), args);
        if (!input.isNull()) {
            p.write(input);
            p.closeWriteChannel();
        }
        if (!p.waitForFinished(seconds * 1000)) {
            p.kill();
            p.waitForFinished();
            return { -1, QString(), u"did not finish within %1 s"_s.arg(seconds) };
        }
        return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2,
            QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError()) };
    }
    QString write(const QString &name, const QByteArray &data)
    {
        QFile f(m_dir->filePath(name));
        if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size())
            qFatal("cannot write the test file");
        return f.fileName();
    }
    QStringList testCatalog() const { return { u"--catalog"_s, RigPlan::Test::dataPath(u"testcatalog.json"_s) }; }
    QStringList db() const { return { u"--db"_s, m_dir->filePath(u"rigplan.sqlite"_s) }; }

    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestHostileCli::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

namespace {

const QByteArray kHead = R"({"format":"rigplan-build","version":1,"case":"test-tower-8","board":"test-board-7",)"
                         R"("cpu":"test-cpu-165","psus":["test-1600-p2"],)";

QByteArray gpu(const char *more = "")
{
    return QByteArray(R"({"part":"rtx-3090-fe")") + more + '}';
}

QByteArray withInlineGpu(const char *tdp)
{
    return kHead + R"("gpus":[{"part":"x","slot":1}],"parts":[{"id":"x","kind":"gpu","name":"X",)"
        + R"("architecture":"ampere","tdpW":)" + tdp + R"(,"slotWidth":2,"lengthMm":300,"cooler":"blower"}]})";
}

} // namespace

void TestHostileCli::hugeNumbersRefusedQuickly_data()
{
    QTest::addColumn<QByteArray>("build");
    QTest::addColumn<QString>("expected");
    // 35 s, "past 30 s" and unbounded memory before: the power-limit optimiser stepped 10 W from TDP down.
    QTest::newRow("microwatt TDP 3.2e8") << withInlineGpu("3.2e8")
                                         << u"parts[0].tdpW: must be a number from 1 to 2000 W, not 320000000"_s;
    QTest::newRow("tdpW 1e7") << withInlineGpu("1e7") << u"parts[0].tdpW: must be a number from 1 to 2000 W"_s;
    QTest::newRow("tdpW 1e15") << withInlineGpu("1e15") << u"parts[0].tdpW: must be a number from 1 to 2000 W"_s;
    // "-2147483648 W" and a JSON null before.
    QTest::newRow("powerLimitW 1e300") << kHead + R"("gpus":[{"part":"rtx-3090-fe","slot":1,"powerLimitW":1e300}]})"
                                       << u"gpus[0].powerLimitW: must be a number from 1 to 2000 W"_s;
    QTest::newRow("otherLoadW 1e308") << kHead + R"("otherLoadW":1e308,"gpus":[]})"
                                      << u"otherLoadW: must be a number from 0 to 5000 W"_s;
    QTest::newRow("1e400") << kHead + R"("gpus":[{"part":"rtx-3090-fe","slot":1,"powerLimitW":1e400}]})"
                           << u"gpus[0].powerLimitW: 1e400 is beyond what a number can hold"_s;
    QTest::newRow("gpus twice") << kHead + R"("gpus":[],"gpus":[{"part":"rtx-3090-fe","slot":1}]})"
                                << u"gpus: is given twice in the same object"_s;
    QTest::newRow("slot null") << kHead + R"("gpus":[{"part":"rtx-3090-fe","slot":null}]})"
                               << u"gpus[0].slot: is null"_s;
    // The test catalog's RTX 3090 FE has no maxPowerLimitW: its TDP (350 W) is the firmware's top; an inline
    // card gives 400 W.
    QTest::newRow("limit above maxPowerLimitW")
        << kHead
            + R"("gpus":[{"part":"x","slot":1,"powerLimitW":420}],"parts":[{"id":"x","kind":"gpu","name":"X",)"
              R"("architecture":"ampere","tdpW":350,"maxPowerLimitW":400,"slotWidth":2,"lengthMm":300,)"
              R"("cooler":"blower"}]})"
        << u"gpus[0].powerLimitW: 420 W is outside what the card's firmware accepts (expected 87 to 400 W)"_s;
    QTest::newRow("two cards bridged to one") << kHead + R"("gpus":[)" + gpu(R"(,"slot":1,"nvlinkWith":2)") + ','
            + gpu(R"(,"slot":4,"nvlinkWith":2)") + ',' + gpu(R"(,"slot":7)")
            + "]}" << u"gpus[1].nvlinkWith: GPU 2 is already bridged to GPU 0; a bridge joins exactly two cards"_s;
    QTest::newRow("NVLink triangle") << kHead + R"("gpus":[)" + gpu(R"(,"slot":1,"nvlinkWith":1)") + ','
            + gpu(R"(,"slot":4,"nvlinkWith":2)") + ',' + gpu(R"(,"slot":7,"nvlinkWith":0)")
            + "]}" << u"gpus[1].nvlinkWith: GPU 1 is already bridged to GPU 0"_s;
    // An OSC 52 clipboard write and an erase-line in the build's name, raw: refused, and the message itself
    // carries no control character (checked below).
    QTest::newRow("raw control characters") << kHead + "\"name\":\"a\x1b]52;c;\x07\x1b[2Kb\",\"gpus\":[]}"
                                            << u"name: a raw control character (U+001B) inside a string"_s;
}

void TestHostileCli::hugeNumbersRefusedQuickly()
{
    QFETCH(QByteArray, build);
    QFETCH(QString, expected);
    const QString file = write(u"hostile.rigbuild"_s, build);
    for (const QStringList &extra : { QStringList {}, QStringList { u"--json"_s } }) {
        const Run r = run(QStringList { u"check"_s, file } + extra + testCatalog());
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(file + u": "_s + expected), qPrintable(r.err));
        QVERIFY2(r.out.isEmpty(), qPrintable(r.out)); // no half report, no null, no -2147483648
        QVERIFY2(!r.err.contains(u'\x1b') && !r.err.contains(u'\x07'), qPrintable(r.err));
        QVERIFY2(!r.err.contains(u"-2147483648"_s), qPrintable(r.err));
    }
}

void TestHostileCli::validIndicesAbove63Accepted_data()
{
    // Indices are ranges of their own (0-255, 0-127), bounded by the entries: 64 is a real entry of 65.
    QTest::addColumn<QStringList>("command");
    QTest::addColumn<QByteArray>("build");
    QByteArray psus = kHead;
    psus.replace(R"("psus":["test-1600-p2"],)", R"("psus":[)");
    for (int i = 0; i < 65; ++i)
        psus += QByteArray(i ? "," : "") + R"("test-1600-p2")";
    QTest::newRow("psu 64 of 65") << QStringList { u"check"_s }
                                  << psus + R"(],"gpus":[)" + gpu(R"(,"slot":1,"psu":64)") + "]}";
    QByteArray circuits = kHead;
    circuits.replace(R"("psus":["test-1600-p2"],)", R"("circuits":[)");
    for (int i = 0; i < 65; ++i)
        circuits += QByteArray(i ? "," : "") + R"("us-120v-15a")";
    QTest::newRow("circuit 64 of 65") << QStringList { u"check"_s }
                                      << circuits + R"(],"psus":[{"part":"test-1600-p2","circuit":64}],"gpus":[]})";
    // 65 cards need no board for an estimate: check would want 65 slots.
    QByteArray cards = R"({"format":"rigplan-build","version":1,"gpus":[)" + gpu(R"(,"nvlinkWith":64)");
    for (int i = 1; i < 65; ++i)
        cards += ',' + gpu();
    QTest::newRow("nvlinkWith 64 of 65 cards") << QStringList { u"estimate"_s } << cards + "]}";
}

void TestHostileCli::validIndicesAbove63Accepted()
{
    QFETCH(QStringList, command);
    QFETCH(QByteArray, build);
    const QString file = write(u"many.rigbuild"_s, build);
    const Run r = run(command + QStringList { file, u"--json"_s } + testCatalog());
    QVERIFY2(r.exitCode == 0 || r.exitCode == 1, qPrintable(r.err)); // a report, not "bad input" (2)
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    QVERIFY(r.out.startsWith(u'{'));
}

void TestHostileCli::largeFiguresPrintWhole()
{
    // Every number in range, the results beyond an int: eight cards at the table's top price (1e9 USD) and
    // TFLOPS (100000), and the smallest LLM (0.001 billion parameters). qRound printed -2147483648 for such
    // figures; the price is 8 x 1e9 USD.
    const QByteArray card = R"({"id":"top","kind":"gpu","name":"Top","priceUsd":1e9,"family":"top",)"
                            R"("architecture":"hopper","memoryGB":80,"memoryBandwidthGBs":100000,)"
                            R"("fp16TensorTflops":100000,"fp32Tflops":100000,"tdpW":700,"slotWidth":2,"lengthMm":300,)"
                            R"("cooler":"blower","powerConnectors":{"pcie8pin":2},"pcieGen":5})";
    QByteArray build = R"({"format":"rigplan-build","version":1,"gpus":[)";
    for (int i = 0; i < 8; ++i)
        build += QByteArray(i ? "," : "") + R"({"part":"top"})";
    build += R"(],"parts":[)" + card + "]}";
    const QString file = write(u"top.rigbuild"_s, build);
    const Run r = run(
        QStringList { u"estimate"_s, file, u"--workload"_s, u"llm"_s, u"--params-b"_s, u"0.001"_s } + testCatalog());
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(!r.out.contains(u"-2147483648"_s) && !r.out.contains(u"2147483647"_s), qPrintable(r.out));
    QVERIFY2(r.out.contains(u"(8000000000 USD)"_s), qPrintable(r.out));
    QVERIFY2(r.out.contains(u"tokens/s"_s) && !r.out.contains(u"about ? tokens/s"_s), qPrintable(r.out));
}

void TestHostileCli::oversizedInputStopsAtTheCap_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("expected");
    QTest::newRow("check /dev/zero") << QStringList { u"check"_s, u"/dev/zero"_s } << QByteArray()
                                     << u"/dev/zero: larger than 16 MiB"_s;
    QTest::newRow("estimate /dev/zero") << QStringList { u"estimate"_s, u"/dev/zero"_s } << QByteArray()
                                        << u"/dev/zero: larger than 16 MiB"_s;
    // 17 MiB of spaces on standard input: valid JSON whitespace, so only the cap refuses it.
    QTest::newRow("17 MiB on standard input")
        << QStringList { u"check"_s, u"-"_s } << QByteArray(17 * 1024 * 1024, ' ') << u"-: larger than 16 MiB"_s;
}

void TestHostileCli::oversizedInputStopsAtTheCap()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, input);
    QFETCH(QString, expected);
    const Run r = run(args + testCatalog(), input);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.startsWith(expected), qPrintable(r.err));
}

void TestHostileCli::badArguments_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("expected");
    QTest::newRow("--budget nan") << QStringList { u"plan"_s, u"--budget"_s, u"nan"_s }
                                  << u"--budget: must be a number above 0 and at most 1000000000 USD, not nan"_s;
    QTest::newRow("--budget inf") << QStringList { u"plan"_s, u"--budget"_s, u"inf"_s } << u"--budget: must be"_s;
    QTest::newRow("--min-vram nan") << QStringList { u"plan"_s, u"--budget"_s, u"8000"_s, u"--min-vram"_s, u"nan"_s }
                                    << u"--min-vram: must be a number from 0 to 1024 GB, not nan"_s;
    QTest::newRow("--top 1e12") << QStringList { u"plan"_s, u"--budget"_s, u"8000"_s, u"--top"_s, u"1e12"_s }
                                << u"--top: must be a whole number from 1 to 10000, not 1e12"_s;
    QTest::newRow("--params-b nan") << QStringList { u"plan"_s, u"--budget"_s, u"8000"_s, u"--params-b"_s, u"nan"_s }
                                    << u"--params-b: must be a number from 0.001 to 100000 billion, not nan"_s;
    QTest::newRow("three circuits in one")
        << QStringList { u"plan"_s, u"--budget"_s, u"8000"_s, u"--circuit"_s, u"us-120v-15a,us-120v-15a,us-120v-20a"_s }
        << u"--circuit: 3 circuits given; the planner uses at most 2"_s;
    QTest::newRow("a third --circuit") << QStringList { u"plan"_s, u"--budget"_s, u"8000"_s, u"--circuit"_s,
        u"us-120v-15a"_s, u"--circuit"_s, u"us-120v-20a"_s, u"--circuit"_s, u"eu-230v-16a"_s }
                                       << u"--circuit: 3 circuits given; the planner uses at most 2"_s;
    QTest::newRow("check with two --circuit") << QStringList { u"check"_s,
        RigPlan::Test::dataPath(u"builds/clean.rigbuild"_s), u"--circuit"_s, u"us-120v-15a"_s, u"--circuit"_s,
        u"eu-230v-16a"_s } << u"--circuit: one circuit here"_s;
}

void TestHostileCli::badArguments()
{
    QFETCH(QStringList, args);
    QFETCH(QString, expected);
    const Run r = run(args + testCatalog());
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(expected), qPrintable(r.err));
}

void TestHostileCli::catalogAddRefuses_data()
{
    QTest::addColumn<QByteArray>("part");
    QTest::addColumn<QString>("expected");
    const auto cpu = [](const char *id) -> QByteArray {
        return QByteArray(R"({"id":")") + id + R"(","kind":"cpu","name":"P","socket":"AM4","tdpW":65,"pcieLanes":24})";
    };
    QTest::newRow("id --") << cpu("--") << u"id: '--' is not a part id"_s;
    QTest::newRow("id --json") << cpu("--json") << u"id: '--json' is not a part id"_s;
    QTest::newRow("huge TDP") << QByteArray(R"({"id":"x","kind":"gpu","name":"X","architecture":"ampere",)"
                                            R"("tdpW":1e15,"slotWidth":2,"lengthMm":300,"cooler":"blower"})")
                              << u"tdpW: must be a number from 1 to 2000 W"_s;
    QTest::newRow("duplicate key") << QByteArray(R"({"id":"p","kind":"cpu","name":"P","name":"Q","socket":"AM4",)"
                                                 R"("tdpW":65,"pcieLanes":24})")
                                   << u"name: is given twice"_s;
}

void TestHostileCli::catalogAddRefuses()
{
    QFETCH(QByteArray, part);
    QFETCH(QString, expected);
    const QString file = write(u"part.json"_s, part);
    const Run r = run(QStringList { u"catalog"_s, u"add"_s, file } + db());
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(file + u": "_s + expected), qPrintable(r.err));
    // Nothing was added: the catalog lists no custom part.
    const Run list = run(QStringList { u"catalog"_s, u"list"_s, u"--json"_s } + db());
    QCOMPARE(list.exitCode, 0);
    QVERIFY2(!list.out.contains(u"\"custom\""_s), qPrintable(list.out));
}

void TestHostileCli::priceRangeIsTheSameForAddAndPrice()
{
    const QString range = u"must be a number from 0 to 1000000000 USD"_s;
    const QString file = write(u"part.json"_s,
        R"({"id":"my-cpu","kind":"cpu","name":"P","socket":"AM4","tdpW":65,"pcieLanes":24,"priceUsd":1.7e308})");
    const Run add = run(QStringList { u"catalog"_s, u"add"_s, file } + db());
    QCOMPARE(add.exitCode, 2);
    QVERIFY2(add.err.contains(u"priceUsd: "_s + range), qPrintable(add.err));

    const QString cheap
        = write(u"cheap.json"_s, R"({"id":"my-cpu","kind":"cpu","name":"P","socket":"AM4","tdpW":65,"pcieLanes":24})");
    QCOMPARE(run(QStringList { u"catalog"_s, u"add"_s, cheap } + db()).exitCode, 0);
    for (const QString &price : { u"1.7e308"_s, u"nan"_s, u"1e10"_s }) {
        const Run r = run(QStringList { u"catalog"_s, u"price"_s, u"my-cpu"_s, price } + db());
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"USD: "_s + range + u", not "_s + price), qPrintable(r.err));
    }
    QCOMPARE(run(QStringList { u"catalog"_s, u"price"_s, u"my-cpu"_s, u"1000000000"_s } + db()).exitCode, 0);
}

void TestHostileCli::examplesStillLoad()
{
    // The bundled examples read unchanged under the stricter reader: a report (0 or 1), never exit 2.
    const QDir examples(QStringLiteral(RIGPLAN_EXAMPLES));
    const QStringList files = examples.entryList({ u"*.rigbuild"_s }, QDir::Files);
    QVERIFY(files.size() >= 3);
    for (const QString &name : files) {
        const Run r = run(QStringList { u"check"_s, examples.filePath(name), u"--json"_s } + db());
        QVERIFY2(r.exitCode == 0 || r.exitCode == 1, qPrintable(name + u": "_s + r.err));
    }
}

QTEST_GUILESS_MAIN(TestHostileCli)
#include "tst_hostilecli.moc"
