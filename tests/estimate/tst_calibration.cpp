// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The derived formula against every single-GPU calibration row, the catalog's measured figures against
// the rows they come from, and docs/performance-model.md against what rigplan-perfdoc generates.
#include "core/estimate/calibration.h"
#include "core/estimate/calibrationreport.h"
#include "core/estimate/throughputmodel.h"
#include "tests/estimate/seedcatalog.h"

#include <QFile>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace RigPlan;
using namespace Qt::StringLiterals;

class TestCalibration : public QObject
{
    Q_OBJECT

private slots:
    void medianErrorOfTheDerivedFormula();
    void derivedIgnoresMeasuredFigures();
    void catalogFiguresAreCalibrationRows();
    void everyRowIsInTheCatalog();
    void documentIsCurrent();
};

namespace {

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2.0;
}

} // namespace

void TestCalibration::medianErrorOfTheDerivedFormula()
{
    // The DERIVED formula (specs only), never the measured figure the catalog also carries: comparing a
    // measurement with itself could not fail.
    QList<double> errors;
    for (const Calibration::Row &row : Calibration::rows()) {
        if (row.gpus != 1 || !row.reference)
            continue;
        const PartPtr part = Test::seedCatalog().find(QString::fromUtf16(row.partId));
        QVERIFY2(part && part->gpu(), qPrintable(QString::fromUtf16(row.partId)));
        const GpuSpec &spec = *part->gpu();
        const double derived = ThroughputModel::derived(
            spec, Calibration::workloadOf(row), Calibration::effectivePrecision(row, spec.architecture));
        const double error = derived / row.samplesPerSec - 1.0;
        qInfo("%-28s %-16s %s measured %7.1f derived %7.1f error %+6.1f%%", qPrintable(QString::fromUtf16(row.config)),
            qPrintable(QString::fromUtf16(row.model)), qPrintable(toString(row.precision)), row.samplesPerSec, derived,
            error * 100.0);
        errors.append(std::abs(error));
    }
    QCOMPARE(errors.size(), 32); // 8 configs x 2 models x 2 precisions
    const double m = median(errors);
    qInfo("Median absolute error of the derived formula over %lld single-GPU calibration rows: %.1f%%",
        static_cast<long long>(errors.size()), m * 100.0);
    QVERIFY2(m <= 0.10, qPrintable(QString::number(m)));
    QCOMPARE(m, Calibration::medianAbsoluteError(Calibration::singleGpu(Test::seedCatalog(), true)));
}

void TestCalibration::derivedIgnoresMeasuredFigures()
{
    GpuSpec spec = *Test::seedCatalog().find(u"rtx-3090-fe"_s)->gpu();
    QVERIFY(!spec.measured.isEmpty());
    const double with = ThroughputModel::derived(spec, WorkloadModel::Transformer, Precision::Fp16);
    spec.measured = {};
    QCOMPARE(ThroughputModel::derived(spec, WorkloadModel::Transformer, Precision::Fp16), with);
    QVERIFY(with != 172.0);
}

void TestCalibration::catalogFiguresAreCalibrationRows()
{
    // Every measured figure in the catalog is a 1-GPU fp16 reference row of the same model, named in its source.
    int figures = 0;
    for (const PartPtr &p : Test::seedCatalog().parts(PartKind::Gpu)) {
        for (const auto *m : { &p->gpu()->measured.cnn, &p->gpu()->measured.transformer }) {
            if (!*m)
                continue;
            ++figures;
            const auto row = std::find_if(Calibration::rows().begin(), Calibration::rows().end(), [&](const auto &r) {
                return r.reference && r.gpus == 1 && r.precision == (*m)->precision
                    && QStringView(r.model) == (*m)->model && r.samplesPerSec == (*m)->samplesPerSec
                    && (*m)->source.contains(u'"' + QString::fromUtf16(r.config) + u'"');
            });
            QVERIFY2(row != Calibration::rows().end(), qPrintable(p->id + u' ' + (*m)->model));
            QCOMPARE(Calibration::workloadOf(*row) == WorkloadModel::Cnn, m == &p->gpu()->measured.cnn);
            QVERIFY((*m)->source.contains(u"github.com/lambdal/deeplearning-benchmark"_s));
        }
    }
    QCOMPARE(figures, 2 * 10); // 7 configs; the RTX 3090 figure on its 4 editions
}

void TestCalibration::everyRowIsInTheCatalog()
{
    // Each 1-GPU fp16 reference row is attached to its part, except the V100 16GB (docs: an SXM2 16 GB
    // module with 16 GB batch sizes; the catalog's SXM2 part is the 32 GB one).
    QStringList notAttached;
    for (const Calibration::Row &row : Calibration::rows()) {
        if (row.gpus != 1 || !row.reference || row.precision != Precision::Fp16)
            continue;
        const PartPtr part = Test::seedCatalog().find(QString::fromUtf16(row.partId));
        const auto &m = ThroughputModel::measured(*part->gpu(), Calibration::workloadOf(row));
        if (!m || m->samplesPerSec != row.samplesPerSec)
            notAttached << QString::fromUtf16(row.config);
    }
    notAttached.removeDuplicates();
    QCOMPARE(notAttached, QStringList { u"LambdaCloud V100 16GB"_s });
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
