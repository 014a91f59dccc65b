// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/compactcombobox.h"

#include <QStyleOptionComboBox>

#include <algorithm>
#include <cmath>

namespace RigPlan::Ui {

CompactComboBox::CompactComboBox(int characters, QWidget *parent)
    : QComboBox(parent)
{
    setMinimumContentsLength(characters);
}

QSize CompactComboBox::sizeHint() const
{
    // As QComboBox measures for AdjustToMinimumContentsLengthWithIcon: the characters and room for an icon.
    const QFontMetrics metrics = fontMetrics();
    const QSize icon = iconSize();
    const int textHeight = static_cast<int>(std::ceil(QFontMetricsF(font()).height()));
    const QSize contents(minimumContentsLength() * metrics.horizontalAdvance(QLatin1Char('X')) + icon.width() + 4,
        std::max({ textHeight, 14, icon.height() }) + 2);
    QStyleOptionComboBox option;
    initStyleOption(&option);
    return style()->sizeFromContents(QStyle::CT_ComboBox, &option, contents, this);
}

QSize CompactComboBox::minimumSizeHint() const
{
    return sizeHint();
}

} // namespace RigPlan::Ui
