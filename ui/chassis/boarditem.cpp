// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/chassis/boarditem.h"

#include "ui/chassis/chassiscolours.h"
#include "ui/chassis/chassislabel.h"

#include <QGraphicsScene>
#include <QPainter>

namespace RigPlan::Ui {

BoardItem::BoardItem()
    : m_title(new ChassisLabel(this))
{
    setZValue(1);
}

void BoardItem::sync(const ChassisLayout &layout, const QString &title, bool hasBoard)
{
    prepareGeometryChange();
    m_board = layout.board;
    m_socket = layout.socket;
    m_dimms = layout.dimms;
    m_hasBoard = hasBoard;
    const ChassisColours::Theme theme = ChassisColours::Theme::of(scene() ? scene()->palette() : QPalette());
    // The title stands in the case above the board, where nothing is ever drawn over it.
    m_title->show(title, layout.boardTitle, layout.labelMm, theme.text);
    update();
}

void BoardItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const ChassisColours::Theme t = ChassisColours::Theme::of(scene() ? scene()->palette() : QPalette());
    painter->setRenderHint(QPainter::Antialiasing);
    if (!m_hasBoard) {
        painter->setPen(QPen(t.caseLine, 1.2, Qt::DashLine));
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(m_board);
        return;
    }
    painter->setPen(QPen(t.boardLine, 1.2));
    painter->setBrush(t.board);
    painter->drawRect(m_board);
    // Mounting holes where the standoffs are.
    painter->setBrush(t.caseFill);
    for (const QPointF &hole : { m_board.topLeft() + QPointF(8, 8), m_board.topRight() + QPointF(-8, 8),
             m_board.bottomLeft() + QPointF(8, -8), m_board.bottomRight() + QPointF(-8, -8) })
        painter->drawEllipse(hole, 2.5, 2.5);
    // The socket, its CPU, and the DIMM slots with their latches.
    painter->setPen(QPen(t.boardLine.darker(130), 1));
    painter->setBrush(t.socket);
    painter->drawRoundedRect(m_socket, 3, 3);
    painter->setBrush(t.socket.darker(125));
    painter->drawRect(m_socket.adjusted(
        m_socket.width() * 0.18, m_socket.height() * 0.18, -m_socket.width() * 0.18, -m_socket.height() * 0.18));
    for (const QRectF &dimm : m_dimms) {
        painter->setBrush(t.dimm);
        painter->drawRect(dimm);
        painter->setBrush(t.caseFill);
        painter->drawRect(QRectF(dimm.left(), dimm.top(), dimm.width(), 4));
        painter->drawRect(QRectF(dimm.left(), dimm.bottom() - 4, dimm.width(), 4));
    }
}

} // namespace RigPlan::Ui
