// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/chassis/chassisitemtypes.h"
#include "ui/chassis/chassislayout.h"

namespace RigPlan::Ui {

class ChassisLabel;

/** The case: its shell (or an open frame's rails), the rear slot openings, the fans, the PSU bay. */
class CaseItem : public QGraphicsItem
{
public:
    enum
    {
        Type = CaseItemType
    };
    CaseItem();
    int type() const override { return Type; }

    void sync(const ChassisLayout &layout, const QString &title);
    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    ChassisLayout m_layout;
    QRectF m_bounds;
    ChassisLabel *m_title;
    QList<ChassisLabel *> m_numbers;
};

} // namespace RigPlan::Ui
