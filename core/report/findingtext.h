// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/finding.h"

#include <QCoreApplication>
#include <QString>

namespace RigPlan {

struct ResolvedBuild;
class PartCatalog;

/** Plain-language text for findings and fixes, in the user's language. GPUs are numbered from 1 here. */
class FindingText
{
    Q_DECLARE_TR_FUNCTIONS(RigPlan::FindingText)

public:
    /** `catalog` names swapped-in parts; without it the id is shown. */
    FindingText(const ResolvedBuild &build, const PartCatalog *catalog);

    QString message(const Finding &finding) const;
    QString fix(const Finding &finding, const Fix &fix) const;
    QString gpuLabel(int gpu) const;
    static QString severityTitle(Severity severity);
    /** Items joined for display, in the user's language: "A, B and C" ("A、B和C"). */
    static QString joined(const QStringList &items);
    const ResolvedBuild &build() const { return m_build; }

private:
    QString gpuList(const Finding &f) const;
    QString partName(const QString &id) const;
    QString psuLabel(int psu) const;
    QString gpuList(const GpuList &gpus) const;
    QString connectorsMessage(const Finding &f) const;

    const ResolvedBuild &m_build;
    const PartCatalog *m_catalog;
};

} // namespace RigPlan
