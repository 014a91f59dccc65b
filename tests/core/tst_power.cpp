// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/power/powerbudget.h"
#include "core/power/powermodel.h"
#include "tests/support/testcatalog.h"

#include <QTest>

using namespace RigPlan;
using namespace Qt::StringLiterals;

class TestPower : public QObject
{
    Q_OBJECT

private slots:
    void efficiency_data();
    void efficiency();
    void slotPowerComesFromTheBoardPsu();
    void otherLoadDefault();
    void deratedOnLowVoltage();
    void multiCircuitReportsWorst();
};

void TestPower::efficiency_data()
{
    QTest::addColumn<int>("tier");
    QTest::addColumn<double>("load");
    QTest::addColumn<bool>("highVoltage");
    QTest::addColumn<double>("expected");
    QTest::newRow("gold 50%") << int(Efficiency::Gold) << 0.5 << false << 0.90;
    QTest::newRow("gold 100%") << int(Efficiency::Gold) << 1.0 << false << 0.87;
    QTest::newRow("platinum 75%") << int(Efficiency::Platinum) << 0.75 << false << 0.905;
    QTest::newRow("platinum overload clamps at 100%") << int(Efficiency::Platinum) << 1.2 << false << 0.89;
    QTest::newRow("titanium 10%") << int(Efficiency::Titanium) << 0.1 << false << 0.90;
    QTest::newRow("bronze 35%") << int(Efficiency::Bronze) << 0.35 << false << 0.835;
    QTest::newRow("gold 50% on 230 V") << int(Efficiency::Gold) << 0.5 << true << 0.92;
}

void TestPower::efficiency()
{
    QFETCH(int, tier);
    QFETCH(double, load);
    QFETCH(bool, highVoltage);
    QFETCH(double, expected);
    QVERIFY(qAbs(PowerModel::efficiency(static_cast<Efficiency>(tier), load, highVoltage) - expected) < 1e-9);
}

void TestPower::slotPowerComesFromTheBoardPsu()
{
    const Build build = Test::buildFrom(R"({"psus":["test-1600-p2","test-1600-p2"],"otherLoadW":50,
        "gpus":[{"part":"rtx-3090-turbo","slot":1,"psu":1}]})");
    const PowerBudget p = PowerBudget::compute(Test::resolve(build));
    QCOMPARE(p.psus.size(), 2);
    QCOMPARE(p.psus[0].loadW, 165.0 + 50.0 + PowerModel::kSlotPowerW);
    QCOMPARE(p.psus[1].loadW, 350.0 - PowerModel::kSlotPowerW);
    QCOMPARE(p.dcW, 565.0);
    QCOMPARE(p.psus[1].pcie8Needed, 2);
}

void TestPower::otherLoadDefault()
{
    const PowerBudget p = PowerBudget::compute(Test::resolve(Test::buildFrom(R"({"gpus":[]})")));
    QCOMPARE(p.otherW, PowerModel::kDefaultOtherLoadW);
    QCOMPARE(p.dcW, 165.0 + PowerModel::kDefaultOtherLoadW);
}

void TestPower::deratedOnLowVoltage()
{
    const auto rating = [](const char *circuit) {
        const QByteArray json = QByteArray(R"({"psus":["test-2000-230v"],"circuit":")") + circuit + R"(","gpus":[]})";
        return PowerBudget::compute(Test::resolve(Test::buildFrom(json.constData()))).psus[0].ratingW;
    };
    QCOMPARE(rating("us-120v-20a"), 1300.0);
    QCOMPARE(rating("eu-230v-16a"), 2000.0);
    QCOMPARE(rating("us-240v-20a"), 2000.0);
}

void TestPower::multiCircuitReportsWorst()
{
    const Build build = Test::buildFrom(R"({"circuits":["us-120v-15a","us-120v-20a"],
        "psus":["test-1600-p2",{"part":"test-1600-p2","circuit":1}],
        "gpus":[{"part":"rtx-3090-turbo","slot":1},{"part":"rtx-3090-turbo","slot":3,"psu":1},{"part":"rtx-3090-turbo","slot":5,"psu":1}]})");
    const PowerBudget p = PowerBudget::compute(Test::resolve(build));
    QCOMPARE(p.circuits.size(), 2);
    QCOMPARE(p.circuitW, 1440.0 + 1920.0);
    QCOMPARE(p.circuitLoad, std::max(p.circuits[0].loadFraction, p.circuits[1].loadFraction));
    QCOMPARE(p.wallW, p.circuits[0].wallW + p.circuits[1].wallW);
}

QTEST_GUILESS_MAIN(TestPower)
#include "tst_power.moc"
