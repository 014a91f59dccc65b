// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/chassis/chassisitemtypes.h"
#include "ui/chassis/chassislayout.h"

namespace RigPlan::Ui {

class ChassisLabel;

/** The motherboard in its form factor: the PCB, the CPU socket and the DIMM slots (connectors: SlotItem). */
class BoardItem : public QGraphicsItem
{
public:
    enum
    {
        Type = BoardItemType
    };
    BoardItem();
    int type() const override { return Type; }

    void sync(const ChassisLayout &layout, const QString &title, bool hasBoard);
    QRectF boundingRect() const override { return m_board.adjusted(-1, -1, 1, 1); }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QRectF m_board, m_socket;
    QList<QRectF> m_dimms;
    bool m_hasBoard = false;
    ChassisLabel *m_title;
};

} // namespace RigPlan::Ui
