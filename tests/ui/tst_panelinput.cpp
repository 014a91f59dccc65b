// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 36, the panels under the mouse wheel and the chassis selection across documents: a wheel turned
// over a picker or slider nobody chose scrolls the panel and never edits the build (it changed the case and
// a GPU's limit, and over the PSU picker it crashed); a chosen picker takes the wheel without crashing; and
// a card selected in one build is never what Delete removes from the next one.
#include "app/gui/catalogloader.h"
#include "core/io/buildfile.h"
#include "ui/chassis/chassiselement.h"
#include "ui/chassis/chassisscene.h"
#include "ui/chassis/chassisview.h"
#include "ui/docks/builddock.h"
#include "ui/docks/catalogdock.h"
#include "ui/docks/chartsdock.h"
#include "ui/docks/powerdock.h"
#include "ui/document/builddocument.h"
#include "ui/mainwindow.h"
#include "ui/settings.h"
#include "ui/widgets/wheelguard.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QSpontaneKeyEvent>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QWheelEvent>

using namespace RigPlan;
using namespace RigPlan::Ui;
using namespace Qt::StringLiterals;

namespace {

const QString kLambda = u"quad-3090-lambda.rigbuild"_s;

/** The example as its file says, read here and not through the code under test. */
QJsonObject exampleJson(const QString &name)
{
    QFile f(QStringLiteral(RIGPLAN_EXAMPLES "/") + name);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

/** The cards' slots as the file lists them. */
QList<int> slotsOf(const QJsonObject &json)
{
    QList<int> out;
    for (const QJsonValue &gpu : json.value(u"gpus").toArray())
        out << gpu.toObject().value(u"slot").toInt();
    return out;
}

QList<int> slotsOf(const Build &build)
{
    QList<int> out;
    for (const GpuPlacement &gpu : build.gpus)
        out << gpu.slot.value_or(-1);
    return out;
}

/** What a widget shows: the value a wheel would step. */
QVariant stateOf(const QWidget *w)
{
    if (const auto *box = qobject_cast<const QComboBox *>(w))
        return box->currentIndex();
    if (const auto *spin = qobject_cast<const QAbstractSpinBox *>(w))
        return spin->text();
    if (const auto *slider = qobject_cast<const QSlider *>(w))
        return slider->value();
    return {};
}

/**
 * One notch of the wheel (angle delta 120) over the middle of `w`. Spontaneous: as the window system
 * delivers it, to the child under the pointer, with QApplication's wheel focus and its propagation to
 * the parents; otherwise sent to `w` itself, as QApplication::sendEvent does (no propagation).
 */
void wheel(QWidget *w, int notches, bool spontaneous)
{
    const QPoint centre = w->rect().center();
    QWidget *target = spontaneous && w->childAt(centre) ? w->childAt(centre) : w;
    const QPointF at = target->mapFrom(w, centre);
    for (int i = 0; i < std::abs(notches); ++i) {
        QWheelEvent event(at, target->mapToGlobal(at), QPoint(), QPoint(0, notches > 0 ? 120 : -120), Qt::NoButton,
            Qt::NoModifier, Qt::NoScrollPhase, false);
        if (spontaneous) {
            QSpontaneKeyEvent::setSpontaneous(&event);
            qApp->notify(target, &event); // sendEvent() would clear the flag
        } else {
            QApplication::sendEvent(target, &event);
        }
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    }
}

/** Clicks the given button of the next message box that opens (a modal loop of its own). */
void answerNextMessageBox(QMessageBox::StandardButton button, bool *answered)
{
    auto *timer = new QTimer;
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, button, answered] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            if (QAbstractButton *b = box->button(button)) {
                *answered = true;
                b->click();
                timer->deleteLater();
            }
        }
    });
    timer->start();
    QTimer::singleShot(10000, timer, &QObject::deleteLater); // never outlives a test that went wrong
}

} // namespace

class TestPanelInput : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void everyDockControlIsGuarded();
    void wheelOverUnfocusedControlsChangesNothing_data();
    void wheelOverUnfocusedControlsChangesNothing();
    void wheelScrollsTheBuildPanel();
    void chosenPickersTakeTheWheelWithoutCrashing();
    void removingAPsuFromItsOwnButton();
    void anotherBuildClearsTheSelection();
    void newBuildClearsTheSelection();
    void selectionFollowsItsCardOrGoes();

private:
    void openExample(const QString &name);
    void selectCardByClick(int gpu);
    QAction *exampleAction(const QString &titleContains) const;
    QAction *fileAction(const QString &text) const;
    QList<QWidget *> controlsOf(QWidget *root) const;

    QTemporaryDir m_dir;
    std::unique_ptr<Gui::CatalogLoader> m_loader;
    std::unique_ptr<MainWindow> m_window;
};

void TestPanelInput::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_loader = std::make_unique<Gui::CatalogLoader>();
    QVERIFY(m_loader->load(m_dir.filePath(u"rigplan.sqlite"_s), false));
}

void TestPanelInput::init()
{
    Settings().setWindowLayout({}, {});
    m_window = std::make_unique<MainWindow>(m_loader->catalog());
    m_window->resize(1480, 920); // the default window
    m_window->show();
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
}

void TestPanelInput::cleanup()
{
    if (m_window)
        m_window->document()->setClean();
    m_window.reset();
}

void TestPanelInput::openExample(const QString &name)
{
    QString error;
    QVERIFY2(m_window->openFile(QStringLiteral(RIGPLAN_EXAMPLES "/") + name, &error), qPrintable(error));
}

void TestPanelInput::selectCardByClick(int gpu)
{
    ChassisView *view = m_window->chassisView();
    QPoint at(-1, -1);
    for (const ChassisElement &e : view->chassisScene()->elements()) {
        if (e.kind == ChassisElement::Kind::Card && e.index == gpu)
            at = view->mapFromScene(e.sceneRect.center());
    }
    QVERIFY(view->viewport()->rect().contains(at));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
    QCOMPARE(view->chassisScene()->selectedGpu(), gpu);
}

QAction *TestPanelInput::exampleAction(const QString &titleContains) const
{
    // File > Open Example > ..., as a user picks it.
    for (QAction *menu : m_window->menuBar()->actions()) {
        if (!menu->menu())
            continue;
        for (QAction *item : menu->menu()->actions()) {
            if (!item->menu() || !item->text().remove(u'&').contains(u"Open Example"))
                continue;
            for (QAction *example : item->menu()->actions()) {
                if (example->text().contains(titleContains))
                    return example;
            }
        }
    }
    return nullptr;
}

QAction *TestPanelInput::fileAction(const QString &text) const
{
    const QList<QAction *> menus = m_window->menuBar()->actions();
    if (menus.isEmpty() || !menus.first()->menu())
        return nullptr;
    for (QAction *item : menus.first()->menu()->actions()) {
        if (item->text().remove(u'&') == text)
            return item;
    }
    return nullptr;
}

QList<QWidget *> TestPanelInput::controlsOf(QWidget *root) const
{
    QList<QWidget *> out;
    for (QWidget *w : root->findChildren<QWidget *>()) {
        if (qobject_cast<QComboBox *>(w) || qobject_cast<QAbstractSpinBox *>(w) || qobject_cast<QSlider *>(w))
            out << w;
    }
    return out;
}

void TestPanelInput::everyDockControlIsGuarded()
{
    openExample(kLambda);
    // Every picker, spin box and slider of every panel, whoever adds one later.
    int controls = 0;
    for (QDockWidget *dock : m_window->findChildren<QDockWidget *>()) {
        for (QWidget *w : controlsOf(dock)) {
            const QString what = dock->objectName() + u": "_s + QString::fromLatin1(w->metaObject()->className())
                + u" "_s + w->toolTip().left(40);
            QVERIFY2(WheelGuard::isGuarded(w), qPrintable(what));
            QVERIFY2(w->focusPolicy() == Qt::StrongFocus, qPrintable(what)); // not Qt::WheelFocus
            ++controls;
        }
    }
    // Build: case, board, CPU, a PSU and its circuit, the PSU sync, a circuit, other load; Power: 4 sliders;
    // Charts: workload, precision, model size, custom size, method, parallelism; Parts: the kind.
    QVERIFY2(controls >= 8 + 4 + 6 + 1, qPrintable(QString::number(controls)));
    // The scroll bars are not guarded: the wheel is what they are for.
    auto *scroll = qobject_cast<QScrollArea *>(m_window->buildDock()->widget());
    QVERIFY(scroll);
    QVERIFY(!WheelGuard::isGuarded(scroll->verticalScrollBar()));
}

void TestPanelInput::wheelOverUnfocusedControlsChangesNothing_data()
{
    QTest::addColumn<bool>("spontaneous");
    QTest::newRow("sent to the widget") << false;
    QTest::newRow("as the window system delivers it") << true;
}

void TestPanelInput::wheelOverUnfocusedControlsChangesNothing()
{
    QFETCH(bool, spontaneous);
    openExample(kLambda);
    const QJsonObject file = exampleJson(kLambda);
    BuildDocument *doc = m_window->document();
    // The example as its file says (so "unchanged" below is the file's build, not an empty one).
    QCOMPARE(doc->build().caseId, file.value(u"case").toString());
    QCOMPARE(doc->build().boardId, file.value(u"board").toString());
    QCOMPARE(doc->build().cpuId, file.value(u"cpu").toString());
    QCOMPARE(doc->build().psus.value(0).part, file.value(u"psus").toArray().at(0).toString());
    QCOMPARE(slotsOf(doc->build()), slotsOf(file));
    const QByteArray before = BuildFile::write(doc->build());
    QCOMPARE(doc->undoStack()->count(), 0);

    BuildDock *build = m_window->buildDock();
    QList<QWidget *> targets { build->picker(PartKind::Case), build->picker(PartKind::Board),
        build->picker(PartKind::Cpu) };
    QCOMPARE(build->psuPickers().size(), file.value(u"psus").toArray().size());
    for (QComboBox *box : build->psuPickers())
        targets << box;
    for (QComboBox *box : build->circuitPickers())
        targets << box;
    targets << build->otherLoadBox();
    for (int gpu = 0; gpu < file.value(u"gpus").toArray().size(); ++gpu) {
        QVERIFY(m_window->powerDock()->slider(gpu));
        targets << m_window->powerDock()->slider(gpu);
    }
    targets << controlsOf(m_window->chartsDock()) << controlsOf(m_window->catalogDock());

    for (QWidget *w : std::as_const(targets)) {
        QVERIFY(w);
        const QString what = QString::fromLatin1(w->metaObject()->className()) + u" "_s + w->toolTip().left(40);
        m_window->chassisView()->setFocus(); // the pointer passes over the panel, nothing there was chosen
        QVERIFY(!w->hasFocus());
        const QVariant shown = stateOf(w);
        // Three notches each way and back (down first: the pickers show their first items less often).
        for (int notches : { -3, 3, 3, -3 }) {
            wheel(w, notches, spontaneous);
            QVERIFY2(!w->hasFocus(), qPrintable(what + u": the wheel gave it the focus"_s));
            QVERIFY2(stateOf(w) == shown, qPrintable(what + u": the wheel changed it"_s));
        }
        QVERIFY2(doc->undoStack()->count() == 0, qPrintable(what + u": the wheel edited the build"_s));
    }
    QCOMPARE(BuildFile::write(doc->build()), before);
    QVERIFY(!doc->isModified());
    QVERIFY(!m_window->isWindowModified());
}

void TestPanelInput::wheelScrollsTheBuildPanel()
{
    // The wheel over a picker scrolls the panel it is in (a short Build panel needs it).
    openExample(kLambda);
    BuildDock *build = m_window->buildDock();
    build->setFloating(true);
    build->resize(360, 140);
    build->show();
    QVERIFY(QTest::qWaitForWindowExposed(build));
    auto *scroll = qobject_cast<QScrollArea *>(build->widget());
    QVERIFY(scroll);
    QScrollBar *bar = scroll->verticalScrollBar();
    QVERIFY(bar->maximum() > 0);
    bar->setValue(0);
    m_window->chassisView()->setFocus();
    for (bool spontaneous : { false, true }) {
        bar->setValue(0);
        wheel(build->picker(PartKind::Case), -3, spontaneous);
        QVERIFY2(bar->value() > 0, spontaneous ? "as delivered" : "as sent");
    }
    QCOMPARE(m_window->document()->undoStack()->count(), 0);
}

void TestPanelInput::chosenPickersTakeTheWheelWithoutCrashing()
{
    // Once chosen, a picker takes the wheel: each notch one edit. Over the PSU picker this crashed: the
    // PSU rows were rebuilt in its activated() and QComboBox then emitted textActivated() on itself.
    openExample(kLambda);
    BuildDocument *doc = m_window->document();
    BuildDock *build = m_window->buildDock();
    const QByteArray before = BuildFile::write(doc->build());
    for (PartKind kind : { PartKind::Case, PartKind::Board, PartKind::Cpu }) {
        QComboBox *box = build->picker(kind);
        box->setFocus();
        QVERIFY(box->hasFocus());
        const int index = box->currentIndex();
        const int steps = doc->undoStack()->count();
        wheel(box, index + 1 < box->count() ? -1 : 1, false);
        QVERIFY(box->currentIndex() != index);
        QCOMPARE(doc->undoStack()->count(), steps + 1);
        QCOMPARE(box->currentData().toString(),
            kind == PartKind::Case        ? doc->build().caseId
                : kind == PartKind::Board ? doc->build().boardId
                                          : doc->build().cpuId);
    }
    // The PSU: three notches down and three up, then up to "(none)", which removes the PSU and its row.
    QComboBox *psu = build->psuPickers().value(0);
    QVERIFY(psu);
    psu->setFocus();
    const int steps = doc->undoStack()->count();
    for (int notches : { -1, -1, -1, 1, 1, 1 }) {
        wheel(psu, notches, false);
        QCOMPARE(build->psuPickers().value(0), psu); // updated in place
        QCOMPARE(doc->build().psus.value(0).part, psu->currentData().toString());
    }
    QVERIFY(doc->undoStack()->count() > steps);
    wheel(psu, psu->currentIndex(), false);
    QVERIFY(doc->build().psus.isEmpty());
    QVERIFY(build->psuPickers().isEmpty());
    // Undo gives back the example as it was, its PSU row with it.
    while (doc->undoStack()->canUndo())
        doc->undoStack()->undo();
    QCOMPARE(BuildFile::write(doc->build()), before);
    QCOMPARE(build->psuPickers().size(), 1);
    QCOMPARE(build->psuPickers().first()->currentData().toString(), doc->build().psus.first().part);
}

void TestPanelInput::removingAPsuFromItsOwnButton()
{
    // Two PSUs on two circuits: the second PSU's row has a remove button, which goes with the row it removes.
    const QString file = m_dir.filePath(u"two-psus.rigbuild"_s);
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(R"({"format":"rigplan-build","version":1,"circuits":["us-120v-15a","us-120v-20a"],
        "case":"open-frame-8gpu","board":"asus-pro-ws-wrx80e-sage-se-wifi","cpu":"threadripper-pro-5995wx",
        "psus":[{"part":"evga-supernova-1600-p2","circuit":0},{"part":"evga-supernova-1600-p2","circuit":1}],
        "gpus":[{"part":"rtx-3090-fe","slot":1},{"part":"rtx-3090-fe","slot":3,"psu":1}]})");
    f.close();
    QString error;
    QVERIFY2(m_window->openFile(file, &error), qPrintable(error));
    BuildDock *build = m_window->buildDock();
    QCOMPARE(build->psuPickers().size(), 2);
    QVERIFY(build->psuSyncPicker()->isVisibleTo(build));
    QToolButton *remove = nullptr;
    for (QToolButton *b : build->findChildren<QToolButton *>()) {
        if (b->toolTip().startsWith(u"Remove PSU 2"))
            remove = b;
    }
    QVERIFY(remove);
    QTRY_VERIFY(remove->isVisible()); // a row made in a shown panel shows on the next pass of the loop
    QTest::mouseClick(remove, Qt::LeftButton);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QCOMPARE(m_window->document()->build().psus.size(), 1);
    QCOMPARE(build->psuPickers().size(), 1);
    QVERIFY(!build->psuSyncPicker()->isVisibleTo(build));
    m_window->document()->undoStack()->undo();
    QCOMPARE(build->psuPickers().size(), 2);
}

void TestPanelInput::anotherBuildClearsTheSelection()
{
    // Issue 36: click GPU 3, File > Open Example > Lambda (Discard), Delete: the example lost its slot-5 card.
    openExample(u"quad-3090-blower-puget.rigbuild"_s);
    selectCardByClick(2);
    BuildDocument *doc = m_window->document();
    Build renamed = doc->build();
    renamed.name += u" (mine)"_s;
    doc->edit(u"Rename build"_s, renamed); // unsaved, so the example asks first
    QVERIFY(doc->isModified());

    QAction *lambda = exampleAction(u"Lambda"_s);
    QVERIFY(lambda);
    bool answered = false;
    answerNextMessageBox(QMessageBox::Discard, &answered);
    lambda->trigger();
    QVERIFY(answered);
    const QJsonObject file = exampleJson(kLambda);
    QCOMPARE(doc->build().name, file.value(u"name").toString());
    QCOMPARE(m_window->scene()->selectedGpu(), -1);

    // Delete in the chassis and from the window: nothing is selected, nothing goes.
    m_window->chassisView()->setFocus();
    QTest::keyClick(m_window->chassisView(), Qt::Key_Delete);
    QTest::keyClick(m_window.get(), Qt::Key_Delete);
    QCOMPARE(slotsOf(doc->build()), slotsOf(file));
    QCOMPARE(doc->undoStack()->count(), 0);

    // The same through File > Open of a file.
    selectCardByClick(3);
    openExample(u"dual-3090-fe.rigbuild"_s);
    QCOMPARE(m_window->scene()->selectedGpu(), -1);
    QTest::keyClick(m_window.get(), Qt::Key_Delete);
    QCOMPARE(slotsOf(doc->build()), slotsOf(exampleJson(u"dual-3090-fe.rigbuild"_s)));
}

void TestPanelInput::newBuildClearsTheSelection()
{
    openExample(kLambda);
    selectCardByClick(1);
    QSignalSpy cleared(m_window->scene(), &ChassisScene::selectedGpuChanged);
    QAction *newBuild = fileAction(u"New"_s);
    QVERIFY(newBuild);
    newBuild->trigger(); // unmodified: no question first
    QCOMPARE(m_window->scene()->selectedGpu(), -1);
    QCOMPARE(cleared.size(), 1);
    QCOMPARE(cleared.first().first().toInt(), -1);
    // A build that is the same again (reset to an equal build) is still another document: no selection.
    openExample(kLambda);
    selectCardByClick(1);
    m_window->document()->reset(m_window->document()->build());
    QCOMPARE(m_window->scene()->selectedGpu(), -1);
}

void TestPanelInput::selectionFollowsItsCardOrGoes()
{
    openExample(kLambda);
    const QList<int> wanted = slotsOf(exampleJson(kLambda)); // 1, 3, 5, 7
    QCOMPARE(wanted.size(), 4);
    BuildDocument *doc = m_window->document();
    ChassisScene *scene = m_window->scene();

    // GPU 4 chosen, GPU 1 removed another way (a fix, a script): the chosen card is now GPU 3, and
    // Delete removes it, not the card that moved into its index.
    selectCardByClick(3);
    Build next = doc->build();
    next.gpus.removeFirst();
    doc->edit(u"remove GPU 1"_s, next);
    QCOMPARE(scene->selectedGpu(), 2);
    QCOMPARE(doc->build().gpus[2].slot, std::optional(wanted[3]));
    // Undo brings GPU 1 back in front: the chosen card is GPU 4 again.
    doc->undoStack()->undo();
    QCOMPARE(scene->selectedGpu(), 3);
    QTest::keyClick(m_window.get(), Qt::Key_Delete);
    QCOMPARE(slotsOf(doc->build()), wanted.mid(0, 3));

    // The chosen card itself removed another way: nothing chosen, Delete removes nothing.
    doc->undoStack()->undo();
    QCOMPARE(slotsOf(doc->build()), wanted);
    selectCardByClick(3);
    next = doc->build();
    next.gpus.removeLast();
    doc->edit(u"remove GPU 4"_s, next);
    QCOMPARE(scene->selectedGpu(), -1);
    const int steps = doc->undoStack()->count();
    QTest::keyClick(m_window.get(), Qt::Key_Delete);
    QCOMPARE(doc->undoStack()->count(), steps);
    QCOMPARE(slotsOf(doc->build()), wanted.mid(0, 3));

    // A card edited where it is (its power limit) stays chosen.
    selectCardByClick(1);
    next = doc->build();
    next.gpus[1].powerLimitW = 300;
    doc->edit(u"limit"_s, next, EditMerge::PowerLimit, 1);
    QCOMPARE(scene->selectedGpu(), 1);
}

QTEST_MAIN(TestPanelInput)
#include "tst_panelinput.moc"
