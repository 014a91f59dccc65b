// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/estimate/estimator.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace RigPlan {

struct ResolvedBuild;

/** Plain-language text of an estimate and its notes, in the user's language. GPUs are numbered from 1. */
class EstimateText
{
    Q_DECLARE_TR_FUNCTIONS(RigPlan::EstimateText)

public:
    EstimateText(const Estimate &estimate, const ResolvedBuild &build);

    QString note(const EstimateNote &note) const;
    QStringList notes() const;
    /** One line for the check report: the speedup, the workload and precision, the scaling. */
    QString summary() const;
    /** The `estimate` command's text report. */
    QString report(const QString &buildName) const;

private:
    QString gpuList(const EstimateNote &note) const;
    QString gpuLabel(int gpu) const;

    const Estimate &m_estimate;
    const ResolvedBuild &m_build;
};

} // namespace RigPlan
