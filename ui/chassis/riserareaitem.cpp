// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/chassis/riserareaitem.h"

#include "ui/chassis/chassiscolours.h"
#include "ui/chassis/chassislabel.h"

#include <QGraphicsScene>
#include <QPainter>

namespace RigPlan::Ui {

RiserAreaItem::RiserAreaItem(bool frame)
    : m_frame(frame)
    , m_title(new ChassisLabel(this))
{
    setZValue(1);
}

void RiserAreaItem::sync(const QRectF &area, const QRectF &titleBox, const QList<QRectF> &places, const QString &title,
    bool available, double labelMm)
{
    prepareGeometryChange();
    m_area = area;
    m_places = places;
    m_available = available;
    const ChassisColours::Theme theme = ChassisColours::Theme::of(scene() ? scene()->palette() : QPalette());
    m_title->show(title, titleBox, labelMm, available ? theme.text : theme.mutedText);
    update();
}

void RiserAreaItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const ChassisColours::Theme t = ChassisColours::Theme::of(scene() ? scene()->palette() : QPalette());
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(t.caseLine, 1.2, m_available ? Qt::SolidLine : Qt::DotLine));
    QColor fill = t.caseFill;
    fill.setAlpha(m_available ? 255 : 90);
    painter->setBrush(fill);
    painter->drawRoundedRect(m_area, 6, 6);
    if (!m_available)
        return;
    // Each place: the mount's or the frame rail's bracket at its rear end.
    for (const QRectF &place : m_places) {
        painter->setPen(QPen(t.caseLine, 0.8, Qt::DashLine));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(place.adjusted(2, 2, -2, -2), 3, 3);
        painter->setPen(Qt::NoPen);
        painter->setBrush(t.caseDeep);
        painter->drawRect(QRectF(place.left() + 2, place.top() + 2, 5, place.height() - 4));
    }
}

} // namespace RigPlan::Ui
