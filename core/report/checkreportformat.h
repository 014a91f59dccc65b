// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

namespace RigPlan {

struct BuildPrice;
struct CheckReport;
struct Fix;
struct ResolvedBuild;
class FindingText;

/** The `check` report as shared/spec/cli.md prints it: JSON, or text grouped by severity. */
class CheckReportFormat
{
    Q_DECLARE_TR_FUNCTIONS(RigPlan::CheckReportFormat)

public:
    static QJsonObject toJson(const CheckReport &report, const FindingText &text);
    static QJsonObject fixJson(const Fix &fix, const QString &text);
    static QJsonObject powerJson(const CheckReport &report);
    /**
     * The text report; `afterPower` goes under the power lines, before the findings (the CLI puts the
     * estimate's summary there).
     */
    static QString toText(
        const CheckReport &report, const FindingText &text, const QString &buildName, const QString &afterPower = {});
    /** "Parts: 8,805 USD (every part, …)." and how many lines have no price. */
    static QString priceText(const BuildPrice &price);
    /** The power lines: one PSU and circuit on one line; several, each with its own load. */
    static QString powerText(const CheckReport &report, const ResolvedBuild &build);
};

} // namespace RigPlan
