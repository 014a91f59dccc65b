// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGraphicsItem>

namespace RigPlan::Ui {

/** The chassis scene's item types (qgraphicsitem_cast and tests find each thing by its type). */
enum ChassisItemType
{
    CaseItemType = QGraphicsItem::UserType + 1,
    BoardItemType,
    SlotItemType,
    CardItemType,
    AirGapItemType,
    RiserItemType,
    PsuItemType,
    RiserAreaItemType,
    ChassisLabelType,
};

} // namespace RigPlan::Ui
