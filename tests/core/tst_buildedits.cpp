// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Edits and fixes: applying a fix must make its finding go away, and leave a build that still loads.
#include "core/buildedits.h"
#include "core/io/buildfile.h"
#include "core/rules/applyfix.h"
#include "tests/support/testcatalog.h"

#include <QTest>

using namespace RigPlan;
using namespace Qt::StringLiterals;

class TestBuildEdits : public QObject
{
    Q_OBJECT

private slots:
    void fixResolvesItsFinding_data();
    void fixResolvesItsFinding();
    void everyFixLeavesALoadableBuild();
    void removeGpuReindexesBridges();
    void addPsuSplitsTheCards();
};

namespace {

CheckReport checkIt(const Build &b)
{
    CheckOptions options;
    options.catalog = &Test::catalog();
    return check(Test::resolve(b), options);
}

const Circuit kDefault = *Circuit::preset(u"us-120v-15a");

} // namespace

void TestBuildEdits::fixResolvesItsFinding_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QString>("action");

    const QByteArray blocked = R"({"gpus":[{"part":"rtx-3090-fe","slot":1},{"part":"rtx-3080-fe","slot":3}]})";
    QTest::newRow("blocked: move") << blocked << u"slot.blocked"_s << u"move-to-slot"_s;
    QTest::newRow("blocked: riser") << blocked << u"slot.blocked"_s << u"use-riser"_s;
    QTest::newRow("blocked: narrower blocker") << blocked << u"slot.blocked"_s << u"swap-part"_s;
    const QByteArray circuit = R"({"circuit":"us-120v-15a","otherLoadW":150,"gpus":[{"part":"rtx-3090-turbo","slot":1},
        {"part":"rtx-3090-turbo","slot":3},{"part":"rtx-3090-turbo","slot":5}]})";
    QTest::newRow("circuit: bigger circuit") << circuit << u"circuit.capacity"_s << u"set-circuit"_s;
    QTest::newRow("circuit: second PSU") << circuit << u"circuit.capacity"_s << u"add-psu"_s;
    QTest::newRow("circuit: power limits") << circuit << u"circuit.capacity"_s << u"set-power-limits"_s;
    QTest::newRow("nvlink: respace") << QByteArray(R"({"gpus":[{"part":"rtx-3090-turbo","slot":1,"nvlinkWith":1},
        {"part":"rtx-3090-turbo","slot":3}]})")
                                     << u"nvlink.spacing"_s << u"move-to-slot"_s;
    QTest::newRow("nvlink: remove bridge") << QByteArray(R"({"gpus":[{"part":"rtx-3080-fe","slot":1,"nvlinkWith":1},
        {"part":"rtx-3080-fe","slot":4}]})")
                                           << u"nvlink.unsupported"_s << u"remove-bridge"_s;
    QTest::newRow("riser: force gen") << QByteArray(R"({"gpus":[{"part":"rtx-3080-fe","slot":1,
        "riser":{"mount":"vertical","gen":3}}]})")
                                      << u"riser.signal"_s << u"set-pcie-gen"_s;
    QTest::newRow("transient: replace PSU") << QByteArray(R"({"board":"test-am4","cpu":"test-am4-105",
        "psus":["test-650-atx2"],"gpus":[{"part":"rtx-3090-turbo","slot":1}]})")
                                            << u"psu.transient"_s << u"swap-part"_s;
    QTest::newRow("gap: blower") << QByteArray(R"({"gpus":[{"part":"rtx-3090-gaming-oc","slot":1},
        {"part":"rtx-3090-turbo","slot":4}]})")
                                 << u"cooling.gap"_s << u"swap-part"_s;
    QTest::newRow("input voltage: 240 V") << QByteArray(R"({"psus":["test-2000-230v"],"circuit":"us-120v-20a",
        "gpus":[{"part":"rtx-3090-turbo","slot":1},{"part":"rtx-3090-turbo","slot":3},{"part":"rtx-3090-turbo","slot":5},
        {"part":"rtx-3090-turbo","slot":7}]})")
                                          << u"psu.input-voltage"_s << u"set-circuit"_s;
}

void TestBuildEdits::fixResolvesItsFinding()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, rule);
    QFETCH(QString, action);
    const Build before = Test::buildFrom(json.constData());
    const CheckReport report = checkIt(before);
    const QList<Finding> findings = Test::findingsOf(report, rule);
    QVERIFY(!findings.isEmpty());
    const Finding &finding = findings.first();
    // Apply every fix of that action the finding offers.
    Build after = before;
    int applied = 0;
    for (const Fix &fix : finding.fixes) {
        if (toString(fix.action) == action) {
            QVERIFY(BuildEdits::applyFix(after, finding, fix, kDefault));
            ++applied;
        }
    }
    QVERIFY2(applied > 0, "the finding offers that fix");
    QVERIFY(after != before);
    const CheckReport fixed = checkIt(after);
    for (const Finding &f : Test::findingsOf(fixed, rule))
        QVERIFY2(f.gpus != finding.gpus || f.psu != finding.psu || f.circuit != finding.circuit,
            "the same finding is still there");
}

void TestBuildEdits::everyFixLeavesALoadableBuild()
{
    // Lambda's build offers most kinds of fixes at once.
    const Build before = Test::buildFrom(R"({"board":"test-trx40","cpu":"test-tr-280","case":"test-atx-7",
        "circuit":"us-120v-15a","gpus":[{"part":"rtx-3090-fe","slot":1,"nvlinkWith":1},{"part":"rtx-3090-fe","slot":3},
        {"part":"rtx-3090-fe","slot":5,"riser":{"mount":"frame","gen":3}},{"part":"rtx-3090-fe","slot":7}]})");
    const CheckReport report = checkIt(before);
    int fixes = 0;
    for (const Finding &f : report.findings) {
        for (const Fix &fix : f.fixes) {
            Build after = before;
            QVERIFY(BuildEdits::applyFix(after, f, fix, kDefault));
            const BuildLoadResult reloaded = BuildFile::read(BuildFile::write(after), Test::catalog(), true);
            QVERIFY2(reloaded.ok(), qPrintable(toString(fix.action)));
            ++fixes;
        }
    }
    QVERIFY(fixes >= 10);
}

void TestBuildEdits::removeGpuReindexesBridges()
{
    Build b = Test::buildFrom(
        R"({"gpus":[{"part":"rtx-3090-turbo","slot":1},{"part":"rtx-3090-turbo","slot":3,"nvlinkWith":2},
        {"part":"rtx-3090-turbo","slot":7,"nvlinkWith":1}]})");
    BuildEdits::removeGpu(b, 0);
    QCOMPARE(b.gpus.size(), 2);
    QCOMPARE(b.gpus[0].nvlinkWith, std::optional<int>(1));
    QCOMPARE(b.gpus[1].nvlinkWith, std::optional<int>(0));
    BuildEdits::removeGpu(b, 1);
    QCOMPARE(b.gpus[0].nvlinkWith, std::nullopt);
}

void TestBuildEdits::addPsuSplitsTheCards()
{
    Build b = Test::buildFrom(R"({"circuit":"us-120v-15a","gpus":[{"part":"rtx-3090-turbo","slot":1},
        {"part":"rtx-3090-turbo","slot":3},{"part":"rtx-3090-turbo","slot":5},{"part":"rtx-3090-turbo","slot":7}]})");
    Finding f(RuleId::CircuitCapacity);
    f.circuit = 0;
    Fix fix(FixAction::AddPsu);
    fix.circuit = u"us-120v-15a"_s;
    QVERIFY(BuildEdits::applyFix(b, f, fix, kDefault));
    QCOMPARE(b.psus.size(), 2);
    QCOMPARE(b.psus[1].circuit, 1);
    QCOMPARE(b.circuits.size(), 2);
    QCOMPARE(b.gpus[0].psu, 0);
    QCOMPARE(b.gpus[3].psu, 1);
    QCOMPARE(b.gpus[2].psu, 1);
}

QTEST_GUILESS_MAIN(TestBuildEdits)
#include "tst_buildedits.moc"
