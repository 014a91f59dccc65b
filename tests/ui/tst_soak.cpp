// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// GUI soak: thousands of random edits on the offscreen main window, each through the path a user's action
// takes (scene drops, the power sliders, the build pickers, the fix buttons, undo and redo). A share of the
// steps are real input events instead: mouse clicks on the parts table, the chassis view and the checks
// panel, drags delivered to the chassis view's viewport, the sliders and pickers by keyboard, Delete, Up,
// Down, Ctrl+Z and Ctrl+Shift+Z. After every step the document's findings must equal a fresh check of its
// build, and undo must give back exactly the build each stack position had. RIGPLAN_SOAK_SEED and
// RIGPLAN_SOAK_STEPS change the run (docs/robustness.md).
#include "core/buildedits.h"
#include "core/plan/optimisedlimits.h"
#include "tests/support/testcatalog.h"
#include "ui/chassis/chassisscene.h"
#include "ui/chassis/chassisview.h"
#include "ui/docks/builddock.h"
#include "ui/docks/catalogdock.h"
#include "ui/docks/checksdock.h"
#include "ui/docks/powerdock.h"
#include "ui/document/builddocument.h"
#include "ui/mainwindow.h"
#include "ui/mimetypes.h"
#include "ui/models/catalogmodel.h"
#include "ui/models/findingsmodel.h"

#include <QApplication>
#include <QComboBox>
#include <QDragEnterEvent>
#include <QElapsedTimer>
#include <QMimeData>
#include <QPushButton>
#include <QSlider>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QTreeView>
#include <QUndoView>

#include <array>
#include <map>
#include <optional>
#include <random>
#include <vector>

using namespace RigPlan;
using namespace RigPlan::Ui;
using namespace Qt::StringLiterals;

namespace {

enum class EditKind
{
    Drop,
    Move,
    Remove,
    Riser,
    PowerLimit,
    SwapPart,
    Fix,
    Undo,
    Redo,
    Count
};

constexpr std::array<const char *, static_cast<std::size_t>(EditKind::Count)> kKindNames
    = { "drop", "move", "remove", "riser", "power-limit", "swap-part", "fix", "undo", "redo" };

/** Relative weights of the edit kinds; undo and redo are common, as in real use. */
constexpr std::array<int, static_cast<std::size_t>(EditKind::Count)> kKindWeights = { 14, 12, 7, 8, 10, 10, 9, 18, 12 };

/** Percent of the steps that go through real input events, by default (RIGPLAN_SOAK_INPUT changes it). */
constexpr int kInputSharePercent = 40;

/** Integer from the environment, or `fallback` when unset or not a number. */
quint64 envNumber(const char *name, quint64 fallback)
{
    bool ok = false;
    const quint64 value = qEnvironmentVariable(name).toULongLong(&ok);
    return ok ? value : fallback;
}

/** Everything a finding says, so two reports can be compared field by field with a readable difference. */
QString describe(const Finding &f)
{
    QStringList fixes;
    for (const Fix &x : f.fixes) {
        fixes << u"%1/%2/%3/%4/%5/%6/%7/%8/%9/%10"_s.arg(static_cast<int>(x.action))
                     .arg(x.gpu)
                     .arg(x.slot)
                     .arg(x.psu)
                     .arg(x.watts)
                     .arg(x.pcieGen)
                     .arg(x.speedKept.value_or(-1))
                     .arg(x.frame)
                     .arg(x.part, x.circuit);
    }
    QStringList gpus, positions;
    for (int g : f.gpus)
        gpus << QString::number(g);
    for (int s : f.slotPositions)
        positions << QString::number(s);
    return u"%1 gpus[%2] slots[%3] psu %4 circuit %5 details %6 severity %7 fixes[%8]"_s
        .arg(ruleIdString(f.rule), gpus.join(u','), positions.join(u','))
        .arg(f.psu)
        .arg(f.circuit)
        .arg(toDebugString(f.details))
        .arg(static_cast<int>(f.severity()))
        .arg(fixes.join(u' '));
}

QStringList describe(const CheckReport &report)
{
    QStringList lines;
    for (const Finding &f : report.findings)
        lines << describe(f);
    const PowerBudget &p = report.power;
    lines << u"power gpu %1 cpu %2 other %3 dc %4 psu %5 load %6 transient %7 wall %8 circuit %9 load %10"_s.arg(p.gpuW)
                 .arg(p.cpuW)
                 .arg(p.otherW)
                 .arg(p.dcW)
                 .arg(p.psuW)
                 .arg(p.psuLoad)
                 .arg(p.transientW)
                 .arg(p.wallW)
                 .arg(p.circuitW)
                 .arg(p.circuitLoad);
    lines << u"risers %1"_s.arg(report.risersNeeded.value_or(-1));
    return lines;
}

QtMessageHandler g_testHandler = nullptr;

/** Drops the offscreen plugin's note that repeats on every dock re-layout; passes everything else on. */
void quietOffscreenNoise(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (message.contains(u"does not support propagateSizeHints"_s))
        return;
    g_testHandler(type, context, message);
}

} // namespace

class TestSoak : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void randomEdits();

private:
    /** One random edit of `kind`; true where the build changed. */
    bool step(EditKind kind);
    bool drop();
    bool move();
    bool remove();
    bool toggleRiser();
    bool powerLimit();
    bool swapPart();
    bool applyFix();
    /**
     * The same edits through real input events: whether the build changed, or nothing where the edit has
     * no input path right now (no card to click, no point of the target in view); the step then goes the
     * direct way.
     */
    std::optional<bool> stepByInput(EditKind kind);
    std::optional<bool> dropByInput();
    std::optional<bool> moveByInput();
    std::optional<bool> removeByInput();
    std::optional<bool> riserByInput();
    std::optional<bool> powerLimitByInput();
    std::optional<bool> swapPartByInput();
    std::optional<bool> applyFixByInput();
    bool undoRedoByInput(bool redo);
    /**
     * A point of the chassis view's viewport that lands on `target` (ChassisScene::targetAt, for a drag of
     * card `draggedGpu`), found on the scene's own elements and areas, so it holds whatever the drawing.
     */
    std::optional<QPoint> viewportPointOf(const DropTarget &target, int draggedGpu);
    /** A point of the viewport on card `gpu`'s body (what a click there selects). */
    std::optional<QPoint> viewportPointOnCard(int gpu);
    /** Drag enter, a few moves and a drop of `mime` at `at` in the chassis view's viewport, as a real drag. */
    void dragTo(const QMimeData &mime, QPoint at);
    /** A click on the card `gpu` in the chassis view; false where no point of it is visible. */
    bool clickCard(int gpu);
    /** The document's report against a check of its build from scratch (its own catalog overlay). */
    void verifyReport();

    int pick(int count) { return std::uniform_int_distribution<int>(0, count - 1)(m_random); }
    bool chance(int percent) { return pick(100) < percent; }
    DropTarget randomTarget();
    static QList<QString> idsOf(PartKind kind);

    std::mt19937 m_random;
    bool m_lastByInput = false; // the last step went through input events
    int m_inputShare = kInputSharePercent;
    std::unique_ptr<MainWindow> m_window;
    BuildDocument *m_doc = nullptr;
    ChassisScene *m_scene = nullptr;
};

void TestSoak::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    g_testHandler = qInstallMessageHandler(quietOffscreenNoise);
}

QList<QString> TestSoak::idsOf(PartKind kind)
{
    QList<QString> ids;
    for (const PartPtr &p : Test::catalog().parts(kind))
        ids << p->id;
    return ids;
}

DropTarget TestSoak::randomTarget()
{
    const int roll = pick(100);
    if (roll < 8)
        return DropTarget::verticalMount();
    if (roll < 14)
        return DropTarget::openFrame();
    // A connector of the board, or now and then a position with none (the scene must refuse it).
    const ResolvedBuild &r = m_doc->resolved();
    if (!r.board || r.board->pcieSlots.isEmpty() || roll < 18)
        return DropTarget::connector(1 + pick(8));
    return DropTarget::connector(r.board->pcieSlots[pick(static_cast<int>(r.board->pcieSlots.size()))].position);
}

bool TestSoak::drop()
{
    const QList<QString> gpus = idsOf(PartKind::Gpu);
    QMimeData mime;
    mime.setData(Mime::kPartId, gpus[pick(static_cast<int>(gpus.size()))].toUtf8());
    return m_scene->drop(&mime, randomTarget());
}

bool TestSoak::move()
{
    const int count = static_cast<int>(m_doc->build().gpus.size());
    if (count == 0)
        return false;
    const int gpu = pick(count);
    if (chance(50)) { // the keyboard's Up/Down
        m_scene->setSelectedGpu(gpu);
        return m_scene->moveSelected(chance(50) ? 1 : -1);
    }
    QMimeData mime; // a drag of the card itself
    mime.setData(Mime::kGpuIndex, QByteArray::number(gpu));
    return m_scene->drop(&mime, DropTarget::connector(randomTarget().slot > 0 ? randomTarget().slot : 1));
}

bool TestSoak::remove()
{
    const int count = static_cast<int>(m_doc->build().gpus.size());
    if (count == 0)
        return false;
    m_scene->setSelectedGpu(pick(count));
    return m_scene->removeSelected();
}

bool TestSoak::toggleRiser()
{
    const int count = static_cast<int>(m_doc->build().gpus.size());
    if (count == 0)
        return false;
    const int gpu = pick(count);
    const GpuPlacement &g = m_doc->build().gpus[gpu];
    QMimeData mime;
    mime.setData(Mime::kGpuIndex, QByteArray::number(gpu));
    if (g.riser) // back into the slot stack at its own connector
        return m_scene->drop(&mime, DropTarget::connector(g.slot.value_or(1)));
    return m_scene->drop(&mime, chance(50) ? DropTarget::verticalMount() : DropTarget::openFrame());
}

bool TestSoak::powerLimit()
{
    const int count = static_cast<int>(m_doc->build().gpus.size());
    if (count == 0)
        return false;
    QSlider *slider = m_window->powerDock()->slider(pick(count));
    if (!slider)
        return false;
    const Build before = m_doc->build();
    slider->setValue(std::uniform_int_distribution<int>(slider->minimum(), slider->maximum())(m_random));
    return !(m_doc->build() == before);
}

bool TestSoak::swapPart()
{
    const Build before = m_doc->build();
    const int what = pick(6);
    if (what < 3) { // case, board or CPU through the Build panel's pickers
        const PartKind kind = what == 0 ? PartKind::Case : what == 1 ? PartKind::Board : PartKind::Cpu;
        QComboBox *box = m_window->buildDock()->picker(kind);
        // Mostly a part, now and then "(none)" (index 0).
        const int index = chance(10) ? 0 : 1 + pick(box->count() - 1);
        box->setCurrentIndex(index);
        Q_EMIT box->activated(index);
    } else if (what == 3) { // the wall circuit
        QComboBox *box = m_window->buildDock()->circuitPicker();
        const int index = pick(box->count());
        box->setCurrentIndex(index);
        Q_EMIT box->activated(index);
    } else if (what == 4) { // a PSU, as its picker does
        const QList<QString> psus = idsOf(PartKind::Psu);
        Build next = before;
        const QString id = psus[pick(static_cast<int>(psus.size()))];
        if (next.psus.isEmpty() || chance(15))
            next.psus.append({ id, 0 });
        else
            next.psus[pick(static_cast<int>(next.psus.size()))].part = id;
        m_doc->edit(u"Choose PSU"_s, next);
    } else { // another variant of a card's GPU, as the swap fixes do
        if (before.gpus.isEmpty())
            return false;
        const int gpu = pick(static_cast<int>(before.gpus.size()));
        const PartPtr part = m_doc->parts().find(before.gpus[gpu].part);
        const GpuSpec *spec = part ? part->gpu() : nullptr;
        if (!spec)
            return false;
        const std::vector<PartPtr> family = m_doc->parts().gpuFamily(spec->family);
        Build next = before;
        BuildEdits::setGpuPart(next, gpu, family[static_cast<std::size_t>(pick(static_cast<int>(family.size())))]->id);
        m_doc->edit(u"Swap GPU"_s, next);
    }
    return !(m_doc->build() == before);
}

bool TestSoak::applyFix()
{
    // Select a finding in the checks panel and press one of its fix buttons, as a user does.
    ChecksDock *checks = m_window->checksDock();
    FindingsModel *model = checks->model();
    QList<QModelIndex> findings;
    for (int g = 0; g < model->rowCount(); ++g) {
        const QModelIndex group = model->index(g, 0);
        for (int r = 0; r < model->rowCount(group); ++r)
            findings << model->index(r, 0, group);
    }
    if (findings.isEmpty())
        return false;
    checks->view()->setCurrentIndex(findings[pick(static_cast<int>(findings.size()))]);
    const QList<QPushButton *> buttons = checks->fixButtons();
    if (buttons.isEmpty())
        return false;
    const Build before = m_doc->build();
    buttons[pick(static_cast<int>(buttons.size()))]->click();
    return !(m_doc->build() == before);
}

std::optional<QPoint> TestSoak::viewportPointOf(const DropTarget &target, int draggedGpu)
{
    ChassisView *view = m_window->chassisView();
    // The view keeps the scene fitted itself (ChassisView::fit on every scene change): no fit here.
    // Where the target is drawn: its elements, and the riser areas as a whole.
    QList<QRectF> rects;
    for (const ChassisElement &e : m_scene->elements()) {
        using K = ChassisElement::Kind;
        const bool match = (target.kind == DropTarget::Kind::Connector && e.kind == K::Slot && e.index == target.slot)
            || (target.kind == DropTarget::Kind::VerticalMount && e.kind == K::VerticalMount)
            || (target.kind == DropTarget::Kind::OpenFrame && e.kind == K::OpenFramePosition)
            || (target.kind == DropTarget::Kind::Card && e.kind == K::Card && e.index == target.gpu);
        if (match)
            rects << e.sceneRect;
    }
    if (target.kind == DropTarget::Kind::VerticalMount)
        rects << m_scene->verticalMountArea();
    if (target.kind == DropTarget::Kind::OpenFrame)
        rects << m_scene->openFrameArea();
    // A grid over each, checked the way the drop will be: viewport pixel back to the scene, then targetAt.
    const QRect visible = view->viewport()->rect();
    for (const QRectF &r : rects) {
        constexpr int kCols = 7, kRows = 5;
        for (int row = 0; row < kRows; ++row) {
            for (int col = 0; col < kCols; ++col) {
                const QPointF p(r.left() + r.width() * (col + 0.5) / kCols, r.top() + r.height() * (row + 0.5) / kRows);
                const QPoint at = view->mapFromScene(p);
                if (visible.contains(at) && m_scene->targetAt(view->mapToScene(at), draggedGpu) == target)
                    return at;
            }
        }
    }
    return std::nullopt;
}

std::optional<QPoint> TestSoak::viewportPointOnCard(int gpu)
{
    ChassisView *view = m_window->chassisView();
    // The view keeps the scene fitted itself (ChassisView::fit on every scene change): no fit here.
    const QRect visible = view->viewport()->rect();
    for (const ChassisElement &e : m_scene->elements()) {
        if (e.kind != ChassisElement::Kind::Card || e.index != gpu)
            continue;
        // Where the scene itself says "this card" (its own row, or anywhere on a riser card), else its middle.
        constexpr int kCols = 5, kRows = 5;
        for (int row = 0; row < kRows; ++row) {
            for (int col = 0; col < kCols; ++col) {
                const QRectF &r = e.sceneRect;
                const QPoint at = view->mapFromScene(
                    QPointF(r.left() + r.width() * (col + 0.5) / kCols, r.top() + r.height() * (row + 0.5) / kRows));
                if (visible.contains(at) && m_scene->targetAt(view->mapToScene(at)) == DropTarget::card(gpu))
                    return at;
            }
        }
        const QPoint middle = view->mapFromScene(e.sceneRect.center());
        if (visible.contains(middle))
            return middle;
    }
    return std::nullopt;
}

void TestSoak::dragTo(const QMimeData &mime, QPoint at)
{
    QWidget *viewport = m_window->chassisView()->viewport();
    const Qt::DropActions actions = Qt::CopyAction | Qt::MoveAction;
    const QPoint from(2, 2); // the drag comes in over the view's edge
    QDragEnterEvent enter(from, actions, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(viewport, &enter);
    bool accepted = enter.isAccepted();
    for (int step = 1; step <= 3; ++step) {
        QDragMoveEvent move(from + (at - from) * step / 3, actions, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(viewport, &move);
        accepted = move.isAccepted();
    }
    // As Qt ends a real drag: a drop where the last move was accepted, else the drag leaves.
    if (accepted) {
        QDropEvent drop(QPointF(at), actions, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(viewport, &drop);
    } else {
        QDragLeaveEvent leave;
        QApplication::sendEvent(viewport, &leave);
    }
}

bool TestSoak::clickCard(int gpu)
{
    const std::optional<QPoint> at = viewportPointOnCard(gpu);
    if (!at)
        return false;
    // Press and release on the spot: no movement, so no drag starts (QDrag::exec would block offscreen).
    QTest::mouseClick(m_window->chassisView()->viewport(), Qt::LeftButton, Qt::NoModifier, *at);
    return m_scene->selectedGpu() == gpu;
}

std::optional<bool> TestSoak::dropByInput()
{
    // A GPU row of the parts table, clicked; then dragged to the chassis, or added with Enter.
    QTableView *table = m_window->catalogDock()->view();
    const QAbstractItemModel *model = table->model();
    const QList<QString> gpus = idsOf(PartKind::Gpu);
    QList<QModelIndex> rows;
    for (int r = 0; r < model->rowCount(); ++r) {
        const QModelIndex index = model->index(r, 0);
        if (gpus.contains(index.data(CatalogModel::PartIdRole).toString()))
            rows << index;
    }
    if (rows.isEmpty())
        return std::nullopt;
    const QModelIndex row = rows[pick(static_cast<int>(rows.size()))];
    table->scrollTo(row);
    QTest::mouseClick(table->viewport(), Qt::LeftButton, Qt::NoModifier, table->visualRect(row).center());
    if (table->currentIndex().row() != row.row())
        return std::nullopt;
    const Build before = m_doc->build();
    if (chance(25)) { // Enter adds the card where it first fits
        table->setFocus();
        QTest::keyClick(table, Qt::Key_Return);
        return !(m_doc->build() == before);
    }
    // The payload the table's own drag carries: its model's MIME data of the selected row.
    QModelIndexList selected = table->selectionModel()->selectedIndexes();
    if (selected.isEmpty())
        selected = { row };
    std::unique_ptr<QMimeData> mime(model->mimeData(selected));
    if (!mime)
        return std::nullopt;
    const std::optional<QPoint> at = viewportPointOf(randomTarget(), -1);
    if (!at)
        return std::nullopt;
    dragTo(*mime, *at);
    return !(m_doc->build() == before);
}

std::optional<bool> TestSoak::moveByInput()
{
    const int count = static_cast<int>(m_doc->build().gpus.size());
    if (count == 0)
        return std::nullopt;
    const int gpu = pick(count);
    const Build before = m_doc->build();
    if (chance(50)) { // click the card, then Up or Down
        if (!clickCard(gpu))
            return std::nullopt;
        QTest::keyClick(m_window->chassisView(), chance(50) ? Qt::Key_Up : Qt::Key_Down);
        return !(m_doc->build() == before);
    }
    QMimeData mime; // what a drag of the card carries
    mime.setData(Mime::kGpuIndex, QByteArray::number(gpu));
    const std::optional<QPoint> at = viewportPointOf(randomTarget(), gpu);
    if (!at)
        return std::nullopt;
    dragTo(mime, *at);
    return !(m_doc->build() == before);
}

std::optional<bool> TestSoak::removeByInput()
{
    const int count = static_cast<int>(m_doc->build().gpus.size());
    if (count == 0 || !clickCard(pick(count)))
        return std::nullopt;
    const Build before = m_doc->build();
    QTest::keyClick(m_window->chassisView(), Qt::Key_Delete);
    return !(m_doc->build() == before);
}

std::optional<bool> TestSoak::riserByInput()
{
    const int count = static_cast<int>(m_doc->build().gpus.size());
    if (count == 0)
        return std::nullopt;
    const int gpu = pick(count);
    const GpuPlacement &g = m_doc->build().gpus[gpu];
    const DropTarget target = g.riser ? DropTarget::connector(g.slot.value_or(1))
                                      : (chance(50) ? DropTarget::verticalMount() : DropTarget::openFrame());
    const std::optional<QPoint> at = viewportPointOf(target, gpu);
    if (!at)
        return std::nullopt;
    QMimeData mime;
    mime.setData(Mime::kGpuIndex, QByteArray::number(gpu));
    const Build before = m_doc->build();
    dragTo(mime, *at);
    return !(m_doc->build() == before);
}

std::optional<bool> TestSoak::powerLimitByInput()
{
    const int count = static_cast<int>(m_doc->build().gpus.size());
    if (count == 0)
        return std::nullopt;
    QSlider *slider = m_window->powerDock()->slider(pick(count));
    if (!slider)
        return std::nullopt;
    static constexpr std::array kKeys = { Qt::Key_Left, Qt::Key_Right, Qt::Key_Up, Qt::Key_Down, Qt::Key_PageUp,
        Qt::Key_PageDown, Qt::Key_Home, Qt::Key_End };
    const Build before = m_doc->build();
    slider->setFocus();
    QTest::keyClick(slider, kKeys[static_cast<std::size_t>(pick(static_cast<int>(kKeys.size())))]);
    return !(m_doc->build() == before);
}

std::optional<bool> TestSoak::swapPartByInput()
{
    // The case, board, CPU and circuit pickers by keyboard (a closed combo box moves and activates).
    const int what = pick(4);
    QComboBox *box = what == 3 ? m_window->buildDock()->circuitPicker()
                               : m_window->buildDock()->picker(what == 0 ? PartKind::Case
                                       : what == 1                       ? PartKind::Board
                                                                         : PartKind::Cpu);
    if (!box || !box->isEnabled())
        return std::nullopt;
    static constexpr std::array kKeys
        = { Qt::Key_Up, Qt::Key_Down, Qt::Key_Down, Qt::Key_PageUp, Qt::Key_PageDown, Qt::Key_Home, Qt::Key_End };
    const Build before = m_doc->build();
    box->setFocus();
    QTest::keyClick(box, kKeys[static_cast<std::size_t>(pick(static_cast<int>(kKeys.size())))]);
    return !(m_doc->build() == before);
}

std::optional<bool> TestSoak::applyFixByInput()
{
    // Click a finding's row in the checks panel, then click one of the fix buttons it shows.
    ChecksDock *checks = m_window->checksDock();
    QTreeView *view = checks->view();
    FindingsModel *model = checks->model();
    QList<QModelIndex> findings;
    for (int g = 0; g < model->rowCount(); ++g) {
        const QModelIndex group = model->index(g, 0);
        for (int r = 0; r < model->rowCount(group); ++r)
            findings << model->index(r, 0, group);
    }
    if (findings.isEmpty())
        return std::nullopt;
    const QModelIndex finding = findings[pick(static_cast<int>(findings.size()))];
    view->expand(finding.parent());
    view->scrollTo(finding);
    const QRect rect = view->visualRect(finding);
    if (!rect.isValid() || !view->viewport()->rect().contains(rect.center()))
        return std::nullopt;
    QTest::mouseClick(view->viewport(), Qt::LeftButton, Qt::NoModifier, rect.center());
    // The panel's new buttons are shown (a queued call to each) and laid out by posted events, which the
    // event loop runs before the user's next click; only those, as the whole queue costs 30-70 ms a time.
    for (QPushButton *b : checks->fixButtons())
        QCoreApplication::sendPostedEvents(b, QEvent::MetaCall);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    QList<QPushButton *> buttons;
    for (QPushButton *b : checks->fixButtons())
        if (b->isVisible() && b->isEnabled())
            buttons << b;
    if (buttons.isEmpty())
        return std::nullopt;
    const Build before = m_doc->build();
    QPushButton *button = buttons[pick(static_cast<int>(buttons.size()))];
    QTest::mouseClick(button, Qt::LeftButton, Qt::NoModifier, button->rect().center());
    return !(m_doc->build() == before);
}

bool TestSoak::undoRedoByInput(bool redo)
{
    QUndoStack *stack = m_doc->undoStack();
    const bool can = redo ? stack->canRedo() : stack->canUndo();
    const int before = stack->index();
    // The window's shortcuts, from the chassis view (an editor with focus would take Ctrl+Z for itself).
    ChassisView *view = m_window->chassisView();
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Z, redo ? Qt::ControlModifier | Qt::ShiftModifier : Qt::ControlModifier);
    const int after = stack->index();
    if (can && after != before + (redo ? 1 : -1))
        QTest::qFail(redo ? "Ctrl+Shift+Z did not redo" : "Ctrl+Z did not undo", __FILE__, __LINE__);
    return after != before;
}

std::optional<bool> TestSoak::stepByInput(EditKind kind)
{
    switch (kind) {
    case EditKind::Drop:
        return dropByInput();
    case EditKind::Move:
        return moveByInput();
    case EditKind::Remove:
        return removeByInput();
    case EditKind::Riser:
        return riserByInput();
    case EditKind::PowerLimit:
        return powerLimitByInput();
    case EditKind::SwapPart:
        return swapPartByInput();
    case EditKind::Fix:
        return applyFixByInput();
    case EditKind::Undo:
    case EditKind::Redo:
        return undoRedoByInput(kind == EditKind::Redo);
    case EditKind::Count:
        break;
    }
    return std::nullopt;
}

bool TestSoak::step(EditKind kind)
{
    m_lastByInput = false;
    if (chance(m_inputShare)) {
        if (const std::optional<bool> changed = stepByInput(kind)) {
            m_lastByInput = true;
            return *changed;
        }
    }
    QUndoStack *stack = m_doc->undoStack();
    switch (kind) {
    case EditKind::Drop:
        return drop();
    case EditKind::Move:
        return move();
    case EditKind::Remove:
        return remove();
    case EditKind::Riser:
        return toggleRiser();
    case EditKind::PowerLimit:
        return powerLimit();
    case EditKind::SwapPart:
        return swapPart();
    case EditKind::Fix:
        return applyFix();
    case EditKind::Undo:
        if (!stack->canUndo())
            return false;
        stack->undo();
        return true;
    case EditKind::Redo:
        if (!stack->canRedo())
            return false;
        stack->redo();
        return true;
    case EditKind::Count:
        break;
    }
    return false;
}

void TestSoak::verifyReport()
{
    const Build &build = m_doc->build();
    const LayeredCatalog parts(&Test::catalog(), build.parts);
    const ResolvedBuild resolved = ResolvedBuild::resolve(build, parts, m_doc->defaultCircuit()).value();
    CheckOptions options = m_doc->checkOptions();
    options.catalog = &parts;
    CheckReport fresh = check(resolved, options);
    offerOptimisedLimits(fresh, resolved, options); // the editor offers the optimiser's limits too
    QCOMPARE(describe(m_doc->report()), describe(fresh));
    // The checks panel shows exactly the report.
    FindingsModel *model = m_window->checksDock()->model();
    int shown = 0;
    for (int g = 0; g < model->rowCount(); ++g)
        shown += model->rowCount(model->index(g, 0));
    QCOMPARE(shown, static_cast<int>(fresh.findings.size()));
}

void TestSoak::randomEdits()
{
    const quint64 seed = envNumber("RIGPLAN_SOAK_SEED", 20261202);
    const int steps = static_cast<int>(envNumber("RIGPLAN_SOAK_STEPS", 10000));
    m_inputShare = static_cast<int>(std::min<quint64>(100, envNumber("RIGPLAN_SOAK_INPUT", kInputSharePercent)));
    m_random.seed(static_cast<std::mt19937::result_type>(seed));
    qInfo("soak: %d steps, seed %llu, %d%% by input events (RIGPLAN_SOAK_STEPS, RIGPLAN_SOAK_SEED, RIGPLAN_SOAK_INPUT)",
        steps, seed, m_inputShare);

    m_window = std::make_unique<MainWindow>(&Test::catalog());
    m_doc = m_window->document();
    m_scene = m_window->scene();
    m_doc->reset(Test::buildFrom(R"({"circuit":"us-120v-15a",
        "gpus":[{"part":"rtx-3090-fe","slot":1},{"part":"rtx-3080-fe","slot":4}]})"));
    m_window->resize(1400, 900);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    // Shortcuts (Ctrl+Z) reach only the active window.
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    const Build start = m_doc->build();
    // Qt's history list (QUndoView) lays out every entry again on each change, so thousands of steps
    // would cost time quadratic in the undo depth there; it shows the stack, it does not change it.
    if (auto *history = m_window->findChild<QUndoView *>())
        history->setStack(nullptr);

    // The build each undo-stack position stands for: undo and redo must return to exactly it.
    std::map<int, Build> atIndex { { 0, start } };
    std::vector<int> tried(kKindNames.size()), changed(kKindNames.size()), byInput(kKindNames.size()),
        changedByInput(kKindNames.size());
    std::vector<qint64> nsDirect(kKindNames.size()), nsInput(kKindNames.size()); // the step and its checks
    std::discrete_distribution<int> kinds(kKindWeights.begin(), kKindWeights.end());
    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < steps; ++i) {
        const auto kind = static_cast<EditKind>(kinds(m_random));
        const int indexBefore = m_doc->undoStack()->index();
        QElapsedTimer stepTimer;
        stepTimer.start();
        const bool didChange = step(kind);
        ++tried[static_cast<std::size_t>(kind)];
        changed[static_cast<std::size_t>(kind)] += didChange ? 1 : 0;
        byInput[static_cast<std::size_t>(kind)] += m_lastByInput ? 1 : 0;
        changedByInput[static_cast<std::size_t>(kind)] += m_lastByInput && didChange ? 1 : 0;
        const int index = m_doc->undoStack()->index();
        // Undo, redo, and an edit that cancels a merged step (a slider back at the TDP) land on a known state.
        if (kind == EditKind::Undo || kind == EditKind::Redo || index < indexBefore) {
            const auto known = atIndex.find(index);
            QVERIFY2(known != atIndex.end(), qPrintable(u"step %1: undo index %2 never seen"_s.arg(i).arg(index)));
            QVERIFY2(known->second == m_doc->build(),
                qPrintable(u"step %1 (%2): the build at undo index %3 differs from before"_s.arg(i)
                               .arg(QLatin1StringView(kKindNames[static_cast<std::size_t>(kind)]))
                               .arg(index)));
        }
        atIndex[index] = m_doc->build();
        verifyReport();
        (m_lastByInput ? nsInput : nsDirect)[static_cast<std::size_t>(kind)] += stepTimer.nsecsElapsed();
        if (QTest::currentTestFailed()) {
            qWarning("soak failed at step %d (%s%s), seed %llu", i, kKindNames[static_cast<std::size_t>(kind)],
                m_lastByInput ? ", by input events" : "", seed);
            return;
        }
        // Let deferred deletes and repaints run now and then, as the event loop would.
        if (i % 200 == 0)
            QCoreApplication::processEvents();
    }

    // Redo whatever the last steps undid, then undo everything: the starting build; redo all: the last one.
    QUndoStack *stack = m_doc->undoStack();
    while (stack->canRedo())
        stack->redo();
    const Build last = m_doc->build();
    const int depth = stack->index();
    while (stack->canUndo())
        stack->undo();
    QCOMPARE(m_doc->build(), start);
    verifyReport();
    while (stack->canRedo())
        stack->redo();
    QCOMPARE(m_doc->build(), last);
    verifyReport();

    for (std::size_t k = 0; k < kKindNames.size(); ++k)
        qInfo("soak: %-12s %5d tried, %5d changed the build; by input events %5d tried, %5d changed; "
              "%.1f ms a step, %.1f by input",
            kKindNames[k], tried[k], changed[k], byInput[k], changedByInput[k],
            tried[k] > byInput[k] ? nsDirect[k] / 1e6 / (tried[k] - byInput[k]) : 0.0,
            byInput[k] ? nsInput[k] / 1e6 / byInput[k] : 0.0);
    qInfo("soak: %d steps, seed %llu, undo depth %d, %lld ms", steps, seed, depth, timer.elapsed());
    m_doc->setClean();
    m_window.reset();
}

QTEST_MAIN(TestSoak)
#include "tst_soak.moc"
