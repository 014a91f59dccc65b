// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The estimate against measurements: the founding document's figures on their own benchmarks, every
// catalog card with a Lambda measurement against the V100 SXM2 16GB Lambda measured, the
// cross-validation targets, and docs/performance-model.md against what rigplan-perfdoc generates.
#include "core/estimate/benchmarkmodel.h"
#include "core/estimate/calibration.h"
#include "core/estimate/calibrationreport.h"
#include "core/estimate/crossvalidation.h"
#include "core/estimate/throughputmodel.h"
#include "tests/estimate/seedcatalog.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>
#include <vector>

using namespace RigPlan;
using namespace Qt::StringLiterals;

class TestCalibration : public QObject
{
    Q_OBJECT

private slots:
    void foundingFigures_data();
    void foundingFigures();
    void measuredRatiosAgainstV100_data();
    void measuredRatiosAgainstV100();
    void catalogFiguresMatchTheReference();
    void derivedIgnoresMeasuredFigures();
    void batchFollowsLambdasSizing();
    void smallBatchCostsSpeed();
    void fitRecoversAKnownProfile();
    void crossValidationTargets();
    void scalingFitFollowsLambda();
    void documentIsCurrent();
};

namespace {

double speedup(const Part &part, int count, const QString &baseline, Benchmark b)
{
    EstimateOptions options;
    options.catalog = &Test::seedCatalog();
    options.baselineId = baseline;
    options.benchmark = b;
    options.precision = Precision::Fp16;
    return estimate(Calibration::replicated(Test::seedCatalog(), part, count), options).speedup;
}

} // namespace

void TestCalibration::foundingFigures_data()
{
    // The founding document (Dettmers, after NVIDIA's DGX figures): A100 vs V100 per benchmark.
    QTest::addColumn<QString>("benchmark");
    QTest::addColumn<double>("a100VsV100");
    QTest::newRow("se-resnext101") << u"se-resnext101"_s << 1.43;
    QTest::newRow("mask-rcnn") << u"mask-rcnn"_s << 1.47;
    QTest::newRow("transformer-wmt14") << u"transformer-wmt14"_s << 1.70;
}

void TestCalibration::foundingFigures()
{
    QFETCH(QString, benchmark);
    QFETCH(double, a100VsV100);
    const Benchmark b = *benchmarkFromString(benchmark);
    const Part &a100 = Calibration::dettmersA100();
    const PartPtr v100 = Test::seedCatalog().find(u"tesla-v100-sxm2-32gb"_s);
    QVERIFY(v100);
    const double one = speedup(a100, 1, v100->id, b);
    QVERIFY2(std::abs(one / a100VsV100 - 1) <= 0.05, qPrintable(QString::number(one)));
    const double eightA100 = speedup(a100, 8, v100->id, b) / one;
    QVERIFY2(std::abs(eightA100 / 7.0 - 1) <= 0.03, qPrintable(QString::number(eightA100)));
    const double eightV100 = speedup(*v100, 8, v100->id, b) / speedup(*v100, 1, v100->id, b);
    QVERIFY2(std::abs(eightV100 / 6.67 - 1) <= 0.03, qPrintable(QString::number(eightV100)));
}

void TestCalibration::measuredRatiosAgainstV100_data()
{
    // Data-driven: every catalog card that carries a Lambda figure on these benchmarks.
    QTest::addColumn<QString>("part");
    QTest::addColumn<QString>("benchmark");
    int rows = 0;
    for (const PartPtr &p : Test::seedCatalog().parts(PartKind::Gpu)) {
        for (Benchmark b : { Benchmark::Resnet50, Benchmark::BertBase, Benchmark::TransformerXlBase }) {
            if (p->gpu()->measured.of(b) && p->id != u"tesla-v100-sxm2-16gb") {
                QTest::newRow(qPrintable(p->id + u' ' + toString(b))) << p->id << toString(b);
                ++rows;
            }
        }
    }
    QVERIFY(rows >= 3 * 15);
}

void TestCalibration::measuredRatiosAgainstV100()
{
    QFETCH(QString, part);
    QFETCH(QString, benchmark);
    const Benchmark b = *benchmarkFromString(benchmark);
    const PartPtr card = Test::seedCatalog().find(part);
    const PartPtr v100 = Test::seedCatalog().find(u"tesla-v100-sxm2-16gb"_s);
    QVERIFY(v100 && v100->gpu()->measured.of(b));
    // The expected ratio is the two cited measurements, not anything the model computes.
    const double expected = card->gpu()->measured.of(b)->samplesPerSec / v100->gpu()->measured.of(b)->samplesPerSec;
    const double got = speedup(*card, 1, v100->id, b);
    QVERIFY2(std::abs(got / expected - 1) <= 0.03, qPrintable(u"%1 vs %2"_s.arg(got).arg(expected)));
}

void TestCalibration::catalogFiguresMatchTheReference()
{
    // The catalog's figures are the shared reference's, value for value, where that file is at hand.
    QFile file(QStringLiteral(RIGPLAN_SHARED_DIR "/reference/lambda-training-throughput.json"));
    if (!file.open(QIODevice::ReadOnly))
        QSKIP("the shared reference data is not beside the source tree");
    const QJsonObject reference = QJsonDocument::fromJson(file.readAll()).object();
    // Lambda's first files' single-GPU FP16 rows, and the v2 files' (H200, B200).
    const QJsonObject single = reference.value(u"single").toObject();
    const QJsonObject v2 = reference.value(u"v2").toObject().value(u"fp16").toObject().value(u"single").toObject();
    int checked = 0;
    for (const PartPtr &p : Test::seedCatalog().parts(PartKind::Gpu)) {
        for (const auto &m : p->gpu()->measured.byBenchmark) {
            if (!m)
                continue;
            const qsizetype q1 = m->source.indexOf(u'"'), q2 = m->source.indexOf(u'"', q1 + 1);
            const QString config = m->source.mid(q1 + 1, q2 - q1 - 1);
            const QJsonObject &file = m->source.contains(u"-v2-fp16.csv"_s) ? v2 : single;
            QVERIFY2(file.contains(config), qPrintable(config));
            QCOMPARE(file.value(config).toObject().value(m->model).toDouble(), m->samplesPerSec);
            QVERIFY(m->source.contains(u"github.com/lambdal/deeplearning-benchmark"_s));
            ++checked;
        }
    }
    QVERIFY(checked >= 6 * 15);
}

void TestCalibration::derivedIgnoresMeasuredFigures()
{
    GpuSpec spec = *Test::seedCatalog().find(u"rtx-3090-fe"_s)->gpu();
    QVERIFY(!spec.measured.isEmpty());
    const double with = ThroughputModel::derived(spec, Benchmark::BertBase, Precision::Fp16);
    spec.measured = {};
    QCOMPARE(ThroughputModel::derived(spec, Benchmark::BertBase, Precision::Fp16), with);
    QVERIFY(with != 172.0);
}

void TestCalibration::batchFollowsLambdasSizing()
{
    // Lambda's batch-size file (lambda-training-throughput.json "batch_size_fp16"): Transformer-XL large runs
    // 4 per card on 16 GB, 8 on 24 GB, 24 on 40 GB, 32 on 48 GB and 48 on 80 GB; ResNet-50 256/448/720/928/1280.
    const auto &xl = BenchmarkModel::profile(Benchmark::TransformerXlLarge).at(Precision::Fp16);
    QCOMPARE(BenchmarkModel::batchFor(xl, 16), 4.0);
    QCOMPARE(BenchmarkModel::batchFor(xl, 24), 8.0);
    QCOMPARE(BenchmarkModel::batchFor(xl, 48), 32.0);
    QCOMPARE(BenchmarkModel::batchFor(xl, 80), 48.0);
    QCOMPARE(BenchmarkModel::batchFor(xl, 32), 16.0); // halfway between 24 GB (8) and 40 GB (24)
    QCOMPARE(BenchmarkModel::batchFor(xl, 180), 48.0); // held above Lambda's largest
    QCOMPARE(BenchmarkModel::batchFor(xl, 8), 2.0); // below the smallest: in proportion to memory
    const auto &resnet = BenchmarkModel::profile(Benchmark::Resnet50).at(Precision::Fp16);
    QCOMPARE(BenchmarkModel::batchFor(resnet, 40), 720.0);
    QCOMPARE(BenchmarkModel::batchFor(resnet, 80), 1280.0);
}

void TestCalibration::smallBatchCostsSpeed()
{
    // Lambda measured the 48 GB RTX A6000 42% above the 24 GB RTX 3090 on Transformer-XL large (11126 vs 7821)
    // while they tie on ResNet-50 (916 vs 905): the same card with half the memory must train that model
    // slower, and ResNet-50 (large batches either way) barely changes.
    GpuSpec big = *Test::seedCatalog().find(u"rtx-a6000"_s)->gpu();
    GpuSpec small = big;
    small.memoryGB = 24;
    const double xlBig = ThroughputModel::derived(big, Benchmark::TransformerXlLarge, Precision::Fp16);
    const double xlSmall = ThroughputModel::derived(small, Benchmark::TransformerXlLarge, Precision::Fp16);
    QVERIFY2(xlSmall < 0.9 * xlBig, qPrintable(u"%1 vs %2"_s.arg(xlSmall).arg(xlBig)));
    const double cnnBig = ThroughputModel::derived(big, Benchmark::Resnet50, Precision::Fp16);
    const double cnnSmall = ThroughputModel::derived(small, Benchmark::Resnet50, Precision::Fp16);
    QVERIFY2(cnnSmall > 0.95 * cnnBig, qPrintable(u"%1 vs %2"_s.arg(cnnSmall).arg(cnnBig)));
}

void TestCalibration::fitRecoversAKnownProfile()
{
    // Rows made by a profile chosen here, on Lambda's cards at Lambda's batches: the fit must give that profile
    // and its half-use batch back, whatever error it minimises (every row is exact).
    const auto &real = BenchmarkModel::profile(Benchmark::BertLarge).at(Precision::Fp16);
    BenchmarkModel::Coefficients known = real;
    known.parts = { 3000, 8000, 1200, 600, 150 };
    known.halfUseBatch = 4;
    std::vector<BenchmarkModel::MeasuredRow> made;
    for (const BenchmarkModel::MeasuredRow &r : BenchmarkModel::measuredRows()) {
        if (r.benchmark != Benchmark::BertLarge || r.precision != Precision::Fp16)
            continue;
        const BenchmarkModel::CardRates card = BenchmarkModel::fitCards()[r.card].rates();
        const double speed = BenchmarkModel::rate(BenchmarkModel::terms(card, Precision::Fp16),
            BenchmarkModel::sizeOf(card), known, BenchmarkModel::batchOf(r, known));
        BenchmarkModel::MeasuredRow row = r;
        row.samplesPerSec = speed;
        made.push_back(row);
    }
    QVERIFY(made.size() >= 12);
    std::vector<const BenchmarkModel::MeasuredRow *> rows;
    for (const BenchmarkModel::MeasuredRow &r : made)
        rows.push_back(&r);
    const BenchmarkModel::Coefficients got = BenchmarkModel::fit(rows);
    QCOMPARE(got.halfUseBatch, known.halfUseBatch);
    for (int i = 0; i < BenchmarkModel::kTerms; ++i)
        QVERIFY2(std::abs(got.parts[i] / known.parts[i] - 1) <= 1e-6,
            qPrintable(u"part %1: %2 vs %3"_s.arg(i).arg(got.parts[i]).arg(known.parts[i])));
}

void TestCalibration::crossValidationTargets()
{
    const CrossValidation::Summary gpu
        = CrossValidation::summarise(CrossValidation::predictions(CrossValidation::LeaveOut::Gpu));
    qInfo("leave-one-GPU-out over %d rows: median %.1f%%, worst %.1f%%", gpu.rows, gpu.median * 100, gpu.worst * 100);
    QVERIFY(gpu.rows >= 150);
    QVERIFY2(gpu.median <= CrossValidation::kMedianTarget, qPrintable(QString::number(gpu.median)));
    // The worst-row target holds for every row but these, each explained in docs/performance-model.md
    // ("Rows the model misses"): a new row beyond 25% fails here.
    const QStringList explained = {
        u"Quadro RTX 8000 transformer-xl-base fp16"_s, // Turing runs Transformer-XL below the fit
        u"RTX 3090 transformer-xl-large fp16"_s, // batch 8 on 24 GB
        u"LambdaCloud A10 transformer-xl-large fp32"_s, // batch 4 at 150 W
        u"RTX 6000 Ada bert-large fp16"_s, // 300 W AD102 below the 450 W RTX 4090
        u"H100 80GB SXM5 transformer-xl-base fp32"_s, // a machine 6-10% slower than the other H100 rows
        u"LambdaOD_test_1xB200_192GB_129-213-83-251_v2 resnet50 fp16"_s, // input-bound: FP32 runs as fast
    };
    QStringList beyond;
    for (const CrossValidation::Prediction &p : CrossValidation::predictions(CrossValidation::LeaveOut::Gpu)) {
        if (std::abs(p.error) > CrossValidation::kWorstTarget)
            beyond.append(QString::fromUtf16(p.row->config) + u' ' + toString(p.row->benchmark) + u' '
                + toString(p.row->precision));
    }
    for (const QString &row : std::as_const(beyond))
        QVERIFY2(explained.contains(row), qPrintable(row + u" is beyond 25% and not explained"_s));
    // No explained row drifts further: the worst stays within the 34.9% documented.
    QVERIFY2(gpu.worst <= 0.35, qPrintable(QString::number(gpu.worst)));
}

void TestCalibration::scalingFitFollowsLambda()
{
    // 8x RTX 6000 Ada on PCIe: Lambda measures 1.005 of linear on ResNet-50 (the rows' own figure); the
    // estimate of eight cards with no board must be within 3% of it, not capped near 0.85.
    double measured = 0;
    for (const BenchmarkModel::MultiRow &r : BenchmarkModel::multiRows()) {
        if (QStringView(r.config) == u"8x RTX 6000 Ada" && r.benchmark == Benchmark::Resnet50)
            measured = r.efficiency;
    }
    QVERIFY(measured > 0);
    const PartPtr ada = Test::seedCatalog().find(u"rtx-6000-ada"_s);
    EstimateOptions options;
    options.catalog = &Test::seedCatalog();
    options.benchmark = Benchmark::Resnet50;
    const Estimate e = estimate(Calibration::replicated(Test::seedCatalog(), *ada, 8), options);
    QVERIFY2(std::abs(e.scalingEfficiency / measured - 1) <= 0.03, qPrintable(QString::number(e.scalingEfficiency)));
    // Every fabric's fit has rows behind it.
    for (BenchmarkModel::Fabric f : { BenchmarkModel::Fabric::Nvswitch, BenchmarkModel::Fabric::Nvlink,
             BenchmarkModel::Fabric::PciePeer, BenchmarkModel::Fabric::PcieHost })
        QVERIFY(BenchmarkModel::fittedRows(f) >= 4);
}

void TestCalibration::documentIsCurrent()
{
    QFile doc(QStringLiteral(RIGPLAN_SOURCE_DIR "/docs/performance-model.md"));
    QVERIFY(doc.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(doc.readAll());
    const qsizetype begin = text.indexOf(CalibrationReport::beginMarker());
    const qsizetype end = text.indexOf(CalibrationReport::endMarker());
    QVERIFY2(begin >= 0 && end > begin, "the doc lacks the generated section's markers");
    const qsizetype from = begin + CalibrationReport::beginMarker().size() + 1;
    const QString generated = text.mid(from, end - from);
    QVERIFY2(generated == CalibrationReport::markdown(Test::seedCatalog()),
        "docs/performance-model.md is out of date: run scripts/update-performance-doc.sh");
}

QTEST_GUILESS_MAIN(TestCalibration)
#include "tst_calibration.moc"
