// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/plainheaderview.h"

#include <QStyleOptionHeader>

namespace RigPlan::Ui {

PlainHeaderView::PlainHeaderView(Qt::Orientation orientation, QWidget *parent)
    : QHeaderView(orientation, parent)
{
    setSectionsClickable(true);
    setHighlightSections(true);
}

QSize PlainHeaderView::sectionSizeFromContents(int logicalIndex) const
{
    if (!model())
        return {};
    // As QHeaderView::sectionSizeFromContents(), less the bold font.
    if (const QVariant hint = model()->headerData(logicalIndex, orientation(), Qt::SizeHintRole); hint.isValid())
        return hint.toSize();
    QStyleOptionHeader option;
    initStyleOption(&option);
    option.section = logicalIndex;
    option.text = model()->headerData(logicalIndex, orientation(), Qt::DisplayRole).toString();
    option.textAlignment = defaultAlignment();
    QSize size = style()->sizeFromContents(QStyle::CT_HeaderSection, &option, QSize(), this);
    if (isSortIndicatorShown()) {
        const int margin = style()->pixelMetric(QStyle::PM_HeaderMargin, &option, this);
        if (orientation() == Qt::Horizontal)
            size.rwidth() += size.height() + margin;
        else
            size.rheight() += size.width() + margin;
    }
    return size;
}

} // namespace RigPlan::Ui
