// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Plan a Build, offscreen: the search runs off the GUI thread, shows the planner's front, cancels, and a
// chosen result opens in the editor as an unsaved, undoable build.
#include "core/io/buildfile.h"
#include "core/plan/planner.h"
#include "tests/plan/plancatalog.h"
#include "ui/docks/powerdock.h"
#include "ui/document/builddocument.h"
#include "ui/mainwindow.h"
#include "ui/plan/plandialog.h"

#include <QGuiApplication>
#include <QScreen>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace RigPlan;
using namespace RigPlan::Ui;
using namespace Qt::StringLiterals;

class TestPlanDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void showsThePlannersFront();
    void cancelStops();
    void openInEditor();
    void tooSmallBudgetSaysSo();
    void bestLimitsButton();
    void planWhileTheInlinePartsChange();
    void llmJobIsOneOption();
    void columnsExplainThemselves();

private:
    static PlanRequest smallRequest()
    {
        PlanRequest r;
        r.budgetUsd = 8000;
        r.maxGpus = 3;
        r.circuits = { *Circuit::preset(u"us-120v-15a") };
        return r;
    }
    const InMemoryCatalog m_catalog = Test::planningCatalog();
};

void TestPlanDialog::showsThePlannersFront()
{
    PlanDialog dialog(&m_catalog, *Circuit::preset(u"us-120v-15a"));
    dialog.setRequest(smallRequest());
    QCOMPARE(dialog.request().maxGpus, 3);
    QSignalSpy finished(&dialog, &PlanDialog::finished);
    dialog.start();
    QVERIFY(dialog.isRunning()); // the search is on a worker: the GUI thread got control back
    QVERIFY(finished.wait(60000));
    const PlanResult expected = plan(m_catalog, dialog.request(), *Circuit::preset(u"us-120v-15a"));
    // By default, the best of each GPU model and count: distinct names, in front order, the first is #1.
    QStringList names;
    int previous = -1;
    for (int row = 0; row < dialog.resultsTable()->rowCount(); ++row) {
        const int index = dialog.resultIndex(row);
        QVERIFY(index > previous);
        previous = index;
        QCOMPARE(dialog.resultsTable()->item(row, 1)->text(), expected.results[std::size_t(index)].build.name);
        names << dialog.resultsTable()->item(row, 1)->text();
    }
    QCOMPARE(dialog.resultIndex(0), 0);
    QCOMPARE(QSet<QString>(names.begin(), names.end()).size(), names.size());
    QVERIFY(names.size() < int(expected.results.size()));
    // Every variant when asked.
    dialog.setDistinctOnly(false);
    QCOMPARE(dialog.resultsTable()->rowCount(), int(expected.results.size()));
    for (int i = 0; i < dialog.resultsTable()->rowCount(); ++i)
        QCOMPARE(dialog.resultsTable()->item(i, 1)->text(), expected.results[std::size_t(i)].build.name);
    QVERIFY(dialog.statusText().contains(u"on the front"));
}

void TestPlanDialog::columnsExplainThemselves()
{
    // Issue 36: a fixed 900x640 dialog showed three rows, and "#" read 1, 3, 172 with nothing to say why.
    PlanDialog dialog(&m_catalog, *Circuit::preset(u"us-120v-15a"));
    const QRect screen = QGuiApplication::primaryScreen()->availableGeometry();
    QVERIFY(dialog.width() <= screen.width() && dialog.height() <= screen.height());
    QVERIFY(dialog.isSizeGripEnabled());
    QTableWidget *table = dialog.resultsTable();
    for (int c = 0; c < table->columnCount(); ++c)
        QVERIFY2(
            !table->horizontalHeaderItem(c)->toolTip().isEmpty(), qPrintable(table->horizontalHeaderItem(c)->text()));
    QVERIFY(table->horizontalHeaderItem(0)->toolTip().contains(u"numbers skip"));
    // A column of warnings, the count each result's checks give.
    dialog.setRequest(smallRequest());
    QSignalSpy finished(&dialog, &PlanDialog::finished);
    dialog.start();
    QVERIFY(finished.wait(60000));
    const PlanResult expected = plan(m_catalog, dialog.request(), *Circuit::preset(u"us-120v-15a"));
    int warnings = -1;
    for (int c = 0; c < table->columnCount(); ++c)
        warnings = table->horizontalHeaderItem(c)->text() == u"Warnings" ? c : warnings;
    QVERIFY(warnings >= 0);
    for (int row = 0; row < table->rowCount(); ++row) {
        const PlannedBuild &r = expected.results[std::size_t(dialog.resultIndex(row))];
        QCOMPARE(table->item(row, warnings)->text(), QString::number(r.report.count(Severity::Warning)));
    }
}

void TestPlanDialog::llmJobIsOneOption()
{
    // "The fastest box for a 70B QLoRA fine-tune under 10,000 USD on a 15 A circuit": one dialog option.
    PlanDialog dialog(&m_catalog, *Circuit::preset(u"us-120v-15a"));
    PlanRequest r = smallRequest();
    r.budgetUsd = 10000;
    r.workload = WorkloadModel::Transformer;
    r.benchmark = Benchmark::Llm;
    LlmJob job;
    job.paramsB = 70;
    job.method = LlmMethod::Qlora;
    r.llm = job;
    dialog.setRequest(r);
    const PlanRequest back = dialog.request();
    QCOMPARE(back.benchmark, std::optional(Benchmark::Llm));
    QVERIFY(back.llm);
    QCOMPARE(back.llm->paramsB, 70.0);
    QCOMPARE(int(back.llm->method), int(LlmMethod::Qlora));
    // A named benchmark round-trips too, and the alias stays an alias.
    r.benchmark = Benchmark::TransformerXlBase;
    dialog.setRequest(r);
    QCOMPARE(dialog.request().benchmark, std::optional(Benchmark::TransformerXlBase));
    QVERIFY(!dialog.request().llm);
    r.benchmark.reset();
    r.workload = WorkloadModel::Cnn;
    dialog.setRequest(r);
    QVERIFY(!dialog.request().benchmark);
    QCOMPARE(int(dialog.request().workload), int(WorkloadModel::Cnn));
}

void TestPlanDialog::cancelStops()
{
    PlanDialog dialog(&m_catalog, *Circuit::preset(u"us-120v-15a"));
    PlanRequest big = smallRequest();
    big.budgetUsd = 1e6;
    big.maxGpus = 8;
    big.allowRisers = true;
    big.powerStepW = 1; // a long search
    dialog.setRequest(big);
    QSignalSpy finished(&dialog, &PlanDialog::finished);
    dialog.start();
    dialog.cancel();
    QVERIFY(finished.wait(10000));
    QVERIFY(dialog.result().cancelled);
    QVERIFY(dialog.statusText().contains(u"cancelled"));
}

void TestPlanDialog::openInEditor()
{
    MainWindow window(&m_catalog);
    window.showPlanner();
    PlanDialog *dialog = window.planDialog();
    QVERIFY(dialog);
    dialog->setRequest(smallRequest());
    QSignalSpy finished(dialog, &PlanDialog::finished);
    dialog->start();
    QVERIFY(finished.wait(60000));
    QVERIFY(dialog->resultsTable()->rowCount() > 0);
    dialog->resultsTable()->selectRow(0);
    const Build chosen = dialog->result().results.front().build;
    QTest::keyClick(dialog->resultsTable(), Qt::Key_Tab); // focus moves; the selection stays
    QMetaObject::invokeMethod(
        dialog, [dialog] { Q_EMIT dialog->openRequested(dialog->result().results.front().build); });
    QTRY_COMPARE(window.document()->build(), chosen);
    QVERIFY(window.document()->isModified());
    QVERIFY(window.document()->report().ok());
    window.document()->undoStack()->undo();
    QVERIFY(window.document()->build() != chosen);
}

void TestPlanDialog::tooSmallBudgetSaysSo()
{
    PlanDialog dialog(&m_catalog, *Circuit::preset(u"us-120v-15a"));
    PlanRequest r = smallRequest();
    r.budgetUsd = 400;
    dialog.setRequest(r);
    QSignalSpy finished(&dialog, &PlanDialog::finished);
    dialog.start();
    QVERIFY(finished.wait(10000));
    QCOMPARE(dialog.resultsTable()->rowCount(), 0);
    QVERIFY2(dialog.statusText().contains(u"No build fits a budget of 400 USD"), qPrintable(dialog.statusText()));
}

void TestPlanDialog::bestLimitsButton()
{
    // Three blower 3090s on one 1600 W unit at 120 V: over the headroom until the limits come down.
    MainWindow window(&m_catalog);
    Build b = Test::buildFrom(R"({"circuit": "us-120v-15a", "gpus": [
        {"part": "rtx-3090-turbo", "slot": 1}, {"part": "rtx-3090-turbo", "slot": 3},
        {"part": "rtx-3090-turbo", "slot": 5}]})");
    window.document()->reset(b);
    const auto overloaded = [&] {
        for (const Finding &f : window.document()->report().findings) {
            if (f.rule == RuleId::PsuHeadroom || f.rule == RuleId::PsuCapacity)
                return true;
        }
        return false;
    };
    QVERIFY(overloaded());
    QVERIFY(window.powerDock()->optimiseLimits());
    QVERIFY(!overloaded());
    for (const GpuPlacement &g : window.document()->build().gpus)
        QVERIFY(g.powerLimitW && *g.powerLimitW < 350);
    window.document()->undoStack()->undo(); // one step
    QCOMPARE(window.document()->build(), b);
}

void TestPlanDialog::planWhileTheInlinePartsChange()
{
    // Issue 12's crash: a file with inline parts, Plan a Build, and the inline parts change while the
    // worker searches. The worker used to read the document's overlay catalog, which the edit frees
    // (a use after free that ASan reports; SIGSEGV in the app). Each run now gets its own snapshot.
    MainWindow window(&m_catalog);
    Build b = Test::buildFrom(R"({"circuit":"us-120v-15a","gpus":[{"part":"my-card","slot":1}],
        "parts":[{"id":"my-card","kind":"gpu","name":"My card","family":"rtx-3090","architecture":"ampere",
        "memoryGB":24,"memoryBandwidthGBs":936,"fp16TensorTflops":71,"fp32Tflops":35.6,"tdpW":350,
        "slotWidth":2,"lengthMm":280,"cooler":"blower","powerConnectors":{"pcie8pin":2},"priceUsd":100,
        "priceDate":"2024-03","source":"test","confidence":"unconfirmed"}]})");
    QVERIFY(!b.parts.isEmpty());
    QTemporaryDir dir;
    const QString file = dir.filePath(u"inline.rigbuild"_s);
    QString error;
    QVERIFY2(BuildFile::writeFile(b, file, &error), qPrintable(error));
    QVERIFY2(window.openFile(file, &error), qPrintable(error));
    QVERIFY(window.document()->parts().find(u"my-card"_s));

    window.showPlanner();
    PlanDialog *dialog = window.planDialog();
    dialog->setRequest(smallRequest());
    QSignalSpy finished(dialog, &PlanDialog::finished);
    dialog->start();
    QVERIFY(dialog->isRunning());
    // Change the inline parts (each change replaces the overlay) while the worker runs.
    for (int i = 0; i < 20 && finished.isEmpty(); ++i) {
        Build edited = window.document()->build();
        edited.parts.first().priceUsd = 100 + i;
        window.document()->edit(u"price"_s, edited);
        QTest::qWait(5);
    }
    if (finished.isEmpty())
        QVERIFY(finished.wait(60000));
    QVERIFY(!dialog->result().results.empty());
    // The front names its parts from the catalog it was planned over, not the live one.
    QVERIFY(!dialog->statusText().isEmpty());
    // The file's own (cheap) card is on the front: the snapshot carried the inline parts.
    bool inlineSeen = false;
    for (const PlannedBuild &r : dialog->result().results) {
        for (const GpuPlacement &g : r.build.gpus)
            inlineSeen = inlineSeen || g.part == u"my-card";
    }
    QVERIFY(inlineSeen);
}

QTEST_MAIN(TestPlanDialog)
#include "tst_plandialog.moc"
