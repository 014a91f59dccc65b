// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// rigplan-cli estimate, and the estimate member of check --json, as a user runs them (shared/spec/cli.md).
#include "tests/estimate/seedcatalog.h"
#include "tests/support/testcatalog.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;

class TestEstimateCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void estimateJson();
    void estimateText();
    void withoutChassis();
    void options_data();
    void options();
    void badOptions_data();
    void badOptions();
    void checkCarriesTheEstimate();
    void checkWithACatalogWithoutTheBaseline();

private:
    struct Run
    {
        int exitCode = -1;
        QByteArray out, err;
    };
    /** Runs rigplan-cli on a database of its own (seeded from the bundled catalog), never the user's. */
    Run run(QStringList args, const QByteArray &stdinData = {}) const
    {
        if (!args.contains(u"--catalog"_s))
            args << u"--db"_s << m_dir.filePath(u"rigplan.sqlite"_s);
        QProcess p;
        p.start(QStringLiteral(RIGPLAN_CLI), args);
        if (!stdinData.isNull()) {
            p.write(stdinData);
            p.closeWriteChannel();
        }
        if (!p.waitForFinished(30000))
            qFatal("rigplan-cli did not finish");
        return { p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError() };
    }
    static QString example(const char *name)
    {
        return QStringLiteral(RIGPLAN_SOURCE_DIR "/examples/") + QLatin1StringView(name);
    }

    QTemporaryDir m_dir;
};

namespace {

const QByteArray kNoChassis
    = R"({"format":"rigplan-build","version":1,"gpus":[{"part":"rtx-4090-fe"},{"part":"rtx-4090-fe"}]})";

void verifySpecMembers(const QJsonObject &e)
{
    for (const char *key :
        { "baseline", "workload", "precision", "speedup", "byWorkload", "scalingEfficiency", "perGpu", "notes" })
        QVERIFY2(e.contains(QLatin1StringView(key)), key);
    QVERIFY(e.value(u"speedup").toDouble() > 0);
    QVERIFY(e.value(u"byWorkload").toObject().value(u"cnn").toDouble() > 0);
    QVERIFY(e.value(u"byWorkload").toObject().value(u"transformer").toDouble() > 0);
}

} // namespace

void TestEstimateCli::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

void TestEstimateCli::estimateJson()
{
    const Run r = run({ u"estimate"_s, example("dual-3090-fe.rigbuild"), u"--json"_s });
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    QCOMPARE(r.exitCode, 0);
    const QJsonObject e = QJsonDocument::fromJson(r.out).object();
    verifySpecMembers(e);
    QCOMPARE(e.value(u"baseline").toString(), u"tesla-v100-pcie-32gb"_s);
    QCOMPARE(e.value(u"benchmark").toString(), u"bert-base"_s);
    QCOMPARE(e.value(u"perGpu").toArray().size(), 2);
    // The default baseline is not measured, so both sides come from the formula.
    QCOMPARE(e.value(u"perGpuSource").toArray().at(0).toString(), u"derived"_s);
    QCOMPARE(e.value(u"baselineSource").toString(), u"derived"_s);
    // Against the V100 Lambda measured, on a named benchmark: measured on both sides.
    const Run m = run({ u"estimate"_s, example("dual-3090-fe.rigbuild"), u"--json"_s, u"--baseline"_s,
        u"tesla-v100-sxm2-16gb"_s, u"--workload"_s, u"transformer-xl-base"_s });
    QVERIFY2(m.err.isEmpty(), m.err.constData());
    const QJsonObject me = QJsonDocument::fromJson(m.out).object();
    QCOMPARE(me.value(u"benchmark").toString(), u"transformer-xl-base"_s);
    QCOMPARE(me.value(u"workload").toString(), u"transformer"_s);
    QCOMPARE(me.value(u"perGpuSource").toArray().at(0).toString(), u"measured"_s);
    QCOMPARE(me.value(u"baselineSource").toString(), u"measured"_s);
    // Lambda: RTX 3090 22863 tokens/s, V100 16GB 18493 (the catalog's cited rows).
    QVERIFY(std::abs(me.value(u"perGpu").toArray().at(0).toDouble() - 22863.0 / 18493.0) < 0.001);
    QVERIFY(e.value(u"perKUsd").toDouble() > 0);
    QVERIFY(e.value(u"perKwWall").toDouble() > 0);
    QVERIFY(!e.contains(u"findings")); // the estimate member alone
}

void TestEstimateCli::estimateText()
{
    const Run r = run({ u"estimate"_s, example("dual-3090-fe.rigbuild"), u"--baseline"_s, u"tesla-v100-sxm2-16gb"_s });
    QCOMPARE(r.exitCode, 0);
    const QString text = QString::fromUtf8(r.out);
    QVERIFY2(text.contains(u"Estimated speedup: "_s), qPrintable(text));
    QVERIFY(text.contains(u"measured"_s));
    QVERIFY(text.contains(u"per 1000 USD"_s));
}

void TestEstimateCli::withoutChassis()
{
    const Run r = run({ u"estimate"_s, u"-"_s, u"--json"_s }, kNoChassis);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    QCOMPARE(r.exitCode, 0);
    const QJsonObject e = QJsonDocument::fromJson(r.out).object();
    verifySpecMembers(e);
    QCOMPARE(e.value(u"perGpuSource").toArray().at(0).toString(), u"derived"_s);
    // check still wants a chassis.
    QCOMPARE(run({ u"check"_s, u"-"_s, u"--json"_s }, kNoChassis).exitCode, 2);
}

void TestEstimateCli::options_data()
{
    QTest::addColumn<QStringList>("extra");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("value");
    QTest::newRow("--workload cnn") << QStringList { u"--workload"_s, u"cnn"_s } << u"workload"_s << u"cnn"_s;
    QTest::newRow("--precision fp32") << QStringList { u"--precision"_s, u"fp32"_s } << u"precision"_s << u"fp32"_s;
    QTest::newRow("--precision fp8 falls back on Ada? no")
        << QStringList { u"--precision"_s, u"fp8"_s } << u"precision"_s << u"fp8"_s;
    QTest::newRow("--baseline") << QStringList { u"--baseline"_s, u"a100-sxm4-80gb"_s } << u"baseline"_s
                                << u"a100-sxm4-80gb"_s;
    // Every workload id of shared/spec/workloads.md, with the aliases resolved to their documented benchmark.
    const QStringList ids { u"resnet50"_s, u"ssd"_s, u"bert-base"_s, u"bert-large"_s, u"transformer-xl-base"_s,
        u"transformer-xl-large"_s, u"se-resnext101"_s, u"mask-rcnn"_s, u"transformer-wmt14"_s };
    for (const QString &id : ids)
        QTest::newRow(qPrintable(u"--workload "_s + id)) << QStringList { u"--workload"_s, id } << u"benchmark"_s << id;
    QTest::newRow("alias cnn") << QStringList { u"--workload"_s, u"cnn"_s } << u"benchmark"_s << u"resnet50"_s;
    QTest::newRow("alias transformer") << QStringList { u"--workload"_s, u"transformer"_s } << u"benchmark"_s
                                       << u"bert-base"_s;
    QTest::newRow("llm") << QStringList { u"--workload"_s, u"llm"_s, u"--params-b"_s, u"7"_s, u"--method"_s, u"lora"_s }
                         << u"benchmark"_s << u"llm"_s;
}

void TestEstimateCli::options()
{
    QFETCH(QStringList, extra);
    QFETCH(QString, key);
    QFETCH(QString, value);
    const Run r = run(QStringList { u"estimate"_s, u"-"_s, u"--json"_s } + extra, kNoChassis);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(r.out).object().value(key).toString(), value);
}

void TestEstimateCli::badOptions_data()
{
    QTest::addColumn<QStringList>("extra");
    QTest::addColumn<QString>("expected");
    QTest::newRow("workload") << QStringList { u"--workload"_s, u"rnn"_s }
                              << u"--workload: must be one of: cnn, transformer"_s;
    QTest::newRow("precision") << QStringList { u"--precision"_s, u"fp4"_s } << u"--precision: must be one of"_s;
    QTest::newRow("baseline") << QStringList { u"--baseline"_s, u"rtx-9090"_s }
                              << u"--baseline: no GPU with id 'rtx-9090'"_s;
    QTest::newRow("baseline is a CPU") << QStringList { u"--baseline"_s, u"threadripper-3960x"_s }
                                       << u"--baseline: no GPU with id"_s;
    QTest::newRow("two files") << QStringList { u"other.rigbuild"_s } << u"estimate takes one build file"_s;
    QTest::newRow("llm method") << QStringList { u"--params-b"_s, u"7"_s, u"--method"_s, u"dora"_s }
                                << u"--method: must be one of: full, lora, qlora"_s;
    QTest::newRow("llm size") << QStringList { u"--params-b"_s, u"-3"_s }
                              << u"--params-b: must be a number from 0.001 to 100000 billion"_s;
}

void TestEstimateCli::badOptions()
{
    QFETCH(QStringList, extra);
    QFETCH(QString, expected);
    const Run r = run(QStringList { u"estimate"_s, u"-"_s, u"--json"_s } + extra, kNoChassis);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(QString::fromUtf8(r.err).contains(expected), r.err.constData());
    QVERIFY(r.out.isEmpty());
}

void TestEstimateCli::checkCarriesTheEstimate()
{
    const Run json = run({ u"check"_s, example("quad-3090-lambda.rigbuild"), u"--json"_s });
    QCOMPARE(json.exitCode, 1);
    const QJsonObject report = QJsonDocument::fromJson(json.out).object();
    verifySpecMembers(report.value(u"estimate").toObject());
    QCOMPARE(report.value(u"estimate").toObject().value(u"perGpu").toArray().size(), 4);
    const Run text = run({ u"check"_s, example("quad-3090-lambda.rigbuild") });
    QVERIFY(QString::fromUtf8(text.out).contains(u"Estimated speedup: "_s));
}

void TestEstimateCli::checkWithACatalogWithoutTheBaseline()
{
    // The rule tests' catalog has no V100: the built-in baseline stands in and the notes say so.
    const Run r = run({ u"check"_s, RigPlan::Test::dataPath(u"builds/clean.rigbuild"_s), u"--json"_s, u"--catalog"_s,
        RigPlan::Test::dataPath(u"testcatalog.json"_s) });
    QCOMPARE(r.exitCode, 0);
    const QJsonObject e = QJsonDocument::fromJson(r.out).object().value(u"estimate").toObject();
    QCOMPARE(e.value(u"baseline").toString(), u"tesla-v100-pcie-32gb"_s);
    QVERIFY(e.value(u"notes").toArray().first().toString().contains(u"built-in"_s));
}

QTEST_GUILESS_MAIN(TestEstimateCli)
#include "tst_estimatecli.moc"
