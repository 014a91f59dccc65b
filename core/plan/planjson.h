// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/plan/planner.h"

#include <QJsonObject>

namespace RigPlan {

/**
 * The JSON of `rigplan-cli plan --json` (shared/spec/cli.md and the planner issue): results with their
 * build file, check report, price, speedup and wall power, `evaluated` and `rejected`; RigPlan adds
 * `searchSpace`, `why`, `nearestRejected`, `cancelled` and, when nothing fits, `message` and `cheapestUsd`.
 */
QJsonObject planJson(const PlanResult &result, const PlanRequest &request, const PartCatalog &catalog,
    const Circuit &defaultCircuit, int top);

} // namespace RigPlan
