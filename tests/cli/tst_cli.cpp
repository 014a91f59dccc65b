// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// rigplan-cli as a user runs it: a real process, real files, exit codes and output (shared/spec/cli.md).
#include "tests/support/testcatalog.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

using namespace Qt::StringLiterals;

class TestCli : public QObject
{
    Q_OBJECT

private slots:
    void badInput_data();
    void badInput();
    void cleanBuildExitsZero();
    void errorsExitOne();
    void textReportGroupsBySeverity();
    void standardInput();
    void circuitOverride();
    void badUsage_data();
    void badUsage();
    void chineseReport();
    void bundledCatalogExamples_data();
    void bundledCatalogExamples();
    void pricesChooseNewOrUsed();

private:
    struct Run
    {
        int exitCode = -1;
        QByteArray out, err;
    };
    static Run run(QStringList args, const QByteArray &stdinData = {}, bool testCatalog = true)
    {
        if (testCatalog)
            args << u"--catalog"_s << RigPlan::Test::dataPath(u"testcatalog.json"_s);
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
    static QString build(const char *name) { return RigPlan::Test::dataPath(u"builds/"_s + QLatin1StringView(name)); }
};

void TestCli::badInput_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("expected");
    QTest::newRow("not JSON") << build("not-json.rigbuild") << u": not valid JSON at line"_s;
    QTest::newRow("empty") << build("empty.rigbuild") << u": the file is empty"_s;
    QTest::newRow("wrong format") << build("wrong-format.rigbuild") << u": format: must be \"rigplan-build\""_s;
    QTest::newRow("newer version") << build("future-version.rigbuild")
                                   << u": version: version 7 was written by a newer RigPlan"_s;
    QTest::newRow("slot 0") << build("bad-slot.rigbuild") << u": gpus[0].slot: must be a whole number"_s;
    QTest::newRow("negative watts") << build("negative-watts.rigbuild")
                                    << u": gpus[0].powerLimitW: must be a number from 1 to 2000 W, not -100"_s;
    QTest::newRow("unknown part") << build("unknown-part.rigbuild")
                                  << u": gpus[0].part: no part with id 'rtx-9090-ti'"_s;
    QTest::newRow("gpus not array") << build("gpus-not-array.rigbuild") << u": gpus: must be an array"_s;
    QTest::newRow("missing file") << build("no-such-file.rigbuild") << u"cannot be read"_s;
}

void TestCli::badInput()
{
    QFETCH(QString, file);
    QFETCH(QString, expected);
    for (const QStringList &extra : { QStringList {}, QStringList { u"--json"_s } }) {
        const Run r = run(QStringList { u"check"_s, file } + extra);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(QString::fromUtf8(r.err).contains(expected), r.err.constData());
        QVERIFY2(r.out.isEmpty(), "nothing on standard output: no report of a half-loaded build");
    }
}

void TestCli::cleanBuildExitsZero()
{
    const Run r = run({ u"check"_s, build("clean.rigbuild"), u"--json"_s });
    QCOMPARE(r.exitCode, 0);
    const QJsonObject report = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(report.value(u"ok").toBool(), true);
    QCOMPARE(report.value(u"errors").toInt(), 0);
    QCOMPARE(report.value(u"findings").toArray().size(), 0);
    QCOMPARE(report.value(u"power").toObject().value(u"gpuW").toDouble(), 700.0);
}

void TestCli::errorsExitOne()
{
    const Run r = run({ u"check"_s, build("lambda-quad.rigbuild"), u"--json"_s });
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.err.isEmpty());
    const QJsonObject report = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(report.value(u"ok").toBool(), false);
    const QJsonObject power = report.value(u"power").toObject();
    QCOMPARE(power.value(u"dcW").toDouble(), 1760.0);
    QCOMPARE(power.value(u"circuitW").toDouble(), 1440.0);
    QCOMPARE(report.value(u"risersNeeded").toInt(), 2);
    int errors = 0;
    QStringList rules;
    for (const QJsonValue &v : report.value(u"findings").toArray()) {
        const QJsonObject f = v.toObject();
        rules << f.value(u"rule").toString();
        errors += f.value(u"severity").toString() == u"error";
        QVERIFY(!f.value(u"message").toString().isEmpty());
        QVERIFY(f.value(u"gpus").isArray() && f.value(u"slots").isArray() && f.value(u"fixes").isArray());
        for (const QJsonValue &fix : f.value(u"fixes").toArray()) {
            QVERIFY(!fix.toObject().value(u"action").toString().isEmpty());
            QVERIFY(!fix.toObject().value(u"text").toString().isEmpty());
        }
    }
    QCOMPARE(report.value(u"errors").toInt(), errors);
    for (const QString &rule : { u"slot.blocked"_s, u"slot.overflow"_s, u"psu.capacity"_s, u"circuit.capacity"_s })
        QVERIFY2(rules.contains(rule), qPrintable(rule));
}

void TestCli::textReportGroupsBySeverity()
{
    const Run r = run({ u"check"_s, build("lambda-quad.rigbuild") });
    QCOMPARE(r.exitCode, 1);
    const QString text = QString::fromUtf8(r.out);
    const qsizetype errors = text.indexOf(u"Errors ("_s);
    const qsizetype warnings = text.indexOf(u"Warnings ("_s);
    QVERIFY2(errors >= 0 && warnings > errors, qPrintable(text));
    QVERIFY(text.contains(u"[slot.blocked]"_s));
    QVERIFY(text.contains(u"fix: "_s));
    QVERIFY(text.contains(u"1760 W DC"_s));
}

void TestCli::standardInput()
{
    QFile f(build("clean.rigbuild"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const Run r = run({ u"check"_s, u"-"_s, u"--json"_s }, f.readAll());
    QCOMPARE(r.exitCode, 0);
    QVERIFY(QJsonDocument::fromJson(r.out).isObject());
}

void TestCli::circuitOverride()
{
    // The clean build on a Japanese 100 V / 15 A socket (1200 W) still passes; the Lambda build on a
    // 230 V circuit loses its circuit error but keeps the rest.
    const Run r = run({ u"check"_s, build("lambda-quad.rigbuild"), u"--json"_s, u"--circuit"_s, u"eu-230v-16a"_s });
    QCOMPARE(r.exitCode, 1);
    const QJsonObject report = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(report.value(u"power").toObject().value(u"circuitW").toDouble(), 2944.0);
    for (const QJsonValue &v : report.value(u"findings").toArray())
        QVERIFY(v.toObject().value(u"rule").toString() != u"circuit.capacity");
}

void TestCli::pricesChooseNewOrUsed()
{
    // The file's card costs 1500 USD new (2020-09, stale by now) and 700 USD used; --prices picks, every output
    // says which. The test catalog's case, board, CPU and PSU have no price.
    const QString file = build("used-prices.rigbuild");
    const Run fresh = run({ u"export"_s, file, u"--format"_s, u"json"_s });
    QCOMPARE(fresh.exitCode, 0);
    const QJsonObject n = QJsonDocument::fromJson(fresh.out).object();
    QCOMPARE(n.value(u"prices").toString(), u"new"_s);
    QCOMPARE(n.value(u"totalUsd").toDouble(), 1500.0);
    QCOMPARE(n.value(u"staleLines").toInt(), 1);
    const Run used = run({ u"export"_s, file, u"--format"_s, u"json"_s, u"--prices"_s, u"used"_s });
    QCOMPARE(used.exitCode, 0);
    const QJsonObject u = QJsonDocument::fromJson(used.out).object();
    QCOMPARE(u.value(u"prices").toString(), u"used"_s);
    QCOMPARE(u.value(u"totalUsd").toDouble(), 700.0);
    QCOMPARE(u.value(u"staleLines").toInt(), 0);
    QJsonObject card;
    for (const QJsonValue &line : u.value(u"lines").toArray()) {
        if (line.toObject().value(u"id").toString() == u"used-card")
            card = line.toObject();
    }
    QCOMPARE(card.value(u"price").toObject().value(u"kind").toString(), u"used"_s);
    // The estimate prices the build the same way and says so.
    const Run estimate = run({ u"estimate"_s, file, u"--json"_s, u"--prices"_s, u"used"_s });
    QCOMPARE(estimate.exitCode, 0);
    const QJsonObject e = QJsonDocument::fromJson(estimate.out).object();
    QCOMPARE(e.value(u"prices").toString(), u"used"_s);
    QCOMPARE(e.value(u"priceUsd").toDouble(), 700.0);
    const Run text = run({ u"export"_s, file, u"--format"_s, u"md"_s, u"--prices"_s, u"used"_s });
    QVERIFY2(text.out.contains("| used |"), text.out.constData());
    const Run bad = run({ u"export"_s, file, u"--format"_s, u"md"_s, u"--prices"_s, u"second-hand"_s });
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.contains("--prices: must be new or used"), bad.err.constData());
}

void TestCli::badUsage_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("expected");
    QTest::newRow("no command") << QStringList {} << u"no command given"_s;
    QTest::newRow("unknown command") << QStringList { u"frobnicate"_s } << u"unknown command frobnicate"_s;
    QTest::newRow("unknown option") << QStringList { u"check"_s, u"--colour"_s } << u"unknown option --colour"_s;
    QTest::newRow("no file") << QStringList { u"check"_s } << u"check takes one build file"_s;
    QTest::newRow("bad circuit") << QStringList { u"check"_s, build("clean.rigbuild"), u"--circuit"_s, u"mars"_s }
                                 << u"--circuit: must be one of"_s;
    QTest::newRow("circuit without value")
        << QStringList { u"check"_s, u"--circuit"_s } << u"--circuit needs a value"_s;
}

void TestCli::badUsage()
{
    QFETCH(QStringList, args);
    QFETCH(QString, expected);
    const Run r = run(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(QString::fromUtf8(r.err).contains(expected), r.err.constData());
}

void TestCli::chineseReport()
{
    const Run r = run({ u"check"_s, build("lambda-quad.rigbuild"), u"--lang"_s, u"zh_CN"_s });
    QCOMPARE(r.exitCode, 1);
    const QString text = QString::fromUtf8(r.out);
    QVERIFY2(text.contains(u"错误"_s), qPrintable(text)); // "Errors"
    QVERIFY(text.contains(u"[slot.blocked]"_s)); // rule ids stay as they are
    const Run json = run({ u"check"_s, build("lambda-quad.rigbuild"), u"--json"_s, u"--lang"_s, u"zh_CN"_s });
    const QJsonObject first
        = QJsonDocument::fromJson(json.out).object().value(u"findings").toArray().first().toObject();
    QCOMPARE(first.value(u"rule").toString(), u"slot.blocked"_s);
    QVERIFY(first.value(u"message").toString().contains(u"插槽"_s)); // "slot"
    QCOMPARE(run({ u"check"_s, build("clean.rigbuild"), u"--lang"_s, u"xx"_s }).exitCode, 2);
}

void TestCli::bundledCatalogExamples_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("rule");
    const QString examples = RigPlan::Test::dataPath(u"../../examples/"_s);
    QTest::newRow("lambda") << examples + u"quad-3090-lambda.rigbuild"_s << 1 << u"psu.capacity"_s;
    QTest::newRow("puget") << examples + u"quad-3090-blower-puget.rigbuild"_s << 1 << u"circuit.capacity"_s;
    QTest::newRow("dual") << examples + u"dual-3090-fe.rigbuild"_s << 0 << QString();
}

void TestCli::bundledCatalogExamples()
{
    QFETCH(QString, file);
    QFETCH(int, exitCode);
    QFETCH(QString, rule);
    const Run r = run({ u"check"_s, file, u"--json"_s }, {}, false);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    QCOMPARE(r.exitCode, exitCode);
    if (!rule.isEmpty())
        QVERIFY(QString::fromUtf8(r.out).contains(u"\"rule\": \""_s + rule + u'"'));
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
