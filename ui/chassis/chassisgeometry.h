// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRectF>

namespace RigPlan::Ui::ChassisGeometry {

// The chassis is drawn to scale: one scene unit is one millimetre.
inline constexpr double kSlotPitchMm = 20.32; // ATX expansion-slot pitch (0.8 in)
inline constexpr double kConnectorLengthMm = 89.0; // a PCIe x16 connector
inline constexpr double kBracketMm = 24.0; // the rear bracket column with slot numbers
inline constexpr double kRiserGapMm = 40.0; // between the case and the riser mounts below it
inline constexpr double kPsuBayMm = 100.0; // the PSU shroud under the last slot (an ATX unit is 86 mm tall)
inline constexpr double kPsuLengthMm = 150.0, kPsuHeightMm = 86.0; // an ATX PSU seen from the side

inline double slotTop(int position)
{
    return (position - 1) * kSlotPitchMm;
}

/** The rectangle of a card of `width` slots and `lengthMm`, its PCB in slot row `position`. */
inline QRectF cardRect(int position, double width, double lengthMm)
{
    return { 0, slotTop(position) + 2, lengthMm, width * kSlotPitchMm - 4 };
}

} // namespace RigPlan::Ui::ChassisGeometry
