// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The builds the founding sources published, checked against what they reported.
#include "tests/support/testcatalog.h"

#include <QTest>

using namespace RigPlan;
using namespace Qt::StringLiterals;

class TestPublishedCases : public QObject
{
    Q_OBJECT

private slots:
    void lambdaQuad3090();
    void pugetQuadBlower3090();
    void twoFoundersEditionsWithAGap();
    void threeStacked3080s();
    void rtx3090TransientsByAtxVersion();

private:
    static QStringList rules(const CheckReport &report)
    {
        QStringList out;
        for (const Finding &f : report.findings)
            out << ruleIdString(f.rule);
        return out;
    }
};

// Lambda: 4x RTX 3090 (350 W) + a 280 W Threadripper + 80 W for the rest is 1760 W, beyond the
// 1600 W of the largest 115 V PSU and the 1440 W of a 15 A / 120 V circuit. Four 3-slot cards on a
// board with connectors at 1, 3, 5 and 7 in a 7-slot case block each other and overflow the case.
void TestPublishedCases::lambdaQuad3090()
{
    const CheckReport r = Test::checkBuild(R"({"board":"test-trx40","cpu":"test-tr-280","case":"test-atx-7",
        "circuit":"us-120v-15a","otherLoadW":80,"psus":["test-1600-p2"],
        "gpus":[{"part":"rtx-3090-fe","slot":1},{"part":"rtx-3090-fe","slot":3},
                {"part":"rtx-3090-fe","slot":5},{"part":"rtx-3090-fe","slot":7}]})");
    QCOMPARE(r.power.gpuW, 1400.0);
    QCOMPARE(r.power.dcW, 1760.0);
    QCOMPARE(r.power.circuitW, 1440.0);
    QVERIFY(r.power.psuLoad > 1.0);
    QVERIFY(r.power.wallW > 1440.0);
    const QStringList ids = rules(r);
    QVERIFY(ids.contains(u"psu.capacity"_s));
    QVERIFY(ids.contains(u"circuit.capacity"_s));
    QCOMPARE(Test::findingsOf(r, u"slot.blocked"_s).size(), 3);
    QCOMPARE(Test::findingsOf(r, u"slot.overflow"_s).size(), 1);
    QCOMPARE(Test::findingsOf(r, u"slot.overflow"_s).first().gpus.first(), 3);
    QVERIFY(!r.ok());
    // Only two 3-slot cards fit directly (slots 1 and 5 would end at 7): two need risers.
    QCOMPARE(r.risersNeeded, std::optional(2));
}

// Puget Systems: 4x Gigabyte RTX 3090 TURBO (2-slot blowers) limited to 300 W on one EVGA 1600 W
// (92 %) unit with a Xeon W-2255 on a WS C422 SAGE/10G: it ran, at 1717 W peak from the wall, ~20 W
// short of the PSU's limit, and more than a 15 A circuit allows.
void TestPublishedCases::pugetQuadBlower3090()
{
    const CheckReport r = Test::checkBuild(R"({"circuit":"us-120v-15a","psus":["test-1600-p2"],
        "gpus":[{"part":"rtx-3090-turbo","slot":1,"powerLimitW":300},{"part":"rtx-3090-turbo","slot":3,"powerLimitW":300},
                {"part":"rtx-3090-turbo","slot":5,"powerLimitW":300},{"part":"rtx-3090-turbo","slot":7,"powerLimitW":300}]})");
    const QStringList ids = rules(r);
    for (const char *physical : { "slot.blocked", "slot.overflow", "slot.shared", "case.gpu-length", "cooling.gap" })
        QVERIFY2(!ids.contains(QLatin1StringView(physical)), physical);
    QCOMPARE(r.risersNeeded, std::optional(0));
    QVERIFY(!ids.contains(u"psu.capacity"_s));
    QVERIFY(ids.contains(u"psu.headroom"_s)); // little headroom
    QVERIFY(r.power.psuLoad > 0.85 && r.power.psuLoad < 1.0);
    QVERIFY(ids.contains(u"circuit.capacity"_s));
    // The steady estimate sits below Puget's measured peak, as a steady figure should, and near it.
    QVERIFY2(r.power.wallW > 1440.0 && r.power.wallW < 1717.0, qPrintable(QString::number(r.power.wallW)));
}

// Two RTX 3090 Founders Editions with a free slot between them: nothing to report.
void TestPublishedCases::twoFoundersEditionsWithAGap()
{
    const CheckReport r = Test::checkBuild(R"({"circuit":"us-120v-15a",
        "gpus":[{"part":"rtx-3090-fe","slot":1},{"part":"rtx-3090-fe","slot":5}]})");
    QVERIFY2(r.findings.empty(), qPrintable(rules(r).join(u", "_s)));
    QVERIFY(r.ok());
}

// Three open-air RTX 3080s stacked: the upper two have no air under their fans; the lowest has a slot.
void TestPublishedCases::threeStacked3080s()
{
    const CheckReport r = Test::checkBuild(R"({"board":"test-board-7","case":"test-atx-7","cpu":"test-cpu-165",
        "gpus":[{"part":"rtx-3080-fe","slot":1},{"part":"rtx-3080-fe","slot":3},{"part":"rtx-3080-fe","slot":5}]})");
    QList<int> warned;
    for (const Finding &f : Test::findingsOf(r, u"cooling.gap"_s))
        warned.append(f.gpus.first());
    QCOMPARE(warned, (QList<int> { 0, 1 }));
}

// NVIDIA asks 750 W for an RTX 3090 system: a 650 W ATX 2 unit warns of transients, a 1200 W ATX 3
// unit (200 % for 100 us) does not.
void TestPublishedCases::rtx3090TransientsByAtxVersion()
{
    const char *atx2 = R"({"board":"test-am4","cpu":"test-am4-105","case":"test-atx-7","psus":["test-650-atx2"],
        "gpus":[{"part":"rtx-3090-turbo","slot":1}]})";
    const char *atx3 = R"({"board":"test-am4","cpu":"test-am4-105","case":"test-atx-7","psus":["test-1200-atx3"],
        "gpus":[{"part":"rtx-3090-turbo","slot":1}]})";
    QCOMPARE(Test::findingsOf(Test::checkBuild(atx2), u"psu.transient"_s).size(), 1);
    QCOMPARE(Test::findingsOf(Test::checkBuild(atx3), u"psu.transient"_s).size(), 0);
}

QTEST_GUILESS_MAIN(TestPublishedCases)
#include "tst_publishedcases.moc"
