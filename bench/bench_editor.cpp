// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// From a drop on the chassis to refreshed findings, power panel, charts and chassis, for an 8-GPU build:
// the models and views brought up to date, and then with the window repainted as well.
#include "tests/support/testcatalog.h"
#include "ui/charts/buildchart.h"
#include "ui/chassis/chassisscene.h"
#include "ui/docks/chartsdock.h"
#include "ui/document/builddocument.h"
#include "ui/mainwindow.h"
#include "ui/mimetypes.h"

#include <QMimeData>
#include <QStandardPaths>
#include <QTest>

using namespace RigPlan;

class BenchEditor : public QObject
{
    Q_OBJECT

private slots:
    void dropToRefresh8Gpus_data();
    void dropToRefresh8Gpus();
};

void BenchEditor::dropToRefresh8Gpus_data()
{
    QTest::addColumn<bool>("paint");
    QTest::newRow("refreshed") << false;
    // The same, and the window's repaint the drop asked for (chassis, checks, power panel, chart) done too.
    QTest::newRow("repainted") << true;
}

void BenchEditor::dropToRefresh8Gpus()
{
    QFETCH(bool, paint);
    QStandardPaths::setTestModeEnabled(true);
    Ui::MainWindow window(&Test::catalog());
    window.document()->reset(Test::buildFrom(R"({"case":"test-open-frame","circuit":"us-120v-15a","gpus":[
        {"part":"rtx-3090-turbo","slot":1},{"part":"rtx-3090-turbo","slot":3},{"part":"rtx-3090-turbo","slot":5},
        {"part":"rtx-3090-fe","slot":2,"riser":{"mount":"frame","gen":4}},
        {"part":"rtx-3090-fe","slot":4,"riser":{"mount":"frame","gen":4}},
        {"part":"rtx-3090-fe","slot":6,"riser":{"mount":"frame","gen":4}},
        {"part":"rtx-3080-fe","slot":6,"riser":{"mount":"frame","gen":3}},
        {"part":"rtx-3090-turbo","slot":7}]})"));
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    // The charts dock makes its first chart right after the first frame; from then on every edit refreshes
    // the visible chart before the drop returns.
    Ui::ChartsDock *charts = window.chartsDock();
    QVERIFY(charts->isVisible());
    QTRY_VERIFY(charts->chart(charts->currentChart()) != nullptr);
    QCoreApplication::processEvents();
    Ui::ChassisScene *scene = window.scene();
    QMimeData mime;
    mime.setData(Ui::Mime::kGpuIndex, "7");
    bool up = true;
    QBENCHMARK
    {
        // Each iteration is one accepted drop (onto the open frame, then back into slot 7) and the
        // full refresh it triggers.
        QVERIFY(scene->drop(&mime, up ? Ui::DropTarget::openFrame() : Ui::DropTarget::connector(7)));
        up = !up;
        if (paint)
            QCoreApplication::processEvents(); // the posted repaints of every view the drop changed
    }
    QCOMPARE(window.document()->build().gpus.size(), 8);
}

QTEST_MAIN(BenchEditor)
#include "bench_editor.moc"
