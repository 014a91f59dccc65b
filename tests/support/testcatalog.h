// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/build.h"
#include "core/partcatalog.h"
#include "core/resolvedbuild.h"
#include "core/rules/checker.h"

#include <QString>

namespace RigPlan::Test {

/** tests/data/testcatalog.json: a small catalog whose figures the rule tests control. */
const InMemoryCatalog &catalog();

QString dataPath(const QString &relative);

/**
 * A build from a partial JSON object: format, version, case, board, cpu, psus and circuit are filled
 * in with roomy defaults (8-slot tower, 7-slot board, 165 W CPU, 1600 W Platinum, 230 V 16 A) unless
 * given. Fails the test (returns an empty build) if the JSON does not load.
 */
Build buildFrom(const char *partialJson);

ResolvedBuild resolve(const Build &build);
CheckReport checkBuild(const char *partialJson);

/** Findings of one rule id, in report order. */
QList<Finding> findingsOf(const CheckReport &report, const QString &ruleId);

} // namespace RigPlan::Test
