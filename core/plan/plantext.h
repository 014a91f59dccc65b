// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/plan/planner.h"

#include <QCoreApplication>
#include <QString>

namespace RigPlan {

/** The planner's result in words, for the CLI and the GUI (translated). */
class PlanText
{
    Q_DECLARE_TR_FUNCTIONS(RigPlan::PlanText)

public:
    PlanText(const PlanResult &result, const PlanRequest &request, const PartCatalog &catalog);

    /** Why result `index` is on the front: against the next faster result, or "fastest". */
    QString why(int index) const;
    /** One line of parts: board, case, CPU, PSUs, limits, risers. */
    QString partsLine(int index) const;
    /** Said when there are no results: the budget is too small, or every candidate broke a rule. */
    QString emptyReason() const;
    QString rejectedLine(const RejectedAlternative &rejected) const;
    /** The whole report, the first `top` results. */
    QString report(int top) const;

private:
    QString partName(const QString &id) const;

    const PlanResult &m_result;
    const PlanRequest &m_request;
    const PartCatalog &m_catalog;
};

} // namespace RigPlan
