// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 14's EPS case through rigplan-cli on the bundled catalog: the board says how many EPS leads it
// requires, and psu.connectors fires only for what is short.
#include "tests/support/testcatalog.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

using namespace Qt::StringLiterals;

class TestCliEps : public QObject
{
    Q_OBJECT

private slots:
    void boardRequiringOneEpsIsClean();
    void boardRequiringTwoEpsNamesTheBoard();
    void badEpsFigures_data();
    void badEpsFigures();

private:
    struct Run
    {
        int exitCode = -1;
        QJsonObject report;
        QByteArray err;
    };
    /** `check --json` of a build file in tests/data/builds, or of `stdinData` when `build` is null. */
    static Run check(const char *build, const QByteArray &stdinData = {})
    {
        QProcess p;
        const QString file = build ? RigPlan::Test::dataPath(u"builds/"_s + QLatin1StringView(build)) : u"-"_s;
        p.start(QStringLiteral(RIGPLAN_CLI),
            { u"check"_s, file, u"--json"_s, u"--catalog"_s,
                RigPlan::Test::dataPath(u"../../db/seed/catalog.json"_s) });
        if (!build) {
            p.write(stdinData);
            p.closeWriteChannel();
        }
        if (!p.waitForFinished(30000))
            qFatal("rigplan-cli did not finish");
        return { p.exitCode(), QJsonDocument::fromJson(p.readAllStandardOutput()).object(), p.readAllStandardError() };
    }
    static QList<QJsonObject> findingsOf(const QJsonObject &report, const QString &rule)
    {
        QList<QJsonObject> out;
        for (const QJsonValue &v : report.value(u"findings").toArray()) {
            if (v.toObject().value(u"rule").toString() == rule)
                out << v.toObject();
        }
        return out;
    }
};

void TestCliEps::boardRequiringOneEpsIsClean()
{
    // One RTX 3090 FE (2 x 8-pin through its adapter), the Corsair RM650x (1 EPS, 4 PCIe 8-pin), the WS X299
    // SAGE (2 EPS sockets, 1 required), a 165 W Core i9-10980XE: every lead is there. 350 + 165 + 80 W = 595 W
    // on 650 W is only warnings (headroom, transients), so the check exits 0.
    const Run r = check("issue14-x299-3090-650w.rigbuild");
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.report.value(u"errors").toInt(), 0);
    QVERIFY(findingsOf(r.report, u"psu.connectors"_s).isEmpty());
    QCOMPARE(r.report.value(u"power").toObject().value(u"dcW").toDouble(), 595.0);
}

void TestCliEps::boardRequiringTwoEpsNamesTheBoard()
{
    // The same build on an inline board that requires both EPS sockets: only the board's EPS is short, so
    // the finding names no card, and its fix is the cheapest catalog PSU with 2 EPS leads that carries 595 W
    // within 80 % (744 W) and the 770 W spike (350 x 1.5 + 245) on ATX 2: the Seasonic Focus GX-750 ($130)
    // does not ride the spike, the MSI MPG A1000G PCIE5 ($220, 1000 W, 2 EPS) does.
    const Run r = check("issue14-board-2eps.rigbuild");
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    QCOMPARE(r.exitCode, 1);
    const QList<QJsonObject> found = findingsOf(r.report, u"psu.connectors"_s);
    QCOMPARE(found.size(), 1);
    QCOMPARE(found.first().value(u"gpus").toArray().size(), 0);
    const QString message = found.first().value(u"message").toString();
    QVERIFY2(message.contains(u"requires 2 EPS 8-pin"_s) && message.contains(u"Corsair RM650x (2018)) has 1."_s),
        qPrintable(message));
    // The JSON's added "leads": the board's 2 of 1; the card's 2 PCIe leads of the unit's 4.
    const QJsonObject leads = found.first().value(u"leads").toObject();
    QCOMPARE(leads.value(u"boardEps").toObject().value(u"needed").toInt(), 2);
    QCOMPARE(leads.value(u"boardEps").toObject().value(u"available").toInt(), 1);
    QCOMPARE(leads.value(u"pcie8").toObject().value(u"needed").toInt(), 2);
    QCOMPARE(leads.value(u"pcie8").toObject().value(u"available").toInt(), 4);
    QCOMPARE(leads.value(u"pcie8").toObject().value(u"gpus").toArray().size(), 0);
    const QJsonArray fixes = found.first().value(u"fixes").toArray();
    QCOMPARE(fixes.size(), 1);
    QCOMPARE(fixes.first().toObject().value(u"action").toString(), u"swap-part"_s);
    QCOMPARE(fixes.first().toObject().value(u"psu").toInt(), 0);
    QCOMPARE(fixes.first().toObject().value(u"part").toString(), u"msi-mpg-a1000g-pcie5"_s);
}

void TestCliEps::badEpsFigures_data()
{
    QTest::addColumn<QByteArray>("eps");
    QTest::addColumn<QString>("expected");
    QTest::newRow("more required than there are sockets") << QByteArray(R"("epsSockets": 2, "epsRequired": 3)")
                                                          << u"parts[0].epsRequired: must be at most epsSockets (2)"_s;
    QTest::newRow("five sockets") << QByteArray(R"("epsSockets": 5)")
                                  << u"parts[0].epsSockets: must be a whole number from 1 to 4"_s;
    QTest::newRow("none required") << QByteArray(R"("epsRequired": 0)")
                                   << u"parts[0].epsRequired: must be a whole number from 1 to 4"_s;
    QTest::newRow("not a number") << QByteArray(R"("epsSockets": "two")") << u"parts[0].epsSockets: "_s;
}

void TestCliEps::badEpsFigures()
{
    QFETCH(QByteArray, eps);
    QFETCH(QString, expected);
    const QByteArray build = R"({"format": "rigplan-build", "version": 1, "case": "corsair-7000d-airflow",
        "board": "b", "cpu": "core-i9-10980xe", "psus": ["corsair-rm650x-2018"],
        "parts": [{"id": "b", "kind": "board", "name": "B", "formFactor": "CEB", "socket": "LGA2066", )"
        + eps + R"(, "slots": [{"position": 1, "lanes": 16, "gen": 3}]}], "gpus": []})";
    const Run r = check(nullptr, build);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(QString::fromUtf8(r.err).contains(expected), r.err.constData());
}

QTEST_GUILESS_MAIN(TestCliEps)
#include "tst_clieps.moc"
