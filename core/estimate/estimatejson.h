// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/estimate/estimator.h"

#include <QJsonObject>

namespace RigPlan {

struct ResolvedBuild;

/**
 * The `estimate` member of `check --json` (shared/spec/cli.md), which `estimate --json` prints alone:
 * baseline, workload, precision, speedup, byWorkload, scalingEfficiency, perGpu and notes, plus the
 * project's additions (sources, per-1000-USD and per-kW figures, the link).
 */
QJsonObject estimateJson(const Estimate &estimate, const ResolvedBuild &build);

} // namespace RigPlan
