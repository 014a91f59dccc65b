// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/chassis/chassislabel.h"

#include <QBrush>
#include <QFontMetricsF>
#include <QHash>

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
    // The same few connector texts are measured on every layout: shaping them once is enough.
    static const QFontMetricsF metrics(font());
    static QHash<QString, double> widths;
    auto it = widths.constFind(text);
    if (it == widths.cend())
        it = widths.insert(text, metrics.horizontalAdvance(text) / kFontPx);
    return it.value();
}

double ChassisLabel::lineHeightAtUnitEm()
{
    static const double height = QFontMetricsF(font()).height() / kFontPx;
    return height;
}

void ChassisLabel::show(const QString &text, const QRectF &box, double emMm, const QColor &colour, bool alignRight)
{
    static const QFontMetricsF metrics(font());
    const double scale = emMm / kFontPx;
    // Eliding shapes the text: only when the text or its room changed (most syncs move nothing).
    if (text != m_fullText || box.width() != m_boxWidth || emMm != m_emMm) {
        m_emMm = emMm;
        m_fullText = text;
        m_boxWidth = box.width();
        const QString shown
            = box.width() > 0 ? metrics.elidedText(text, Qt::ElideRight, box.width() / scale) : QString();
        if (shown != this->text())
            setText(shown);
        m_shownWidth = metrics.horizontalAdvance(shown);
        setScale(scale);
    }
    if (brush().color() != colour)
        setBrush(colour);
    const double width = m_shownWidth * scale;
    const double height = metrics.height() * scale;
    const QPointF at(alignRight ? box.right() - width : box.left(), box.top() + (box.height() - height) / 2);
    setPos(parentItem() ? parentItem()->mapFromScene(at) : at);
}

} // namespace RigPlan::Ui
