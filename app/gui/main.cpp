// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QTimer>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("rigplan"));
    QApplication::setApplicationDisplayName(QStringLiteral("RigPlan"));
    QApplication::setApplicationVersion(QStringLiteral(RIGPLAN_VERSION));

    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption quitOption(QStringLiteral("quit-after-start"),
                                        QApplication::translate("main", "Quit once the window is shown (smoke test)."));
    parser.addOption(quitOption);
    parser.process(app);

    RigPlan::Ui::MainWindow window;
    window.show();
    if (parser.isSet(quitOption))
        QTimer::singleShot(0, &app, &QApplication::quit);
    return QApplication::exec();
}
