// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The performance model against the founding document's figures and the published power-limit points,
// plus the behaviour the issue asks for: precision fallback, sparsity, scaling, mixed cards, outputs.
#include "core/estimate/estimatejson.h"
#include "core/estimate/throughputmodel.h"
#include "core/power/powerbudget.h"
#include "core/rules/checker.h"
#include "tests/estimate/seedcatalog.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

#include <cmath>

using namespace RigPlan;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(RigPlan::WorkloadModel)
Q_DECLARE_METATYPE(RigPlan::Precision)
Q_DECLARE_METATYPE(RigPlan::Architecture)

class TestEstimator : public QObject
{
    Q_OBJECT

private slots:
    void a100AgainstV100_data();
    void a100AgainstV100();
    void eightGpuScaling_data();
    void eightGpuScaling();
    void a100SystemHasTheLowerOverhead_data();
    void a100SystemHasTheLowerOverhead();
    void powerLimitPoints_data();
    void powerLimitPoints();
    void powerCurveShape();
    void powerLimitInABuild();
    void sparsityNeverAboveTwo_data();
    void sparsityNeverAboveTwo();
    void sparsityOnlyFromAmpere_data();
    void sparsityOnlyFromAmpere();
    void precisionFallback_data();
    void precisionFallback();
    void bf16OnTuringWarns();
    void precisionOrder();
    void orderSanity_data();
    void orderSanity();
    void sourcesAreNamed();
    void mixedCardsHeldToTheSlowest();
    void throttlingCostsSpeed();
    void interconnects_data();
    void interconnects();
    void transformersScaleWorseOnPcie();
    void memoryFit_data();
    void memoryFit();
    void chartFigures();
    void withoutChassis();
    void builtInBaselineMatchesTheCatalog();
    void jsonMembers();
    void speedOnlyKeepsTheSpeed_data();
    void speedOnlyKeepsTheSpeed();
};

namespace {

constexpr const char *kA100vsV100 = R"({"parts":[%1],"gpus":[{"part":"a100-sxm4-40gb"}]})";

/** `pattern` with the A100 part in %1 and its one GPU repeated `count` times. */
QByteArray withA100(const char *pattern, int count)
{
    QByteArray gpus;
    for (int i = 0; i < count; ++i)
        gpus += QByteArray(i ? "," : "") + R"({"part":"a100-sxm4-40gb"})";
    QByteArray json = QString::fromLatin1(pattern).arg(QString::fromLatin1(Test::kA100Sxm4_40gbJson)).toUtf8();
    return json.replace(QByteArray(R"([{"part":"a100-sxm4-40gb"}])"), QByteArray("[" + gpus + "]"));
}

QByteArray cards(const char *part, int count, const char *extra = "")
{
    QByteArray gpus;
    for (int i = 0; i < count; ++i)
        gpus += (i ? "," : "") + QByteArray(R"({"part":")") + part + QByteArray(R"("})");
    return R"({"gpus":[)" + gpus + "]" + extra + "}";
}

double within(double actual, double target)
{
    return std::abs(actual / target - 1.0);
}

} // namespace

void TestEstimator::a100AgainstV100_data()
{
    QTest::addColumn<Benchmark>("workload");
    QTest::addColumn<double>("low");
    QTest::addColumn<double>("high");
    // Dettmers: A100 vs V100 is 1.70x for the WMT14 transformer, 1.43x for SE-ResNeXt101 and 1.47x for
    // Mask R-CNN, each within 5%, on their own benchmarks. His A100 is the DGX A100's SXM4 40GB, his V100
    // the DGX-1's SXM2.
    QTest::newRow("transformer-wmt14 1.70x") << Benchmark::TransformerWmt14 << 1.70 * 0.95 << 1.70 * 1.05;
    QTest::newRow("se-resnext101 1.43x") << Benchmark::SeResnext101 << 1.43 * 0.95 << 1.43 * 1.05;
    QTest::newRow("mask-rcnn 1.47x") << Benchmark::MaskRcnn << 1.47 * 0.95 << 1.47 * 1.05;
}

void TestEstimator::a100AgainstV100()
{
    QFETCH(Benchmark, workload);
    QFETCH(double, low);
    QFETCH(double, high);
    const Estimate e = Test::seedEstimate(
        withA100(kA100vsV100, 1).constData(), workload, Precision::Fp16, u"tesla-v100-sxm2-32gb"_s);
    qInfo("A100 SXM4 40GB / V100 SXM2, %s: %.3fx", qPrintable(toString(workload)), e.speedup);
    QVERIFY2(e.speedup >= low && e.speedup <= high, qPrintable(QString::number(e.speedup)));
    QCOMPARE(e.baselineId, u"tesla-v100-sxm2-32gb"_s);
}

void TestEstimator::eightGpuScaling_data()
{
    QTest::addColumn<QByteArray>("one");
    QTest::addColumn<QByteArray>("eight");
    QTest::addColumn<Benchmark>("workload");
    QTest::addColumn<double>("target");
    QTest::addColumn<int>("interconnect");
    // The founding document's DGX figures, on its own benchmarks (Lambda's scale as Lambda measured them).
    for (Benchmark w : { Benchmark::SeResnext101, Benchmark::MaskRcnn, Benchmark::TransformerWmt14 }) {
        const QByteArray name = toString(w).toLatin1();
        QTest::newRow(QByteArray("8x A100 NVSwitch 7.0x, " + name).constData()) << withA100(
            kA100vsV100, 1) << withA100(kA100vsV100, 8) << w << 7.00 << static_cast<int>(Interconnect::Nvswitch);
        QTest::newRow(QByteArray("8x V100 NVLink 6.67x, " + name).constData()) << cards("tesla-v100-sxm2-32gb",
            1) << cards("tesla-v100-sxm2-32gb", 8) << w << 6.67 << static_cast<int>(Interconnect::Nvlink);
    }
}

void TestEstimator::eightGpuScaling()
{
    QFETCH(QByteArray, one);
    QFETCH(QByteArray, eight);
    QFETCH(Benchmark, workload);
    QFETCH(double, target);
    QFETCH(int, interconnect);
    const Estimate single = Test::seedEstimate(one.constData(), workload, std::nullopt, QString());
    const Estimate multi = Test::seedEstimate(eight.constData(), workload, std::nullopt, QString());
    QCOMPARE(static_cast<int>(multi.interconnect), interconnect);
    const double ratio = multi.speedup / single.speedup;
    qInfo("%s: %.3fx one card", QTest::currentDataTag(), ratio);
    QVERIFY2(within(ratio, target) <= 0.03, qPrintable(QString::number(ratio)));
    QCOMPARE(multi.perGpu.size(), 8);
}

void TestEstimator::a100SystemHasTheLowerOverhead_data()
{
    QTest::addColumn<WorkloadModel>("workload");
    QTest::newRow("cnn") << WorkloadModel::Cnn;
    QTest::newRow("transformer") << WorkloadModel::Transformer;
}

void TestEstimator::a100SystemHasTheLowerOverhead()
{
    QFETCH(WorkloadModel, workload);
    const Estimate a100 = Test::seedEstimate(withA100(kA100vsV100, 8).constData(), workload);
    const Estimate v100 = Test::seedEstimate(cards("tesla-v100-sxm2-32gb", 8).constData(), workload);
    QVERIFY2(a100.scalingEfficiency > v100.scalingEfficiency,
        qPrintable(u"%1 vs %2"_s.arg(a100.scalingEfficiency).arg(v100.scalingEfficiency)));
    // Dettmers: about 5% lower overhead for CNNs (7.00 vs 6.67).
    QVERIFY(a100.scalingEfficiency / v100.scalingEfficiency > 1.03);
}

void TestEstimator::powerLimitPoints_data()
{
    QTest::addColumn<Architecture>("arch");
    QTest::addColumn<double>("limitW");
    QTest::addColumn<double>("tdpW");
    QTest::addColumn<double>("low");
    QTest::addColumn<double>("high");
    // Puget (C): 4x RTX 3090 at 280 of 350 W keep more than 95%.
    QTest::newRow("Puget RTX 3090 280/350 W") << Architecture::Ampere << 280.0 << 350.0 << 0.95 << 1.0;
    // Dettmers (S): 50 W less on an RTX 2080 Ti costs about 7%.
    QTest::newRow("Dettmers RTX 2080 Ti 200/250 W") << Architecture::Turing << 200.0 << 250.0 << 0.92 << 0.94;
    QTest::newRow("Dettmers, catalog FE TDP 210/260 W") << Architecture::Turing << 210.0 << 260.0 << 0.92 << 0.94;
    QTest::newRow("at TDP") << Architecture::Ada << 450.0 << 450.0 << 1.0 << 1.0;
    QTest::newRow("above TDP is not credited") << Architecture::Ampere << 400.0 << 350.0 << 1.0 << 1.0;
}

void TestEstimator::powerLimitPoints()
{
    QFETCH(Architecture, arch);
    QFETCH(double, limitW);
    QFETCH(double, tdpW);
    QFETCH(double, low);
    QFETCH(double, high);
    const double kept = retainedSpeed(arch, limitW, tdpW);
    qInfo("%s: %.3f kept", QTest::currentDataTag(), kept);
    QVERIFY2(kept >= low && kept <= high, qPrintable(QString::number(kept)));
}

void TestEstimator::powerCurveShape()
{
    for (Architecture arch : { Architecture::Pascal, Architecture::Volta, Architecture::Turing, Architecture::Ampere,
             Architecture::Ada, Architecture::Hopper, Architecture::Blackwell }) {
        double previous = 0;
        for (double w = 10; w <= 350; w += 10) {
            const double kept = retainedSpeed(arch, w, 350);
            QVERIFY2(kept > previous, qPrintable(toString(arch) + u' ' + QString::number(w)));
            QVERIFY(kept > 0 && kept <= 1.0);
            previous = kept;
        }
        // Below 60% of TDP the clocks collapse: speed falls in proportion to power.
        QVERIFY(std::abs(retainedSpeed(arch, 105, 350) / retainedSpeed(arch, 210, 350) - 0.5) < 1e-9);
    }
}

void TestEstimator::powerLimitInABuild()
{
    const Estimate stock = Test::seedEstimate(R"({"gpus":[{"part":"rtx-3090-fe"}]})");
    const Estimate limited = Test::seedEstimate(R"({"gpus":[{"part":"rtx-3090-fe","powerLimitW":280}]})");
    QVERIFY(limited.perGpu[0].retained > 0.95 && limited.perGpu[0].retained < 1.0);
    QCOMPARE(limited.speedup / stock.speedup, limited.perGpu[0].retained);
    QVERIFY(Test::hasNote(limited, EstimateNoteKind::PowerLimited));
    QVERIFY(!Test::hasNote(stock, EstimateNoteKind::PowerLimited));
    // Less power at the wall for nearly the same speed: the per-kW figure improves.
    QVERIFY(*limited.perKwWall > *stock.perKwWall);
}

void TestEstimator::sparsityNeverAboveTwo_data()
{
    QTest::addColumn<QString>("part");
    for (const PartPtr &p : Test::seedCatalog().parts(PartKind::Gpu))
        QTest::newRow(qPrintable(p->id)) << p->id;
    QTest::newRow("all tensor, no memory time") << u"extreme"_s;
}

void TestEstimator::sparsityNeverAboveTwo()
{
    QFETCH(QString, part);
    GpuSpec spec;
    if (part == u"extreme") {
        spec.architecture = Architecture::Hopper;
        spec.fp16TensorTflops = 1;
        spec.fp32Tflops = 1e12; // CUDA-core, power and memory parts all but free
        spec.tdpW = 1e12;
        spec.memoryBandwidthGBs = 1e12;
        spec.sparsity24 = true;
        spec.precisions = PrecisionSet::forArchitecture(Architecture::Hopper);
    } else {
        spec = *Test::seedCatalog().find(part)->gpu();
    }
    for (Benchmark w : { Benchmark::Resnet50, Benchmark::BertBase }) {
        for (Precision p : { Precision::Fp32, Precision::Tf32, Precision::Fp16, Precision::Bf16, Precision::Fp8 }) {
            const double gain = ThroughputModel::sparsityGain(spec, w, p);
            QVERIFY2(gain >= 1.0 && gain <= 2.0, qPrintable(QString::number(gain)));
            const double dense = ThroughputModel::derived(spec, w, p, false);
            const double sparse = ThroughputModel::derived(spec, w, p, true);
            QVERIFY(dense <= 0 || sparse / dense <= 2.0 + 1e-12);
        }
    }
    if (part == u"extreme")
        QVERIFY(ThroughputModel::sparsityGain(spec, Benchmark::BertBase, Precision::Fp16) > 1.99);
}

void TestEstimator::sparsityOnlyFromAmpere_data()
{
    QTest::addColumn<QByteArray>("part");
    QTest::addColumn<bool>("speedsUp");
    QTest::newRow("Turing: none") << QByteArray("rtx-2080-ti-fe") << false;
    QTest::newRow("Volta: none") << QByteArray("tesla-v100-pcie-32gb") << false;
    QTest::newRow("Ampere") << QByteArray("rtx-3090-fe") << true;
    QTest::newRow("Ada") << QByteArray("rtx-4090-fe") << true;
    QTest::newRow("Hopper") << QByteArray("h100-sxm5-80gb") << true;
}

void TestEstimator::sparsityOnlyFromAmpere()
{
    QFETCH(QByteArray, part);
    QFETCH(bool, speedsUp);
    const Estimate dense = Test::seedEstimate(cards(part.constData(), 2).constData());
    const Estimate sparse = Test::seedEstimate(
        cards(part.constData(), 2, R"(,"workload":{"model":"transformer","sparsity24":true})").constData());
    QCOMPARE(sparse.speedup > dense.speedup * 1.001, speedsUp);
    QVERIFY(sparse.speedup <= dense.speedup * 2.0);
    QCOMPARE(Test::hasNote(sparse, EstimateNoteKind::SparsityUnsupported), !speedsUp);
    // The rule raises sparsity.unsupported exactly where the estimate runs dense.
    const CheckReport report = check(Test::seedBuild(
        cards(part.constData(), 1, R"(,"workload":{"model":"transformer","sparsity24":true})").constData()));
    const bool raised = std::any_of(report.findings.begin(), report.findings.end(),
        [](const Finding &f) { return f.rule == RuleId::SparsityUnsupported; });
    QCOMPARE(raised, !speedsUp);
}

void TestEstimator::precisionFallback_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<Precision>("asked");
    QTest::addColumn<Precision>("used");
    QTest::addColumn<QList<int>>("lacking");
    QTest::newRow("BF16 on Turing -> FP16")
        << cards("rtx-2080-ti-fe", 1) << Precision::Bf16 << Precision::Fp16 << QList<int> { 0 };
    QTest::newRow("TF32 on Volta -> FP32")
        << cards("tesla-v100-pcie-32gb", 1) << Precision::Tf32 << Precision::Fp32 << QList<int> { 0 };
    QTest::newRow("FP8 on Ampere -> BF16")
        << cards("rtx-3090-fe", 1) << Precision::Fp8 << Precision::Bf16 << QList<int> { 0 };
    QTest::newRow("FP8 on Ada") << cards("rtx-4090-fe", 1) << Precision::Fp8 << Precision::Fp8 << QList<int> {};
    QTest::newRow("FP8 on Hopper") << cards("h100-sxm5-80gb", 1) << Precision::Fp8 << Precision::Fp8 << QList<int> {};
    QTest::newRow("BF16 on Ampere") << cards("rtx-a6000", 1) << Precision::Bf16 << Precision::Bf16 << QList<int> {};
    QTest::newRow("FP8 on Ada + Ampere: the whole job falls back")
        << QByteArray(R"({"gpus":[{"part":"rtx-4090-fe"},{"part":"rtx-3090-fe"}]})") << Precision::Fp8
        << Precision::Bf16 << QList<int> { 1 };
    QTest::newRow("FP16 on Pascal") << cards("gtx-1080-ti-fe", 1) << Precision::Fp16 << Precision::Fp16
                                    << QList<int> {};
}

void TestEstimator::precisionFallback()
{
    QFETCH(QByteArray, json);
    QFETCH(Precision, asked);
    QFETCH(Precision, used);
    QFETCH(QList<int>, lacking);
    const Estimate e = Test::seedEstimate(json.constData(), std::nullopt, asked);
    QCOMPARE(int(e.precisionUsed), int(used));
    const EstimateNote *note = Test::noteOf(e, EstimateNoteKind::PrecisionFallback);
    QCOMPARE(note != nullptr, !lacking.isEmpty());
    if (note)
        QCOMPARE(QList<int>(note->gpus.begin(), note->gpus.end()), lacking);
    QVERIFY(e.speedup > 0);
}

void TestEstimator::bf16OnTuringWarns()
{
    // The issue's case: BF16 on Turing falls back, and check raises precision.unsupported (a warning).
    const char *json = R"({"workload":{"model":"transformer","precision":"bf16"},"gpus":[{"part":"rtx-2080-ti-fe"}]})";
    const Estimate e = Test::seedEstimate(json);
    QCOMPARE(int(e.precisionUsed), int(Precision::Fp16));
    QCOMPARE(int(*e.precisionRequested), int(Precision::Bf16));
    QVERIFY(Test::hasNote(e, EstimateNoteKind::PrecisionFallback));
    const CheckReport report = check(Test::seedBuild(json));
    const auto f = std::find_if(report.findings.begin(), report.findings.end(),
        [](const Finding &x) { return x.rule == RuleId::PrecisionUnsupported; });
    QVERIFY(f != report.findings.end());
    QCOMPARE(int(f->severity()), int(Severity::Warning));
    // Same speed as asking FP16 outright.
    QCOMPARE(e.speedup, Test::seedEstimate(json, std::nullopt, Precision::Fp16).speedup);
}

void TestEstimator::precisionOrder()
{
    // On an H100: FP8 > FP16 = BF16 > TF32 > FP32, for both workloads. (Samples per second: the speedup
    // also moves with the baseline, which runs the same precision or its fallback.)
    for (WorkloadModel w : { WorkloadModel::Cnn, WorkloadModel::Transformer }) {
        const auto at = [w](Precision p) {
            return Test::seedEstimate(cards("h100-sxm5-80gb", 1).constData(), w, p).samplesPerSec;
        };
        QVERIFY(at(Precision::Fp8) > at(Precision::Fp16));
        QCOMPARE(at(Precision::Fp16), at(Precision::Bf16));
        QVERIFY(at(Precision::Fp16) > at(Precision::Tf32));
        QVERIFY(at(Precision::Tf32) > at(Precision::Fp32));
    }
}

void TestEstimator::orderSanity_data()
{
    QTest::addColumn<WorkloadModel>("workload");
    QTest::newRow("cnn") << WorkloadModel::Cnn;
    QTest::newRow("transformer") << WorkloadModel::Transformer;
}

void TestEstimator::orderSanity()
{
    QFETCH(WorkloadModel, workload);
    double previous = 1e9;
    for (const char *part : { "rtx-4090-fe", "rtx-3090-fe", "rtx-3080-fe", "rtx-2080-ti-fe" }) {
        const double speedup = Test::seedEstimate(cards(part, 1).constData(), workload).speedup;
        qInfo("%s %s: %.3fx", part, qPrintable(toString(workload)), speedup);
        QVERIFY2(speedup < previous, part);
        previous = speedup;
    }
}

void TestEstimator::sourcesAreNamed()
{
    // The default baseline (V100 PCIe 32GB) has no measurement: both sides use the formula, and a note says so.
    const char *json = R"({"gpus":[{"part":"rtx-3090-fe"},{"part":"rtx-3080-fe"}]})";
    const Estimate derived = Test::seedEstimate(json);
    QCOMPARE(int(derived.perGpu[0].source), int(ThroughputSource::Derived));
    QCOMPARE(int(derived.baselineSource), int(ThroughputSource::Derived));
    QCOMPARE(derived.baselineId, u"tesla-v100-pcie-32gb"_s);
    const EstimateNote *both = Test::noteOf(derived, EstimateNoteKind::FormulaBoth);
    QVERIFY(both && both->gpus.contains(0) && !both->gpus.contains(1));
    // Against the measured V100 SXM2 16GB the RTX 3090 is the ratio of the two measurements.
    const QString v100 = u"tesla-v100-sxm2-16gb"_s;
    const Estimate e = Test::seedEstimate(json, Benchmark::BertBase, std::nullopt, v100);
    QCOMPARE(int(e.perGpu[0].source), int(ThroughputSource::Measured));
    QCOMPARE(int(e.perGpu[1].source), int(ThroughputSource::Derived));
    QCOMPARE(int(e.baselineSource), int(ThroughputSource::Measured));
    // The measured figure is what the catalog says (Lambda: RTX 3090, BERT-base, 172 seq/s; V100 189).
    QCOMPARE(e.perGpu[0].samplesPerSec, 172.0);
    QCOMPARE(e.perGpu[0].speedup, 172.0 / 189.0);
    // At another precision the measured figure is carried by the model, and the notes say so.
    const Estimate fp32
        = Test::seedEstimate(R"({"gpus":[{"part":"rtx-3090-fe"}]})", Benchmark::BertBase, Precision::Fp32, v100);
    QCOMPARE(int(fp32.perGpu[0].source), int(ThroughputSource::Measured));
    QVERIFY(Test::hasNote(fp32, EstimateNoteKind::MeasuredScaled));
    QVERIFY(fp32.perGpu[0].samplesPerSec < 172.0);
}

void TestEstimator::mixedCardsHeldToTheSlowest()
{
    const Estimate mixed = Test::seedEstimate(R"({"gpus":[{"part":"rtx-3090-fe"},{"part":"rtx-3080-fe"}]})");
    const Estimate slow = Test::seedEstimate(R"({"gpus":[{"part":"rtx-3080-fe"},{"part":"rtx-3080-fe"}]})");
    QVERIFY(mixed.perGpu[0].speedup > mixed.perGpu[1].speedup);
    QCOMPARE(mixed.speedup, 2 * mixed.perGpu[1].speedup * mixed.scalingEfficiency);
    QVERIFY(std::abs(mixed.speedup / slow.speedup - 1.0) < 0.01);
    const EstimateNote *note = Test::noteOf(mixed, EstimateNoteKind::MixedCards);
    QVERIFY(note);
    QCOMPARE(note->gpus.first(), 1);
    QVERIFY(!Test::hasNote(slow, EstimateNoteKind::MixedCards));
}

void TestEstimator::throttlingCostsSpeed()
{
    // Two open-air 3080s stacked (no free slot under the top one) against the same with a gap.
    const char *stacked = R"({"case":"fractal-meshify-2-xl","board":"asus-pro-ws-wrx80e-sage-se-wifi",
        "gpus":[{"part":"rtx-3080-fe","slot":1},{"part":"rtx-3080-fe","slot":3}]})";
    const char *spaced = R"({"case":"fractal-meshify-2-xl","board":"asus-pro-ws-wrx80e-sage-se-wifi",
        "gpus":[{"part":"rtx-3080-fe","slot":1},{"part":"rtx-3080-fe","slot":4}]})";
    const Estimate hot = Test::seedEstimate(stacked);
    const Estimate cool = Test::seedEstimate(spaced);
    const EstimateNote *note = Test::noteOf(hot, EstimateNoteKind::Throttled);
    QVERIFY(note);
    QCOMPARE(note->gpus.first(), 0);
    QVERIFY(hot.perGpu[0].retained < 1.0);
    QCOMPARE(cool.perGpu[0].retained, 1.0);
    QVERIFY(hot.speedup < cool.speedup);
    // Sized from the published measurement: a starved RTX 3090 fell from 1725 to 1365 MHz (club-3090
    // issue 178); 38% of a BERT-base FP16 step on that card runs at the core clock.
    QVERIFY(std::abs(hot.perGpu[0].retained - 1.0 / (1.0 + 0.38 * (1725.0 / 1365.0 - 1.0))) < 1e-9);
}

void TestEstimator::interconnects_data()
{
    QTest::addColumn<QByteArray>("faster");
    QTest::addColumn<QByteArray>("slower");
    // The same cards, one link better than the other: the efficiency must order them.
    QTest::newRow("NVLink bridge beats PCIe without P2P")
        << QByteArray(R"({"gpus":[{"part":"rtx-3090-fe","nvlinkWith":1},{"part":"rtx-3090-fe"}]})")
        << QByteArray(R"({"gpus":[{"part":"rtx-3090-fe"},{"part":"rtx-3090-fe"}]})");
    QTest::newRow("Gen4 riser beats Gen3 riser")
        << QByteArray(R"({"gpus":[{"part":"rtx-4090-fe","riser":{"mount":"frame","gen":4}},
                          {"part":"rtx-4090-fe","riser":{"mount":"frame","gen":4}}]})")
        << QByteArray(R"({"gpus":[{"part":"rtx-4090-fe","riser":{"mount":"frame","gen":3}},
                          {"part":"rtx-4090-fe","riser":{"mount":"frame","gen":4}}]})");
    QTest::newRow("x16 beats an x4 chipset slot")
        << QByteArray(R"({"board":"asus-pro-ws-wrx80e-sage-se-wifi","gpus":[{"part":"rtx-4090-fe","slot":1},
                          {"part":"rtx-4090-fe","slot":4}]})")
        << QByteArray(R"({"board":"asus-rog-crosshair-viii-hero","gpus":[{"part":"rtx-4090-fe","slot":1},
                          {"part":"rtx-4090-fe","slot":5}]})");
    QTest::newRow("NVSwitch beats NVLink for the same A100s")
        << withA100(R"({"parts":[%1],"interconnect":"nvswitch","gpus":[{"part":"a100-sxm4-40gb"}]})", 8)
        << withA100(R"({"parts":[%1],"interconnect":"nvlink","gpus":[{"part":"a100-sxm4-40gb"}]})", 8);
}

void TestEstimator::interconnects()
{
    QFETCH(QByteArray, faster);
    QFETCH(QByteArray, slower);
    const Estimate a = Test::seedEstimate(faster.constData());
    const Estimate b = Test::seedEstimate(slower.constData());
    QVERIFY2(a.scalingEfficiency > b.scalingEfficiency,
        qPrintable(u"%1 vs %2"_s.arg(a.scalingEfficiency).arg(b.scalingEfficiency)));
    QVERIFY(a.scalingEfficiency <= 1.0 && b.scalingEfficiency > 0.0);
}

void TestEstimator::transformersScaleWorseOnPcie()
{
    // Transformers exchange more gradient bytes per FLOP than CNNs; no P2P on RTX 4090 makes it show.
    const Estimate e = Test::seedEstimate(cards("rtx-4090-fe", 4).constData());
    QCOMPARE(int(e.interconnect), int(Interconnect::Pcie));
    QVERIFY(Test::hasNote(e, EstimateNoteKind::HostStaged));
    const double cnn = e.scalingByWorkload[static_cast<std::size_t>(WorkloadModel::Cnn)];
    const double transformer = e.scalingByWorkload[static_cast<std::size_t>(WorkloadModel::Transformer)];
    QVERIFY2(transformer < cnn - 0.05, qPrintable(u"%1 vs %2"_s.arg(transformer).arg(cnn)));
    // And P2P-capable pro cards on the same links scale better.
    const Estimate pro = Test::seedEstimate(cards("rtx-6000-ada", 4).constData());
    QVERIFY(pro.scalingByWorkload[1] > transformer);
}

void TestEstimator::memoryFit_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QList<int>>("lacking");
    QTest::newRow("2B on 24 GB and 48 GB")
        << QByteArray(R"({"workload":{"modelParamsB":2},"gpus":[{"part":"rtx-3090-fe"},{"part":"rtx-a6000"}]})")
        << QList<int> { 0 };
    QTest::newRow("1.4B on 24 GB") << QByteArray(R"({"workload":{"modelParamsB":1.4},"gpus":[{"part":"rtx-3090-fe"}]})")
                                   << QList<int> {};
    QTest::newRow("7B on 80 GB: memory is not pooled over 8 cards") << QByteArray(
        R"({"workload":{"modelParamsB":7},"gpus":[{"part":"a100-sxm4-80gb"},{"part":"a100-sxm4-80gb"},
           {"part":"a100-sxm4-80gb"},{"part":"a100-sxm4-80gb"},{"part":"a100-sxm4-80gb"},{"part":"a100-sxm4-80gb"},
           {"part":"a100-sxm4-80gb"},{"part":"a100-sxm4-80gb"}]})") << QList<int> { 0, 1, 2, 3, 4, 5, 6, 7 };
}

void TestEstimator::memoryFit()
{
    QFETCH(QByteArray, json);
    QFETCH(QList<int>, lacking);
    const Estimate e = Test::seedEstimate(json.constData());
    const EstimateNote *note = Test::noteOf(e, EstimateNoteKind::MemoryFit);
    QCOMPARE(note != nullptr, !lacking.isEmpty());
    if (note)
        QCOMPARE(QList<int>(note->gpus.begin(), note->gpus.end()), lacking);
    const CheckReport report = check(Test::seedBuild(json.constData()));
    QList<int> flagged;
    for (const Finding &f : report.findings) {
        if (f.rule == RuleId::MemoryFit) {
            QCOMPARE(int(f.severity()), int(Severity::Warning));
            flagged = QList<int>(f.gpus.begin(), f.gpus.end());
        }
    }
    QCOMPARE(flagged, lacking);
}

void TestEstimator::chartFigures()
{
    const char *json = R"({"case":"fractal-meshify-2-xl","board":"asus-pro-ws-wrx80e-sage-se-wifi",
        "cpu":"threadripper-pro-5995wx","psus":["corsair-ax1600i"],
        "gpus":[{"part":"rtx-a6000","slot":1},{"part":"rtx-a6000","slot":3}]})";
    const ResolvedBuild build = Test::seedBuild(json);
    const Estimate e = Test::seedEstimate(json);
    double price = 0;
    for (const PartPtr &p :
        { build.casePart, build.boardPart, build.cpuPart, build.psus[0].part, build.gpus[0].part, build.gpus[1].part })
        price += p->priceUsd.value_or(0);
    QVERIFY(e.priceUsd);
    QCOMPARE(*e.priceUsd, price);
    QCOMPARE(*e.perKUsd, e.speedup / (price / 1000.0));
    QCOMPARE(e.wallW, PowerBudget::compute(build).wallW);
    QCOMPARE(*e.perKwWall, e.speedup / (e.wallW / 1000.0));
}

void TestEstimator::withoutChassis()
{
    const Estimate e = Test::seedEstimate(cards("rtx-3090-fe", 2).constData());
    QVERIFY(e.speedup > 0);
    QVERIFY(Test::hasNote(e, EstimateNoteKind::NoBoardLinks));
    // GPUs + the default 80 W, through an assumed 90% efficient PSU.
    QCOMPARE(e.wallW, (2 * 350.0 + 80.0) / 0.90);
    const Estimate none = Test::seedEstimate(R"({"gpus":[]})");
    QCOMPARE(none.speedup, 0.0);
    QVERIFY(Test::hasNote(none, EstimateNoteKind::NoGpus));
    QVERIFY(!none.perKUsd);
}

void TestEstimator::builtInBaselineMatchesTheCatalog()
{
    // A catalog without the default baseline (the rule tests' catalog): the built-in V100 stands in, with
    // the same figures as the bundled catalog's, so speedups do not depend on which catalog is loaded.
    const ResolvedBuild build = Test::seedBuild(cards("rtx-3080-fe", 1).constData());
    EstimateOptions without;
    InMemoryCatalog empty;
    without.catalog = &empty;
    EstimateOptions with;
    with.catalog = &Test::seedCatalog();
    const Estimate a = estimate(build, without);
    const Estimate b = estimate(build, with);
    QVERIFY(Test::hasNote(a, EstimateNoteKind::BaselineBuiltIn));
    QVERIFY(!Test::hasNote(b, EstimateNoteKind::BaselineBuiltIn));
    QCOMPARE(a.baselineId, b.baselineId);
    QCOMPARE(a.speedup, b.speedup);
}

void TestEstimator::jsonMembers()
{
    const char *json = R"({"gpus":[{"part":"rtx-3090-fe"},{"part":"rtx-3080-fe"}]})";
    const ResolvedBuild build = Test::seedBuild(json);
    const Estimate e = Test::seedEstimate(json);
    const QJsonObject o = estimateJson(e, build);
    // The members of shared/spec/cli.md, never renamed.
    for (const char *key :
        { "baseline", "workload", "precision", "speedup", "byWorkload", "scalingEfficiency", "perGpu", "notes" })
        QVERIFY2(o.contains(QLatin1StringView(key)), key);
    QCOMPARE(o.value(u"baseline").toString(), u"tesla-v100-pcie-32gb"_s);
    QCOMPARE(o.value(u"workload").toString(), u"transformer"_s);
    QCOMPARE(o.value(u"precision").toString(), u"fp16"_s);
    QVERIFY(o.value(u"byWorkload").toObject().contains(u"cnn"));
    QVERIFY(o.value(u"byWorkload").toObject().contains(u"transformer"));
    QCOMPARE(o.value(u"perGpu").toArray().size(), 2);
    QCOMPARE(o.value(u"benchmark").toString(), u"bert-base"_s);
    QCOMPARE(o.value(u"perGpuSource").toArray().at(0).toString(), u"derived"_s); // the baseline is not measured
    QCOMPARE(o.value(u"perGpuSource").toArray().at(1).toString(), u"derived"_s);
    QVERIFY(o.value(u"notes").toArray().size() >= 2); // mixed cards, no board
    for (const QJsonValue &n : o.value(u"notes").toArray())
        QVERIFY(!n.toString().isEmpty());
    QVERIFY(o.contains(u"perKUsd") && o.contains(u"perKwWall"));
}

void TestEstimator::speedOnlyKeepsTheSpeed_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<int>("benchmark"); // -1: the build's own
    // Measured and derived cards, mixed cards, limits, throttling, NVLink, sparsity, an LLM job.
    QTest::newRow("8x a6000 nvlink") << cards("rtx-a6000", 8) << -1;
    QTest::newRow("mixed, limited") << QByteArray(R"({"gpus":[{"part":"rtx-3090-fe","powerLimitW":280},
        {"part":"rtx-3080-fe"},{"part":"rtx-4090-fe","powerLimitW":350}]})")
                                    << -1;
    QTest::newRow("stacked open-air") << QByteArray(R"({"case":"fractal-meshify-2-xl",
        "board":"asus-pro-ws-wrx80e-sage-se-wifi","gpus":[{"part":"rtx-3080-fe","slot":1},
        {"part":"rtx-3080-fe","slot":3}]})")
                                      << -1;
    QTest::newRow("resnet50, sparse fp16") << QByteArray(R"({"workload":{"model":"cnn","precision":"fp16",
        "sparsity24":true},"gpus":[{"part":"rtx-4090-fe"},{"part":"rtx-4090-fe"}]})")
                                           << static_cast<int>(Benchmark::Resnet50);
    QTest::newRow("llm qlora 70b") << QByteArray(R"({"workload":{"model":"llm","paramsB":70,"method":"qlora",
        "parallel":"auto"},"gpus":[{"part":"rtx-3090-fe"},{"part":"rtx-3090-fe"}]})")
                                   << -1;
}

void TestEstimator::speedOnlyKeepsTheSpeed()
{
    // The planner asks for the speed alone (EstimateOptions::speedOnly): it must read what the full estimate says.
    QFETCH(QByteArray, json);
    QFETCH(int, benchmark);
    const ResolvedBuild build = Test::seedBuild(json.constData());
    EstimateOptions options;
    options.catalog = &Test::seedCatalog();
    if (benchmark >= 0)
        options.benchmark = static_cast<Benchmark>(benchmark);
    const Estimate full = estimate(build, options);
    options.speedOnly = true;
    const Estimate fast = estimate(build, options);
    QVERIFY(full.speedup > 0);
    QCOMPARE(fast.speedup, full.speedup);
    QCOMPARE(fast.samplesPerSec, full.samplesPerSec);
    QCOMPARE(fast.scalingEfficiency, full.scalingEfficiency);
    QVERIFY(fast.benchmark == full.benchmark);
    QVERIFY(fast.precisionUsed == full.precisionUsed);
    QCOMPARE(fast.perGpu.size(), full.perGpu.size());
    for (qsizetype i = 0; i < full.perGpu.size(); ++i) {
        QCOMPARE(fast.perGpu[i].speedup, full.perGpu[i].speedup);
        QCOMPARE(fast.perGpu[i].retained, full.perGpu[i].retained);
    }
    QCOMPARE(fast.llm.has_value(), full.llm.has_value());
    if (full.llm)
        QCOMPARE(fast.llm->tokensPerSec, full.llm->tokensPerSec);
    // And it skips what the planner does not read: the full estimate prices the build, the fast one does not.
    QVERIFY(full.priceUsd.has_value());
    QVERIFY(!fast.priceUsd && !fast.perKUsd);
}

QTEST_GUILESS_MAIN(TestEstimator)
#include "tst_estimator.moc"
