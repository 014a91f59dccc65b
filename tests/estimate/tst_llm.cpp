// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// LLM training and fine-tuning against published figures: ZeRO's 16 bytes per parameter, QLoRA's 65B on
// one 48 GB card, and the memory.fit and parallel.divisibility findings of a real check.
#include "core/estimate/estimatejson.h"
#include "core/estimate/llmmodel.h"
#include "core/io/buildfile.h"
#include "core/rules/checker.h"
#include "tests/estimate/seedcatalog.h"

#include <QJsonObject>
#include <QTest>

using namespace RigPlan;
using namespace Qt::StringLiterals;

class TestLlm : public QObject
{
    Q_OBJECT

private slots:
    void zeroModelStates();
    void qloraFits65BOn48GB();
    void fullFineTuneDoesNotFit80GBUnderDdp();
    void tensorParallelDivisibility();
    void jsonObject();
    void autoPicksAStrategyThatFits();
};

namespace {

/** A build of `count` cards of `part` with an LLM workload. */
QByteArray llmBuild(const char *part, int count, const char *workload)
{
    QByteArray gpus;
    for (int i = 0; i < count; ++i)
        gpus += (i ? ",{\"part\":\"" : "{\"part\":\"") + QByteArray(part) + "\"}";
    return "{\"gpus\":[" + gpus + "],\"workload\":" + QByteArray(workload) + "}";
}

LlmJob job(double paramsB, LlmMethod method, LlmParallel parallel)
{
    LlmJob j;
    j.paramsB = paramsB;
    j.method = method;
    j.parallel = parallel;
    return j;
}

int count(const CheckReport &r, RuleId rule)
{
    return static_cast<int>(
        std::count_if(r.findings.begin(), r.findings.end(), [rule](const Finding &f) { return f.rule == rule; }));
}

} // namespace

void TestLlm::zeroModelStates()
{
    // Rajbhandari et al. (ZeRO, 2020), section 3.1: a 7.5B model holds 120 GB of model states with Adam in
    // mixed precision on one GPU, and 1.9 GB under stage 3 on 64; on 8 GPUs that is 15 GB each.
    const LlmJob j = job(7.5, LlmMethod::Full, LlmParallel::Ddp);
    const LlmShape shape = LlmModel::shapeOf(j);
    QCOMPARE(LlmModel::memory(j, shape, LlmParallel::Ddp, 1).modelStates(), 120.0);
    QCOMPARE(LlmModel::memory(j, shape, LlmParallel::Fsdp, 8).modelStates(), 15.0);
    QVERIFY(std::abs(LlmModel::memory(j, shape, LlmParallel::Fsdp, 64).modelStates() - 1.9) < 0.05);
    // ddp keeps every byte on every card, however many there are.
    QCOMPARE(LlmModel::memory(j, shape, LlmParallel::Ddp, 8).modelStates(), 120.0);
}

void TestLlm::qloraFits65BOn48GB()
{
    // Dettmers et al. (QLoRA, 2023): a 65B model fine-tunes on one 48 GB GPU; a 24 GB card is not enough.
    const char *workload = R"({"model":"llm","paramsB":65,"method":"qlora","seqLen":512})";
    const ResolvedBuild big = Test::seedBuild(llmBuild("rtx-a6000", 1, workload).constData());
    const LlmEstimate on48 = LlmModel::fit(big, *big.build.workload->llm);
    qInfo("65B QLoRA: %.1f GB per GPU", on48.perGpu.total());
    QVERIFY(on48.fits);
    const ResolvedBuild small = Test::seedBuild(llmBuild("rtx-3090-fe", 1, workload).constData());
    QVERIFY(!LlmModel::fit(small, *small.build.workload->llm).fits);
    CheckOptions options;
    options.catalog = &Test::seedCatalog();
    const CheckReport report = check(small, options);
    QCOMPARE(count(report, RuleId::MemoryFit), 1);
    QCOMPARE(count(check(big, options), RuleId::MemoryFit), 0);
}

void TestLlm::fullFineTuneDoesNotFit80GBUnderDdp()
{
    // 7B x 16 bytes = 112 GB of model states before activations: more than one 80 GB card (ZeRO, 2020).
    const char *workload = R"({"model":"llm","paramsB":7,"method":"full","parallel":"ddp"})";
    const ResolvedBuild b = Test::seedBuild(llmBuild("a100-sxm4-80gb", 1, workload).constData());
    const LlmEstimate e = LlmModel::fit(b, *b.build.workload->llm);
    QVERIFY(!e.fits);
    QCOMPARE(e.perGpu.modelStates(), 112.0);
    CheckOptions options;
    options.catalog = &Test::seedCatalog();
    const CheckReport report = check(b, options);
    QCOMPARE(count(report, RuleId::MemoryFit), 1);
    // The fixes offer a lighter method.
    const auto f = std::find_if(
        report.findings.begin(), report.findings.end(), [](const Finding &x) { return x.rule == RuleId::MemoryFit; });
    // Its figures by name: 7B full under DDP on one 80 GB card; 112 GB of model states alone.
    const auto &d = f->detail<LlmMemoryFitDetails>();
    QCOMPARE(d.cardGB, 80.0);
    QCOMPARE(d.paramsB, 7.0);
    QVERIFY(d.neededGB >= 112.0);
    QCOMPARE(toString(d.method), toString(LlmMethod::Full));
    QCOMPARE(toString(d.strategy), toString(LlmParallel::Ddp));
    QVERIFY(std::any_of(f->fixes.begin(), f->fixes.end(),
        [](const Fix &x) { return x.action == FixAction::SetLlmJob && x.llmMethod.has_value(); }));
}

void TestLlm::tensorParallelDivisibility()
{
    // 32 heads split over three GPUs do not divide; over four they do.
    const char *workload = R"({"model":"llm","paramsB":7,"method":"lora","parallel":"tensor","attentionHeads":32})";
    CheckOptions options;
    options.catalog = &Test::seedCatalog();
    const ResolvedBuild three = Test::seedBuild(llmBuild("rtx-a6000", 3, workload).constData());
    const CheckReport report = check(three, options);
    QCOMPARE(count(report, RuleId::ParallelDivisibility), 1);
    for (const Finding &f : report.findings) {
        if (f.rule != RuleId::ParallelDivisibility)
            continue;
        // The figures the message names: the file's three cards and its 32 heads, same cards.
        const auto &d = f.detail<ParallelDivisibilityDetails>();
        QCOMPARE(d.gpuCount, 3);
        QCOMPARE(d.attentionHeads, 32);
        QVERIFY(!d.mixedCards);
        QVERIFY(f.detailsFitRule());
        QVERIFY(f.fixes.first().llmParallel == LlmParallel::Fsdp);
    }
    const ResolvedBuild four = Test::seedBuild(llmBuild("rtx-a6000", 4, workload).constData());
    QCOMPARE(count(check(four, options), RuleId::ParallelDivisibility), 0);
}

void TestLlm::jsonObject()
{
    const char *json = R"({"gpus":[{"part":"a100-sxm4-80gb"},{"part":"a100-sxm4-80gb"},{"part":"a100-sxm4-80gb"},
        {"part":"a100-sxm4-80gb"},{"part":"a100-sxm4-80gb"},{"part":"a100-sxm4-80gb"},{"part":"a100-sxm4-80gb"},
        {"part":"a100-sxm4-80gb"}],"workload":{"model":"llm","paramsB":7.5,"method":"full","parallel":"fsdp"}})";
    const ResolvedBuild b = Test::seedBuild(json);
    const Estimate e = Test::seedEstimate(json);
    QCOMPARE(toString(e.benchmark), u"llm"_s);
    const QJsonObject llm = estimateJson(e, b).value(u"llm").toObject();
    for (const char *key : { "paramsB", "method", "parallel", "gpus", "perGpuGB", "modelStatesGB", "fits",
             "tokensPerSec", "source", "notes" })
        QVERIFY2(llm.contains(QLatin1StringView(key)), key);
    QCOMPARE(llm.value(u"parallel").toString(), u"fsdp"_s);
    QCOMPARE(llm.value(u"gpus").toInt(), 8);
    QVERIFY(llm.value(u"fits").toBool());
    QVERIFY(llm.value(u"tokensPerSec").toDouble() > 0);
    const QJsonObject gb = llm.value(u"perGpuGB").toObject();
    for (const char *key : { "weights", "gradients", "optimizer", "activations", "overhead", "total" })
        QVERIFY2(gb.contains(QLatin1StringView(key)), key);
}

void TestLlm::autoPicksAStrategyThatFits()
{
    // Two 24 GB cards cannot hold a 13B LoRA job each (26 GB of 16-bit weights), but split they can.
    const char *workload = R"({"model":"llm","paramsB":13,"method":"lora"})";
    const ResolvedBuild b = Test::seedBuild(llmBuild("rtx-3090-fe", 2, workload).constData());
    const LlmEstimate e = LlmModel::fit(b, *b.build.workload->llm);
    QVERIFY(e.fits);
    QVERIFY(e.parallel != LlmParallel::Ddp);
}

QTEST_GUILESS_MAIN(TestLlm)
#include "tst_llm.moc"
