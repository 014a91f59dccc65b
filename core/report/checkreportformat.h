// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

namespace RigPlan {

struct CheckReport;
struct Fix;
class FindingText;

/** The `check` report as shared/spec/cli.md prints it: JSON, or text grouped by severity. */
class CheckReportFormat
{
    Q_DECLARE_TR_FUNCTIONS(RigPlan::CheckReportFormat)

public:
    static QJsonObject toJson(const CheckReport &report, const FindingText &text);
    static QJsonObject fixJson(const Fix &fix, const QString &text);
    static QJsonObject powerJson(const CheckReport &report);
    static QString toText(const CheckReport &report, const FindingText &text, const QString &buildName);
};

} // namespace RigPlan
