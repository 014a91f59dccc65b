// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The power-limit optimiser against exhaustive search, and its fix in check's report.
#include "core/buildedits.h"
#include "core/plan/optimisedlimits.h"
#include "core/plan/powerlimitoptimiser.h"
#include "core/power/powermodel.h"
#include "core/report/findingtext.h"
#include "core/resolvedbuild.h"
#include "core/rules/applyfix.h"
#include "tests/support/testcatalog.h"

#include <QTest>

#include <cmath>

using namespace RigPlan;
using namespace Qt::StringLiterals;

namespace {

/** The best estimated speed over every combination of per-card limits (TDP down in `stepW` steps) that fits. */
double exhaustiveBest(ResolvedBuild build, double headroom, double stepW)
{
    const std::size_t n = build.gpus.size();
    std::vector<std::vector<double>> levels(n);
    for (std::size_t i = 0; i < n; ++i) {
        const GpuSpec &g = *build.gpus[i].spec;
        for (double w = g.tdpW; w >= std::ceil(g.tdpW * PowerModel::kLowestSensibleLimitShare); w -= stepW)
            levels[i].push_back(w);
    }
    double best = -1;
    std::vector<std::size_t> at(n, 0);
    for (;;) {
        for (std::size_t i = 0; i < n; ++i) {
            const double w = levels[i][at[i]];
            const std::optional<double> limit = w < build.gpus[i].spec->tdpW ? std::optional(w) : std::nullopt;
            build.gpus[i].placement.powerLimitW = limit;
        }
        if (fitsPower(build, headroom))
            best = std::max(best, estimate(build, {}).speedup);
        std::size_t k = 0;
        while (k < n && ++at[k] == levels[k].size())
            at[k++] = 0;
        if (k == n)
            return best;
    }
}

} // namespace

class TestPowerLimitOptimiser : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void matchesExhaustiveSearch_data();
    void matchesExhaustiveSearch();
    void nothingWhenLimitsCannotFit();
    void checkOffersTheFixAndItClearsTheOverload();
};

void TestPowerLimitOptimiser::matchesExhaustiveSearch_data()
{
    QTest::addColumn<QByteArray>("json");
    // Three blower 3090s on one 1600 W unit at 120 V: over the 80% headroom at TDP.
    QTest::newRow("3x 3090 on 1600 W") << QByteArray(R"({"circuit": "us-120v-15a", "gpus": [
        {"part": "rtx-3090-turbo", "slot": 1}, {"part": "rtx-3090-turbo", "slot": 3},
        {"part": "rtx-3090-turbo", "slot": 5}]})");
    // Mixed cards: a 4090 and two 3090s, where the optimum need not be one uniform share.
    QTest::newRow("4090 + 2x 3090") << QByteArray(R"({"circuit": "us-120v-15a", "gpus": [
        {"part": "rtx-4090-fe", "slot": 1, "riser": {"mount": "vertical", "gen": 4}}, {"part": "rtx-3090-turbo", "slot": 3},
        {"part": "rtx-3090-turbo", "slot": 5}]})");
    // Two PSUs on one circuit: the circuit, not the units, is the limit.
    QTest::newRow("two PSUs, one circuit") << QByteArray(R"({"circuit": "us-120v-15a",
        "psus": [{"part": "test-1600-p2"}, {"part": "test-1600-p2"}], "gpus": [
        {"part": "rtx-3090-turbo", "slot": 1, "psu": 1}, {"part": "rtx-3090-turbo", "slot": 3, "psu": 1},
        {"part": "rtx-3090-turbo", "slot": 5}, {"part": "rtx-3090-turbo", "slot": 7}]})");
}

void TestPowerLimitOptimiser::matchesExhaustiveSearch()
{
    QFETCH(QByteArray, json);
    const ResolvedBuild build = Test::resolve(Test::buildFrom(json.constData()));
    QVERIFY(!fitsPower(build, 0.8));
    const std::optional<PowerLimitPlan> plan = optimisePowerLimits(build, {}, 0.8, 10);
    QVERIFY(plan);
    ResolvedBuild limited = build;
    for (qsizetype i = 0; i < plan->limitsW.size(); ++i)
        limited.gpus[std::size_t(i)].placement.powerLimitW = plan->limitsW[i];
    QVERIFY(fitsPower(limited, 0.8));
    QCOMPARE(estimate(limited, {}).speedup, plan->speedup);
    const double best = exhaustiveBest(build, 0.8, 10);
    QVERIFY2(plan->speedup >= best - 1e-9, qPrintable(u"optimiser %1, exhaustive %2"_s.arg(plan->speedup).arg(best)));
    QVERIFY(plan->speedup < plan->speedupUnlimited);
}

void TestPowerLimitOptimiser::nothingWhenLimitsCannotFit()
{
    // Four 4090s on a 650 W unit: even at 60% of TDP they need far more.
    const ResolvedBuild build = Test::resolve(Test::buildFrom(R"({"circuit": "us-120v-15a",
        "psus": [{"part": "test-650-atx2"}], "gpus": [
        {"part": "rtx-4090-fe", "slot": 1}, {"part": "rtx-4090-fe", "slot": 4, "riser": {"mount": "vertical", "gen": 4}}]})"));
    QVERIFY(!optimisePowerLimits(build, {}, 0.8, 10));
}

void TestPowerLimitOptimiser::checkOffersTheFixAndItClearsTheOverload()
{
    const Build build = Test::buildFrom(R"({"circuit": "us-120v-15a", "gpus": [
        {"part": "rtx-3090-turbo", "slot": 1}, {"part": "rtx-3090-turbo", "slot": 3},
        {"part": "rtx-3090-turbo", "slot": 5}]})");
    CheckOptions options;
    options.catalog = &Test::catalog();
    const ResolvedBuild resolved = Test::resolve(build);
    CheckReport report = check(resolved, options);
    offerOptimisedLimits(report, resolved, options);
    const Finding *overload = nullptr;
    for (const Finding &f : report.findings) {
        if (f.rule == RuleId::PsuHeadroom || f.rule == RuleId::PsuCapacity)
            overload = &f;
    }
    QVERIFY(overload);
    QVERIFY(!overload->fixes.isEmpty());
    const Fix &fix = overload->fixes.first();
    QVERIFY(fix.action == FixAction::SetPowerLimits);
    QCOMPARE(fix.limitsW.size(), build.gpus.size());
    QVERIFY(fix.speedKept > 0.6 && fix.speedKept < 1);

    // Names come from shared files: a "%2" in one must not be filled in by a later argument.
    ResolvedBuild hostile = Test::resolve(build);
    for (ResolvedGpu &g : hostile.gpus) {
        Part renamed = *g.part;
        renamed.name = u"Card %1 %2 %3"_s;
        g.part = std::make_shared<const Part>(renamed);
        g.spec = g.part->gpu();
    }
    const QString text = FindingText(hostile, &Test::catalog()).fix(*overload, fix);
    QVERIFY2(text.count(u"Card %1 %2 %3"_s) == 3 && text.contains(u"% of the unlimited speed"), qPrintable(text));

    Build fixed = build;
    QVERIFY(BuildEdits::applyFix(fixed, *overload, fix, *Circuit::preset(u"us-120v-15a")));
    const CheckReport after = check(Test::resolve(fixed), options);
    for (const Finding &f : after.findings) {
        QVERIFY2(f.rule != RuleId::PsuHeadroom && f.rule != RuleId::PsuCapacity && f.rule != RuleId::CircuitCapacity,
            qPrintable(ruleIdString(f.rule)));
    }
    // Not part of check(): the planner's millions of checks do not pay for it.
    CheckOptions plain;
    plain.catalog = &Test::catalog();
    for (const Finding &f : check(Test::resolve(build), plain).findings) {
        for (const Fix &x : f.fixes)
            QVERIFY(x.action != FixAction::SetPowerLimits);
    }
}

QTEST_GUILESS_MAIN(TestPowerLimitOptimiser)
#include "tst_powerlimitoptimiser.moc"
