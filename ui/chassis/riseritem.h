// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/chassis/chassisitemtypes.h"

#include <QPainterPath>

namespace RigPlan::Ui {

/** A riser cable: a ribbon from the board connector it plugs into to its card on a mount or the frame. */
class RiserItem : public QGraphicsItem
{
public:
    enum
    {
        Type = RiserItemType
    };
    RiserItem();
    int type() const override { return Type; }

    /**
     * From the board connector to the card's edge fingers, into them from above (or from below). With a
     * `channelY`, down beside the connectors to it, along it, and down into the card (a card under the case).
     */
    void sync(int gpu, QPointF from, QPointF to, bool intoFromBelow = false, double channelY = -1e9);
    int gpu() const { return m_gpu; }

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    int m_gpu = -1;
    QPainterPath m_path;
};

} // namespace RigPlan::Ui
