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

private:
    struct Run
    {
        int exitCode = -1;
        QJsonObject report;
        QByteArray err;
    };
    static Run check(const char *build)
    {
        QProcess p;
        p.start(QStringLiteral(RIGPLAN_CLI),
            { u"check"_s, RigPlan::Test::dataPath(u"builds/"_s + QLatin1StringView(build)), u"--json"_s, u"--catalog"_s,
                RigPlan::Test::dataPath(u"../../db/seed/catalog.json"_s) });
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
    const QJsonArray fixes = found.first().value(u"fixes").toArray();
    QCOMPARE(fixes.size(), 1);
    QCOMPARE(fixes.first().toObject().value(u"action").toString(), u"swap-part"_s);
    QCOMPARE(fixes.first().toObject().value(u"psu").toInt(), 0);
    QCOMPARE(fixes.first().toObject().value(u"part").toString(), u"msi-mpg-a1000g-pcie5"_s);
}

QTEST_GUILESS_MAIN(TestCliEps)
#include "tst_clieps.moc"
