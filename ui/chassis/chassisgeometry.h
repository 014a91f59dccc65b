// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRectF>

namespace RigPlan::Ui::ChassisGeometry {

// The chassis is drawn to scale: one scene unit is one millimetre.
inline constexpr double kSlotPitchMm = 20.32; // ATX expansion-slot pitch (0.8 in)
inline constexpr double kConnectorLengthMm = 89.0; // a PCIe x16 connector (CEM spec: x1 25, x4 39, x8 56, x16 89 mm)
// Drawing assumption: the connector's rear end sits about 40 mm in front of the bracket plane, where a
// card's edge fingers begin.
inline constexpr double kConnectorRearMm = 40.0;
inline constexpr double kBracketMm = 24.0; // the rear bracket column with the slot openings
inline constexpr double kPsuBayMm = 100.0; // the PSU shroud under the last slot (an ATX unit is 86 mm tall)
inline constexpr double kPsuLengthMm = 150.0, kPsuHeightMm = 86.0; // an ATX PSU seen from the side

inline double slotTop(int position)
{
    return (position - 1) * kSlotPitchMm;
}

/** The length of a PCIe connector of `size` lanes (PCI Express CEM: x1 25, x4 39, x8 56, x16 89 mm). */
inline double connectorLength(int size)
{
    return size <= 1 ? 25.0 : size <= 4 ? 39.0 : size <= 8 ? 56.0 : kConnectorLengthMm;
}

/** The rectangle of a card of `width` slots and `lengthMm`, its PCB in slot row `position`. */
inline QRectF cardRect(int position, double width, double lengthMm)
{
    return { 0, slotTop(position) + 2, lengthMm, width * kSlotPitchMm - 4 };
}

} // namespace RigPlan::Ui::ChassisGeometry
