// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/part.h"
#include "ui/chassis/chassisitemtypes.h"
#include "ui/chassis/chassislayout.h"

namespace RigPlan::Ui {

class ChassisLabel;

/**
 * One GPU as the card it is, seen from its top edge (face-on where it stands on a tower's vertical mount): the bracket, the PCB, the shroud of its cooler
 * (open-air fans, a blower's fan and exhaust, passive fins, liquid hoses), its power plug and the straight
 * run a 12VHPWR / 12V-2x6 cable needs. Its state (selected, highlighted, in conflict) only repaints it.
 */
class CardItem : public QGraphicsItem
{
public:
    enum
    {
        Type = CardItemType
    };
    CardItem();
    int type() const override { return Type; }

    void sync(const ChassisLayout::Card &card, const GpuSpec &spec, double labelMm);
    void setText(const QString &label);
    void setState(bool selected, bool highlighted, bool conflict);
    int gpu() const { return m_card.gpu; }
    const ChassisLayout::Card &card() const { return m_card; }
    ChassisLabel *label() const { return m_label; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    double zFor(bool selected) const;
    void paintFace(QPainter *painter, const QColor &fill) const;

    ChassisLayout::Card m_card;
    Cooler m_cooler = Cooler::OpenAir;
    bool m_selected = false, m_highlighted = false, m_conflict = false;
    double m_labelMm = 12;
    ChassisLabel *m_label;
};

} // namespace RigPlan::Ui
