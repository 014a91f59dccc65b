// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The placement service (core/placement): the layouts of the published builds made one placement at a
// time from an empty build, refusals with their reason, the nearest place that works, and "add".
#include "core/placement/placement.h"
#include "core/resolvedbuild.h"
#include "tests/estimate/seedcatalog.h"

#include <QTest>

using namespace RigPlan;
using namespace Qt::StringLiterals;

class TestPlacement : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pugetBlowersByAdd();
    void lambdaOnTheOpenFrame();
    void refusedUnderACardWithTheNearestConnector();
    void refusedEverywhereButARiser();
    void partOnACardSwapsIt();
    void cardOnACardTradesPlaces();
    void notAGpu();
    void powerNeverRefuses();

private:
    static Circuit circuit() { return *Circuit::preset(u"us-120v-15a"_s); }
    static PlacementService service() { return PlacementService(Test::seedCatalog(), circuit()); }
    static Build platform(const QString &chassis, const QString &board, const QString &cpu)
    {
        Build b;
        b.name = u"test"_s;
        b.caseId = chassis;
        b.boardId = board;
        b.cpuId = cpu;
        b.psus = { { u"evga-supernova-1600-p2"_s, 0 } };
        b.circuit = circuit();
        return b;
    }
    static int placementErrors(const Build &b)
    {
        const ResolvedBuild r = ResolvedBuild::resolve(b, Test::seedCatalog(), circuit()).value();
        int n = 0;
        for (const Finding &f : check(r).findings)
            n += f.severity() == Severity::Error && PlacementService::isPlacementRule(f.rule);
        return n;
    }
};

void TestPlacement::pugetBlowersByAdd()
{
    // Puget Systems' test: four 2-slot blower RTX 3090s in the C422 Sage's slots 1, 3, 5 and 7. "Add" puts
    // each in the first connector it fits: a 2-slot card at 1 covers 2, so the next one goes to 3, and so on.
    Build b = platform(u"corsair-7000d-airflow"_s, u"asus-ws-c422-sage-10g"_s, u"xeon-w-2255"_s);
    const PlacementService s = service();
    const PlacementPayload turbo = PlacementPayload::part(u"rtx-3090-gigabyte-turbo"_s);
    for (int expected : { 1, 3, 5, 7 }) {
        const std::optional<PlacementTarget> t = s.firstLegalTarget(b, turbo);
        QVERIFY(t);
        QCOMPARE(t->kind, PlacementTarget::Kind::Connector);
        QCOMPARE(t->slot, expected);
        const PlacementOutcome out = s.place(b, turbo, *t);
        QVERIFY(out.ok());
        b = *out.build;
    }
    QCOMPARE(b.gpus.size(), 4);
    QCOMPARE(placementErrors(b), 0);
}

void TestPlacement::lambdaOnTheOpenFrame()
{
    // Four RTX 3090 FE on an open frame (the build): each dropped on the frame gets a riser to a
    // connector of its own; none covers another's connector, since their bodies are on the frame.
    Build b = platform(u"open-frame-8gpu"_s, u"asus-pro-ws-wrx80e-sage-se-wifi"_s, u"threadripper-pro-5995wx"_s);
    const PlacementService s = service();
    const PlacementPayload fe = PlacementPayload::part(u"rtx-3090-fe"_s);
    QSet<int> connectors;
    for (int i = 0; i < 4; ++i) {
        const PlacementOutcome out = s.place(b, fe, PlacementTarget::openFrame());
        QVERIFY2(out.ok(), qPrintable(u"card %1"_s.arg(i + 1)));
        b = *out.build;
        const GpuPlacement &card = b.gpus[out.gpu];
        QVERIFY(card.riser);
        QVERIFY(card.riser->mount == RiserMount::Frame);
        QVERIFY(card.slot);
        connectors.insert(*card.slot);
    }
    QCOMPARE(connectors.size(), 4);
    QCOMPARE(placementErrors(b), 0);
}

void TestPlacement::refusedUnderACardWithTheNearestConnector()
{
    // A 3-slot FE in slot 1 covers slots 1-3 of the C422 Sage: a second one at slot 2 is refused with the
    // slot.blocked finding, and the nearest connector that works is 4 (2 and 3 are under the first card).
    Build b = platform(u"corsair-7000d-airflow"_s, u"asus-ws-c422-sage-10g"_s, u"xeon-w-2255"_s);
    const PlacementService s = service();
    const PlacementPayload fe = PlacementPayload::part(u"rtx-3090-fe"_s);
    b = *s.place(b, fe, PlacementTarget::connector(1)).build;
    const PlacementOutcome out = s.place(b, fe, PlacementTarget::connector(2));
    QVERIFY(!out.ok());
    QVERIFY(out.refusal);
    QCOMPARE(out.refusal->reason, PlacementRefusal::Reason::Conflict);
    QVERIFY(out.refusal->finding);
    QCOMPARE(out.refusal->finding->rule, RuleId::SlotBlocked);
    QCOMPARE(out.refusal->finding->detail<SlotBlockedDetails>().blocker, 0);
    QVERIFY(out.alternative);
    QCOMPARE(*out.alternative, PlacementTarget::connector(4));
}

void TestPlacement::refusedEverywhereButARiser()
{
    // Two 3-slot FEs fill the 7000D's slot stack as far as the C422 Sage's 7 connectors go (1 and 4;
    // 7 would hang past the case's 8th slot): a third fits no connector, and its alternative is the
    // case's vertical mount.
    Build b = platform(u"corsair-7000d-airflow"_s, u"asus-ws-c422-sage-10g"_s, u"xeon-w-2255"_s);
    const PlacementService s = service();
    const PlacementPayload fe = PlacementPayload::part(u"rtx-3090-fe"_s);
    b = *s.place(b, fe, PlacementTarget::connector(1)).build;
    b = *s.place(b, fe, PlacementTarget::connector(4)).build;
    const PlacementOutcome out = s.place(b, fe, PlacementTarget::connector(7));
    QVERIFY(!out.ok());
    QCOMPARE(out.refusal->finding->rule, RuleId::SlotOverflow);
    QVERIFY(out.alternative);
    QCOMPARE(out.alternative->kind, PlacementTarget::Kind::VerticalMount);
    QCOMPARE(*s.firstLegalTarget(b, fe), PlacementTarget::verticalMount());
    // Its riser takes connector 7, the last one not in use or under a card (2, 3, 5 and 6 are covered):
    // a fourth card has nowhere to plug in, not even a riser cable.
    const PlacementOutcome third = s.place(b, fe, PlacementTarget::verticalMount());
    QVERIFY(third.ok());
    QCOMPARE(third.build->gpus[2].slot, std::optional(7));
    b = *third.build;
    QVERIFY(!s.firstLegalTarget(b, fe));
    const PlacementOutcome fourth = s.place(b, fe, PlacementTarget::verticalMount());
    QVERIFY(!fourth.ok());
    QCOMPARE(fourth.refusal->reason, PlacementRefusal::Reason::NoConnectorForRiser);
    QVERIFY(!fourth.refusal->finding);
    QVERIFY(!fourth.alternative);
}

void TestPlacement::partOnACardSwapsIt()
{
    Build b = platform(u"corsair-7000d-airflow"_s, u"asus-ws-c422-sage-10g"_s, u"xeon-w-2255"_s);
    const PlacementService s = service();
    b = *s.place(b, PlacementPayload::part(u"rtx-3090-fe"_s), PlacementTarget::connector(1)).build;
    const PlacementOutcome out
        = s.place(b, PlacementPayload::part(u"rtx-3090-gigabyte-turbo"_s), PlacementTarget::card(0));
    QVERIFY(out.ok());
    QCOMPARE(out.build->gpus.size(), 1);
    QCOMPARE(out.build->gpus[0].part, u"rtx-3090-gigabyte-turbo"_s);
    QCOMPARE(out.build->gpus[0].slot, std::optional(1));
}

void TestPlacement::cardOnACardTradesPlaces()
{
    // A blower at 1 and an FE at 4 trade places: the FE at 1 covers 1-3 and the blower at 4 covers 4-5.
    Build b = platform(u"corsair-7000d-airflow"_s, u"asus-ws-c422-sage-10g"_s, u"xeon-w-2255"_s);
    const PlacementService s = service();
    b = *s.place(b, PlacementPayload::part(u"rtx-3090-gigabyte-turbo"_s), PlacementTarget::connector(1)).build;
    b = *s.place(b, PlacementPayload::part(u"rtx-3090-fe"_s), PlacementTarget::connector(4)).build;
    const PlacementOutcome out = s.place(b, PlacementPayload::card(1), PlacementTarget::card(0));
    QVERIFY(out.ok());
    QCOMPARE(out.build->gpus[1].slot, std::optional(1));
    QCOMPARE(out.build->gpus[0].slot, std::optional(4));
    QVERIFY(!s.place(b, PlacementPayload::card(1), PlacementTarget::card(1)).ok());
    // With the blower at 1 and the FE at 3 instead, the trade would put the blower's connector under the FE.
    Build tight = platform(u"corsair-7000d-airflow"_s, u"asus-ws-c422-sage-10g"_s, u"xeon-w-2255"_s);
    tight = *s.place(tight, PlacementPayload::part(u"rtx-3090-gigabyte-turbo"_s), PlacementTarget::connector(1)).build;
    tight = *s.place(tight, PlacementPayload::part(u"rtx-3090-fe"_s), PlacementTarget::connector(3)).build;
    const PlacementOutcome refused = s.place(tight, PlacementPayload::card(1), PlacementTarget::card(0));
    QVERIFY(!refused.ok());
    QCOMPARE(refused.refusal->finding->rule, RuleId::SlotBlocked);
}

void TestPlacement::notAGpu()
{
    const Build b = platform(u"corsair-7000d-airflow"_s, u"asus-ws-c422-sage-10g"_s, u"xeon-w-2255"_s);
    const PlacementOutcome out
        = service().place(b, PlacementPayload::part(u"evga-supernova-1600-p2"_s), PlacementTarget::connector(1));
    QVERIFY(!out.ok());
    QCOMPARE(out.refusal->reason, PlacementRefusal::Reason::NotAGpu);
    QVERIFY(!out.alternative);
}

void TestPlacement::powerNeverRefuses()
{
    // Four 350 W FEs on one 1600 W unit and a 15 A circuit overload both: the placements still go
    // through (the checks say so; the user decides).
    Build b = platform(u"open-frame-8gpu"_s, u"asus-pro-ws-wrx80e-sage-se-wifi"_s, u"threadripper-pro-5995wx"_s);
    const PlacementService s = service();
    for (int i = 0; i < 4; ++i)
        b = *s.place(b, PlacementPayload::part(u"rtx-3090-fe"_s), PlacementTarget::openFrame()).build;
    const ResolvedBuild r = ResolvedBuild::resolve(b, Test::seedCatalog(), circuit()).value();
    const CheckReport report = check(r);
    QVERIFY(std::any_of(report.findings.begin(), report.findings.end(),
        [](const Finding &f) { return f.rule == RuleId::CircuitCapacity; }));
}

QTEST_GUILESS_MAIN(TestPlacement)
#include "tst_placement.moc"
