// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/slotgeometry.h"
#include "tests/support/testcatalog.h"

#include <QTest>

using namespace RigPlan;

class TestSlotGeometry : public QObject
{
    Q_OBJECT

private slots:
    void risersNeeded_data();
    void risersNeeded();
    void freeSlotsBelow();
};

void TestSlotGeometry::risersNeeded_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<int>("expected");
    // The placements do not matter: risersNeeded asks how the cards could best be arranged.
    QTest::newRow("4x 2-slot on 7 connectors, 8-slot case")
        << QByteArray(R"({"gpus":[{"part":"rtx-3090-turbo","slot":1},{"part":"rtx-3090-turbo","slot":1},
           {"part":"rtx-3090-turbo","slot":1},{"part":"rtx-3090-turbo","slot":1}]})")
        << 0;
    QTest::newRow("4x 3-slot, 8-slot case") << QByteArray(R"({"gpus":[{"part":"rtx-3090-fe","slot":1},
           {"part":"rtx-3090-fe","slot":2},{"part":"rtx-3090-fe","slot":3},{"part":"rtx-3090-fe","slot":4}]})")
                                            << 2;
    QTest::newRow("5x 2-slot, 8-slot case") << QByteArray(R"({"gpus":[{"part":"rtx-3090-turbo","slot":1},
           {"part":"rtx-3090-turbo","slot":2},{"part":"rtx-3090-turbo","slot":3},{"part":"rtx-3090-turbo","slot":4},
           {"part":"rtx-3090-turbo","slot":5}]})")
                                            << 1;
    QTest::newRow("too long for the case") << QByteArray(R"({"gpus":[{"part":"long-card","slot":1}]})") << 1;
    // Connectors at 1, 4 and 6 in a 5-slot case: narrow-first (2-slot at 1) leaves the 3-slot card
    // nowhere to go; the search puts the 3-slot card at 1 and the 2-slot card at 4.
    QTest::newRow("order matters") << QByteArray(R"({"board":"test-am4","cpu":"test-am4-105","case":"case-5",
           "parts":[{"id":"case-5","kind":"case","name":"5-slot case","formFactors":["ATX"],"expansionSlots":5,
                     "maxGpuLengthMm":330}],
           "gpus":[{"part":"rtx-3080-fe","slot":1},{"part":"rtx-3090-fe","slot":4}]})")
                                   << 0;
}

void TestSlotGeometry::risersNeeded()
{
    QFETCH(QByteArray, json);
    QFETCH(int, expected);
    const ResolvedBuild build = Test::resolve(Test::buildFrom(json.constData()));
    QCOMPARE(SlotGeometry(build).risersNeeded(), expected);
}

void TestSlotGeometry::freeSlotsBelow()
{
    const ResolvedBuild build = Test::resolve(
        Test::buildFrom(R"({"gpus":[{"part":"rtx-3090-gaming-oc","slot":1},{"part":"rtx-3080-fe","slot":5}]})"));
    const SlotGeometry g(build);
    QCOMPARE(g.stack().size(), 2);
    QCOMPARE(g.freeSlotsBelow(g.stack()[0]), 5 - 3.5);
    QCOMPARE(g.freeSlotsBelow(g.stack()[1]), 9 - 7.0); // the rest of the 8-slot case
}

QTEST_GUILESS_MAIN(TestSlotGeometry)
#include "tst_slotgeometry.moc"
