// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/chassis/chassisitemtypes.h"

namespace RigPlan::Ui {

class ChassisLabel;

/**
 * Where riser cards go: the case's vertical mounts or the open frame, one outlined place per card. A
 * tower's vertical mount is a place in front of the slot area (the card parallel to the board) with its
 * bracket in the rear wall's vertical-slot openings; its box under the case is where drops go.
 */
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
        bool available, double labelMm, const QRectF &bracket = QRectF(), bool placesInCase = false);
    QRectF boundingRect() const override;
    /** The box and the bracket only: a place over the slots leaves their tooltips to them. */
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    bool m_frame;
    bool m_available = true;
    QRectF m_area;
    QList<QRectF> m_places;
    QRectF m_bracket;
    bool m_placesInCase = false;
    ChassisLabel *m_title;
};

} // namespace RigPlan::Ui
