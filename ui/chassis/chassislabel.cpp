// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/chassis/chassislabel.h"

#include <QBrush>
#include <QFontMetricsF>

namespace RigPlan::Ui {

namespace {
constexpr double kFontPx = 100; // laid out large and scaled down: no hinting at small sizes, one font load
}

ChassisLabel::ChassisLabel(QGraphicsItem *parent)
    : QGraphicsSimpleTextItem(parent)
{
    setFont(font());
    setAcceptedMouseButtons(Qt::NoButton);
    setAcceptDrops(false);
}

const QFont &ChassisLabel::font()
{
    static const QFont font = [] {
        QFont f;
        f.setPixelSize(static_cast<int>(kFontPx));
        return f;
    }();
    return font;
}

double ChassisLabel::widthAtUnitEm(const QString &text)
{
    static const QFontMetricsF metrics(font());
    return metrics.horizontalAdvance(text) / kFontPx;
}

void ChassisLabel::show(const QString &text, const QRectF &box, double emMm, const QColor &colour, bool alignRight)
{
    static const QFontMetricsF metrics(font());
    m_emMm = emMm;
    m_fullText = text;
    const double scale = emMm / kFontPx;
    const QString shown = box.width() > 0 ? metrics.elidedText(text, Qt::ElideRight, box.width() / scale) : QString();
    if (shown != this->text())
        setText(shown);
    setScale(scale);
    setBrush(colour);
    const double width = metrics.horizontalAdvance(shown) * scale;
    const double height = metrics.height() * scale;
    const QPointF at(alignRight ? box.right() - width : box.left(), box.top() + (box.height() - height) / 2);
    setPos(parentItem() ? parentItem()->mapFromScene(at) : at);
}

} // namespace RigPlan::Ui
