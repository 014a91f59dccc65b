// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/chassis/chassisitemtypes.h"

#include <QPainterPath>

namespace RigPlan::Ui {

class ChassisLabel;

/** One power supply in the bay, with a lead (in its own colour) to the plug of every card it feeds. */
class PsuItem : public QGraphicsItem
{
public:
    enum
    {
        Type = PsuItemType
    };
    struct Lead
    {
        int gpu = -1;
        QPointF plug;
    };
    PsuItem();
    int type() const override { return Type; }

    void sync(int index, const QRectF &block, const QList<Lead> &leads, const QString &label, double labelMm);
    int index() const { return m_index; }
    const QRectF &block() const { return m_block; }
    const QList<Lead> &leads() const { return m_leads; }
    ChassisLabel *label() const { return m_label; }

    QRectF boundingRect() const override { return m_bounds; }
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    int m_index = 0;
    QRectF m_block, m_bounds;
    QList<Lead> m_leads;
    QList<QPainterPath> m_paths;
    ChassisLabel *m_label;
};

} // namespace RigPlan::Ui
