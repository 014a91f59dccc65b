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
    setZValue(3); // over the board and its connectors (a mount's place stands in front of them), under the cards
}

void RiserAreaItem::sync(const QRectF &area, const QRectF &titleBox, const QList<QRectF> &places, const QString &title,
    bool available, double labelMm, const QRectF &bracket, bool placesInCase)
{
    prepareGeometryChange();
    m_area = area;
    m_places = places;
    m_bracket = bracket;
    m_placesInCase = placesInCase;
    m_available = available;
    const ChassisColours::Theme theme = ChassisColours::Theme::of(scene() ? scene()->palette() : QPalette());
    m_title->show(title, titleBox, labelMm, available ? theme.text : theme.mutedText);
    update();
}

QRectF RiserAreaItem::boundingRect() const
{
    QRectF all = m_area.united(m_bracket);
    for (const QRectF &place : m_places)
        all = all.united(place);
    return all.adjusted(-1, -1, 1, 1);
}

QPainterPath RiserAreaItem::shape() const
{
    QPainterPath path;
    path.addRect(m_area);
    if (!m_bracket.isEmpty())
        path.addRect(m_bracket);
    if (!m_placesInCase) {
        for (const QRectF &place : m_places)
            path.addRect(place);
    }
    return path;
}

void RiserAreaItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const ChassisColours::Theme t = ChassisColours::Theme::of(scene() ? scene()->palette() : QPalette());
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(t.caseLine, 1.2, m_available ? Qt::SolidLine : Qt::DotLine));
    QColor fill = t.caseFill;
    fill.setAlpha(m_available ? 255 : 90);
    painter->setBrush(fill);
    if (!m_area.isEmpty())
        painter->drawRoundedRect(m_area, 6, 6);
    if (!m_available)
        return;
    if (m_placesInCase) {
        // The mount's bracket in the rear wall: its vertical-slot openings, standing upright.
        painter->setPen(QPen(t.caseLine, 1));
        painter->setBrush(t.caseDeep);
        painter->drawRect(m_bracket);
        painter->setBrush(t.dark ? t.background : QColor(0xf9, 0xfa, 0xfb));
        painter->drawRect(m_bracket.adjusted(1.5, 6, -1.5, -6));
        // The place itself: an outline in front of the slots, see-through, a card's face in size.
        painter->setPen(QPen(t.caseLine, 1.2, Qt::DashLine));
        painter->setBrush(Qt::NoBrush);
        for (const QRectF &place : m_places)
            painter->drawRoundedRect(place, 4, 4);
        return;
    }
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
