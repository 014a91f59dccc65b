// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/buildfile.h"
#include "tests/support/testcatalog.h"

#include <QTemporaryDir>
#include <QTest>

using namespace RigPlan;
using namespace Qt::StringLiterals;

class TestBuildFile : public QObject
{
    Q_OBJECT

private slots:
    void badInput_data();
    void badInput();
    void everyProblemListed();
    void roundTrip_data();
    void roundTrip();
    void inlinePartShadowsCatalog();
    void chassisOptionalForEstimate();
    void writeFailureNamesTheFile();
};

void TestBuildFile::badInput_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected"); // one problem line must contain this

    const QByteArray head = R"({"format":"rigplan-build","version":1,"case":"test-tower-8","board":"test-board-7",)"
                            R"("cpu":"test-cpu-165","psus":["test-1600-p2"],)";
    QTest::newRow("not JSON") << QByteArray("{\"format\": rigplan") << u"not valid JSON at line 1"_s;
    QTest::newRow("empty") << QByteArray("  \n") << u"the file is empty"_s;
    QTest::newRow("array") << QByteArray("[1,2]") << u"a build file is a JSON object"_s;
    QTest::newRow("wrong format") << QByteArray(R"({"format":"kicad","version":1,"gpus":[]})")
                                  << uR"(format: must be "rigplan-build", not "kicad")"_s;
    QTest::newRow("newer version") << QByteArray(R"({"format":"rigplan-build","version":2,"gpus":[]})")
                                   << u"version: version 2 was written by a newer RigPlan"_s;
    QTest::newRow("slot 0") << head + R"("gpus":[{"part":"rtx-3090-fe","slot":0}]})"
                            << u"gpus[0].slot: must be a whole number from 1 to 20, not 0"_s;
    QTest::newRow("slot 2.5") << head + R"("gpus":[{"part":"rtx-3090-fe","slot":2.5}]})"
                              << u"gpus[0].slot: must be a whole number"_s;
    QTest::newRow("negative wattage") << head + R"("gpus":[{"part":"rtx-3090-fe","slot":1,"powerLimitW":-50}]})"
                                      << u"gpus[0].powerLimitW: must be a number from 1 to 2000 W, not -50"_s;
    QTest::newRow("negative other load") << head + R"("otherLoadW":-1,"gpus":[]})"
                                         << u"otherLoadW: must be a number from 0 to 5000 W, not -1"_s;
    QTest::newRow("unknown part id") << head + R"("gpus":[{"part":"rtx-9090","slot":1}]})"
                                     << u"gpus[0].part: no part with id 'rtx-9090'"_s;
    QTest::newRow("wrong kind") << QByteArray(
        R"({"format":"rigplan-build","version":1,"case":"rtx-3090-fe",)"
        R"("board":"test-board-7","cpu":"test-cpu-165","psus":["test-1600-p2"],"gpus":[]})")
                                << u"case: 'rtx-3090-fe' is a gpu, not a case"_s;
    QTest::newRow("gpus not an array") << head + R"("gpus":{"part":"rtx-3090-fe"}})" << u"gpus: must be an array"_s;
    QTest::newRow("psuSync both") << head + R"("psuSync":{"adapter":"x","method":"separate-switches"},"gpus":[]})"
                                  << u"psuSync: must give either"_s;
    QTest::newRow("psuSync method") << head + R"("psuSync":{"method":"by-hand"},"gpus":[]})"
                                    << u"psuSync.method: must be one of"_s;
    QTest::newRow("psuSync adapter is a PSU") << head + R"("psuSync":{"adapter":"test-1600-p2"},"gpus":[]})"
                                              << u"psuSync.adapter: 'test-1600-p2' is a psu, not a psu-sync"_s;
    QTest::newRow("riser cable") << head
            + R"("gpus":[{"part":"rtx-3090-fe","slot":1,"riser":{"mount":"vertical","gen":4,"cable":"wire"}}]})"
                                 << u"gpus[0].riser.cable: must be one of"_s;
    QTest::newRow("gpus missing") << head + R"("name":"x"})" << u"gpus: is required"_s;
    QTest::newRow("board missing") << QByteArray(R"({"format":"rigplan-build","version":1,"case":"test-tower-8",)"
                                                 R"("cpu":"test-cpu-165","psus":["test-1600-p2"],"gpus":[]})")
                                   << u"board: is required"_s;
    QTest::newRow("slot missing with board")
        << head + R"("gpus":[{"part":"rtx-3090-fe"}]})" << u"gpus[0].slot: is required when the build has a board"_s;
    QTest::newRow("psu index") << head + R"("gpus":[{"part":"rtx-3090-fe","slot":1,"psu":3}]})"
                               << u"gpus[0].psu: there is no PSU 3"_s;
    QTest::newRow("nvlink self") << head + R"("gpus":[{"part":"rtx-3090-fe","slot":1,"nvlinkWith":0}]})"
                                 << u"gpus[0].nvlinkWith: a card cannot be bridged to itself"_s;
    QTest::newRow("riser mount") << head
            + R"("gpus":[{"part":"rtx-3090-fe","slot":1,"riser":{"mount":"wall","gen":4}}]})"
                                 << u"gpus[0].riser.mount: must be one of: vertical, frame"_s;
    QTest::newRow("unknown circuit") << head + R"("circuit":"mars-12v","gpus":[]})"
                                     << u"circuit: must be one of the presets"_s;
    QTest::newRow("circuit amps") << head + R"("circuit":{"volts":120},"gpus":[]})" << u"circuit.amps: is required"_s;
    QTest::newRow("inline slot width 0") << head
            + R"("parts":[{"id":"x","kind":"gpu","name":"X","architecture":"ampere","tdpW":100,"slotWidth":0,)"
              R"("lengthMm":200,"cooler":"blower"}],"gpus":[]})"
                                         << u"parts[0].slotWidth: must be a number from 1 to 6 slots, not 0"_s;
    QTest::newRow("inline slot width 7") << head
            + R"("parts":[{"id":"x","kind":"gpu","name":"X","architecture":"ampere","tdpW":100,"slotWidth":7,)"
              R"("lengthMm":200,"cooler":"blower"}],"gpus":[]})"
                                         << u"parts[0].slotWidth: must be a number from 1 to 6 slots, not 7"_s;
    QTest::newRow("inline negative tdp") << head
            + R"("parts":[{"id":"x","kind":"gpu","name":"X","architecture":"ampere","tdpW":-5,"slotWidth":2,)"
              R"("lengthMm":200,"cooler":"blower"}],"gpus":[]})"
                                         << u"parts[0].tdpW: must be a number from 1 to 2000 W, not -5"_s;
    QTest::newRow("bad id") << head + R"("gpus":[{"part":"RTX 3090","slot":1}]})"
                            << u"gpus[0].part: 'RTX 3090' is not a part id"_s;
}

void TestBuildFile::badInput()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    const BuildLoadResult result = BuildFile::read(json, Test::catalog(), true);
    QVERIFY2(!result.ok(), "a bad file must load nothing");
    QVERIFY(!result.problems.isEmpty());
    QStringList lines;
    for (const Problem &p : result.problems)
        lines << p.toString();
    QVERIFY2(std::any_of(lines.cbegin(), lines.cend(),
                 [&](const QString &l) { return l.startsWith(expected) || l.contains(expected); }),
        qPrintable(u"expected '"_s + expected + u"' in: "_s + lines.join(u" | "_s)));
}

void TestBuildFile::everyProblemListed()
{
    const QByteArray json = R"({"format":"rigplan-build","version":1,"case":"test-tower-8","board":"test-board-7",
        "cpu":"nope","psus":["test-1600-p2"],"otherLoadW":"lots",
        "gpus":[{"part":"rtx-3090-fe","slot":0},{"part":"rtx-3090-fe","slot":3,"powerLimitW":-1},{"part":"zz","slot":5}]})";
    const BuildLoadResult result = BuildFile::read(json, Test::catalog(), true);
    QVERIFY(!result.ok());
    QStringList paths;
    for (const Problem &p : result.problems)
        paths << p.path;
    paths.sort();
    QCOMPARE(paths,
        (QStringList { u"cpu"_s, u"gpus[0].slot"_s, u"gpus[1].powerLimitW"_s, u"gpus[2].part"_s, u"otherLoadW"_s }));
}

void TestBuildFile::roundTrip_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::newRow("full") << QByteArray(R"({"format":"rigplan-build","version":1,"name":"Quad 3090 — 中文",
        "circuits":["us-120v-15a",{"volts":120,"amps":20,"continuous":0.8}],
        "case":"test-tower-8","board":"test-board-7","cpu":"test-cpu-165",
        "psus":["test-1600-p2",{"part":"test-1600-t2","circuit":1}],
        "gpus":[{"part":"rtx-3090-turbo","slot":1,"powerLimitW":280,"nvlinkWith":1},
                {"part":"rtx-3090-turbo","slot":4,"psu":1},
                {"part":"my-card","slot":6,"riser":{"mount":"vertical","gen":4,"lengthMm":300}}],
        "interconnect":"nvlink","otherLoadW":95,
        "workload":{"model":"cnn","precision":"bf16","sparsity24":true,"modelParamsB":1.5},
        "baseline":"rtx-2080-ti-fe",
        "parts":[{"id":"my-card","kind":"gpu","name":"My card","priceUsd":10,"family":"mine","architecture":"ada",
                  "tdpW":200,"slotWidth":2.5,"lengthMm":250,"cooler":"liquid","powerConnectors":{"12vhpwr":1}}]})");
    QTest::newRow("psu sync adapter, retimer riser") << QByteArray(R"({"format":"rigplan-build","version":1,
        "psus":["test-1600-p2","test-1600-p2"],"psuSync":{"adapter":"sync"},
        "gpus":[{"part":"rtx-3080-fe","slot":1,"riser":{"mount":"frame","gen":5,"lengthMm":500,"retimer":true,
        "cable":"mcio"}}],
        "parts":[{"id":"sync","kind":"psu-sync","name":"Sync","psus":2,"trigger":"molex","usedPriceUsd":8,
        "usedPriceDate":"2026-11","usedPriceSource":"listing"}]})");
    QTest::newRow("separate switches") << QByteArray(
        R"({"format":"rigplan-build","version":1,"psus":["test-1600-p2","test-1600-p2"],
        "psuSync":{"method":"separate-switches"},"gpus":[{"part":"rtx-3080-fe"}]})");
    QTest::newRow("minimal estimate-only")
        << QByteArray(R"({"format":"rigplan-build","version":1,"gpus":[{"part":"rtx-3080-fe"}]})");
}

void TestBuildFile::roundTrip()
{
    QFETCH(QByteArray, json);
    const BuildLoadResult first = BuildFile::read(json, Test::catalog(), false);
    QVERIFY2(first.ok(), first.problems.isEmpty() ? "" : qPrintable(first.problems.first().toString()));
    const QByteArray written = BuildFile::write(*first.build);
    const BuildLoadResult second = BuildFile::read(written, Test::catalog(), false);
    QVERIFY(second.ok());
    QCOMPARE(*second.build, *first.build);
    QCOMPARE(BuildFile::write(*second.build), written);
}

void TestBuildFile::inlinePartShadowsCatalog()
{
    const Build build
        = Test::buildFrom(R"({"parts":[{"id":"rtx-3090-fe","kind":"gpu","name":"Shadow","architecture":"ampere",
        "tdpW":100,"slotWidth":1,"lengthMm":100,"cooler":"blower"}],"gpus":[{"part":"rtx-3090-fe","slot":1}]})");
    const ResolvedBuild r = Test::resolve(build);
    QCOMPARE(r.gpus.size(), std::size_t(1));
    QCOMPARE(r.gpus[0].part->name, u"Shadow"_s);
    QCOMPARE(r.gpus[0].spec->slotWidth, 1.0);
}

void TestBuildFile::chassisOptionalForEstimate()
{
    const QByteArray json = R"({"format":"rigplan-build","version":1,"gpus":[{"part":"rtx-3090-fe"}]})";
    QVERIFY(BuildFile::read(json, Test::catalog(), false).ok());
    QVERIFY(!BuildFile::read(json, Test::catalog(), true).ok());
}

void TestBuildFile::writeFailureNamesTheFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"a.rigbuild"_s);
    const Build build = Test::buildFrom(R"({"name":"first","gpus":[]})");
    QString error;
    QVERIFY(BuildFile::writeFile(build, path, &error));
    const QByteArray before = [&] {
        QFile f(path);
        f.open(QIODevice::ReadOnly);
        return f.readAll();
    }();
    // A directory where the file should go cannot be written: the call fails and says why.
    QVERIFY(!BuildFile::writeFile(build, dir.path(), &error));
    QVERIFY(error.contains(dir.path()));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), before);
}

QTEST_GUILESS_MAIN(TestBuildFile)
#include "tst_buildfile.moc"
