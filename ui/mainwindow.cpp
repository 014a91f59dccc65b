// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mainwindow.h"

#include <QLabel>

namespace RigPlan::Ui {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setWindowTitle(tr("RigPlan"));
    auto *label = new QLabel(tr("RigPlan checks GPU workstation builds. Use rigplan-cli check FILE for now."), this);
    label->setAlignment(Qt::AlignCenter);
    setCentralWidget(label);
    resize(1024, 700);
}

} // namespace RigPlan::Ui
