// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/buildedits.h"
#include "core/rules/finding.h"

namespace RigPlan::BuildEdits {

/**
 * Applies one of the engine's fixes. `finding` gives the context (which circuit); `defaultCircuit` is
 * the circuit a build without one is checked on. Returns false for a fix this build cannot take.
 */
bool applyFix(Build &build, const Finding &finding, const Fix &fix, const Circuit &defaultCircuit);

} // namespace RigPlan::BuildEdits
