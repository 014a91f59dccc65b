// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/chassis/caseitem.h"

#include "ui/chassis/chassiscolours.h"
#include "ui/chassis/chassislabel.h"

#include <QGraphicsScene>
#include <QPainter>

namespace RigPlan::Ui {

CaseItem::CaseItem()
    : m_title(new ChassisLabel(this))
{
    setZValue(0);
}

void CaseItem::sync(const ChassisLayout &layout, const QString &title)
{
    prepareGeometryChange();
    m_layout = layout;
    m_bounds = layout.shell.united(layout.title).adjusted(-2, -2, 2, 2);
    const ChassisColours::Theme theme = ChassisColours::Theme::of(scene() ? scene()->palette() : QPalette());
    m_title->show(title, layout.title, layout.labelMm, theme.text);
    while (m_numbers.size() < layout.slotOpenings.size())
        m_numbers.append(new ChassisLabel(this));
    while (m_numbers.size() > layout.slotOpenings.size())
        delete m_numbers.takeLast();
    for (int p = 0; p < m_numbers.size(); ++p) {
        const QRectF box = layout.slotOpenings[p];
        m_numbers[p]->show(QString::number(p + 1), box.adjusted(-2, 0, 0, 0), layout.labelMm, theme.mutedText);
        m_numbers[p]->setPos(
            m_numbers[p]->pos() + QPointF((box.width() - m_numbers[p]->sceneBoundingRect().width()) / 2, 0));
    }
    update();
}

void CaseItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const ChassisColours::Theme t = ChassisColours::Theme::of(scene() ? scene()->palette() : QPalette());
    const ChassisLayout &L = m_layout;
    painter->setRenderHint(QPainter::Antialiasing);
    if (L.openFrame) {
        // An open frame: two rails and the uprights, nothing closed around the board.
        painter->setPen(QPen(t.caseLine, 6, Qt::SolidLine, Qt::RoundCap));
        painter->drawLine(L.shell.topLeft(), L.shell.topRight());
        painter->drawLine(L.shell.bottomLeft(), L.shell.bottomRight());
        painter->setPen(QPen(t.caseLine, 4, Qt::SolidLine, Qt::RoundCap));
        painter->drawLine(L.shell.topLeft(), L.shell.bottomLeft());
        painter->drawLine(L.shell.topRight(), L.shell.bottomRight());
    } else {
        painter->setPen(QPen(t.caseLine, 2.5));
        painter->setBrush(t.caseFill);
        painter->drawRoundedRect(L.shell, 8, 8);
    }
    // The rear: the bracket column with one opening per expansion slot.
    painter->setPen(QPen(t.caseLine, 1));
    painter->setBrush(t.caseDeep);
    painter->drawRect(L.bracketColumn.adjusted(0, -4, 0, 4));
    painter->setBrush(t.dark ? t.background : QColor(0xf9, 0xfa, 0xfb));
    for (const QRectF &opening : L.slotOpenings)
        painter->drawRoundedRect(opening, 2, 2);
    // Fans, edge-on: the frame, the hub, the air going in at the front and out at the back.
    for (const QRectF &fan : L.fans) {
        painter->setPen(QPen(t.fan, 1.2));
        painter->setBrush(t.caseDeep);
        painter->drawRoundedRect(fan, 3, 3);
        painter->setBrush(t.fan);
        painter->drawRect(QRectF(fan.center().x() - 4, fan.center().y() - 16, 8, 32));
        painter->setPen(QPen(t.fan, 1.2, Qt::SolidLine, Qt::RoundCap));
        for (double y : { fan.top() + fan.height() * 0.22, fan.bottom() - fan.height() * 0.22 }) {
            // Air goes from the front to the back: in at the front fans, out at the rear one.
            const double x0 = fan.center().x() + 9, x1 = fan.center().x() - 9;
            painter->drawLine(QPointF(x0, y), QPointF(x1, y));
            painter->drawLine(QPointF(x1, y), QPointF(x1 + 5, y - 4));
            painter->drawLine(QPointF(x1, y), QPointF(x1 + 5, y + 4));
        }
    }
    // The PSU bay (the shroud), and the longest card the case takes.
    painter->setPen(QPen(t.caseLine, 1));
    painter->setBrush(t.caseDeep);
    painter->drawRoundedRect(L.psuBay, 4, 4);
    if (!L.openFrame) {
        painter->setPen(QPen(t.caseLine, 1.2, Qt::DashLine));
        painter->drawLine(QPointF(L.clearanceX, L.board.top()), QPointF(L.clearanceX, L.psuBay.top() - 2));
    }
}

} // namespace RigPlan::Ui
