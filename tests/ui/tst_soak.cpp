// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// GUI soak: thousands of random edits on the offscreen main window, each through the path a user's action
// takes (scene drops, the power sliders, the build pickers, the fix buttons, undo and redo). After every
// step the document's findings must equal a fresh check of its build, and undo must give back exactly the
// build each stack position had. RIGPLAN_SOAK_SEED and RIGPLAN_SOAK_STEPS change the run (docs/robustness.md).
#include "core/buildedits.h"
#include "core/plan/optimisedlimits.h"
#include "tests/support/testcatalog.h"
#include "ui/chassis/chassisscene.h"
#include "ui/docks/builddock.h"
#include "ui/docks/checksdock.h"
#include "ui/docks/powerdock.h"
#include "ui/document/builddocument.h"
#include "ui/mainwindow.h"
#include "ui/mimetypes.h"
#include "ui/models/findingsmodel.h"

#include <QComboBox>
#include <QElapsedTimer>
#include <QMimeData>
#include <QPushButton>
#include <QSlider>
#include <QStandardPaths>
#include <QTest>
#include <QTreeView>
#include <QUndoView>

#include <array>
#include <map>
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
    lines << u"risers %1"_s.arg(report.risersNeeded);
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
    /** The document's report against a check of its build from scratch (its own catalog overlay). */
    void verifyReport();

    int pick(int count) { return std::uniform_int_distribution<int>(0, count - 1)(m_random); }
    bool chance(int percent) { return pick(100) < percent; }
    DropTarget randomTarget();
    static QList<QString> idsOf(PartKind kind);

    std::mt19937 m_random;
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

bool TestSoak::step(EditKind kind)
{
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
    m_random.seed(static_cast<std::mt19937::result_type>(seed));
    qInfo("soak: %d steps, seed %llu (RIGPLAN_SOAK_STEPS, RIGPLAN_SOAK_SEED)", steps, seed);

    m_window = std::make_unique<MainWindow>(&Test::catalog());
    m_doc = m_window->document();
    m_scene = m_window->scene();
    m_doc->reset(Test::buildFrom(R"({"circuit":"us-120v-15a",
        "gpus":[{"part":"rtx-3090-fe","slot":1},{"part":"rtx-3080-fe","slot":4}]})"));
    m_window->resize(1400, 900);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    const Build start = m_doc->build();
    // Qt's history list (QUndoView) lays out every entry again on each change, so thousands of steps
    // would cost time quadratic in the undo depth there; it shows the stack, it does not change it.
    if (auto *history = m_window->findChild<QUndoView *>())
        history->setStack(nullptr);

    // The build each undo-stack position stands for: undo and redo must return to exactly it.
    std::map<int, Build> atIndex { { 0, start } };
    std::vector<int> tried(kKindNames.size()), changed(kKindNames.size());
    std::discrete_distribution<int> kinds(kKindWeights.begin(), kKindWeights.end());
    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < steps; ++i) {
        const auto kind = static_cast<EditKind>(kinds(m_random));
        const int indexBefore = m_doc->undoStack()->index();
        const bool didChange = step(kind);
        ++tried[static_cast<std::size_t>(kind)];
        changed[static_cast<std::size_t>(kind)] += didChange ? 1 : 0;
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
        if (QTest::currentTestFailed()) {
            qWarning("soak failed at step %d (%s), seed %llu", i, kKindNames[static_cast<std::size_t>(kind)], seed);
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
        qInfo("soak: %-12s %5d tried, %5d changed the build", kKindNames[k], tried[k], changed[k]);
    qInfo("soak: %d steps, seed %llu, undo depth %d, %lld ms", steps, seed, depth, timer.elapsed());
    m_doc->setClean();
    m_window.reset();
}

QTEST_MAIN(TestSoak)
#include "tst_soak.moc"
