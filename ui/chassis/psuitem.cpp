// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/chassis/psuitem.h"

#include "ui/chassis/chassiscolours.h"
#include "ui/chassis/chassislabel.h"

#include <QGraphicsScene>
#include <QPainter>
#include <QPainterPathStroker>

namespace RigPlan::Ui {

PsuItem::PsuItem()
    : m_label(new ChassisLabel(this))
{
    setZValue(13); // its leads run over the cards to their plugs, as cables do
}

void PsuItem::sync(int index, const QRectF &block, const QList<Lead> &leads, const QString &label, double labelMm)
{
    prepareGeometryChange();
    m_index = index;
    m_block = block;
    m_leads = leads;
    m_paths.clear();
    m_bounds = block.adjusted(-2, -2, 2, 2);
    for (int k = 0; k < leads.size(); ++k) {
        // Out of the unit's top, up past the shroud, into the plug from above.
        const QPointF from(block.right() - 14 - k * 6, block.top());
        const QPointF to = leads[k].plug;
        QPainterPath path(from);
        path.cubicTo(from + QPointF(0, -45), to + QPointF(0, 20 + 3 * k), to);
        m_paths.append(path);
        m_bounds = m_bounds.united(path.boundingRect().adjusted(-3, -3, 3, 3));
    }
    const ChassisColours::Theme theme = ChassisColours::Theme::of(scene() ? scene()->palette() : QPalette());
    m_label->show(
        label, QRectF(block.left() + 8, block.top() + 6, block.width() - 16, labelMm * 1.3), labelMm, theme.psuText);
    update();
}

QPainterPath PsuItem::shape() const
{
    QPainterPath shape;
    shape.addRect(m_block);
    QPainterPathStroker stroker;
    stroker.setWidth(5);
    for (const QPainterPath &path : m_paths)
        shape.addPath(stroker.createStroke(path));
    return shape;
}

void PsuItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const ChassisColours::Theme t = ChassisColours::Theme::of(scene() ? scene()->palette() : QPalette());
    painter->setRenderHint(QPainter::Antialiasing);
    const QColor lead = ChassisColours::lead(m_index);
    painter->setPen(QPen(t.outline, 1));
    painter->setBrush(t.psu);
    painter->drawRoundedRect(m_block, 4, 4);
    // Its fan grille, and a stripe in the colour of its leads.
    painter->setPen(QPen(t.psu.lighter(170), 1));
    painter->setBrush(Qt::NoBrush);
    const QPointF fan(m_block.center().x(), m_block.bottom() - 30);
    for (double r : { 22.0, 15.0, 8.0 })
        painter->drawEllipse(fan, r, r);
    painter->setPen(Qt::NoPen);
    painter->setBrush(lead);
    painter->drawRect(QRectF(m_block.left(), m_block.bottom() - 6, m_block.width(), 6));
    QColor cable = lead;
    cable.setAlpha(200);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(cable, 2.4, Qt::SolidLine, Qt::RoundCap));
    for (const QPainterPath &path : m_paths)
        painter->drawPath(path);
}

} // namespace RigPlan::Ui
