// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/part.h"

#include <QColor>

namespace RigPlan::Ui::ChassisColours {

// Colours say what a thing is; red and green are kept for "wrong" and "fine".
inline const QColor kCaseFill(0xf4, 0xf5, 0xf7);
inline const QColor kCaseLine(0x8a, 0x93, 0x9e);
inline const QColor kConnector(0x3b, 0x4a, 0x5a);
inline const QColor kValid(0x2e, 0x9d, 0x52);
inline const QColor kInvalid(0xd6, 0x3b, 0x3b);
inline const QColor kWarning(0xe6, 0x9b, 0x22);

/** A card's body by its cooler: the chassis and the drag of a part from the parts list. */
inline QColor cooler(Cooler cooler)
{
    switch (cooler) {
    case Cooler::OpenAir:
        return { 0xf2, 0xa1, 0x55 };
    case Cooler::Blower:
        return { 0x5b, 0x8d, 0xd6 };
    case Cooler::Passive:
        return { 0x9a, 0xa4, 0xae };
    case Cooler::Liquid:
        return { 0x3f, 0xb0, 0xa8 };
    }
    return Qt::gray;
}

} // namespace RigPlan::Ui::ChassisColours
