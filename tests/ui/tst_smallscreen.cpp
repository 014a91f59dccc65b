// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 36, item 3: the window on a laptop's screen. Its minimum height was 749 px in English and 787 in
// Chinese, so at 1280x720 the status bar was cut off and the parts list showed a row and a half. Here the
// offscreen screens are 1280x720, 1366x768 and 1920x1080 (a configuration file for the offscreen platform,
// set before the application starts), and the window is measured as it opens on them, in English and Chinese.
#include "app/gui/catalogloader.h"
#include "app/gui/translations.h"
#include "ui/docks/builddock.h"
#include "ui/docks/catalogdock.h"
#include "ui/docks/chartsdock.h"
#include "ui/docks/checksdock.h"
#include "ui/docks/powerdock.h"
#include "ui/document/builddocument.h"
#include "ui/mainwindow.h"
#include "ui/settings.h"

#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace RigPlan;
using namespace RigPlan::Ui;
using namespace Qt::StringLiterals;

namespace {

constexpr int kMaxMinimumHeight = 600;

/** The rows of `view` whose whole height shows in its viewport. */
int wholeRowsShown(const QTableView *view)
{
    int rows = 0;
    const QRect viewport = view->viewport()->rect();
    for (int row = 0; row < view->model()->rowCount(); ++row) {
        const QRect rect = view->visualRect(view->model()->index(row, 0));
        if (rect.isValid() && rect.top() >= viewport.top() && rect.bottom() <= viewport.bottom())
            ++rows;
    }
    return rows;
}

/** Whether `widget` shows whole inside its window, and the window inside its screen. */
bool wholeInWindow(const QWidget *widget)
{
    const QWidget *window = widget->window();
    const QRect inWindow(widget->mapTo(window, QPoint(0, 0)), widget->size());
    return widget->isVisible() && window->rect().contains(inWindow)
        && window->screen()->availableGeometry().contains(window->frameGeometry());
}

QString describe(const QWidget *w)
{
    return u"%1 %2x%3 (min %4x%5)"_s.arg(w->objectName())
        .arg(w->width())
        .arg(w->height())
        .arg(w->minimumSizeHint().width())
        .arg(w->minimumSizeHint().height());
}

} // namespace

class TestSmallScreen : public QObject
{
    Q_OBJECT

public:
    /** Before the application: the offscreen platform's screens, side by side. */
    static void initMain();

private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void fitsLaptopScreens_data();
    void fitsLaptopScreens();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Gui::CatalogLoader> m_loader;
};

void TestSmallScreen::initMain()
{
    QJsonArray screens;
    int x = 0;
    for (const QSize size : { QSize(1280, 720), QSize(1366, 768), QSize(1920, 1080) }) {
        screens.append(QJsonObject { { u"name"_s, u"%1x%2"_s.arg(size.width()).arg(size.height()) }, { u"x"_s, x },
            { u"y"_s, 0 }, { u"width"_s, size.width() }, { u"height"_s, size.height() }, { u"logicalDpi"_s, 96 },
            { u"logicalBaseDpi"_s, 96 }, { u"dpr"_s, 1 } });
        x += size.width();
    }
    const QString file
        = QDir::temp().filePath(u"rigplan-tst_smallscreen-%1.json"_s.arg(QCoreApplication::applicationPid()));
    QFile f(file);
    if (f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        f.write(QJsonDocument(QJsonObject { { u"screens"_s, screens } }).toJson());
    f.close();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + file.toLocal8Bit());
}

void TestSmallScreen::initTestCase()
{
    QCOMPARE(QGuiApplication::screens().size(), 3);
    QCOMPARE(QGuiApplication::primaryScreen()->geometry().size(), QSize(1280, 720));
    QStandardPaths::setTestModeEnabled(true);
    m_loader = std::make_unique<Gui::CatalogLoader>();
    QVERIFY(m_loader->load(m_dir.filePath(u"rigplan.sqlite"_s), false));
}

void TestSmallScreen::cleanup()
{
    for (QTranslator *t : QCoreApplication::instance()->findChildren<QTranslator *>()) {
        QCoreApplication::removeTranslator(t);
        delete t;
    }
    QLocale::setDefault(QLocale::c());
}

void TestSmallScreen::fitsLaptopScreens_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("screen");
    QTest::newRow("en 1280x720") << u"en"_s << 0;
    QTest::newRow("zh_CN 1280x720") << u"zh_CN"_s << 0;
    QTest::newRow("en 1366x768") << u"en"_s << 1;
    QTest::newRow("zh_CN 1366x768") << u"zh_CN"_s << 1;
    QTest::newRow("en 1920x1080") << u"en"_s << 2;
    QTest::newRow("zh_CN 1920x1080") << u"zh_CN"_s << 2;
}

void TestSmallScreen::fitsLaptopScreens()
{
    QFETCH(QString, language);
    QFETCH(int, screen);
    if (language != u"en")
        QVERIFY(Gui::installTranslators(*QCoreApplication::instance(), language).contains(u"rigplan"));
    QScreen *target = QGuiApplication::screens().at(screen);
    Settings().setWindowLayout({}, {}); // a first start
    MainWindow window(m_loader->catalog());
    window.move(target->geometry().topLeft()); // opens on that screen, as on a laptop with only it
    window.resetLayout();
    QString error;
    QVERIFY2(window.openFile(QStringLiteral(RIGPLAN_EXAMPLES "/quad-3090-lambda.rigbuild"), &error), qPrintable(error));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.screen(), target);

    QStringList docks;
    for (const QDockWidget *dock : window.findChildren<QDockWidget *>())
        docks << describe(dock);
    const QString sizes = u"window %1x%2, min %3x%4; %5"_s.arg(window.width())
                              .arg(window.height())
                              .arg(window.minimumSizeHint().width())
                              .arg(window.minimumSizeHint().height())
                              .arg(docks.join(u"; "_s));
    qInfo("%s; parts rows: %d", qPrintable(sizes), wholeRowsShown(window.catalogDock()->view()));
    // Never taller than a 768-line screen can hold below a panel, in either language.
    QVERIFY2(window.minimumSizeHint().height() <= kMaxMinimumHeight, qPrintable(sizes));
    QVERIFY2(window.minimumHeight() <= kMaxMinimumHeight, qPrintable(sizes));
    // Opened within the screen, as large as it allows.
    QTRY_VERIFY2(window.fitsScreen(), qPrintable(sizes));
    QVERIFY2(window.height() >= target->availableGeometry().height() * 8 / 10, qPrintable(sizes));
    // The status bar's summary, and enough of the parts list to choose from.
    QVERIFY2(wholeInWindow(window.statusBar()), qPrintable(sizes));
    const auto *status = window.statusBar()->findChild<QLabel *>();
    QVERIFY(status && !status->text().isEmpty());
    QVERIFY2(wholeInWindow(status) && status->height() >= status->fontMetrics().height(), qPrintable(sizes));
    const QTableView *parts = window.catalogDock()->view();
    QVERIFY2(wholeInWindow(parts), qPrintable(sizes));
    QVERIFY2(wholeRowsShown(parts) >= 4, qPrintable(sizes + u"; parts rows: %1"_s.arg(wholeRowsShown(parts))));
    // Where the screen has room, the charts show whole, without a scroll bar.
    const auto *charts = qobject_cast<const QScrollArea *>(window.chartsDock()->widget());
    QVERIFY(charts);
    if (target->availableGeometry().height() >= 1000)
        QVERIFY2(charts->verticalScrollBar()->maximum() == 0, qPrintable(sizes));
    window.document()->setClean();
}

QTEST_MAIN(TestSmallScreen)
#include "tst_smallscreen.moc"
