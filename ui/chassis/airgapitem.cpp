// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/chassis/airgapitem.h"

#include "ui/chassis/chassiscolours.h"

#include <QLinearGradient>
#include <QPainter>

namespace RigPlan::Ui {

AirGapItem::AirGapItem()
{
    setZValue(4);
}

void AirGapItem::sync(int gpu, const QRectF &air, double freeSlots)
{
    prepareGeometryChange();
    m_gpu = gpu;
    m_air = air;
    m_freeSlots = freeSlots;
    update();
}

void AirGapItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    using namespace ChassisColours;
    const QColor shade = m_freeSlots >= 1.0 ? kValid : m_freeSlots > 0 ? kWarning : kInvalid;
    // Strongest at the fans, fading away from them: the air the card draws in.
    QLinearGradient gradient(m_air.topLeft(), m_air.bottomLeft());
    QColor near = shade, far = shade;
    near.setAlpha(m_freeSlots > 0 ? 110 : 150);
    far.setAlpha(25);
    gradient.setColorAt(0, near);
    gradient.setColorAt(1, far);
    painter->setPen(Qt::NoPen);
    painter->setBrush(gradient);
    painter->drawRect(m_air);
}

} // namespace RigPlan::Ui
