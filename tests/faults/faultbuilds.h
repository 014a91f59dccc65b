// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The builds the fault tests and their helper processes write: one per version number, the same in
// every process, so a reader can tell exactly which complete version a file or database row holds.
#pragma once

#include "core/build.h"

namespace RigPlan::Test::Faults {

/**
 * Version `version` of a build with `inlineParts` GPU parts defined inside it (about 0.6 KB of JSON
 * each, so the size of a save is chosen by the caller). Its name is "version N".
 */
Build versionedBuild(int version, int inlineParts);

/** The version number in a build's name, or -1 where it is not one of versionedBuild's. */
int versionOf(const Build &build);

} // namespace RigPlan::Test::Faults
