// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRectF>
#include <QString>

namespace RigPlan::Ui {

/**
 * One thing of the drawn chassis a user can point at, name and act on: what the accessibility layer
 * (chassisaccessible.h) and tests see. The scene lists them as it draws.
 */
struct ChassisElement
{
    enum class Kind
    {
        Slot, // a board connector; index: its slot position
        VerticalMount, // one of the case's vertical mounts; index: 0-based
        OpenFramePosition, // a place on the open frame; index: 0-based
        Card, // a GPU; index: the build's gpus[index]
        Riser, // a card's riser cable; index: the card
        Psu, // a power supply; index: the build's psus[index]
    };
    Kind kind = Kind::Slot;
    int index = 0;
    QRectF sceneRect;
    QString name; // what it is and its state, one line ("Slot 3: x16, Gen4, CPU, free")
    QString description; // more detail (the tooltip)
    bool operator==(const ChassisElement &) const = default;
};

} // namespace RigPlan::Ui
