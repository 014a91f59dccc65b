// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/build.h"
#include "core/rules/checker.h"

namespace RigPlan {

class PartCatalog;

/** What "Fix all" did to a build. */
struct FixChainResult
{
    Build build; // the build with every helping fix applied
    int applied = 0; // how many fixes were applied, in order
    CheckReport report; // the final build's report: what is left
};

/**
 * "Fix all": applies the first fix of each finding in report order (errors first), one after the other,
 * re-checking after each, and keeps a fix only if it leaves fewer errors, or as many errors and fewer
 * warnings. It stops when no finding's first fix helps any more, so it never trades one problem for an
 * equal one or loops. The reports include the power-limit optimiser's fix (offerOptimisedLimits), as the
 * Checks panel's do. Policy, not view: the Checks panel and tests share it.
 */
FixChainResult chainFixes(
    const Build &build, const PartCatalog &catalog, const Circuit &defaultCircuit, const CheckOptions &options);

} // namespace RigPlan
