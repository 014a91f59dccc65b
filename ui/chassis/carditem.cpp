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
    setZValue(zFor(m_selected));
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
    setZValue(zFor(selected));
    update();
}

double CardItem::zFor(bool selected) const
{
    // A card on a tower's vertical mount stands in front of the slot stack, nearer the side panel.
    return (m_card.faceOn ? 12 : 10) + (selected ? 0.5 : 0);
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
    fill.setAlpha(m_card.faceOn ? 165 : 225); // a card in front of the slot stack lets the cards behind show
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
    painter->drawRoundedRect(m_card.faceOn ? body : shroud, 3, 3);

    const QColor detail = fill.darker(150);
    painter->setPen(QPen(detail, 1));
    painter->setBrush(Qt::NoBrush);
    if (m_card.faceOn) {
        paintFace(painter, fill);
    } else
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

    // The power plug, and the room a 12VHPWR / 12V-2x6 cable needs before it may bend: red where the case's
    // card length ends inside it. A run toward the side panel shows as its footprint, marked as coming
    // out at the viewer (a dot in a circle).
    if (!m_card.plugClearance.isEmpty()) {
        const QColor edge = m_card.clearanceShort ? ChassisColours::kInvalid : ChassisColours::kWarning.darker(120);
        QColor room = m_card.clearanceShort ? ChassisColours::kInvalid : ChassisColours::kWarning;
        room.setAlpha(m_card.clearanceShort ? 110 : 80);
        painter->setPen(QPen(edge, 1, Qt::DashLine));
        painter->setBrush(room);
        painter->drawRect(m_card.plugClearance);
        if (m_card.clearanceOutOfPlane) {
            const QPointF c(m_card.plugClearance.center().x(), m_card.plugClearance.bottom() - 3.5);
            painter->setPen(QPen(edge, 0.8));
            painter->setBrush(Qt::NoBrush);
            painter->drawEllipse(c, 2.6, 2.6);
            painter->setBrush(edge);
            painter->drawEllipse(c, 0.8, 0.8);
        }
    }
    painter->setPen(QPen(QColor(0x10, 0x10, 0x10), 0.8));
    painter->setBrush(QColor(0x22, 0x22, 0x22));
    const QRectF plug = m_card.plugAtEnd ? QRectF(m_card.plug.x() - 3, m_card.plug.y() - 5, 6, 10)
        : m_card.faceOn                  ? QRectF(m_card.plug.x() - 8, m_card.plug.y() - 3, 16, 5)
                                         : QRectF(m_card.plug.x() - 8, m_card.plug.y() - 2, 16, 6);
    painter->drawRect(plug);
}

void CardItem::paintFace(QPainter *painter, const QColor &fill) const
{
    // Face-on (on a tower's vertical mount): the fans facing the side panel, the edge fingers along the
    // bottom edge, in the mount's slot.
    const QRectF body = m_card.body;
    const QColor detail = fill.darker(150);
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0xc8, 0xa2, 0x3c)); // gold fingers, x16 (89 mm) from 40 mm behind the bracket
    painter->drawRect(QRectF(body.left() + 40, body.bottom() - 3, std::min(89.0, body.width() - 44), 3));
    painter->setPen(QPen(detail, 1));
    switch (m_cooler) {
    case Cooler::OpenAir: {
        const int fans = std::max(1, m_card.fans);
        const double d = std::min(body.height() * 0.72, body.width() / fans * 0.88);
        for (int f = 0; f < fans; ++f) {
            const QPointF c(body.left() + body.width() * (f + 0.5) / fans, body.center().y() + 6);
            painter->setBrush(fill.darker(185));
            painter->drawEllipse(c, d / 2, d / 2);
            painter->setBrush(fill.darker(120));
            painter->drawEllipse(c, d / 7, d / 7);
        }
        break;
    }
    case Cooler::Blower: {
        const double d = std::min(body.height() * 0.55, 70.0);
        const QPointF c(body.right() - d / 2 - 10, body.center().y() + 6);
        painter->setBrush(fill.darker(170));
        painter->drawEllipse(c, d / 2, d / 2);
        break;
    }
    case Cooler::Passive:
        for (double x = body.left() + 6; x < body.right() - 3; x += 5)
            painter->drawLine(QPointF(x, body.top() + 26), QPointF(x, body.bottom() - 8));
        break;
    case Cooler::Liquid:
        painter->setBrush(fill.darker(140));
        painter->drawRoundedRect(QRectF(body.left() + body.width() * 0.3, body.center().y() - 20, 60, 40), 4, 4);
        break;
    }
}

} // namespace RigPlan::Ui
