// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// rigplan: the desktop app.
#include "app/gui/catalogloader.h"
#include "app/gui/sqlbuildlibrary.h"
#include "app/gui/sqlcatalogsharing.h"
#include "app/gui/startuptrace.h"
#include "app/gui/translations.h"
#include "core/estimate/benchmarkmodel.h"
#include "core/pricedcatalog.h"
#include "db/sqlpartcatalog.h"
#include "ui/chassis/chassisview.h"
#include "ui/mainwindow.h"
#include "ui/settings.h"
#include "ui/widgets/appstyle.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFontDatabase>
#include <QMessageBox>
#include <QStyle>
#include <QThreadPool>
#include <QTimer>

#include <cstdlib>

using namespace RigPlan;

namespace {

/** Ends the app once the chassis has painted: the startup benchmark's finish line. */
class QuitOnFirstPaint : public QObject
{
protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        // The measurement ends at the first paint: leave at once, as bench/floorapp and rigplan both do, so
        // that teardown (fonts, database, libraries) is not counted as startup.
        if (event->type() == QEvent::Paint) {
            Gui::StartupTrace::mark("first paint of the chassis");
            QTimer::singleShot(0, [] { std::_Exit(0); });
        }
        return QObject::eventFilter(watched, event);
    }
};

} // namespace

int main(int argc, char *argv[])
{
    Gui::StartupTrace::start();
    QApplication app(argc, argv);
    Gui::StartupTrace::mark("QApplication");
    QApplication::setOrganizationName(QStringLiteral("RigPlan"));
    QApplication::setApplicationName(QStringLiteral("rigplan"));
    QApplication::setApplicationDisplayName(QStringLiteral("RigPlan"));
    QApplication::setApplicationVersion(QStringLiteral(RIGPLAN_VERSION));
    // Ties the windows to dist/io.github.rigplan.RigPlan.desktop (its icon and name on Wayland).
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.rigplan.RigPlan"));
    // The style chosen (platform default, -style or QT_STYLE_OVERRIDE), with drawn icons (ui/widgets/appstyle.h).
    QApplication::setStyle(new Ui::AppStyle(QApplication::style()->name()));
    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Plan deep-learning GPU workstations."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption langOption(
        QStringLiteral("lang"), QApplication::translate("main", "Language: en or zh_CN."), QStringLiteral("lang"));
    const QCommandLineOption openOption(
        QStringLiteral("open"), QApplication::translate("main", "Open this build file."), QStringLiteral("file"));
    const QCommandLineOption shotOption(QStringLiteral("screenshot"),
        QApplication::translate("main", "Render the window to this PNG and exit."), QStringLiteral("png"));
    const QCommandLineOption dbOption(
        QStringLiteral("db"), QApplication::translate("main", "The SQLite database to use."), QStringLiteral("path"));
    const QCommandLineOption quitOption(QStringLiteral("quit-after-first-paint"),
        QApplication::translate("main", "Quit once the window has painted (smoke test, startup benchmark)."));
    parser.addOptions({ langOption, openOption, shotOption, dbOption, quitOption });
    // `rigplan FILE`: what the desktop file's Exec=rigplan %f runs when a .rigbuild is double-clicked.
    parser.addPositionalArgument(
        QStringLiteral("file"), QApplication::translate("main", "A build file to open."), QStringLiteral("[file]"));
    parser.process(app);
    // Fontconfig's scan of the installed fonts (about 11 ms) is the largest single cost before the first
    // paint. Start it on the other core now (QFontDatabase is thread-safe), while the database opens and
    // the catalog is read here; the window's first text waits for what is left of it. Not before
    // process(): --help, --version and a bad option exit() there, and exit() tore down the font
    // database's statics under the running scan ("QMutex: destroying locked mutex"). Every later way out
    // returns from main, where ~QCoreApplication waits for the pool, or _Exit()s, which runs no destructor.
    QThreadPool::globalInstance()->start([] {
        QFontDatabase::families();
        Gui::StartupTrace::mark("font database (other thread)");
        // Then the speedup model's fitted profiles (about 1 ms, made once, thread-safe), which the Charts
        // dock's summary needs when it first shows: this core is idle by then, the main one is not.
        BenchmarkModel::profile(Benchmark::Resnet50);
        Gui::StartupTrace::mark("speedup model fitted (other thread)");
    });
    const QString fileToOpen
        = parser.isSet(openOption) ? parser.value(openOption) : parser.positionalArguments().value(0);

    Gui::installTranslators(app, parser.isSet(langOption) ? parser.value(langOption) : Ui::Settings().language());

    Gui::CatalogLoader catalog;
    const bool interactive = !parser.isSet(shotOption) && !parser.isSet(quitOption);
    if (!catalog.load(parser.value(dbOption), interactive))
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
            if (parser.isSet(shotOption)) {
                qCritical("%s", qPrintable(error));
                return 2;
            }
            QMessageBox::warning(&window, QApplication::translate("main", "Cannot open build"), error);
        }
    }
    if (parser.isSet(shotOption)) {
        // Headless screenshots for the README: lay the window out at a fixed size and render it.
        window.resize(1600, 1000);
        window.show();
        QApplication::processEvents();
        window.chassisView()->fit(); // after the layout settled
        // Work deferred past the first frame (the first chart) posts events that post more: let it finish.
        for (int pass = 0; pass < 3; ++pass)
            QApplication::processEvents();
        const QString out = parser.value(shotOption);
        if (!window.grab().save(out)) {
            qCritical("cannot write %s", qPrintable(QDir::toNativeSeparators(out)));
            return 2;
        }
        return 0;
    }
    QuitOnFirstPaint quitOnPaint;
    if (parser.isSet(quitOption))
        window.chassisView()->viewport()->installEventFilter(&quitOnPaint);
    window.show();
    Gui::StartupTrace::mark("main window shown");
    if (!parser.isSet(quitOption))
        window.offerRecovery();
    return QApplication::exec();
}
