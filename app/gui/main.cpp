// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// rigplan: the desktop app.
#include "app/gui/catalogloader.h"
#include "app/gui/sqlbuildlibrary.h"
#include "app/gui/sqlcatalogsharing.h"
#include "app/gui/startuptrace.h"
#include "app/gui/translations.h"
#include "core/estimate/benchmarkmodel.h"
#include "core/io/outputfile.h"
#include "core/pricedcatalog.h"
#include "db/database.h"
#include "db/sqlpartcatalog.h"
#include "ui/chassis/chassisview.h"
#include "ui/mainwindow.h"
#include "ui/settings.h"
#include "ui/widgets/applicationfont.h"
#include "ui/widgets/appstyle.h"

#include <QAccessible>
#include <QApplication>
#include <QBuffer>
#include <QCommandLineParser>
#include <QDir>
#include <QFontDatabase>
#include <QMessageBox>
#include <QStyle>
#include <QThreadPool>
#include <QTimer>

#include <cstdlib>
#include <functional>

using namespace RigPlan;

namespace {

/**
 * Runs a function once, at the event loop's next turn after the watched widget's first paint: the
 * window's first frame is then painted and flushed.
 */
class AfterFirstPaint : public QObject
{
public:
    AfterFirstPaint(QWidget *watched, std::function<void()> then)
        : QObject(watched)
        , m_then(std::move(then))
    {
        watched->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint) {
            watched->removeEventFilter(this);
            QTimer::singleShot(0, this, m_then);
        }
        return QObject::eventFilter(watched, event);
    }

private:
    std::function<void()> m_then;
};

/** The command line's options. */
struct Options
{
    QCommandLineOption lang { QStringLiteral("lang"), QApplication::translate("main", "Language: en or zh_CN."),
        QStringLiteral("lang") };
    QCommandLineOption open { QStringLiteral("open"), QApplication::translate("main", "Open this build file."),
        QStringLiteral("file") };
    QCommandLineOption shot { QStringLiteral("screenshot"),
        QApplication::translate("main", "Render the window to this PNG and exit."), QStringLiteral("png") };
    QCommandLineOption db { QStringLiteral("db"), QApplication::translate("main", "The SQLite database to use."),
        QStringLiteral("path") };
    QCommandLineOption quit { QStringLiteral("quit-after-first-paint"),
        QApplication::translate("main", "Quit once the window has painted (smoke test, startup benchmark).") };

    void addTo(QCommandLineParser &parser) const
    {
        parser.addOptions({ lang, open, shot, db, quit });
        // `rigplan FILE`: what the desktop file's Exec=rigplan %f runs when a .rigbuild is double-clicked.
        parser.addPositionalArgument(
            QStringLiteral("file"), QApplication::translate("main", "A build file to open."), QStringLiteral("[file]"));
    }
};

} // namespace

int main(int argc, char *argv[])
{
    Gui::StartupTrace::start();
    // Nothing of ours starts on another thread before QApplication (on X: the connection and the keymap,
    // round trips to the server). Fontconfig and the catalog read there, on other threads, made the
    // first paint later on two cores, not sooner (docs/database.md, "Reading at startup").
    QApplication app(argc, argv);
    // Every return from main waits for the work on the pool (the font scan, the model fit) before `app`
    // goes: the font scan needs the QGuiApplication, and one still running as ~QApplication took it down
    // aborted the process (qFatal) when the database was refused in --screenshot mode.
    const struct JoinPool
    {
        ~JoinPool() { QThreadPool::globalInstance()->waitForDone(); }
    } joinPool;
    Gui::StartupTrace::mark("QApplication");
    QApplication::setOrganizationName(QStringLiteral("RigPlan"));
    QApplication::setApplicationName(QStringLiteral("rigplan"));
    QApplication::setApplicationDisplayName(QStringLiteral("RigPlan"));
    QApplication::setApplicationVersion(QStringLiteral(RIGPLAN_VERSION));
    // Ties the windows to dist/io.github.rigplan.RigPlan.desktop (its icon and name on Wayland).
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.rigplan.RigPlan"));
    // The style chosen (platform default, -style or QT_STYLE_OVERRIDE), with drawn icons (ui/widgets/appstyle.h).
    QApplication::setStyle(new Ui::AppStyle(QApplication::style()->name()));
    Ui::applyApplicationFont();
    const Options options;
    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Plan deep-learning GPU workstations."));
    parser.addHelpOption();
    parser.addVersionOption();
    options.addTo(parser);
    parser.process(app);
    // The font scan (fontconfig's set-up and Qt's list of the installed fonts) is the largest single cost
    // before the first paint. Run it on the other core now (QFontDatabase is thread-safe), while the
    // database opens and the catalog is read here; the window's first text waits for what is left of
    // it. Not before process(): --help, --version and a bad option exit() there, and exit() tore down
    // the font database's statics under the running scan ("QMutex: destroying locked mutex"). Every
    // later way out returns from main, where ~QCoreApplication waits for the pool, or _Exit()s, which
    // runs no destructor.
    QThreadPool::globalInstance()->start([] {
        QFontDatabase::families();
        Gui::StartupTrace::mark("font database (other thread)");
    });
    // The accessibility bridge (AT-SPI on Linux) is made at the first accessibility query, which the
    // window's first scroll bar would make halfway through building it. The bridge connects to the
    // session bus, and where no bus is running libdbus forks to autolaunch one: after a fork every page
    // the process has written is copy-on-write, so each first write to one costs a page fault. Made now,
    // the fork finds a small process, not one that has read the catalog (compare the startup's page
    // faults with `perf stat -e page-faults`, under xcb with no DBUS_SESSION_BUS_ADDRESS); and the
    // font scan, started just before, runs on the other core while this waits for the bus.
    QAccessible::isActive();
    // The speedup model's fitted profiles (about 5 ms, made once, thread-safe) are needed once the build
    // has a GPU: for a build opened from the command line, in its first frame, so start them now; for
    // an empty one, after the first frame, so that they do not take a core from it.
    const auto fitSpeedupModel = [] {
        QThreadPool::globalInstance()->start([] {
            BenchmarkModel::profile(Benchmark::Resnet50);
            Gui::StartupTrace::mark("speedup model fitted (other thread)");
        });
    };
    const QString fileToOpen
        = parser.isSet(options.open) ? parser.value(options.open) : parser.positionalArguments().value(0);
    if (!fileToOpen.isEmpty())
        fitSpeedupModel();

    Gui::installTranslators(app, parser.isSet(options.lang) ? parser.value(options.lang) : Ui::Settings().language());

    Gui::CatalogLoader catalog;
    const bool interactive = !parser.isSet(options.shot) && !parser.isSet(options.quit);
    if (!catalog.load(parser.value(options.db), interactive))
        return 2;
    Gui::StartupTrace::mark("database and catalog");

    // Prices as Settings chooses (new or used), each part as the user chose it apart; stale against today.
    PricePolicy prices(Ui::Settings().prices(), QDate::currentDate());
    if (catalog.sqlCatalog())
        prices.setOverrides(catalog.sqlCatalog()->priceChoices());
    PricedCatalog pricedCatalog(catalog.catalog(), prices);
    Ui::MainWindow window(&pricedCatalog);
    window.setBuildLibrary(catalog.library());
    Gui::SqlCatalogSharing sharing(catalog.sqlCatalog());
    window.setCatalogSharing(&sharing);
    Gui::StartupTrace::mark("main window built");
    if (!fileToOpen.isEmpty()) {
        QString error;
        if (!window.openFile(fileToOpen, &error)) {
            if (parser.isSet(options.shot)) {
                qCritical("%s", qPrintable(error));
                return 2;
            }
            QMessageBox::warning(&window, QApplication::translate("main", "Cannot open build"), error);
        }
    }
    if (parser.isSet(options.shot)) {
        // Headless screenshots for the README: lay the window out at a fixed size and render it.
        window.resize(1600, 1000);
        window.show();
        QApplication::processEvents();
        window.chassisView()->fit(); // after the layout settled
        // Work deferred past the first frame (the first chart) posts events that post more: let it finish.
        for (int pass = 0; pass < 3; ++pass)
            QApplication::processEvents();
        const QString out = parser.value(options.shot);
        QByteArray png;
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        QString error;
        // Through the one output policy (core/io/outputfile.h): never onto the database or the build opened.
        if (!window.grab().save(&buffer, "PNG") || !OutputFile::write(out, png, &error)) {
            qCritical("%s",
                qPrintable(error.isEmpty() ? QStringLiteral("cannot write ") + QDir::toNativeSeparators(out) : error));
            return 2;
        }
        return 0;
    }
    QWidget *chassis = window.chassisView()->viewport();
    if (fileToOpen.isEmpty())
        new AfterFirstPaint(chassis, fitSpeedupModel);
    // Installed last, so its filter runs first (Qt calls the newest first): the benchmark leaves before
    // the fit starts.
    if (parser.isSet(options.quit)) {
        // The startup benchmark's finish line: leave at once, as bench/floorapp does, so that teardown
        // (fonts, database, libraries) is not counted as startup.
        new AfterFirstPaint(chassis, [] {
            Gui::StartupTrace::mark("first frame painted");
            std::_Exit(0);
        });
    }
    window.show();
    Gui::StartupTrace::mark("main window shown");
    if (!parser.isSet(options.quit))
        window.offerRecovery();
    return QApplication::exec();
}
