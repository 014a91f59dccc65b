// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/applicationfont.h"

#include <QApplication>
#include <QFontDatabase>

namespace RigPlan::Ui {

void applyApplicationFont()
{
    QFont font = QFontDatabase::systemFont(QFontDatabase::GeneralFont);
    font.setStyleStrategy(QFont::PreferNoShaping);
    if (font != QApplication::font())
        QApplication::setFont(font);
}

} // namespace RigPlan::Ui
