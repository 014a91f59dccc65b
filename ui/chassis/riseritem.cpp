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

void RiserItem::sync(int gpu, QPointF from, QPointF to)
{
    prepareGeometryChange();
    m_gpu = gpu;
    // Out of the connector toward the front, down past the case, into the card's end.
    QPainterPath path(from);
    const double dy = std::max(40.0, (to.y() - from.y()) * 0.5);
    path.cubicTo(from + QPointF(70, 0), to - QPointF(0, dy), to);
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
