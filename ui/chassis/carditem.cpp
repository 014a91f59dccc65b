// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/chassis/carditem.h"

#include "ui/chassis/chassiscolours.h"
#include "ui/chassis/chassislabel.h"

#include <QGraphicsScene>
#include <QPainter>

namespace RigPlan::Ui {

CardItem::CardItem()
    : m_label(new ChassisLabel(this))
{
    setZValue(10);
}

void CardItem::sync(const ChassisLayout::Card &card, const GpuSpec &spec, double labelMm)
{
    prepareGeometryChange();
    m_card = card;
    m_cooler = spec.cooler;
    m_labelMm = labelMm;
    setText(m_label->fullText());
}

void CardItem::setText(const QString &label)
{
    // Dark text on the light coolers, light text on the dark ones, in either palette.
    const QColor fill = ChassisColours::cooler(m_cooler);
    m_label->show(label, m_card.label, m_labelMm, fill.lightnessF() > 0.55 ? QColor(0x1a, 0x1a, 0x1a) : Qt::white);
    update();
}

void CardItem::setState(bool selected, bool highlighted, bool conflict)
{
    if (selected == m_selected && highlighted == m_highlighted && conflict == m_conflict)
        return;
    m_selected = selected;
    m_highlighted = highlighted;
    m_conflict = conflict;
    setZValue(selected ? 11 : 10);
    update();
}

QRectF CardItem::boundingRect() const
{
    // The bracket left of the body, a liquid cooler's hoses right of it.
    return m_card.body.united(m_card.plugClearance).adjusted(-6, -4, m_cooler == Cooler::Liquid ? 22 : 6, 6);
}

void CardItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const ChassisColours::Theme t = ChassisColours::Theme::of(scene() ? scene()->palette() : QPalette());
    const QRectF body = m_card.body;
    painter->setRenderHint(QPainter::Antialiasing);
    // The bracket at the rear, the PCB along the connector edge.
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0xb8, 0xbe, 0xc6));
    painter->drawRect(QRectF(body.left() - 4, body.top() - 1, 4, body.height() + 2));
    painter->setBrush(QColor(0x1d, 0x3b, 0x2a));
    painter->drawRect(QRectF(body.left(), body.top(), body.width(), 2.2));

    // The shroud, slightly see-through so cards that overlap (a blocked slot) show it.
    QColor fill = ChassisColours::cooler(m_cooler);
    fill.setAlpha(225);
    QPen outline(t.outline, 1);
    if (m_conflict)
        outline = QPen(ChassisColours::kInvalid, 2.5);
    if (m_highlighted)
        outline = QPen(ChassisColours::kWarning, 3);
    if (m_selected)
        outline = QPen(ChassisColours::kSelected, 3);
    const QRectF shroud = body.adjusted(0, 2.2, 0, 0);
    painter->setPen(Qt::NoPen);
    painter->setBrush(fill);
    painter->drawRoundedRect(shroud, 3, 3);

    const QColor detail = fill.darker(150);
    painter->setPen(QPen(detail, 1));
    painter->setBrush(Qt::NoBrush);
    switch (m_cooler) {
    case Cooler::OpenAir: {
        // Fans on the underside, blowing down into the slot below: seen edge-on, a hub and blades.
        const double fanWidth = std::min(90.0, body.width() / (m_card.fans + 0.6));
        for (int f = 0; f < m_card.fans; ++f) {
            const double cx = body.left() + body.width() * (f + 0.5) / m_card.fans;
            const QRectF fan(cx - fanWidth / 2, body.bottom() - 7, fanWidth, 6);
            painter->setBrush(fill.darker(185));
            painter->drawRoundedRect(fan, 2.5, 2.5);
            painter->setBrush(Qt::NoBrush);
            for (double x = fan.left() + 6; x < fan.right() - 3; x += 9)
                painter->drawLine(QPointF(x, fan.top() + 1), QPointF(x + 4, fan.bottom() - 1));
        }
        break;
    }
    case Cooler::Blower: {
        // The blower at the far end, the shroud closed, the air leaving through the bracket.
        const double r = std::min(body.height() / 2 - 2, 18.0);
        const QPointF hub(body.right() - r - 6, body.center().y() + 1);
        painter->setBrush(fill.darker(160));
        painter->drawEllipse(hub, r, r);
        painter->setPen(QPen(detail.darker(130), 1.2, Qt::SolidLine, Qt::RoundCap));
        const double y = body.center().y() + 1;
        painter->drawLine(QPointF(hub.x() - r - 8, y), QPointF(body.left() + 14, y));
        painter->drawLine(QPointF(body.left() + 14, y), QPointF(body.left() + 20, y - 4));
        painter->drawLine(QPointF(body.left() + 14, y), QPointF(body.left() + 20, y + 4));
        break;
    }
    case Cooler::Passive:
        // Fins along the length: the case's airflow does the cooling.
        for (double x = body.left() + 6; x < body.right() - 3; x += 5)
            painter->drawLine(QPointF(x, shroud.top() + 2), QPointF(x, shroud.bottom() - 2));
        break;
    case Cooler::Liquid:
        // The block and the two hoses to the radiator at the front.
        painter->setPen(QPen(QColor(0x30, 0x30, 0x30), 3, Qt::SolidLine, Qt::RoundCap));
        painter->drawLine(
            QPointF(body.right() - 20, body.center().y() - 4), QPointF(body.right() + 18, body.center().y() - 4));
        painter->drawLine(
            QPointF(body.right() - 20, body.center().y() + 4), QPointF(body.right() + 18, body.center().y() + 4));
        break;
    }
    painter->setPen(outline);
    painter->setBrush(Qt::NoBrush);
    painter->drawRoundedRect(body, 3, 3);

    // The power plug, and the room a 12VHPWR / 12V-2x6 cable needs before it may bend.
    if (!m_card.plugClearance.isEmpty()) {
        QColor room = ChassisColours::kWarning;
        room.setAlpha(60);
        painter->setPen(QPen(ChassisColours::kWarning.darker(120), 1, Qt::DashLine));
        painter->setBrush(room);
        painter->drawRect(m_card.plugClearance);
    }
    painter->setPen(QPen(QColor(0x10, 0x10, 0x10), 0.8));
    painter->setBrush(QColor(0x22, 0x22, 0x22));
    const QRectF plug = m_card.plugAtEnd ? QRectF(m_card.plug.x() - 3, m_card.plug.y() - 5, 6, 10)
                                         : QRectF(m_card.plug.x() - 8, m_card.plug.y() - 2, 16, 6);
    painter->drawRect(plug);
}

} // namespace RigPlan::Ui
