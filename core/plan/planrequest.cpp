// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/plan/planrequest.h"

#include <QCoreApplication>

namespace RigPlan {

QStringList validate(const PlanRequest &request)
{
    const auto tr = [](const char *text) { return QCoreApplication::translate("RigPlan::PlanRequest", text); };
    QStringList problems;
    if (!(request.budgetUsd > 0))
        problems << QStringLiteral("budget: ") + tr("must be a positive amount of USD");
    if (request.minGpus < 1 || request.maxGpus > 8 || request.minGpus > request.maxGpus)
        problems << QStringLiteral("gpus: ") + tr("must be a range within 1-8, such as 2-4");
    if (request.minVramGB < 0)
        problems << QStringLiteral("min-vram: ") + tr("must not be negative");
    if (request.circuits.size() > 2)
        problems << QStringLiteral("circuit: ") + tr("at most two circuits");
    if (!(request.powerStepW >= 1))
        problems << QStringLiteral("power step: ") + tr("must be at least 1 W");
    if (!(request.headroom > 0 && request.headroom <= 1))
        problems << QStringLiteral("headroom: ") + tr("must be between 0 and 1");
    return problems;
}

} // namespace RigPlan
