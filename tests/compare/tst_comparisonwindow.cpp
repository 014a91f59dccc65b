// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Compare Builds window, offscreen: the table model, pinning 2..4 builds, the rendered window and its
// highlighted cells, and the main window's menu actions.
#include "tests/support/testcatalog.h"
#include "ui/compare/comparisonmodel.h"
#include "ui/compare/comparisonwindow.h"
#include "ui/document/builddocument.h"
#include "ui/library/buildlibrary.h"
#include "ui/mainwindow.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QHash>
#include <QImage>
#include <QLegend>
#include <QLegendMarker>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

using namespace RigPlan;
using namespace RigPlan::Ui;
using namespace Qt::StringLiterals;

namespace {

const char *const kPairFe = R"({"name": "Pair FE", "gpus": [{"part": "rtx-3090-fe", "slot": 1},
    {"part": "rtx-3090-fe", "slot": 5}]})";
const char *const kQuadTurbo = R"({"name": "Quad turbo", "circuit": "eu-230v-16a", "gpus": [
    {"part": "rtx-3090-turbo", "slot": 1}, {"part": "rtx-3090-turbo", "slot": 3},
    {"part": "rtx-3090-turbo", "slot": 5}, {"part": "rtx-3090-turbo", "slot": 7}]})";
const char *const kTriple4090 = R"({"name": "Triple 4090", "circuit": "eu-230v-16a", "gpus": [
    {"part": "rtx-4090-fe", "slot": 1}, {"part": "rtx-4090-fe", "slot": 4}, {"part": "rtx-4090-fe", "slot": 7}]})";

/** The build library the app plugs in, in memory. */
class MemoryLibrary : public BuildLibrary
{
public:
    QList<Entry> list(QString *) const override
    {
        QList<Entry> out;
        for (auto it = m_builds.cbegin(); it != m_builds.cend(); ++it)
            out.append({ it.key(), it.value().name, {} });
        return out;
    }
    std::optional<qint64> save(const Build &build, std::optional<qint64> id, QString *) override
    {
        const qint64 key = id.value_or(m_builds.size() + 1);
        m_builds.insert(key, build);
        return key;
    }
    std::optional<Build> load(qint64 id, const PartCatalog &, QString *error) const override
    {
        if (!m_builds.contains(id)) {
            *error = u"no saved build %1"_s.arg(id);
            return std::nullopt;
        }
        return m_builds.value(id);
    }
    bool remove(qint64 id, QString *) override { return m_builds.remove(id) > 0; }

private:
    QMap<qint64, Build> m_builds;
};

/** The colour most pixels of `rect` have: a cell's background, whatever its text. */
QRgb dominantColour(const QImage &image, const QRect &rect)
{
    QHash<QRgb, int> counts;
    for (int y = rect.top(); y <= rect.bottom(); ++y) {
        for (int x = rect.left(); x <= rect.right(); ++x)
            ++counts[image.pixel(x, y)];
    }
    QRgb best = 0;
    int most = -1;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
        if (it.value() > most) {
            most = it.value();
            best = it.key();
        }
    }
    return best;
}

int distinctColours(const QImage &image)
{
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 2) {
        for (int x = 0; x < image.width(); x += 2)
            colours.insert(image.pixel(x, y));
    }
    return static_cast<int>(colours.size());
}

} // namespace

class TestComparisonWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void modelPassesTheTester();
    void pinsTwoToFour();
    void badFileIsNotPinned();
    void pinsFromTheLibrary();
    void rendersChartAndHighlights();
    void mainWindowOpensItOnDemand();
};

void TestComparisonWindow::modelPassesTheTester()
{
    ComparisonModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    std::vector<ComparisonEntry> entries;
    for (const char *json : { kPairFe, kQuadTurbo, kTriple4090 }) {
        const Build b = Test::buildFrom(json);
        entries.push_back(ComparisonEntry::evaluate(b.name, b, Test::catalog(), *Circuit::preset(u"us-120v-15a"_s)));
    }
    model.setComparison(Comparison::make(entries, WorkloadModel::Transformer));
    QCOMPARE(model.columnCount(), 4);
    QVERIFY(model.rowCount() > 10);
    QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), u"Part or figure"_s);
    for (int row = 0; row < model.rowCount(); ++row) {
        const ComparisonRow &r = model.comparison()->rows()[row];
        QCOMPARE(model.index(row, 0).data().toString(), r.label);
        for (int col = 1; col < model.columnCount(); ++col) {
            const QModelIndex i = model.index(row, col);
            QCOMPARE(i.data(ComparisonModel::DiffersRole).toBool(), r.differs);
            QCOMPARE(i.data(ComparisonModel::BestRole).toBool(), r.best.contains(col - 1));
            // Highlighted exactly where the builds differ; bold with it.
            QCOMPARE(i.data(Qt::BackgroundRole).isValid(), r.differs);
            QCOMPARE(i.data(Qt::FontRole).value<QFont>().bold(), r.differs);
            if (r.best.contains(col - 1))
                QCOMPARE(i.data(Qt::BackgroundRole).value<QColor>(), ComparisonModel::bestColor());
        }
    }
    model.setComparison(std::nullopt);
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.columnCount(), 0);
}

void TestComparisonWindow::pinsTwoToFour()
{
    BuildDocument document(&Test::catalog());
    ComparisonWindow window(&document);
    QString error;
    QVERIFY(window.model()->rowCount() == 0);
    QVERIFY(window.message().contains(u"at least 2"_s));
    QVERIFY(window.pin(u"one"_s, Test::buildFrom(kPairFe), &error));
    QCOMPARE(window.model()->rowCount(), 0); // one build is no comparison
    QVERIFY(window.pin(u"two"_s, Test::buildFrom(kQuadTurbo), &error));
    QVERIFY(window.model()->rowCount() > 0);
    QCOMPARE(window.model()->columnCount(), 3);
    QVERIFY(window.message().isEmpty());
    QVERIFY(window.pin(u"three"_s, Test::buildFrom(kTriple4090), &error));
    QVERIFY(window.pin(u"four"_s, Test::buildFrom(kPairFe), &error));
    QVERIFY(window.message().contains(u"the most"_s));
    QVERIFY(!window.pin(u"five"_s, Test::buildFrom(kPairFe), &error));
    QVERIFY2(error.contains(u"At most 4"_s), qPrintable(error));
    QCOMPARE(window.pinnedCount(), 4);
    QCOMPARE(window.model()->columnCount(), 5);
    window.unpin(0);
    window.unpin(0);
    window.unpin(0);
    QCOMPARE(window.pinnedCount(), 1);
    QCOMPARE(window.model()->rowCount(), 0);
    QVERIFY(window.message().contains(u"at least 2"_s));
    // The editor's build, as it is when pinned; later edits do not change the pinned copy.
    document.reset(Test::buildFrom(kQuadTurbo));
    QVERIFY(window.pinCurrent(&error));
    // Four cards before two: the pinned build leads though it was pinned last.
    QCOMPARE(window.model()->headerData(1, Qt::Horizontal).toString(), u"Quad turbo"_s);
    document.reset(Test::buildFrom(kPairFe));
    QCOMPARE(window.model()->comparison()->builds()[0].build.gpus.size(), std::size_t(4));
}

void TestComparisonWindow::badFileIsNotPinned()
{
    BuildDocument document(&Test::catalog());
    ComparisonWindow window(&document);
    QString error;
    const QString bad = Test::dataPath(u"builds/bad-slot.rigbuild"_s);
    QVERIFY(!window.pinFile(bad, &error));
    QVERIFY2(error.contains(u"gpus[0].slot"_s), qPrintable(error));
    QCOMPARE(window.pinnedCount(), 0);
    QVERIFY2(window.pinFile(Test::dataPath(u"compare/quad-turbo.rigbuild"_s), &error), qPrintable(error));
    QCOMPARE(window.pinnedCount(), 1);
}

void TestComparisonWindow::pinsFromTheLibrary()
{
    BuildDocument document(&Test::catalog());
    ComparisonWindow window(&document);
    MemoryLibrary library;
    QString error;
    const std::optional<qint64> id = library.save(Test::buildFrom(kTriple4090), std::nullopt, &error);
    QVERIFY(!window.pinFromLibrary(*id, &error)); // no library plugged in yet
    window.setBuildLibrary(&library);
    QVERIFY(window.pinFromLibrary(*id, &error));
    QVERIFY(!window.pinFromLibrary(*id + 7, &error));
    QVERIFY2(error.contains(u"no saved build"_s), qPrintable(error));
    QCOMPARE(window.pinnedCount(), 1);
    QVERIFY(window.checksText().contains(u"Triple 4090"_s));
}

void TestComparisonWindow::rendersChartAndHighlights()
{
    BuildDocument document(&Test::catalog());
    ComparisonWindow window(&document);
    QString error;
    for (const char *json : { kPairFe, kQuadTurbo, kTriple4090 }) {
        const Build b = Test::buildFrom(json);
        QVERIFY(window.pin(b.name, b, &error));
    }
    window.resize(1200, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    // The chart: one bar set per build, grouped by workload.
    const auto *series = qobject_cast<QBarSeries *>(window.chart()->series().value(0));
    QVERIFY(series);
    QCOMPARE(series->count(), 3);
    QCOMPARE(series->barSets().first()->count(), 2);
    QVERIFY(series->barSets().first()->at(1) > 0);
    window.setMetric(ComparisonWindow::Metric::Price);
    series = qobject_cast<QBarSeries *>(window.chart()->series().value(0));
    QCOMPARE(series->barSets().first()->count(), 1);
    window.setMetric(ComparisonWindow::Metric::SpeedupByWorkload);
    QVERIFY(window.checksText().contains(u"Pair FE"_s));

    // The legend lays its markers out on posted events: deliver them before the shot.
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    QCOMPARE(window.chart()->legend()->markers().size(), 3); // names each build's colour
    const QImage image = window.grab().toImage();
    QVERIFY(!image.isNull());
    const int colours = distinctColours(image);
    QVERIFY2(colours > 20, qPrintable(u"only %1 colours"_s.arg(colours)));
    // The chart itself is drawn, not an empty frame: bars in three colours, axes, legend.
    auto *chartView = window.findChild<QChartView *>();
    QVERIFY(chartView);
    const int chartColours = distinctColours(chartView->grab().toImage());
    QVERIFY2(chartColours > 10, qPrintable(u"only %1 colours in the chart"_s.arg(chartColours)));

    // A differing cell, the best cell and a plain cell have three different backgrounds in the rendered table.
    QTableView *table = window.table();
    const ComparisonModel *model = window.model();
    QModelIndex differing, best, plain;
    for (int row = 0; row < model->rowCount(); ++row) {
        for (int col = 1; col < model->columnCount(); ++col) {
            const QModelIndex i = model->index(row, col);
            if (i.data(ComparisonModel::BestRole).toBool() && !best.isValid())
                best = i;
            else if (i.data(ComparisonModel::DiffersRole).toBool() && !i.data(ComparisonModel::BestRole).toBool()
                && !differing.isValid())
                differing = i;
            else if (!i.data(ComparisonModel::DiffersRole).toBool() && !plain.isValid())
                plain = i;
        }
    }
    QVERIFY(differing.isValid() && best.isValid() && plain.isValid());
    const auto background = [&](const QModelIndex &i) {
        table->scrollTo(i);
        const QImage shot = table->viewport()->grab().toImage();
        const QRect rect = table->visualRect(i).adjusted(1, 1, -1, -1);
        return dominantColour(shot, rect);
    };
    const QRgb differingBg = background(differing), bestBg = background(best), plainBg = background(plain);
    QCOMPARE(QColor(differingBg), ComparisonModel::differsColor());
    QCOMPARE(QColor(bestBg), ComparisonModel::bestColor());
    QVERIFY(plainBg != differingBg && plainBg != bestBg);
}

void TestComparisonWindow::mainWindowOpensItOnDemand()
{
    MainWindow main(&Test::catalog());
    QVERIFY(!main.comparisonWindow()); // nothing made at startup
    QAction *pin = nullptr;
    QAction *open = nullptr;
    for (QAction *a : main.findChildren<QAction *>()) {
        if (a->text() == u"&Pin to Comparison")
            pin = a;
        else if (a->text() == u"&Compare Builds…")
            open = a;
    }
    QVERIFY(pin && open);
    QCOMPARE(open->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    pin->trigger();
    QVERIFY(main.comparisonWindow());
    QCOMPARE(main.comparisonWindow()->pinnedCount(), 1);
    QVERIFY(main.comparisonWindow()->isVisible());
    open->trigger();
    QCOMPARE(main.comparisonWindow()->pinnedCount(), 1); // opening pins nothing
    main.document()->setClean();
}

QTEST_MAIN(TestComparisonWindow)
#include "tst_comparisonwindow.moc"
