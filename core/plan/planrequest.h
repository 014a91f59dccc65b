// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/build.h"
#include "core/circuit.h"
#include "core/power/powermodel.h"

#include <QList>
#include <QString>

#include <optional>

namespace RigPlan {

/** What the user asks the planner: the limits of the search and what "best" is measured in. */
struct PlanRequest
{
    double budgetUsd = 0;
    WorkloadModel workload = WorkloadModel::Transformer;
    std::optional<Benchmark> benchmark; // unset: the family's default benchmark
    std::optional<LlmJob> llm; // benchmark llm: builds that cannot hold the job are left out
    std::optional<Precision> precision; // unset: the fastest of fp16/bf16 each GPU supports
    QList<Circuit> circuits; // one, or two for a second PSU on its own circuit; empty: the caller's default
    int minGpus = 1;
    int maxGpus = 8;
    double minVramGB = 0;
    QString caseId, boardId, psuId; // a part the user already has; empty: searched
    bool allowRisers = false; // risers to vertical mounts, and open frames (where every card is on one)
    double powerStepW = 10; // power limits tried: TDP, TDP - step, … down to the lowest sensible limit
    QString baselineId; // empty: the default baseline
    double headroom = PowerModel::kDefaultHeadroom;
};

/** Problems with a request, as "field: what is wrong"; empty when it can be searched. */
QStringList validate(const PlanRequest &request);

} // namespace RigPlan
