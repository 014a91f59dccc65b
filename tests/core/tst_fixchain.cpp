// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// "Fix all": the first fix of each finding, one after the other, while each helps; never a fix that
// trades a problem for another, never a loop.
#include "core/buildedits.h"
#include "core/plan/fixchain.h"
#include "core/plan/optimisedlimits.h"
#include "core/rules/applyfix.h"
#include "tests/support/testcatalog.h"

#include <QTest>

using namespace RigPlan;
using namespace Qt::StringLiterals;

class TestFixChain : public QObject
{
    Q_OBJECT

private slots:
    void chainsWhatHelps_data();
    void chainsWhatHelps();
    void cleanBuildIsLeftAlone();

private:
    static CheckOptions options()
    {
        CheckOptions o;
        o.catalog = &Test::catalog();
        return o;
    }
    static FixChainResult chain(const Build &b)
    {
        return chainFixes(b, Test::catalog(), *Circuit::preset(u"us-120v-15a"), options());
    }
    static CheckReport checkIt(const Build &b)
    {
        const ResolvedBuild r = Test::resolve(b);
        CheckReport report = check(r, options());
        offerOptimisedLimits(report, r, options()); // as the Checks panel shows it
        return report;
    }
};

void TestFixChain::chainsWhatHelps_data()
{
    QTest::addColumn<QByteArray>("json");
    // Each row has errors that a first fix clears (the rows of tst_buildedits show each fix clears its own).
    QTest::newRow("blocked slot") << QByteArray(
        R"({"gpus":[{"part":"rtx-3090-fe","slot":1},{"part":"rtx-3080-fe","slot":3}]})");
    QTest::newRow("overloaded circuit") << QByteArray(R"({"circuit":"us-120v-15a","otherLoadW":150,"gpus":[
        {"part":"rtx-3090-turbo","slot":1},{"part":"rtx-3090-turbo","slot":3},{"part":"rtx-3090-turbo","slot":5}]})");
    QTest::newRow("blocked and overloaded") << QByteArray(R"({"circuit":"us-120v-15a","otherLoadW":150,"gpus":[
        {"part":"rtx-3090-turbo","slot":1},{"part":"rtx-3090-turbo","slot":2},{"part":"rtx-3090-turbo","slot":5}]})");
}

void TestFixChain::chainsWhatHelps()
{
    QFETCH(QByteArray, json);
    const Build before = Test::buildFrom(json.constData());
    const CheckReport was = checkIt(before);
    QVERIFY(was.count(Severity::Error) > 0);
    const FixChainResult result = chain(before);
    QVERIFY(result.applied > 0);
    // The report it returns is the build's own.
    const CheckReport now = checkIt(result.build);
    QCOMPARE(now.count(Severity::Error), result.report.count(Severity::Error));
    QCOMPARE(now.count(Severity::Warning), result.report.count(Severity::Warning));
    QVERIFY(now.count(Severity::Error) < was.count(Severity::Error));
    // Never more fixes than there were errors and warnings: each one removed at least one.
    QVERIFY(result.applied <= was.count(Severity::Error) + was.count(Severity::Warning));
    // It stopped because no first fix left helps: apply each one by hand, none has fewer errors, or as
    // many errors and fewer warnings.
    for (const Finding &f : now.findings) {
        if (f.severity() == Severity::Info || f.fixes.isEmpty())
            continue;
        Build next = result.build;
        if (!BuildEdits::applyFix(next, f, f.fixes.first(), *Circuit::preset(u"us-120v-15a")))
            continue;
        const CheckReport after = checkIt(next);
        QVERIFY2(after.count(Severity::Error) > now.count(Severity::Error)
                || (after.count(Severity::Error) == now.count(Severity::Error)
                    && after.count(Severity::Warning) >= now.count(Severity::Warning)),
            qPrintable(ruleIdString(f.rule)));
    }
    QCOMPARE(chain(result.build).applied, 0);
}

void TestFixChain::cleanBuildIsLeftAlone()
{
    const Build clean = Test::buildFrom(R"({"gpus":[{"part":"rtx-3090-turbo","slot":1}]})");
    QVERIFY(checkIt(clean).findings.empty() || checkIt(clean).ok());
    const FixChainResult result = chain(clean);
    QCOMPARE(result.applied, 0);
    QCOMPARE(result.build, clean);
}

QTEST_GUILESS_MAIN(TestFixChain)
#include "tst_fixchain.moc"
