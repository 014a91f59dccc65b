// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace RigPlan::Ui {

/**
 * Makes the chassis accessible: the view's children are its slots, vertical mounts, open-frame
 * positions, cards, risers and PSUs (ChassisScene::elements()), each with a role, a name that says what it
 * is and its state, its place on screen and its actions (add the selected part, move, put on a riser,
 * remove), so screen readers (Orca over AT-SPI) and UI tests can find and use them without a mouse.
 * Installs a QAccessible factory once; call before the first ChassisView is shown.
 */
void installChassisAccessibility();

} // namespace RigPlan::Ui
