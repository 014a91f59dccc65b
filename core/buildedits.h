// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/build.h"

#include <optional>

namespace RigPlan {

class PartCatalog;

/**
 * The edits a user makes to a build, as pure functions: the GUI turns each into one undo step, the
 * planner and the tests call them directly. Indices stay consistent (NVLink partners, PSU feeds).
 * Applying a check's fix is BuildEdits::applyFix in core/rules/applyfix.h (fixes belong to the rules).
 */
namespace BuildEdits {

/** Adds a GPU in a slot (or with no slot where the build has no board); returns its index. */
int addGpu(Build &build, const QString &partId, std::optional<int> slot);
void removeGpu(Build &build, int gpu);
/** Into the slot stack at `slot` (off any riser). */
void moveGpu(Build &build, int gpu, int slot);
/** Onto a riser from the same connector, to a vertical mount or the open frame. */
void putOnRiser(Build &build, int gpu, RiserMount mount, int cardPcieGen);
void setPowerLimit(Build &build, int gpu, std::optional<double> watts);
void setGpuPart(Build &build, int gpu, const QString &partId);
void removePsu(Build &build, int psu);

} // namespace BuildEdits
} // namespace RigPlan
