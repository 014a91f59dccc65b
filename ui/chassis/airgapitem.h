// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/chassis/chassisitemtypes.h"

namespace RigPlan::Ui {

/**
 * The air under an open-air card's fans, shaded by how starved it is: green with a free slot or more,
 * amber with less, red with none. Under the cards, so a neighbour sitting in that air hides it.
 */
class AirGapItem : public QGraphicsItem
{
public:
    enum
    {
        Type = AirGapItemType
    };
    AirGapItem();
    int type() const override { return Type; }

    void sync(int gpu, const QRectF &air, double freeSlots);
    int gpu() const { return m_gpu; }
    double freeSlots() const { return m_freeSlots; }

    QRectF boundingRect() const override { return m_air; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    int m_gpu = -1;
    QRectF m_air;
    double m_freeSlots = 0;
};

} // namespace RigPlan::Ui
