// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/chassis/chassisitemtypes.h"
#include "ui/chassis/chassislayout.h"

namespace RigPlan::Ui {

class ChassisLabel;

/** One PCIe connector of the board, to scale, with its label (size, lanes, generation, source). */
class SlotItem : public QGraphicsItem
{
public:
    enum
    {
        Type = SlotItemType
    };
    enum class DropState
    {
        None, // no drag under way
        Valid,
        Invalid
    };
    SlotItem();
    int type() const override { return Type; }

    void sync(const ChassisLayout::Connector &connector, double labelMm);
    int position() const { return m_connector.slot.position; }
    const ChassisLayout::Connector &connector() const { return m_connector; }
    void setDropState(DropState state);
    DropState dropState() const { return m_state; }
    ChassisLabel *label() const { return m_label; }

    QRectF boundingRect() const override { return m_connector.body.adjusted(-1, -1, 1, 1); }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    ChassisLayout::Connector m_connector;
    DropState m_state = DropState::None;
    ChassisLabel *m_label;
};

} // namespace RigPlan::Ui
