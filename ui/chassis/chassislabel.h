// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/chassis/chassisitemtypes.h"

#include <QGraphicsSimpleTextItem>

namespace RigPlan::Ui {

/**
 * A label of the chassis: the application's font at an em of `emMm` scene units, elided to its box, so the
 * text scales with the drawing (the layout sizes it to read at 11 px or more at the default fit).
 */
class ChassisLabel : public QGraphicsSimpleTextItem
{
public:
    enum
    {
        Type = ChassisLabelType
    };
    explicit ChassisLabel(QGraphicsItem *parent = nullptr);
    int type() const override { return Type; }

    /** Sets the text into `box` (left, or right-aligned), `emMm` tall, elided to the box's width. */
    void show(const QString &text, const QRectF &box, double emMm, const QColor &colour, bool alignRight = false);
    double emMm() const { return m_emMm; }
    QString fullText() const { return m_fullText; }

    /** The font labels are laid out in (a 100 px em, scaled down by each label). */
    static const QFont &font();
    /** The width of `text` at a 1 mm em: what ChassisLayout measures label columns with. */
    static double widthAtUnitEm(const QString &text);
    /** The height of a line (ascent plus descent) at a 1 mm em. */
    static double lineHeightAtUnitEm();

private:
    double m_emMm = 0;
    double m_boxWidth = -1;
    double m_shownWidth = 0; // of the shown text, at the layout font
    QString m_fullText;
};

} // namespace RigPlan::Ui
