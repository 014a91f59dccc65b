// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QComboBox>

namespace RigPlan::Ui {

/**
 * A combo box as wide as a number of characters, whatever its items (long part names would otherwise
 * widen the whole dock): QComboBox::AdjustToMinimumContentsLengthWithIcon without its cost. Setting that
 * policy builds the box's popup at once (about 0.25 ms a box at startup); this leaves it for the first
 * time the box opens.
 */
class CompactComboBox : public QComboBox
{
    Q_OBJECT

public:
    explicit CompactComboBox(int characters, QWidget *parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
};

} // namespace RigPlan::Ui
