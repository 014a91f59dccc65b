// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHeaderView>

namespace RigPlan::Ui {

/**
 * A header measured in its own font. QHeaderView measures every section in bold, the font it draws
 * highlighted sections in, so a table's first layout loads a bold font (about 1 ms at startup) only to
 * learn a height the regular font gives too. Highlighted sections are still drawn in bold.
 */
class PlainHeaderView : public QHeaderView
{
    Q_OBJECT

public:
    /** Clickable and highlighting, as the header a table view makes for itself. */
    explicit PlainHeaderView(Qt::Orientation orientation, QWidget *parent = nullptr);

protected:
    QSize sectionSizeFromContents(int logicalIndex) const override;
};

} // namespace RigPlan::Ui
