// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/slotgeometry.h"
#include "tests/support/testcatalog.h"

#include <QRandomGenerator>
#include <QTest>

#include <algorithm>
#include <functional>
#include <utility>

using namespace RigPlan;
using namespace Qt::StringLiterals;

class TestSlotGeometry : public QObject
{
    Q_OBJECT

private slots:
    void risersNeeded_data();
    void risersNeeded();
    void risersNeededAgreesWithExhaustiveSearch();
    void freeSlotsBelow();
    void freeSlotsBelowWithoutGeometryAgrees();
};

namespace {

/**
 * The most cards of these widths that sit directly on these connectors in a case of `caseSlots`, by
 * trying every connector for every card in every order (no pruning, no grouping): the reference the
 * search in SlotGeometry is held to.
 */
int mostThatFit(const QList<int> &connectors, int caseSlots, QList<int> widths)
{
    int best = 0;
    QList<std::pair<int, int>> placed; // each placed card's first and last position
    const std::function<void()> place = [&] {
        best = std::max(best, static_cast<int>(placed.size()));
        for (int &width : widths) {
            const int w = std::exchange(width, 0); // 0: this card is placed
            if (w == 0)
                continue;
            for (int first : connectors) {
                const int last = first + w - 1;
                // A card covers its connector's position and the next w - 1: no two may share one.
                const bool clash = last > caseSlots || std::any_of(placed.begin(), placed.end(), [&](const auto &p) {
                    return !(last < p.first || first > p.second);
                });
                if (clash)
                    continue;
                placed.append({ first, last });
                place();
                placed.removeLast();
            }
            width = w;
        }
    };
    place();
    return best;
}

} // namespace

void TestSlotGeometry::risersNeededAgreesWithExhaustiveSearch()
{
    // Random boards (connectors at some of positions 1-8), cases of 4-10 slots and 1-5 cards of 1-4 slots.
    QRandomGenerator random(20261205);
    for (int round = 0; round < 300; ++round) {
        auto board = std::make_shared<Part>();
        board->id = u"board"_s;
        BoardSpec boardSpec;
        QList<int> connectors;
        for (int position = 1; position <= 8; ++position) {
            if (random.bounded(2)) {
                connectors.append(position);
                boardSpec.pcieSlots.append(BoardSlot { position });
            }
        }
        board->spec = boardSpec;
        auto chassis = std::make_shared<Part>();
        chassis->id = u"case"_s;
        CaseSpec caseSpec;
        caseSpec.expansionSlots = 4 + static_cast<int>(random.bounded(7));
        caseSpec.maxGpuLengthMm = 400;
        chassis->spec = caseSpec;
        ResolvedBuild build;
        build.boardPart = board;
        build.board = board->board();
        build.casePart = chassis;
        build.chassis = chassis->chassis();
        QList<int> widths;
        const int cards = 1 + static_cast<int>(random.bounded(5));
        for (int i = 0; i < cards; ++i) {
            auto gpu = std::make_shared<Part>();
            GpuSpec spec;
            widths.append(1 + static_cast<int>(random.bounded(4)));
            spec.slotWidth = widths.last() - 0.5 * random.bounded(2); // 2.5 covers 3 positions, as 3 does
            spec.lengthMm = 300;
            gpu->spec = spec;
            ResolvedGpu g;
            g.placement.slot = 1;
            g.part = gpu;
            g.spec = gpu->gpu();
            build.gpus.push_back(g);
        }
        const int expected = cards - mostThatFit(connectors, caseSpec.expansionSlots, widths);
        const auto joined = [](const QList<int> &numbers) {
            QStringList texts;
            for (int n : numbers)
                texts << QString::number(n);
            return texts.join(u',');
        };
        QVERIFY2(SlotGeometry(build).risersNeeded() == expected,
            qPrintable(u"round %1: connectors at %2, a %3-slot case, cards covering %4"_s.arg(round).arg(
                joined(connectors), QString::number(caseSpec.expansionSlots), joined(widths))));
    }
}

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
    // Without the geometry (the estimate's way), the same figures by card index.
    QCOMPARE(SlotGeometry::freeSlotsBelow(build, 0), 5 - 3.5);
    QCOMPARE(SlotGeometry::freeSlotsBelow(build, 1), 9 - 7.0);
}

void TestSlotGeometry::freeSlotsBelowWithoutGeometryAgrees()
{
    // Random stacks (cards sharing a connector, risers, cards past the case): each card of the geometry's sorted
    // stack gets the figure of its own index in the build.
    QRandomGenerator random(20261206);
    const char *const parts[] = { "rtx-3090-fe", "rtx-3090-turbo", "rtx-4090-fe", "rtx-3080-fe", "a40" };
    for (int round = 0; round < 200; ++round) {
        QString gpus;
        const int count = random.bounded(1, 9);
        for (int i = 0; i < count; ++i) {
            const bool riser = random.bounded(4) == 0;
            gpus += (i ? u","_s : QString())
                + u"{\"part\":\"%1\",\"slot\":%2%3}"_s.arg(QLatin1StringView(parts[random.bounded(5)]),
                    QString::number(random.bounded(1, 8)),
                    riser ? u",\"riser\":{\"mount\":\"frame\",\"gen\":4}"_s : QString());
        }
        const QByteArray json = (u"{\"case\":\"test-open-frame\",\"gpus\":["_s + gpus + u"]}"_s).toUtf8();
        const ResolvedBuild build = Test::resolve(Test::buildFrom(json.constData()));
        const SlotGeometry g(build);
        for (const StackCard &card : g.stack())
            QCOMPARE(SlotGeometry::freeSlotsBelow(build, card.gpu), g.freeSlotsBelow(card));
    }
}

QTEST_GUILESS_MAIN(TestSlotGeometry)
#include "tst_slotgeometry.moc"
