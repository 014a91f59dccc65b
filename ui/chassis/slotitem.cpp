// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/chassis/slotitem.h"

#include "ui/chassis/chassiscolours.h"
#include "ui/chassis/chassislabel.h"

#include <QGraphicsScene>
#include <QPainter>

namespace RigPlan::Ui {

SlotItem::SlotItem()
    : m_label(new ChassisLabel(this))
{
    setZValue(2);
}

void SlotItem::sync(const ChassisLayout::Connector &connector, double labelMm)
{
    prepareGeometryChange();
    m_connector = connector;
    const ChassisColours::Theme theme = ChassisColours::Theme::of(scene() ? scene()->palette() : QPalette());
    QColor colour = theme.text;
    if (m_state != DropState::None)
        colour = m_state == DropState::Valid ? ChassisColours::kValid : ChassisColours::kInvalid;
    m_label->show(connector.text, connector.label, labelMm, colour, true);
    update();
}

void SlotItem::setDropState(DropState state)
{
    if (state == m_state)
        return;
    m_state = state;
    // While a drag is under way the targets come above the shaded air under the cards (z 4), so a free
    // connector reads green or red at a glance; cards (z 10) still cover the connectors they sit on.
    setZValue(state == DropState::None ? 2 : 5);
    sync(m_connector, m_label->emMm());
}

void SlotItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const ChassisColours::Theme t = ChassisColours::Theme::of(scene() ? scene()->palette() : QPalette());
    QColor fill = t.connector;
    if (m_state != DropState::None)
        fill = m_state == DropState::Valid ? ChassisColours::kValid : ChassisColours::kInvalid;
    const QRectF body = m_connector.body;
    painter->setPen(QPen(fill.lighter(160), 0.8));
    painter->setBrush(fill);
    painter->drawRect(body);
    // The key that splits the x1 part from the rest, and the retention latch at the front end of an x16.
    painter->setPen(QPen(fill.lighter(220), 1));
    painter->drawLine(QPointF(body.left() + 11.65, body.top() + 1), QPointF(body.left() + 11.65, body.bottom() - 1));
    if (m_connector.slot.size >= 16)
        painter->drawRect(QRectF(body.right() - 6, body.top() + 1.5, 5, body.height() - 3));
}

} // namespace RigPlan::Ui
