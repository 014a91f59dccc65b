// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The editor as a user drives it, offscreen: drag and drop onto the chassis, keys, fix buttons, undo.
#include "tests/support/testcatalog.h"
#include "ui/chassis/chassisgeometry.h"
#include "ui/chassis/chassisscene.h"
#include "ui/chassis/chassisview.h"
#include "ui/docks/builddock.h"
#include "ui/docks/catalogdock.h"
#include "ui/docks/checksdock.h"
#include "ui/docks/powerdock.h"
#include "ui/document/builddocument.h"
#include "ui/mainwindow.h"
#include "ui/mimetypes.h"
#include "ui/models/catalogfilterproxy.h"
#include "ui/models/catalogmodel.h"
#include "ui/models/findingsmodel.h"
#include "ui/models/partsummary.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QCommandLinkButton>
#include <QDragEnterEvent>
#include <QHeaderView>
#include <QLineEdit>
#include <QLocale>
#include <QMimeData>
#include <QSignalSpy>
#include <QSlider>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QTreeView>
#include <QUndoView>

#include <limits>

using namespace RigPlan;
using namespace RigPlan::Ui;
using namespace Qt::StringLiterals;

class TestEditor : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void dropFromThePartsList();
    void invalidDropIsRefused();
    void dropOntoTheRiserArea();
    void moveBetweenSlotsByDragging();
    void undoRedoRoundTrip();
    void historyListIsMadeWhenShown();
    void partsListPricesFollowTheCurrency();
    void findingsFollowEveryEdit();
    void keyboardMovesAndDeletes();
    void fixButtonAppliesAnUndoableFix();
    void powerSliderMergesIntoOneStep();
    void modelsPassTheModelTester();
    void compatibleOnlyGreysOutParts();
    void partsListReadsOnlyWhatItShows();
    void partsListFollowsTheFilesOwnParts();
    void partsListNamesAPartThatDoesNotRead();
    void buildPickersListEveryPart();

private:
    /** Sends drag enter, move and drop at a scene point to the view's viewport, as a real drag would. */
    bool dragAndDrop(QMimeData *mime, QPointF scenePos, bool *moveAccepted = nullptr);
    static QPointF slotPoint(int slot) { return { 150, ChassisGeometry::slotTop(slot) + 8 }; }
    static QMimeData *partMime(const QString &id)
    {
        auto *mime = new QMimeData;
        mime->setData(Mime::kPartId, id.toUtf8());
        return mime;
    }

    std::unique_ptr<MainWindow> m_window;
    BuildDocument *m_doc = nullptr;
};

void TestEditor::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // settings and recovery files go to a test location
}

void TestEditor::init()
{
    m_window = std::make_unique<MainWindow>(&Test::catalog());
    m_doc = m_window->document();
    m_doc->reset(Test::buildFrom(R"({"circuit":"us-120v-15a","gpus":[]})"));
    m_window->resize(1400, 900);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestEditor::cleanup()
{
    m_doc->setClean(); // no "save changes?" prompt on close
    m_window.reset();
}

bool TestEditor::dragAndDrop(QMimeData *mime, QPointF scenePos, bool *moveAccepted)
{
    std::unique_ptr<QMimeData> owner(mime);
    QWidget *viewport = m_window->chassisView()->viewport();
    const QPoint at = m_window->chassisView()->mapFromScene(scenePos);
    const Qt::DropActions actions = Qt::CopyAction | Qt::MoveAction;
    QDragEnterEvent enter(at, actions, mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(viewport, &enter);
    QDragMoveEvent move(at, actions, mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(viewport, &move);
    if (moveAccepted)
        *moveAccepted = move.isAccepted();
    QDropEvent drop(QPointF(at), actions, mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(viewport, &drop);
    return drop.isAccepted();
}

void TestEditor::dropFromThePartsList()
{
    // The parts list gives the drag its payload, as a user's drag from it would.
    CatalogModel *model = m_window->catalogDock()->model();
    int row = -1;
    for (int r = 0; r < model->rowCount(); ++r) {
        if (model->partAt(r)->id == u"rtx-3090-fe")
            row = r;
    }
    QVERIFY(row >= 0);
    QVERIFY(model->flags(model->index(row, 0)) & Qt::ItemIsDragEnabled);
    QMimeData *mime = model->mimeData({ model->index(row, 0) });
    bool moveAccepted = false;
    QVERIFY(dragAndDrop(mime, slotPoint(1), &moveAccepted));
    QVERIFY2(moveAccepted, "the drag-move over a free slot must be accepted, or a real drag would be refused");
    QCOMPARE(m_doc->build().gpus.size(), 1);
    QCOMPARE(m_doc->build().gpus[0].part, u"rtx-3090-fe"_s);
    QCOMPARE(m_doc->build().gpus[0].slot, std::optional<int>(1));
    QCOMPARE(m_window->scene()->selectedGpu(), 0);
}

void TestEditor::invalidDropIsRefused()
{
    QVERIFY(dragAndDrop(partMime(u"rtx-3090-fe"_s), slotPoint(1)));
    // Slot 2 lies under the 3-slot card's body: refused, already at the drag-move.
    bool moveAccepted = true;
    QVERIFY(!dragAndDrop(partMime(u"rtx-3080-fe"_s), slotPoint(2), &moveAccepted));
    QVERIFY(!moveAccepted);
    // Slot 7 of an 8-slot case cannot take a 3-slot card.
    QVERIFY(!dragAndDrop(partMime(u"rtx-3090-fe"_s), slotPoint(7)));
    // A board is not dropped into a slot.
    QString why;
    QMimeData board;
    board.setData(Mime::kPartId, "test-board-7");
    QVERIFY(!m_window->scene()->buildAfterDrop(&board, DropTarget::connector(4), &why));
    QVERIFY(why.contains(u"Only GPUs"_s));
    QCOMPARE(m_doc->build().gpus.size(), 1);
    QCOMPARE(m_doc->undoStack()->count(), 1);
}

void TestEditor::dropOntoTheRiserArea()
{
    QVERIFY(dragAndDrop(partMime(u"rtx-3090-fe"_s), slotPoint(1)));
    // The tower has one vertical mount: the first riser card goes there, the second is refused. Its box under
    // the case takes the drops; the card stands in front of the slots (docs/chassis.md).
    const QPointF vertical = m_window->scene()->verticalMountArea().center();
    QVERIFY(dragAndDrop(partMime(u"rtx-3080-fe"_s), vertical));
    QVERIFY(m_doc->build().gpus[1].riser.has_value());
    QVERIFY(m_doc->build().gpus[1].riser->mount == RiserMount::Vertical);
    QVERIFY(m_doc->build().gpus[1].slot.has_value());
    // Again in the mount's box: refused, the case has one mount.
    const QRectF mountArea = m_window->scene()->verticalMountArea();
    const QPointF besideIt(mountArea.right() - 6, vertical.y());
    QVERIFY(mountArea.contains(besideIt));
    QVERIFY(!dragAndDrop(partMime(u"rtx-3080-fe"_s), besideIt));
    QCOMPARE(m_doc->build().gpus.size(), 2);
    QVERIFY(m_window->scene()->dropHint().isEmpty()); // the hint goes with the drag
    // Onto the riser card itself: the part swaps it, in its place.
    QPointF onTheCard;
    for (const ChassisElement &e : m_window->scene()->elements()) {
        if (e.kind == ChassisElement::Kind::Card && e.index == 1)
            onTheCard = e.sceneRect.center();
    }
    QVERIFY(m_window->scene()->layout().verticalCells.value(0).contains(onTheCard));
    QVERIFY(dragAndDrop(partMime(u"rtx-3090-fe"_s), onTheCard));
    QCOMPARE(m_doc->build().gpus.size(), 2);
    QCOMPARE(m_doc->build().gpus[1].part, u"rtx-3090-fe"_s);
    QVERIFY(m_doc->build().gpus[1].riser.has_value());
}

void TestEditor::moveBetweenSlotsByDragging()
{
    QVERIFY(dragAndDrop(partMime(u"rtx-3080-fe"_s), slotPoint(1)));
    auto *mime = new QMimeData;
    mime->setData(Mime::kGpuIndex, "0");
    QVERIFY(dragAndDrop(mime, slotPoint(5)));
    QCOMPARE(m_doc->build().gpus[0].slot, std::optional<int>(5));
    QCOMPARE(m_doc->undoStack()->count(), 2);
}

void TestEditor::undoRedoRoundTrip()
{
    const Build start = m_doc->build();
    QVERIFY(dragAndDrop(partMime(u"rtx-3090-turbo"_s), slotPoint(1)));
    QVERIFY(dragAndDrop(partMime(u"rtx-3090-turbo"_s), slotPoint(3)));
    QVERIFY(m_window->scene()->removeSelected());
    const Build end = m_doc->build();
    QCOMPARE(end.gpus.size(), 1);
    while (m_doc->undoStack()->canUndo())
        m_doc->undoStack()->undo();
    QCOMPARE(m_doc->build(), start);
    while (m_doc->undoStack()->canRedo())
        m_doc->undoStack()->redo();
    QCOMPARE(m_doc->build(), end);
}

void TestEditor::historyListIsMadeWhenShown()
{
    // Tabbed behind the power panel, the history list is not made at startup, only when first raised.
    auto *history = m_window->findChild<QDockWidget *>(u"HistoryDock"_s);
    QVERIFY(history);
    QVERIFY(!history->findChild<QUndoView *>());
    QVERIFY(dragAndDrop(partMime(u"rtx-3090-turbo"_s), slotPoint(1)));
    history->raise();
    QTRY_VERIFY(history->findChild<QUndoView *>());
    const QUndoView *list = history->findChild<QUndoView *>();
    QCOMPARE(list->stack(), m_doc->undoStack());
    QCOMPARE(list->model()->rowCount(), m_doc->undoStack()->count() + 1); // "<empty>" first, then each edit
}

void TestEditor::findingsFollowEveryEdit()
{
    FindingsModel *findings = m_window->checksDock()->model();
    QSignalSpy reset(findings, &QAbstractItemModel::modelReset);
    const auto ruleIds = [&] {
        QStringList ids;
        for (const Finding &f : m_doc->report().findings)
            ids << ruleIdString(f.rule);
        return ids;
    };
    QVERIFY(dragAndDrop(partMime(u"rtx-3080-fe"_s), slotPoint(1)));
    QVERIFY(dragAndDrop(partMime(u"rtx-3080-fe"_s), slotPoint(3)));
    QVERIFY(ruleIds().contains(u"cooling.gap"_s)); // stacked open-air cards
    QCOMPARE(findings->rowCount(), 1); // one group: warnings
    const int resetsBefore = static_cast<int>(reset.count());
    auto *mime = new QMimeData;
    mime->setData(Mime::kGpuIndex, "1");
    QVERIFY(dragAndDrop(mime, slotPoint(4)));
    QVERIFY(!ruleIds().contains(u"cooling.gap"_s) || m_doc->report().findings.size() == 1);
    QVERIFY(reset.count() > resetsBefore);
    m_doc->undoStack()->undo();
    QVERIFY(ruleIds().contains(u"cooling.gap"_s));
    // The model shows exactly the report.
    int shown = 0;
    for (int g = 0; g < findings->rowCount(); ++g)
        shown += findings->rowCount(findings->index(g, 0));
    QCOMPARE(shown, static_cast<int>(m_doc->report().findings.size()));
}

void TestEditor::keyboardMovesAndDeletes()
{
    QVERIFY(dragAndDrop(partMime(u"rtx-3080-fe"_s), slotPoint(1)));
    ChassisView *view = m_window->chassisView();
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Down);
    QCOMPARE(m_doc->build().gpus[0].slot, std::optional<int>(2));
    QTest::keyClick(view, Qt::Key_Down);
    QCOMPARE(m_doc->build().gpus[0].slot, std::optional<int>(3));
    QTest::keyClick(view, Qt::Key_Up);
    QCOMPARE(m_doc->build().gpus[0].slot, std::optional<int>(2));
    QTest::keyClick(m_window.get(), Qt::Key_Delete);
    QCOMPARE(m_doc->build().gpus.size(), 0);
    QTest::keySequence(m_window.get(), QKeySequence::Undo);
    QCOMPARE(m_doc->build().gpus.size(), 1);
}

void TestEditor::fixButtonAppliesAnUndoableFix()
{
    m_doc->reset(Test::buildFrom(R"({"gpus":[{"part":"rtx-3090-fe","slot":1},{"part":"rtx-3080-fe","slot":3}]})"));
    ChecksDock *checks = m_window->checksDock();
    FindingsModel *model = checks->model();
    // Select the slot.blocked finding.
    QModelIndex blocked;
    for (int g = 0; g < model->rowCount(); ++g) {
        for (int r = 0; r < model->rowCount(model->index(g, 0)); ++r) {
            const QModelIndex i = model->index(r, 0, model->index(g, 0));
            if (i.data(FindingsModel::RuleRole).toString() == u"slot.blocked")
                blocked = i;
        }
    }
    QVERIFY(blocked.isValid());
    checks->view()->setCurrentIndex(blocked);
    QList<QPushButton *> buttons = checks->fixButtons();
    QVERIFY(!buttons.isEmpty());
    QPushButton *move = nullptr;
    for (QPushButton *b : buttons) {
        if (b->text().startsWith(u"Move GPU 2"_s))
            move = b;
    }
    QVERIFY(move);
    QTest::mouseClick(move, Qt::LeftButton);
    QCOMPARE(m_doc->build().gpus[1].slot, std::optional<int>(4));
    for (const Finding &f : m_doc->report().findings)
        QVERIFY(f.rule != RuleId::SlotBlocked);
    m_doc->undoStack()->undo();
    QCOMPARE(m_doc->build().gpus[1].slot, std::optional<int>(3));
}

void TestEditor::powerSliderMergesIntoOneStep()
{
    QVERIFY(dragAndDrop(partMime(u"rtx-3090-turbo"_s), slotPoint(1)));
    QSlider *slider = m_window->powerDock()->slider(0);
    QVERIFY(slider);
    const int steps = m_doc->undoStack()->count();
    for (int w = 345; w >= 280; w -= 5)
        slider->setValue(w);
    QCOMPARE(m_doc->build().gpus[0].powerLimitW, std::optional<double>(280));
    QCOMPARE(m_doc->undoStack()->count(), steps + 1);
    slider->setValue(350); // back to the TDP: the step becomes a no-op and goes away
    QCOMPARE(m_doc->undoStack()->count(), steps);
    QCOMPARE(m_doc->build().gpus[0].powerLimitW, std::nullopt);
}

void TestEditor::modelsPassTheModelTester()
{
    QAbstractItemModelTester catalogTester(
        m_window->catalogDock()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester proxyTester(
        m_window->catalogDock()->proxy(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester findingsTester(
        m_window->checksDock()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    // Drive them through their changes while the testers watch.
    m_window->catalogDock()->search()->setText(u"3090"_s);
    m_window->catalogDock()->compatibleOnly()->setChecked(true);
    QVERIFY(dragAndDrop(partMime(u"rtx-3090-fe"_s), slotPoint(1)));
    QVERIFY(dragAndDrop(partMime(u"rtx-3080-fe"_s), slotPoint(4)));
    m_doc->undoStack()->undo();
    m_window->catalogDock()->search()->clear();
    m_window->catalogDock()->model()->setCatalog(&Test::catalog());
}

void TestEditor::compatibleOnlyGreysOutParts()
{
    // A board with connectors at 1, 4 and 6 in a 7-slot case, one 3-slot card at 4: no 3-slot card fits
    // anywhere else, a 2-slot card still fits at 1.
    m_doc->reset(Test::buildFrom(R"({"board":"test-am4","cpu":"test-am4-105","case":"test-atx-7",
        "gpus":[{"part":"rtx-3090-fe","slot":4}]})"));
    const QSet<QString> incompatible = m_window->catalogDock()->incompatibleParts();
    QVERIFY(incompatible.contains(u"long-card"_s)); // 400 mm in a 330 mm case
    QVERIFY(incompatible.contains(u"test-cpu-165"_s)); // wrong socket
    QVERIFY(!incompatible.contains(u"rtx-3080-fe"_s));
    QVERIFY(!incompatible.contains(u"test-am4-105"_s));
    m_window->catalogDock()->compatibleOnly()->setChecked(true);
    CatalogModel *model = m_window->catalogDock()->model();
    for (int r = 0; r < model->rowCount(); ++r) {
        const QModelIndex i = model->index(r, 0);
        if (model->partAt(r)->id == u"long-card")
            QVERIFY(!(model->flags(i) & Qt::ItemIsDragEnabled));
    }
}

void TestEditor::partsListPricesFollowTheCurrency()
{
    // The list makes a row's price text when a view first asks and keeps it: a new currency must not
    // leave the old text behind, for rows already shown as for rows not yet asked for.
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
    CatalogModel *model = m_window->catalogDock()->model();
    model->setCurrency(u"$"_s, 1.0);
    int shown = -1;
    int unseen = -1;
    for (int r = 0; r < model->rowCount() && unseen < 0; ++r) {
        if (!model->partAt(r)->priceUsd)
            continue;
        (shown < 0 ? shown : unseen) = r;
    }
    QVERIFY(shown >= 0 && unseen >= 0);
    const QModelIndex shownPrice = model->index(shown, CatalogModel::PriceColumn);
    const double usd = *model->partAt(shown)->priceUsd;
    QCOMPARE(shownPrice.data().toString(), QLocale().toCurrencyString(usd, u"$"_s, 0));
    QSignalSpy changed(model, &QAbstractItemModel::dataChanged);
    model->setCurrency(u"€"_s, 0.5);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(shownPrice.data().toString(), QLocale().toCurrencyString(usd * 0.5, u"€"_s, 0));
    const double unseenUsd = *model->partAt(unseen)->priceUsd;
    QCOMPARE(model->index(unseen, CatalogModel::PriceColumn).data().toString(),
        QLocale().toCurrencyString(unseenUsd * 0.5, u"€"_s, 0));

    // Under LANG=C.UTF-8 the C locale wrote "1499$": prices read as in English there ("$1,499").
    QLocale::setDefault(QLocale::c());
    model->setCurrency(u"$"_s, 1.0);
    const QString text = shownPrice.data().toString();
    QLocale::setDefault(before);
    const QString digits = QString::number(qRound(usd));
    const QString grouped = digits.size() > 3 ? digits.left(digits.size() - 3) + u',' + digits.right(3) : digits;
    QCOMPARE(text, u"$"_s + grouped);
}

namespace {

/** The test catalog, counting the parts asked for whole. */
class CountingCatalog : public PartCatalog
{
public:
    PartPtr find(const QString &id) const override
    {
        ++finds;
        return id == unreadable ? nullptr : Test::catalog().find(id);
    }
    std::vector<PartPtr> parts(PartKind kind) const override { return Test::catalog().parts(kind); }
    mutable int finds = 0;
    QString unreadable; // listed, but find() fails, as a part whose stored JSON is damaged
};

} // namespace

void TestEditor::partsListReadsOnlyWhatItShows()
{
    // The list names every part from the catalog's listing and reads a part whole only for the figures
    // of a row a view shows (the SQLite catalog parses each part's JSON then): filtering by kind,
    // sorting by kind or name, ids, flags and drag data read none.
    const CountingCatalog catalog;
    CatalogModel model;
    model.setCatalog(&catalog);
    const int gpus = static_cast<int>(Test::catalog().parts(PartKind::Gpu).size());
    QVERIFY(gpus >= 12);
    int total = 0;
    for (PartKind kind : { PartKind::Gpu, PartKind::Board, PartKind::Case, PartKind::Cpu, PartKind::Psu,
             PartKind::Riser, PartKind::PsuSync })
        total += static_cast<int>(Test::catalog().parts(kind).size());
    QCOMPARE(model.rowCount(), total);
    CatalogFilterProxy proxy;
    proxy.setKind(PartKind::Gpu);
    proxy.setSourceModel(&model);
    proxy.sort(CatalogModel::NameColumn);
    QCOMPARE(proxy.rowCount(), gpus);
    for (int r = 0; r < model.rowCount(); ++r) {
        const QModelIndex name = model.index(r, CatalogModel::NameColumn);
        QVERIFY(!name.data().toString().isEmpty());
        QVERIFY(!name.data(CatalogModel::PartIdRole).toString().isEmpty());
        std::unique_ptr<QMimeData> mime(model.mimeData({ name }));
        QCOMPARE(mime->data(Mime::kPartId), name.data(CatalogModel::PartIdRole).toString().toUtf8());
        QCOMPARE(bool(model.flags(name) & Qt::ItemIsDragEnabled), model.kindAt(r) == PartKind::Gpu);
    }
    QCOMPARE(catalog.finds, 0);
    // A row's figures read its part once; the texts are kept.
    const QModelIndex spec = model.index(0, CatalogModel::SpecColumn);
    QCOMPARE(spec.data().toString(), PartSummary::specLine(*Test::catalog().find(model.partIdAt(0))));
    QCOMPARE(model.index(0, CatalogModel::PriceColumn).data(CatalogModel::SortRole).toDouble(),
        Test::catalog().find(model.partIdAt(0))->priceUsd.value_or(-1));
    QCOMPARE(catalog.finds, 1);
    // A view reads the rows it paints, not the rest.
    QTableView view;
    view.setModel(&proxy);
    view.resize(600, 6 * view.verticalHeader()->defaultSectionSize()); // the header and 5 rows, or less
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QTRY_VERIFY(catalog.finds > 1);
    QVERIFY2(catalog.finds <= 1 + 6 && catalog.finds < gpus, qPrintable(QString::number(catalog.finds)));
    // Sorting by price reads every GPU's price, and the first row is then the cheapest GPU.
    proxy.sort(CatalogModel::PriceColumn);
    QVERIFY(catalog.finds >= gpus);
    double cheapest = std::numeric_limits<double>::max();
    for (const PartPtr &p : Test::catalog().parts(PartKind::Gpu))
        cheapest = std::min(cheapest, p->priceUsd.value_or(-1));
    QCOMPARE(proxy.index(0, CatalogModel::PriceColumn).data(CatalogModel::SortRole).toDouble(), cheapest);
}

void TestEditor::partsListNamesAPartThatDoesNotRead()
{
    // The SQLite catalog lists a part from its index and learns that its JSON is damaged only when it
    // reads it: the row keeps its name, shows no figures and says why in its tooltip.
    CountingCatalog catalog;
    catalog.unreadable = u"rtx-3090-fe"_s;
    CatalogModel model;
    model.setCatalog(&catalog);
    int row = -1;
    for (int r = 0; r < model.rowCount() && row < 0; ++r)
        row = model.partIdAt(r) == catalog.unreadable ? r : -1;
    QVERIFY(row >= 0);
    QCOMPARE(
        model.index(row, CatalogModel::NameColumn).data().toString(), Test::catalog().find(catalog.unreadable)->name);
    QVERIFY(!model.partAt(row));
    QCOMPARE(model.index(row, CatalogModel::SpecColumn).data().toString(), QString());
    QCOMPARE(model.index(row, CatalogModel::PriceColumn).data().toString(), QString());
    QCOMPARE(model.index(row, CatalogModel::PriceColumn).data(CatalogModel::SortRole).toDouble(), -1.0);
    QVERIFY(model.index(row, CatalogModel::NameColumn).data(Qt::ToolTipRole).toString().contains(u"cannot be read"_s));
}

void TestEditor::partsListFollowsTheFilesOwnParts()
{
    // A file's inline parts are a new overlay over the catalog, and the old one is gone: the list,
    // which reads its parts on demand, lists the new one's (and, under ASan, reads nothing freed).
    CatalogModel *model = m_window->catalogDock()->model();
    const auto rowOf = [model](const QString &id) {
        for (int r = 0; r < model->rowCount(); ++r) {
            if (model->partIdAt(r) == id)
                return r;
        }
        return -1;
    };
    QCOMPARE(rowOf(u"inline-a4000"_s), -1);
    m_doc->reset(Test::buildFrom(R"json({"gpus":[{"part":"inline-a4000","slot":1}],
        "parts":[{"id":"inline-a4000","kind":"gpu","name":"RTX A4000 (inline)","architecture":"ampere",
                  "tdpW":140,"slotWidth":1,"lengthMm":241,"cooler":"blower","powerConnectors":{"pcie6pin":1}}]})json"));
    QVERIFY(model->catalog() == &m_doc->parts());
    const int row = rowOf(u"inline-a4000"_s);
    QVERIFY(row >= 0);
    QCOMPARE(model->index(row, CatalogModel::NameColumn).data().toString(), u"RTX A4000 (inline)"_s);
    QVERIFY(model->index(row, CatalogModel::SpecColumn).data().toString().contains(u"140"_s));
    m_doc->reset(Test::buildFrom(R"({"gpus":[]})"));
    QVERIFY(model->catalog() == &m_doc->parts());
    QCOMPARE(rowOf(u"inline-a4000"_s), -1);
    for (int r = 0; r < model->rowCount(); ++r)
        QVERIFY(model->partAt(r));
}

void TestEditor::buildPickersListEveryPart()
{
    // The case, board and CPU pickers name every part of the catalog with its id as the item's
    // data, and each item's tooltip gives the part's key figures (made when first asked for).
    for (PartKind kind : { PartKind::Case, PartKind::Board, PartKind::Cpu }) {
        QComboBox *box = m_window->buildDock()->picker(kind);
        QVERIFY(box);
        const std::vector<PartPtr> parts = Test::catalog().parts(kind);
        QCOMPARE(box->count(), static_cast<int>(parts.size()) + 1); // and "(none)"
        for (int i = 0; i < static_cast<int>(parts.size()); ++i) {
            const Part &part = *parts[static_cast<std::size_t>(i)];
            QCOMPARE(box->itemText(i + 1), part.name);
            QCOMPARE(box->itemData(i + 1).toString(), part.id);
            QCOMPARE(box->itemData(i + 1, Qt::ToolTipRole).toString(), PartSummary::specLine(part));
        }
        QCOMPARE(box->currentData().toString(), [&] {
            const Build &b = m_doc->build();
            return kind == PartKind::Case ? b.caseId : kind == PartKind::Board ? b.boardId : b.cpuId;
        }());
    }
}

QTEST_MAIN(TestEditor)
#include "tst_editor.moc"
