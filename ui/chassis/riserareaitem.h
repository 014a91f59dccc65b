// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/chassis/chassisitemtypes.h"

namespace RigPlan::Ui {

class ChassisLabel;

/** Where riser cards go: the case's vertical mounts or the open frame, one outlined place per card. */
class RiserAreaItem : public QGraphicsItem
{
public:
    enum
    {
        Type = RiserAreaItemType
    };
    RiserAreaItem(bool frame);
    int type() const override { return Type; }
    bool isFrame() const { return m_frame; }

    void sync(const QRectF &area, const QRectF &titleBox, const QList<QRectF> &places, const QString &title,
        bool available, double labelMm);
    QRectF boundingRect() const override { return m_area.adjusted(-1, -1, 1, 1); }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    bool m_frame;
    bool m_available = true;
    QRectF m_area;
    QList<QRectF> m_places;
    ChassisLabel *m_title;
};

} // namespace RigPlan::Ui
