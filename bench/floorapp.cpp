// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The startup floor RigPlan is measured against: a QMainWindow with a QChartView and an open SQLite
// database, quitting at its first paint, as `rigplan --quit-after-first-paint` does.
#include <QApplication>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QMainWindow>
#include <QScreen>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdlib>

namespace {

class QuitOnPaint : public QObject
{
protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        // The measurement ends at the first paint: leave at once, as bench/floorapp and rigplan both do, so
        // that teardown (fonts, database, libraries) is not counted as startup.
        if (event->type() == QEvent::Paint)
            QTimer::singleShot(0, [] { std::_Exit(0); });
        return QObject::eventFilter(watched, event);
    }
};

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QTemporaryDir dir;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"));
        db.setDatabaseName(dir.filePath(QStringLiteral("floor.sqlite")));
        db.open();
        QSqlQuery q(db);
        q.exec(QStringLiteral("PRAGMA journal_mode=WAL"));
        q.exec(QStringLiteral("CREATE TABLE IF NOT EXISTS t (id INTEGER PRIMARY KEY, v TEXT)"));
        q.exec(QStringLiteral("PRAGMA user_version"));
    }
    auto *set = new QBarSet(QStringLiteral("speedup"));
    *set << 1 << 2 << 3 << 4 << 5;
    auto *series = new QBarSeries;
    series->append(set);
    auto *chart = new QChart;
    chart->addSeries(series);
    QMainWindow window;
    auto *view = new QChartView(chart);
    window.setCentralWidget(view);
    QuitOnPaint quit;
    view->viewport()->installEventFilter(&quit);
    // The size RigPlan opens at on a first run (MainWindow::resetGeometry): 1480 x 920, less where the
    // screen is smaller, so both paint the same number of pixels.
    const QSize available = window.screen()->availableGeometry().size() - QSize(16, 48);
    window.resize(QSize(1480, 920).boundedTo(available));
    window.show();
    return QApplication::exec();
}
