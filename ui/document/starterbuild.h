// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/build.h"

namespace RigPlan {
class PartCatalog;
}

namespace RigPlan::Ui {

/**
 * What File > New and the first run start from: a case, board, CPU and PSU of the bundled catalog that
 * fit each other (an EEB workstation board in a tower that takes EEB, its CPU, a 1600 W unit), with no
 * GPUs yet, so the first screen has no errors and no warnings. Parts a custom catalog lacks are left out.
 */
Build starterBuild(const PartCatalog *catalog);

} // namespace RigPlan::Ui
