// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mainwindow.h"

#include "core/io/buildfile.h"
#include "core/io/recoveryfile.h"
#include "core/pricedcatalog.h"
#include "core/textcolumns.h"
#include "core/valueranges.h"
#include "ui/catalog/catalogsharingactions.h"
#include "ui/chassis/chassisaccessible.h"
#include "ui/chassis/chassisscene.h"
#include "ui/chassis/chassisview.h"
#include "ui/compare/comparisonwindow.h"
#include "ui/docks/builddock.h"
#include "ui/docks/catalogdock.h"
#include "ui/docks/chartsdock.h"
#include "ui/docks/checksdock.h"
#include "ui/docks/powerdock.h"
#include "ui/document/builddocument.h"
#include "ui/document/starterbuild.h"
#include "ui/export/exportaction.h"
#include "ui/library/buildlibrary.h"
#include "ui/library/librarydialog.h"
#include "ui/models/catalogmodel.h"
#include "ui/plan/plandialog.h"
#include "ui/settings.h"
#include "ui/settingsdialog.h"
#include "ui/widgets/applicationfont.h"
#include "ui/widgets/emptystatehint.h"
#include "ui/widgets/toolicons.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QScrollBar>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QTableView>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>
#include <QUndoView>

namespace RigPlan::Ui {

using namespace Qt::StringLiterals;

namespace {

/** Counts the events the application delivers while it lives (an application-wide event filter). */
class DeliveredEvents : public QObject
{
public:
    DeliveredEvents() { QCoreApplication::instance()->installEventFilter(this); }
    ~DeliveredEvents() override { QCoreApplication::instance()->removeEventFilter(this); }
    Q_DISABLE_COPY_MOVE(DeliveredEvents)

    int count() const { return m_count; }

protected:
    bool eventFilter(QObject *, QEvent *) override
    {
        ++m_count;
        return false;
    }

private:
    int m_count = 0;
};

/**
 * Sends the posted events until none is left. One sendPostedEvents() delivers only the events posted
 * before it began, and a layout that settles posts its parent's request: a few passes settle them all.
 */
void sendAllPostedEvents()
{
    constexpr int kMaxPasses = 16; // a bound, in case something keeps posting; the window takes about 5
    for (int pass = 0; pass < kMaxPasses; ++pass) {
        const DeliveredEvents delivered;
        QCoreApplication::sendPostedEvents();
        if (delivered.count() == 0)
            return;
    }
}

/**
 * Gives the window's commands their keys back from text fields. A line edit takes the ShortcutOverride of
 * the keys the platform binds to editing, and on X11 Ctrl+E is one (the end of the line, as in Emacs): with
 * the build's name focused, File > Export did nothing. These actions' keys are not offered to the focus
 * widget, so the shortcut fires wherever the focus is in the window (End still ends the line).
 */
class CommandKeys : public QObject
{
public:
    explicit CommandKeys(QObject *parent)
        : QObject(parent)
    {
        QCoreApplication::instance()->installEventFilter(this);
    }
    ~CommandKeys() override { QCoreApplication::instance()->removeEventFilter(this); }
    Q_DISABLE_COPY_MOVE(CommandKeys)

    void add(const QAction *action) { m_actions.append(action); }

protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() != QEvent::ShortcutOverride)
            return false;
        const QKeySequence pressed(static_cast<QKeyEvent *>(event)->keyCombination());
        for (const QAction *a : std::as_const(m_actions)) {
            if (a->isEnabled() && a->shortcuts().contains(pressed)) {
                event->ignore(); // not overridden: the shortcut map goes on to the action
                return true;
            }
        }
        return false;
    }

private:
    QList<const QAction *> m_actions;
};

constexpr int kMenuTextColumns = 60; // of an undo step's text in the Edit menu; its tooltip and History keep all

/**
 * Edit > Undo or Redo, named after the step as QUndoStack's own action is, with the step's text cut to
 * kMenuTextColumns: a fix's whole sentence made the Edit menu as wide as the screen.
 */
QAction *undoAction(QUndoStack *stack, bool redo, QObject *parent)
{
    auto *action = new QAction(parent);
    action->setObjectName(redo ? u"redoAction"_s : u"undoAction"_s);
    const auto sync = [stack, redo, action] {
        const QString step = redo ? stack->redoText() : stack->undoText();
        const QString name = redo ? MainWindow::tr("&Redo") : MainWindow::tr("&Undo");
        QString shown = elidedToColumns(step.simplified(), kMenuTextColumns);
        shown.replace(u'&', u"&&"_s); // an ampersand in a part's name is no mnemonic
        action->setText(step.isEmpty() ? name : name + u' ' + shown);
        action->setToolTip(
            step.isEmpty() ? QString() : (redo ? MainWindow::tr("Redo %1") : MainWindow::tr("Undo %1")).arg(step));
        action->setEnabled(redo ? stack->canRedo() : stack->canUndo());
    };
    for (auto changed : { &QUndoStack::undoTextChanged, &QUndoStack::redoTextChanged })
        QObject::connect(stack, changed, action, sync);
    for (auto changed : { &QUndoStack::canUndoChanged, &QUndoStack::canRedoChanged })
        QObject::connect(stack, changed, action, sync);
    QObject::connect(action, &QAction::triggered, stack, redo ? &QUndoStack::redo : &QUndoStack::undo);
    sync();
    return action;
}

// Saved dock layouts of version 1 came from before the fixed Checks pane, when choosing a finding could
// widen a dock and squeeze the chassis; restoreState() refuses them, so such a layout never comes back.
constexpr int kLayoutVersion = 2;
constexpr QSize kDefaultSize(1480, 920); // most of a 1600 x 1000 screen; less where there is less
constexpr int kChartsHeight = 330; // the charts' dock where there is room: a readable chart, unscrolled
constexpr int kChartsShortest = 200; // on a short screen: the summary, the pickers and some of the chart
constexpr int kPartsRowsShown = 5; // the parts list's rows on a short screen, above the charts
constexpr int kBuildShortest = 160; // the Build form on a short screen: its name, case, board and CPU

/**
 * The key README documents first, so that the menu shows it, then the platform's other keys for the
 * standard action: the generic X11 theme binds neither Preferences nor Save As, and puts Ctrl+Y before
 * Ctrl+Shift+Z for Redo.
 */
QList<QKeySequence> keys(QKeySequence::StandardKey standard, const QKeySequence &documented)
{
    QList<QKeySequence> list = QKeySequence::keyBindings(standard);
    list.removeAll(documented);
    list.prepend(documented);
    return list;
}

/**
 * Words of Qt's file dialog that qtbase_zh_CN.qm (Qt 6.4) lacks: Qt 6 moved the type column's "Folder" and
 * "Drive" to the context QAbstractFileIconProvider, and the translation still has them only under QFileDialog,
 * so a Chinese dialog called every folder "Folder". Listed here, lupdate puts them in RigPlan's translation,
 * which QCoreApplication::translate() asks when qtbase's has no entry.
 */
[[maybe_unused]] constexpr struct
{
    const char *source;
    const char *comment;
} kQtDialogWords[] = {
    QT_TRANSLATE_NOOP3("QAbstractFileIconProvider", "Folder", "All other platforms"),
    QT_TRANSLATE_NOOP3("QAbstractFileIconProvider", "Drive", ""),
};

QString fileFilter()
{
    return MainWindow::tr("RigPlan builds (*.rigbuild);;All files (*)");
}

} // namespace

MainWindow::MainWindow(const PartCatalog *catalog, QWidget *parent)
    : QMainWindow(parent)
    , m_document(new BuildDocument(catalog, this))
    , m_status(new QLabel)
    , m_recoveryTimer(new QTimer(this))
{
    // Configure the document before any view listens to it: each change re-checks and redraws.
    const Settings settings;
    m_document->setDefaultCircuit(settings.defaultCircuit());
    m_document->setCheckOptions(settings.headroom());
    m_document->reset(starterBuild(catalog));

    installChassisAccessibility();
    m_scene = new ChassisScene(m_document, this);
    m_view = new ChassisView(m_scene);
    setCentralWidget(m_view);
    m_emptyHint = new EmptyStateHint(m_view->viewport());
    for (const auto &[title, path] : examples())
        m_emptyHint->addExample(title, path);
    connect(m_emptyHint, &EmptyStateHint::exampleRequested, this, [this](const QString &path) {
        QString error;
        if (maybeSave() && !openExample(path, &error))
            QMessageBox::warning(this, tr("Cannot open example"), error);
    });
    // Shown with the view unless the build has cards. Not setVisible(true) here: on a child of a hidden
    // parent without a layout, that lays the hint out at once (adjustSize), only for the view's Show
    // event to place it again.
    if (!m_document->build().gpus.isEmpty())
        m_emptyHint->hide();
    m_view->setTopOverlay(m_emptyHint); // the chassis fits below it: the case's title stays readable
    statusBar()->addPermanentWidget(m_status, 1);
    setDockNestingEnabled(true);
    createDocks();
    createActions();

    connect(m_document, &BuildDocument::changed, this, [this](const BuildChange &change) {
        if (change.reportChanged())
            updateStatus();
        if (change.touches(BuildChange::Selection))
            m_scene->setHighlightedGpus(m_document->highlightedGpus());
        if (change.layoutChanged())
            m_emptyHint->setVisible(m_document->build().gpus.isEmpty());
    });
    connect(m_document, &BuildDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document, &BuildDocument::fileNameChanged, this, &MainWindow::updateTitle);
    // Crash recovery: unsaved work is written aside a moment after each edit.
    m_recoveryTimer->setSingleShot(true);
    m_recoveryTimer->setInterval(1500);
    connect(m_recoveryTimer, &QTimer::timeout, this, &MainWindow::writeRecovery);
    connect(m_document, &BuildDocument::changed, this, [this](const BuildChange &change) {
        if (change.touches(BuildChange::BuildContent))
            m_recoveryTimer->start();
    });

    restoreLayout(settings);
    updateTitle();
    updateStatus();
}

MainWindow::MainWindow(PricedCatalog *catalog, QWidget *parent)
    : MainWindow(static_cast<const PartCatalog *>(catalog), parent)
{
    m_pricedCatalog = catalog;
}

MainWindow::~MainWindow() = default;

void MainWindow::restoreLayout(const Settings &settings)
{
    m_defaultState = saveState(kLayoutVersion);
    resetGeometry(); // the default size, as much of it as this screen has
    // Only a saved window that fits the screen it is on now, and only a dock layout of this version.
    const QByteArray geometry = settings.windowGeometry();
    if (!geometry.isEmpty()) {
        if (restoreGeometry(geometry) && fitsScreen())
            m_checkFitOnShow = true; // and again with its frame, once shown
        else
            resetGeometry();
    }
    const QByteArray state = settings.windowState();
    if (state.isEmpty() || !restoreState(state, kLayoutVersion)) {
        // Nothing saved (a first run) leaves the default layout as it is; a refused one may have been
        // applied in part, so the default is restored over it.
        if (!state.isEmpty())
            restoreState(m_defaultState, kLayoutVersion);
        m_sizeDocksOnShow = true; // the docks' default sizes, once the window has its final size
    }
}

bool MainWindow::fitsScreen() const
{
    const QScreen *screen = this->screen();
    if (!screen)
        return true;
    // Before the first show there is no frame yet: the client area must fit then.
    const QRect window = isVisible() ? frameGeometry() : geometry();
    return screen->availableGeometry().contains(window);
}

void MainWindow::resetGeometry()
{
    const QRect available = screen() ? screen()->availableGeometry() : QRect(QPoint(0, 0), kDefaultSize);
    QRect target(QPoint(0, 0), kDefaultSize.boundedTo(available.size() - QSize(16, 48))); // room for a frame
    target.moveCenter(available.center());
    setGeometry(target);
}

void MainWindow::resetLayout()
{
    restoreState(m_defaultState, kLayoutVersion);
    for (QDockWidget *dock : findChildren<QDockWidget *>()) {
        if (dock->objectName() != u"HistoryDock")
            dock->show();
    }
    m_power->raise();
    resetGeometry();
    applyDefaultDockSizes();
}

void MainWindow::changeEvent(QEvent *event)
{
    QMainWindow::changeEvent(event);
    // The application font is set explicitly (for its shaping), so it follows the desktop's font here.
    if (event->type() == QEvent::ThemeChange)
        applyApplicationFont();
}

void MainWindow::setVisible(bool visible)
{
    QMainWindow::setVisible(visible);
    if (!visible || m_settledOnFirstShow)
        return;
    m_settledOnFirstShow = true;
    // Showing the window leaves posted events that change its layout: the polish requests each widget
    // posts when made (a button's updates its size hint), the layout requests the docks' contents post
    // as they are shown, and the requests those layouts post in turn. Left to the event loop they ran
    // after the first frame whenever the server's expose came first: that frame was drawn with a layout
    // about to change (the Build form's scroll bar appeared after it), and the second layout pass, with
    // a round trip to the server, came before the window was usable. Settled here, before the loop runs.
    sendAllPostedEvents();
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    if (m_sizeDocksOnShow) {
        m_sizeDocksOnShow = false;
        applyDefaultDockSizes();
    }
    if (!m_checkFitOnShow)
        return;
    m_checkFitOnShow = false;
    // The frame is known once shown: a restored window past the screen's edge (saved on a larger
    // screen, or while it had grown) is put back to the default size. A size set in code (the
    // --screenshot mode's 1600 x 1000) is left alone.
    QTimer::singleShot(0, this, [this] {
        if (!fitsScreen() && !isMaximized() && !isFullScreen())
            resetGeometry();
    });
}

void MainWindow::createDocks()
{
    m_catalogDock = new CatalogDock(m_document, this);
    m_buildDock = new BuildDock(m_document, this);
    m_checks = new ChecksDock(m_document, this);
    m_power = new PowerDock(m_document, Settings().headroom(), this);
    const Settings::Currency currency = Settings().currency();
    m_catalogDock->model()->setCurrency(currency.symbol, currency.perUsd);
    // The part selected in the list is what an accessible slot's "add here" adds.
    connect(m_catalogDock->view()->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this] { m_scene->setCurrentPart(m_catalogDock->currentGpuPart()); });
    connect(m_catalogDock, &CatalogDock::addRequested, this, [this](const QString &partId) {
        QString why;
        if (m_scene->addPart(partId, &why))
            statusBar()->showMessage(m_document->undoStack()->undoText(), 4000);
        else
            statusBar()->showMessage(tr("Cannot add the GPU: %1").arg(why.simplified()), 8000);
    });

    auto *history = new QDockWidget(tr("History"), this);
    history->setObjectName(u"HistoryDock"_s);
    // Tabbed behind the power panel: its list is made the first time it shows, not at every start.
    connect(history, &QDockWidget::visibilityChanged, this, [this, history](bool visible) {
        if (visible && !history->widget())
            history->setWidget(new QUndoView(m_document->undoStack()));
    });

    m_charts = new ChartsDock(m_document, Settings().baselineGpu(), this);

    addDockWidget(Qt::LeftDockWidgetArea, m_buildDock);
    addDockWidget(Qt::LeftDockWidgetArea, m_catalogDock);
    addDockWidget(Qt::RightDockWidgetArea, m_checks);
    addDockWidget(Qt::RightDockWidgetArea, m_power);
    tabifyDockWidget(m_power, history);
    m_power->raise();
    addDockWidget(Qt::BottomDockWidgetArea, m_charts);
    applyDefaultDockSizes();
}

int MainWindow::partsDockHeight(int rows) const
{
    // The dock at its smallest, with its table's smallest room replaced by the header and `rows` rows.
    const QTableView *view = m_catalogDock->view();
    const int table = view->horizontalHeader()->sizeHint().height()
        + rows * view->verticalHeader()->defaultSectionSize() + view->horizontalScrollBar()->sizeHint().height()
        + 2 * view->frameWidth();
    return m_catalogDock->minimumSizeHint().height() - view->minimumSizeHint().height() + table;
}

void MainWindow::applyDefaultDockSizes()
{
    resizeDocks({ m_buildDock, m_checks }, { 420, 460 }, Qt::Horizontal);
    // What the menu bar, tool bar and status bar leave of the window's height for the docks.
    const int separator = style()->pixelMetric(QStyle::PM_DockWidgetSeparatorExtent, nullptr, this);
    int docks = height() - menuBar()->sizeHint().height() - statusBar()->sizeHint().height();
    if (const auto *toolbar = findChild<QToolBar *>(u"MainToolBar"_s))
        docks -= toolbar->sizeHint().height();
    // Room for a readable chart under the chassis, less on a short screen (issue 36: at 1280x720 the parts
    // list showed a row and a half): there the parts list keeps kPartsRowsShown rows and the Build form its
    // first few (the rest scrolls), before the charts' dock (which scrolls too) takes what is left.
    const int parts = partsDockHeight(kPartsRowsShown);
    const int build = std::min(m_buildDock->sizeHint().height(), kBuildShortest);
    const int chartsWhole = std::max(kChartsHeight, m_charts->wholeHeight());
    const int charts = std::clamp(docks - 2 * separator - parts - build, kChartsShortest, chartsWhole);
    resizeDocks({ m_charts }, { charts }, Qt::Vertical);
    // The whole Build form where there is room, and the findings list the larger share of the right.
    // Weights, not pixels, where the charts have their room: the window may not be at its final size yet.
    if (charts == chartsWhole) {
        resizeDocks({ m_buildDock, m_catalogDock }, { 11, 10 }, Qt::Vertical);
    } else {
        const int left = docks - charts - 2 * separator; // the Build and Parts docks
        resizeDocks({ m_buildDock, m_catalogDock },
            { std::max(left - parts, m_buildDock->minimumSizeHint().height()), parts }, Qt::Vertical);
    }
    resizeDocks({ m_checks, m_power }, { 3, 2 }, Qt::Vertical);
}

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    m_fileMenu = file;
    QToolBar *toolbar = addToolBar(tr("Main"));
    toolbar->setObjectName(u"MainToolBar"_s);
    const auto add = [&](QMenu *menu, const QString &text, const QList<QKeySequence> &shortcuts, auto slot,
                         const QString &tip, std::optional<ToolIcon> icon = std::nullopt) {
        QAction *a = menu->addAction(text);
        a->setShortcuts(shortcuts);
        a->setToolTip(tip);
        a->setStatusTip(tip);
        if (icon) {
            a->setIcon(toolIcon(*icon));
            toolbar->addAction(a);
        }
        connect(a, &QAction::triggered, this, slot);
        return a;
    };
    add(
        file, tr("&New"), keys(QKeySequence::New, QKeySequence(Qt::CTRL | Qt::Key_N)), [this] { newBuild(); },
        tr("Start a new build"), ToolIcon::New);
    add(
        file, tr("&Open…"), keys(QKeySequence::Open, QKeySequence(Qt::CTRL | Qt::Key_O)), [this] { open(); },
        tr("Open a .rigbuild file"), ToolIcon::Open);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    QMenu *examplesMenu = file->addMenu(tr("Open E&xample"));
    for (const auto &[title, path] : examples()) {
        examplesMenu->addAction(title, this, [this, path] {
            QString error;
            if (maybeSave() && !openExample(path, &error))
                QMessageBox::warning(this, tr("Cannot open example"), error);
        });
    }
    add(
        file, tr("&Save"), keys(QKeySequence::Save, QKeySequence(Qt::CTRL | Qt::Key_S)), [this] { save(); },
        tr("Save the build"), ToolIcon::Save);
    add(
        file, tr("Save &As…"), keys(QKeySequence::SaveAs, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)),
        [this] { saveAs(); }, tr("Save the build under a new name"));
    QAction *exportAction = add(
        file, tr("&Export…"), { QKeySequence(Qt::CTRL | Qt::Key_E) },
        [this] { ExportAction::run(this, *m_document, Settings().baselineGpu()); },
        tr("Export the parts list: CSV, Markdown, BBCode, text, JSON, HTML or PDF"));
    (new CommandKeys(this))->add(exportAction);
    file->addSeparator();
    m_libraryActions << add(
        file, tr("Save to &Library"), { QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L) },
        [this] {
            QString error;
            if (!saveToLibrary(&error))
                QMessageBox::warning(this, tr("Cannot save to the library"), error);
        },
        tr("Keep this build in RigPlan's build library"));
    m_libraryActions << add(
        file, tr("Open from Li&brary…"), { QKeySequence(Qt::CTRL | Qt::Key_L) },
        [this] {
            if (!m_library || !maybeSave())
                return;
            LibraryDialog dialog(m_library, this);
            QString error;
            if (dialog.exec() == QDialog::Accepted && dialog.chosen() && !openFromLibrary(*dialog.chosen(), &error))
                QMessageBox::warning(this, tr("Cannot open build"), error);
        },
        tr("Open a build saved in the library"));
    for (QAction *a : m_libraryActions)
        a->setEnabled(false);
    file->addSeparator();
    add(
        file, tr("&Plan a Build…"), { QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P) }, [this] { showPlanner(); },
        tr("Find the fastest builds within a budget that pass every check"));
    file->addSeparator();
    add(
        file, tr("&Quit"), keys(QKeySequence::Quit, QKeySequence(Qt::CTRL | Qt::Key_Q)), [this] { close(); },
        tr("Quit RigPlan"));

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    toolbar->addSeparator();
    QAction *undo = undoAction(m_document->undoStack(), false, this);
    undo->setShortcuts(keys(QKeySequence::Undo, QKeySequence(Qt::CTRL | Qt::Key_Z)));
    undo->setIcon(toolIcon(ToolIcon::Undo));
    QAction *redo = undoAction(m_document->undoStack(), true, this);
    redo->setShortcuts(keys(QKeySequence::Redo, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)));
    redo->setIcon(toolIcon(ToolIcon::Redo));
    edit->addAction(undo);
    edit->addAction(redo);
    toolbar->addAction(undo);
    toolbar->addAction(redo);
    edit->addSeparator();
    add(
        edit, tr("&Remove GPU"), keys(QKeySequence::Delete, QKeySequence(Qt::Key_Delete)),
        [this] { m_scene->removeSelected(); }, tr("Remove the selected card from the build"));
    add(
        edit, tr("Move GPU &Up"), { QKeySequence(Qt::ALT | Qt::Key_Up) }, [this] { m_scene->moveSelected(-1); },
        tr("Move the selected card to the next free slot above"));
    add(
        edit, tr("Move GPU &Down"), { QKeySequence(Qt::ALT | Qt::Key_Down) }, [this] { m_scene->moveSelected(+1); },
        tr("Move the selected card to the next free slot below"));
    edit->addSeparator();
    add(
        edit, tr("&Settings…"), keys(QKeySequence::Preferences, QKeySequence(Qt::CTRL | Qt::Key_Comma)),
        [this] { showSettings(); }, tr("Language, default circuit, baseline GPU, headroom, currency"));

    m_viewMenu = menuBar()->addMenu(tr("&View"));
    toolbar->addSeparator();
    add(
        m_viewMenu, tr("Zoom &In"),
        keys(QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Plus)) << QKeySequence(Qt::CTRL | Qt::Key_Equal),
        [this] { m_view->zoomIn(); }, tr("Zoom in on the chassis"), ToolIcon::ZoomIn);
    add(
        m_viewMenu, tr("Zoom &Out"), keys(QKeySequence::ZoomOut, QKeySequence(Qt::CTRL | Qt::Key_Minus)),
        [this] { m_view->zoomOut(); }, tr("Zoom out of the chassis"), ToolIcon::ZoomOut);
    add(
        m_viewMenu, tr("&Fit"), { QKeySequence(Qt::CTRL | Qt::Key_0) }, [this] { m_view->fit(); },
        tr("Fit the whole chassis in the view"), ToolIcon::Fit);
    m_viewMenu->addSeparator();
    add(
        m_viewMenu, tr("&Compare Builds…"), { QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C) },
        [this] {
            ComparisonWindow *w = ensureComparison();
            w->show();
            w->raise();
            w->activateWindow();
        },
        tr("Compare two to four builds side by side"));
    add(
        m_viewMenu, tr("&Pin to Comparison"), {},
        [this] {
            ComparisonWindow *w = ensureComparison();
            QString error;
            if (!w->pinCurrent(&error))
                QMessageBox::warning(this, tr("Cannot pin build"), error);
            w->show();
            w->raise();
        },
        tr("Add the build as it is now to the comparison"));
    m_viewMenu->addSeparator();
    for (QDockWidget *dock : findChildren<QDockWidget *>())
        m_viewMenu->addAction(dock->toggleViewAction());
    add(
        m_viewMenu, tr("&Reset Layout"), {}, [this] { resetLayout(); },
        tr("Put the panels back where they were at the first start"));

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About RigPlan"), this, [this] {
        QMessageBox::about(this, tr("About RigPlan"),
            tr("<p><b>RigPlan %1</b></p><p>Plans deep-learning GPU workstations: slots, cooling, "
               "power, circuits, risers and lanes, with fixes.</p><p>Every catalog figure carries "
               "its source; see docs/ for the models.</p>"
               "<p>Parts imported from BuildCores OpenDB (github.com/buildcores/buildcores-open-db) are "
               "&copy; BuildCores and contributors, under the Open Data Commons Attribution License "
               "(ODC-By) 1.0; each keeps its OpenDB id in its source.</p>")
                .arg(QApplication::applicationVersion()));
    });
    updateRecentMenu();
}

void MainWindow::showPlanner()
{
    // Made on first use: the planner is not part of startup.
    if (!m_planner) {
        // Each run plans over its own snapshot of the document's parts, taken here on the GUI thread.
        m_planner = new PlanDialog(
            [document = m_document] { return document->catalogSnapshot(); }, m_document->defaultCircuit(), this);
        connect(m_planner, &PlanDialog::openRequested, this, &MainWindow::openPlannedBuild);
    }
    if (m_pricedCatalog)
        m_planner->setPriceBasis(m_pricedCatalog->policy().basisText());
    m_planner->show();
    m_planner->raise();
    m_planner->activateWindow();
}

void MainWindow::openPlannedBuild(const Build &build)
{
    if (!maybeSave())
        return;
    // A new, unsaved build; opening it is one undo step, so Save asks for a name.
    m_document->reset(starterBuild(m_document->baseCatalog()), QString());
    m_libraryId.reset();
    m_document->edit(tr("Open planned build"), build);
    statusBar()->showMessage(tr("Opened the planned build \"%1\"").arg(build.name), 4000);
}

void MainWindow::setCatalogSharing(CatalogSharing *sharing)
{
    auto *actions = new CatalogSharingActions(sharing, this);
    // Before the Quit group at the end of the File menu.
    const QList<QAction *> items = m_fileMenu->actions();
    actions->addTo(m_fileMenu, items.size() >= 2 ? items.at(items.size() - 2) : nullptr);
    connect(actions, &CatalogSharingActions::changed, this,
        [this] { m_catalogDock->model()->setCatalog(&m_document->parts()); });
    // A part's own price choice (issue 15): the parts list's context menu, kept in the database.
    QTableView *view = m_catalogDock->view();
    view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(view, &QWidget::customContextMenuRequested, this, [this, view, sharing](const QPoint &at) {
        const QString id = view->indexAt(at).data(CatalogModel::PartIdRole).toString();
        if (id.isEmpty() || !m_pricedCatalog)
            return;
        QMenu menu;
        const std::optional<PriceChoice> current = m_pricedCatalog->policy().overrides().contains(id)
            ? std::optional(m_pricedCatalog->policy().overrides().value(id))
            : std::nullopt;
        const auto add = [&](const QString &text, std::optional<PriceChoice> choice) {
            QAction *a = menu.addAction(text);
            a->setCheckable(true);
            a->setChecked(current == choice);
            connect(a, &QAction::triggered, this, [this, sharing, id, choice] {
                if (!sharing->setPriceChoice(id, choice))
                    return;
                PricePolicy policy = m_pricedCatalog->policy();
                policy.setOverride(id, choice);
                m_pricedCatalog->setPolicy(policy);
                m_document->pricesChanged();
                m_catalogDock->model()->setCatalog(&m_document->parts());
            });
        };
        add(tr("Count at the Settings' price"), std::nullopt);
        add(tr("Count this part at its new price"), PriceChoice::New);
        add(tr("Count this part at its used price"), PriceChoice::Used);
        menu.exec(view->viewport()->mapToGlobal(at));
    });
}

void MainWindow::setBuildLibrary(BuildLibrary *library)
{
    m_library = library;
    for (QAction *a : m_libraryActions)
        a->setEnabled(library != nullptr);
    if (m_comparison)
        m_comparison->setBuildLibrary(library);
}

ComparisonWindow *MainWindow::ensureComparison()
{
    // Made on first use: the charts and table cost startup time nobody asked for.
    if (!m_comparison) {
        m_comparison = new ComparisonWindow(m_document, this);
        m_comparison->setBuildLibrary(m_library);
    }
    return m_comparison;
}

bool MainWindow::saveToLibrary(QString *error)
{
    if (!m_library)
        return false;
    const std::optional<qint64> id = m_library->save(m_document->build(), m_libraryId, error);
    if (!id)
        return false;
    m_libraryId = id;
    if (m_document->fileName().isEmpty())
        m_document->setClean(); // the library copy is the saved one
    statusBar()->showMessage(tr("Saved \"%1\" to the library").arg(m_document->build().name), 4000);
    return true;
}

bool MainWindow::openFromLibrary(qint64 id, QString *error)
{
    if (!m_library)
        return false;
    const std::optional<Build> build = m_library->load(id, m_document->parts(), error);
    if (!build)
        return false;
    m_document->reset(*build);
    m_libraryId = id;
    return true;
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = Settings().recentFiles();
    for (const QString &f : files) {
        m_recentMenu
            ->addAction(QFileInfo(f).fileName(), this,
                [this, f] {
                    if (!maybeSave())
                        return;
                    QString error;
                    if (!openFile(f, &error))
                        QMessageBox::warning(this, tr("Cannot open build"), error);
                })
            ->setToolTip(f);
    }
    m_recentMenu->setEnabled(!files.isEmpty());
}

QList<std::pair<QString, QString>> MainWindow::examples()
{
    return {
        { tr("Lambda 4x RTX 3090"), u":/examples/quad-3090-lambda.rigbuild"_s },
        { tr("Puget 4x RTX 3090"), u":/examples/quad-3090-blower-puget.rigbuild"_s },
        { tr("2x RTX 3090 FE"), u":/examples/dual-3090-fe.rigbuild"_s },
    };
}

bool MainWindow::openExample(const QString &path, QString *error)
{
    const BuildLoadResult loaded = BuildFile::readFile(path, m_document->parts(), false);
    if (!loaded.ok()) {
        *error = tr("%1 was not opened:\n%2").arg(path, loaded.problemLines());
        return false;
    }
    // Untitled and not in Open Recent: Save asks where, the bundled copy stays as it is.
    m_document->reset(*loaded.build);
    m_libraryId.reset();
    statusBar()->showMessage(tr("Opened the example \"%1\"").arg(loaded.build->name), 4000);
    return true;
}

bool MainWindow::openFile(const QString &fileName, QString *error)
{
    const BuildLoadResult loaded = BuildFile::readFile(fileName, m_document->parts(), false);
    if (!loaded.ok()) {
        *error = tr("%1 was not opened:\n%2").arg(QDir::toNativeSeparators(fileName), loaded.problemLines());
        return false;
    }
    m_document->reset(*loaded.build, fileName);
    m_libraryId.reset();
    Settings().addRecentFile(QFileInfo(fileName).absoluteFilePath());
    updateRecentMenu();
    return true;
}

bool MainWindow::saveFile(const QString &fileName, QString *error)
{
    if (!BuildFile::writeFile(m_document->build(), fileName, error))
        return false;
    m_document->setFileName(fileName);
    m_document->setClean();
    Settings().addRecentFile(QFileInfo(fileName).absoluteFilePath());
    updateRecentMenu();
    QFile::remove(recoveryFileName());
    return true;
}

void MainWindow::newBuild()
{
    if (maybeSave()) {
        m_document->reset(starterBuild(m_document->baseCatalog()));
        m_libraryId.reset();
    }
}

void MainWindow::open()
{
    if (!maybeSave())
        return;
    const QString fileName = QFileDialog::getOpenFileName(this, tr("Open build"), QString(), fileFilter());
    if (fileName.isEmpty())
        return;
    QString error;
    if (!openFile(fileName, &error))
        QMessageBox::warning(this, tr("Cannot open build"), error);
}

bool MainWindow::save()
{
    if (m_document->fileName().isEmpty())
        return saveAs();
    QString error;
    if (!saveFile(m_document->fileName(), &error)) {
        QMessageBox::warning(this, tr("Cannot save build"), error);
        return false;
    }
    return true;
}

bool MainWindow::saveAs()
{
    QString fileName = QFileDialog::getSaveFileName(this, tr("Save build"), m_document->fileName(), fileFilter());
    if (fileName.isEmpty())
        return false;
    if (QFileInfo(fileName).suffix().isEmpty())
        fileName += u".rigbuild"_s;
    QString error;
    if (!saveFile(fileName, &error)) {
        QMessageBox::warning(this, tr("Cannot save build"), error);
        return false;
    }
    return true;
}

bool MainWindow::maybeSave()
{
    if (!m_document->isModified())
        return true;
    const auto answer = QMessageBox::warning(this, tr("Unsaved changes"),
        tr("The build has changes that are not saved. Save them first?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    Settings().setWindowLayout(saveGeometry(), saveState(kLayoutVersion));
    QFile::remove(recoveryFileName()); // a clean exit leaves nothing to recover
    event->accept();
}

QString MainWindow::recoveryFileName()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + u"/recovery.rigbuild"_s;
}

void MainWindow::writeRecovery()
{
    if (!m_document->isModified())
        return;
    QDir().mkpath(QFileInfo(recoveryFileName()).absolutePath()); // writeFile says why if this failed
    QString error;
    if (BuildFile::writeFile(m_document->build(), recoveryFileName(), &error)) {
        m_recoveryError.clear();
        return;
    }
    // The user keeps editing in the belief that a crash would lose nothing: say it, after every edit
    // that could not be kept; the log gets each new reason once.
    statusBar()->showMessage(tr("Unsaved changes are not kept for crash recovery: %1").arg(error), 10000);
    if (error != m_recoveryError)
        qWarning("crash recovery: %s", qPrintable(error));
    m_recoveryError = error;
}

void MainWindow::offerRecovery()
{
    const QString file = recoveryFileName();
    const RecoveryRead recovered = RecoveryFile::take(file, m_document->parts(), QDateTime::currentDateTime());
    if (!recovered.found)
        return;
    if (!recovered.build) {
        QStringList problems;
        for (const Problem &p : recovered.problems)
            problems << p.toString();
        QMessageBox::warning(this, tr("Unsaved build not restored"),
            tr("RigPlan did not close cleanly last time, but the build it kept cannot be read:\n%1\n\n%2")
                .arg(problems.join(u'\n'),
                    !recovered.keptAs.isEmpty()
                        ? tr("The file was kept as %1.").arg(QDir::toNativeSeparators(recovered.keptAs))
                        : tr("The file was left at %1.").arg(QDir::toNativeSeparators(file))));
        return;
    }
    const auto answer = QMessageBox::question(this, tr("Restore unsaved build?"),
        tr("RigPlan did not close cleanly last time. Restore the build you were working on?"),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
    if (answer == QMessageBox::Yes) {
        m_document->reset(m_document->build());
        m_document->edit(tr("Restore unsaved build"), *recovered.build);
        return;
    }
    QFile::remove(file); // the user chose not to restore it
}

void MainWindow::showSettings()
{
    SettingsDialog dialog(m_document->parts(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const bool languageChanged = dialog.save();
    const Settings settings;
    m_document->setDefaultCircuit(settings.defaultCircuit());
    m_document->setCheckOptions(settings.headroom());
    m_power->setHeadroom(settings.headroom());
    m_charts->setBaseline(settings.baselineGpu());
    m_catalogDock->model()->setCurrency(settings.currency().symbol, settings.currency().perUsd);
    if (m_pricedCatalog && m_pricedCatalog->policy().choice() != settings.prices()) {
        PricePolicy policy(settings.prices(), m_pricedCatalog->policy().today());
        policy.setOverrides(m_pricedCatalog->policy().overrides()); // the parts the user chose apart
        m_pricedCatalog->setPolicy(policy);
        m_document->pricesChanged();
        m_catalogDock->model()->setCatalog(&m_document->parts());
    }
    if (languageChanged)
        QMessageBox::information(this, tr("Language"), tr("The new language applies when RigPlan starts again."));
}

void MainWindow::updateTitle()
{
    const QString name
        = m_document->fileName().isEmpty() ? tr("Untitled") : QFileInfo(m_document->fileName()).fileName();
    setWindowTitle(name + u"[*]"_s);
    setWindowModified(m_document->isModified());
}

void MainWindow::updateStatus()
{
    const CheckReport &r = m_document->report();
    QString circuits;
    if (r.power.circuits.size() <= 1) {
        circuits = tr("%1% of the circuit").arg(roundToInt(r.power.circuitLoad * 100));
    } else {
        QStringList loads;
        for (const CircuitPower &c : r.power.circuits)
            loads << tr("%1%").arg(roundToInt(c.loadFraction * 100));
        circuits = tr("circuits at %1").arg(loads.join(tr(", ")));
    }
    m_status->setText(tr("%1 error(s), %2 warning(s) · %3 W DC · about %4 W at the wall (%5) · %n GPU(s)", nullptr,
        static_cast<int>(m_document->build().gpus.size()))
                          .arg(r.count(Severity::Error))
                          .arg(r.count(Severity::Warning))
                          .arg(roundToInt(r.power.dcW))
                          .arg(roundToInt(r.power.wallW))
                          .arg(circuits));
}

} // namespace RigPlan::Ui
