// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/chassis/airgapitem.h"

#include "ui/chassis/chassiscolours.h"

#include <QGraphicsScene>
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
    // A veil of the background first: over the green board the shade still reads as air.
    QColor veil = Theme::of(scene() ? scene()->palette() : QPalette()).background;
    veil.setAlpha(190);
    painter->setBrush(veil);
    painter->drawRect(m_air);
    painter->setBrush(gradient);
    painter->drawRect(m_air);
    // The air drawn down into the fans, chevrons along the card: it reads as air, not as the board under it.
    if (m_air.height() < 6)
        return;
    QColor line = shade.darker(115);
    line.setAlpha(200);
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(line, 1.4, Qt::SolidLine, Qt::RoundCap));
    const double y = m_air.top() + std::min(m_air.height() * 0.55, 12.0);
    for (double x = m_air.left() + 20; x < m_air.right() - 10; x += 30) {
        painter->drawLine(QPointF(x - 5, y), QPointF(x, y - 4));
        painter->drawLine(QPointF(x + 5, y), QPointF(x, y - 4));
    }
}

} // namespace RigPlan::Ui
