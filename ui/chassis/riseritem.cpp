// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/chassis/riseritem.h"

#include "ui/chassis/chassiscolours.h"

#include <QPainter>
#include <QPainterPathStroker>

namespace RigPlan::Ui {

namespace {
constexpr double kRibbonMm = 7; // a riser ribbon seen flat, drawn a little wide so it reads
}

RiserItem::RiserItem()
{
    setZValue(9); // under the cards, so their names stay readable; over the board
}

void RiserItem::sync(int gpu, QPointF from, QPointF to, bool intoFromBelow, double channelY)
{
    prepareGeometryChange();
    m_gpu = gpu;
    if (channelY > from.y() && channelY < to.y()) {
        // Out of the connector, down over the board to the gap under the case, along it, down into the card:
        // clear of the connector labels and the area's title.
        const double x = from.x() + 14, r = 6, sign = to.x() < x ? -1 : 1;
        QPainterPath path(from);
        path.lineTo(x - r, from.y());
        path.quadTo(QPointF(x, from.y()), QPointF(x, from.y() + r));
        path.lineTo(x, channelY - r);
        path.quadTo(QPointF(x, channelY), QPointF(x + sign * r, channelY));
        path.lineTo(to.x() - sign * r, channelY);
        path.quadTo(QPointF(to.x(), channelY), QPointF(to.x(), channelY + r));
        path.lineTo(to);
        m_path = path;
        update();
        return;
    }
    // Out of the connector toward the front, down past the case, into the card's edge fingers (a vertical
    // mount's slot takes them from below, at the card's bottom edge).
    QPainterPath path(from);
    const double dy = std::max(40.0, (to.y() - from.y()) * 0.5);
    path.cubicTo(from + QPointF(70, 0), intoFromBelow ? to + QPointF(0, 40) : to - QPointF(0, dy), to);
    m_path = path;
    update();
}

QRectF RiserItem::boundingRect() const
{
    return m_path.boundingRect().adjusted(-kRibbonMm, -kRibbonMm, kRibbonMm, kRibbonMm);
}

QPainterPath RiserItem::shape() const
{
    QPainterPathStroker stroker;
    stroker.setWidth(kRibbonMm + 2);
    return stroker.createStroke(m_path);
}

void RiserItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setBrush(Qt::NoBrush);
    QColor ribbon = ChassisColours::kRiser;
    ribbon.setAlpha(215);
    painter->setPen(QPen(ribbon, kRibbonMm, Qt::SolidLine, Qt::FlatCap));
    painter->drawPath(m_path);
    painter->setPen(QPen(ribbon.lighter(150), 1, Qt::DashLine, Qt::FlatCap));
    painter->drawPath(m_path);
    // The plug ends: one at the board connector, one at the card.
    painter->setPen(Qt::NoPen);
    painter->setBrush(ChassisColours::kRiser.darker(140));
    painter->drawRect(QRectF(m_path.pointAtPercent(0) - QPointF(5, 4), QSizeF(10, 8)));
    painter->drawRect(QRectF(m_path.pointAtPercent(1) - QPointF(5, 4), QSizeF(10, 8)));
}

} // namespace RigPlan::Ui
