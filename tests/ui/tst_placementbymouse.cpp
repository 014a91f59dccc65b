// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Every legal placement by hand, on the real bundled catalog: the parts list's own drag payload dropped
// through the chassis view's viewport (drag enter, move and drop events, as a real drag sends them), from an
// empty build to Puget's four blowers and to four Founders Editions on an open frame; a refused drag says
// why at the cursor; Enter and a double-click on the parts list add a card where it fits.
#include "app/gui/catalogloader.h"
#include "ui/chassis/chassisgeometry.h"
#include "ui/chassis/chassisscene.h"
#include "ui/chassis/chassisview.h"
#include "ui/docks/catalogdock.h"
#include "ui/document/builddocument.h"
#include "ui/mainwindow.h"
#include "ui/models/catalogfilterproxy.h"
#include "ui/models/catalogmodel.h"
#include "ui/settings.h"

#include <QApplication>
#include <QDragEnterEvent>
#include <QLineEdit>
#include <QMimeData>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace RigPlan;
using namespace RigPlan::Ui;
using namespace Qt::StringLiterals;

class TestPlacementByMouse : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void pugetBlowersBuiltByDragging();
    void openFrameFoundersEditionsBuiltByDragging();
    void refusedDragSaysWhyAtTheCursor();
    void enterAndDoubleClickAdd();

private:
    /** An empty build on these parts, as File > New would give with other parts chosen. */
    void startWith(const QString &chassis, const QString &board, const QString &cpu);
    /** The parts list's row of a part, made current in the view (as a click would). */
    QModelIndex selectPart(const QString &id);
    /** The drag payload the parts list itself makes for that row. */
    QMimeData *dragPayload(const QString &id);
    /** Drag enter, moves and a drop at `scenePos`; whether the drop was taken. */
    bool dragTo(QMimeData *mime, QPointF scenePos, bool *moveAccepted = nullptr);
    QPointF slotLabelPoint(int slot) const
    {
        // The slot's row left of the case, where its label stands: no card is ever drawn there.
        for (const ChassisLayout::Connector &c : m_window->scene()->layout().connectors) {
            if (c.slot.position == slot)
                return c.label.center();
        }
        return {};
    }

    QTemporaryDir m_dir;
    std::unique_ptr<Gui::CatalogLoader> m_loader;
    std::unique_ptr<MainWindow> m_window;
};

void TestPlacementByMouse::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_loader = std::make_unique<Gui::CatalogLoader>();
    QVERIFY(m_loader->load(m_dir.filePath(u"rigplan.sqlite"_s), false));
}

void TestPlacementByMouse::init()
{
    Settings().setWindowLayout({}, {});
    m_window = std::make_unique<MainWindow>(m_loader->catalog());
    m_window->resize(1500, 950);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestPlacementByMouse::cleanup()
{
    m_window->document()->setClean();
    m_window.reset();
}

void TestPlacementByMouse::startWith(const QString &chassis, const QString &board, const QString &cpu)
{
    Build b;
    b.name = u"by hand"_s;
    b.caseId = chassis;
    b.boardId = board;
    b.cpuId = cpu;
    b.psus = { { u"evga-supernova-1600-p2"_s, 0 } };
    b.circuit = Circuit::preset(u"us-120v-15a"_s);
    m_window->document()->reset(b);
    QCOMPARE(m_window->document()->build().gpus.size(), 0);
}

QModelIndex TestPlacementByMouse::selectPart(const QString &id)
{
    CatalogDock *dock = m_window->catalogDock();
    dock->search()->clear();
    const QAbstractItemModel *model = dock->view()->model();
    for (int r = 0; r < model->rowCount(); ++r) {
        const QModelIndex index = model->index(r, 0);
        if (index.data(CatalogModel::PartIdRole).toString() == id) {
            dock->view()->setCurrentIndex(index);
            return index;
        }
    }
    return {};
}

QMimeData *TestPlacementByMouse::dragPayload(const QString &id)
{
    const QModelIndex index = selectPart(id);
    if (!index.isValid())
        return nullptr;
    return m_window->catalogDock()->view()->model()->mimeData({ index });
}

bool TestPlacementByMouse::dragTo(QMimeData *mime, QPointF scenePos, bool *moveAccepted)
{
    std::unique_ptr<QMimeData> owner(mime);
    if (!mime)
        return false;
    ChassisView *view = m_window->chassisView();
    view->fit();
    QWidget *viewport = view->viewport();
    const QPoint at = view->mapFromScene(scenePos);
    const Qt::DropActions actions = Qt::CopyAction | Qt::MoveAction;
    const QPoint from(2, 2);
    QDragEnterEvent enter(from, actions, mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(viewport, &enter);
    bool accepted = false;
    for (int step = 1; step <= 4; ++step) { // the cursor travels to the target in steps
        const QPoint p = from + (at - from) * step / 4;
        QDragMoveEvent move(p, actions, mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(viewport, &move);
        accepted = move.isAccepted();
    }
    if (moveAccepted)
        *moveAccepted = accepted;
    QDropEvent drop(QPointF(at), actions, mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(viewport, &drop);
    return drop.isAccepted();
}

void TestPlacementByMouse::pugetBlowersBuiltByDragging()
{
    // Puget Systems' test: four 2-slot blower RTX 3090s in slots 1, 3, 5 and 7 of the C422 Sage (the
    // published example examples/quad-3090-blower-puget.rigbuild), each dragged from the parts list.
    startWith(u"corsair-7000d-airflow"_s, u"asus-ws-c422-sage-10g"_s, u"xeon-w-2255"_s);
    for (int slot : { 1, 3, 5, 7 }) {
        bool moveAccepted = false;
        QVERIFY2(dragTo(dragPayload(u"rtx-3090-gigabyte-turbo"_s), slotLabelPoint(slot), &moveAccepted),
            qPrintable(u"slot %1"_s.arg(slot)));
        QVERIFY(moveAccepted);
    }
    const Build &b = m_window->document()->build();
    QCOMPARE(b.gpus.size(), 4);
    for (int i = 0; i < 4; ++i) {
        QCOMPARE(b.gpus[i].part, u"rtx-3090-gigabyte-turbo"_s);
        QCOMPARE(b.gpus[i].slot, std::optional(1 + 2 * i));
        QVERIFY(!b.gpus[i].riser);
    }
    // The same placements as the published file: no slot, case or riser error.
    for (const Finding &f : m_window->document()->report().findings)
        QVERIFY2(!PlacementService::isPlacementRule(f.rule), qPrintable(ruleIdString(f.rule)));
    QCOMPARE(m_window->document()->undoStack()->count(), 4);
}

void TestPlacementByMouse::openFrameFoundersEditionsBuiltByDragging()
{
    // Four 3-slot RTX 3090 FE on the open frame: each drop there adds a riser to a connector of its own.
    startWith(u"open-frame-8gpu"_s, u"asus-pro-ws-wrx80e-sage-se-wifi"_s, u"threadripper-pro-5995wx"_s);
    for (int i = 0; i < 4; ++i) {
        ChassisScene *scene = m_window->scene();
        // Aim at the free part of the frame area, right of the cards already there.
        const QRectF frame = scene->openFrameArea();
        QVERIFY(dragTo(dragPayload(u"rtx-3090-fe"_s), QPointF(frame.right() - 8, frame.bottom() - 8)));
    }
    const Build &b = m_window->document()->build();
    QCOMPARE(b.gpus.size(), 4);
    QSet<int> connectors;
    for (const GpuPlacement &g : b.gpus) {
        QVERIFY(g.riser && g.riser->mount == RiserMount::Frame);
        connectors.insert(g.slot.value_or(-1));
    }
    QCOMPARE(connectors.size(), 4);
    for (const Finding &f : m_window->document()->report().findings)
        QVERIFY2(!PlacementService::isPlacementRule(f.rule), qPrintable(ruleIdString(f.rule)));
}

void TestPlacementByMouse::refusedDragSaysWhyAtTheCursor()
{
    startWith(u"corsair-7000d-airflow"_s, u"asus-ws-c422-sage-10g"_s, u"xeon-w-2255"_s);
    QVERIFY(dragTo(dragPayload(u"rtx-3090-fe"_s), slotLabelPoint(1)));
    // Slot 2 is under the first card's 3-slot body: the move is refused and the hint at the cursor names
    // the card in the way and the nearest connector that works (4: 2 and 3 are covered).
    std::unique_ptr<QMimeData> mime(dragPayload(u"rtx-3090-fe"_s));
    ChassisView *view = m_window->chassisView();
    const QPoint at = view->mapFromScene(slotLabelPoint(2));
    QDragEnterEvent enter(at, Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(view->viewport(), &enter);
    QDragMoveEvent move(at, Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(view->viewport(), &move);
    QVERIFY(!move.isAccepted());
    const QString hint = m_window->scene()->dropHint();
    QVERIFY2(hint.contains(u"GPU 1"_s), qPrintable(hint));
    QVERIFY2(hint.contains(u"slot 4"_s), qPrintable(hint));
    QDragLeaveEvent leave;
    QApplication::sendEvent(view->viewport(), &leave);
    QVERIFY(m_window->scene()->dropHint().isEmpty());
    QCOMPARE(m_window->document()->build().gpus.size(), 1);
}

void TestPlacementByMouse::enterAndDoubleClickAdd()
{
    startWith(u"corsair-7000d-airflow"_s, u"asus-ws-c422-sage-10g"_s, u"xeon-w-2255"_s);
    QTableView *list = m_window->catalogDock()->view();
    // Enter on a GPU row: the first connector that takes it (1); again: the next (3, past the covered 2).
    selectPart(u"rtx-3090-gigabyte-turbo"_s);
    list->setFocus();
    QTest::keyClick(list, Qt::Key_Return);
    QTest::keyClick(list, Qt::Key_Return);
    const Build &b = m_window->document()->build();
    QCOMPARE(b.gpus.size(), 2);
    QCOMPARE(b.gpus[0].slot, std::optional(1));
    QCOMPARE(b.gpus[1].slot, std::optional(3));
    // A double-click on the row adds the third at 5.
    const QModelIndex index = selectPart(u"rtx-3090-gigabyte-turbo"_s);
    const QPoint centre = list->visualRect(index).center();
    // As a real double-click arrives: a click, then the double-click of the same button.
    QTest::mouseClick(list->viewport(), Qt::LeftButton, Qt::NoModifier, centre);
    QTest::mouseDClick(list->viewport(), Qt::LeftButton, Qt::NoModifier, centre);
    QCOMPARE(m_window->document()->build().gpus.size(), 3);
    QCOMPARE(m_window->document()->build().gpus[2].slot, std::optional(5));
}

QTEST_MAIN(TestPlacementByMouse)
#include "tst_placementbymouse.moc"
