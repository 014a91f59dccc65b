// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/plan/planjson.h"

#include "core/io/buildfile.h"
#include "core/plan/plantext.h"
#include "core/report/checkreportformat.h"
#include "core/report/findingtext.h"
#include "core/resolvedbuild.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>

namespace RigPlan {

namespace {

double rounded(double value, double scale)
{
    return std::round(value * scale) / scale;
}

QJsonObject buildJson(const Build &build)
{
    return QJsonDocument::fromJson(BuildFile::write(build)).object();
}

} // namespace

QJsonObject planJson(const PlanResult &result, const PlanRequest &request, const PartCatalog &catalog,
    const Circuit &defaultCircuit, int top)
{
    const PlanText text(result, request, catalog);
    QJsonArray results;
    const int shown = std::min(top, static_cast<int>(result.results.size()));
    for (int i = 0; i < shown; ++i) {
        const PlannedBuild &r = result.results[static_cast<std::size_t>(i)];
        const ResolvedBuild resolved = ResolvedBuild::resolve(r.build, catalog, defaultCircuit).value();
        const FindingText findingText(resolved, &catalog);
        results.append(QJsonObject {
            { QStringLiteral("build"), buildJson(r.build) },
            { QStringLiteral("report"), CheckReportFormat::toJson(r.report, findingText) },
            { QStringLiteral("priceUsd"), rounded(r.objectives.priceUsd, 100) },
            { QStringLiteral("speedup"), rounded(r.objectives.speedup, 1000) },
            { QStringLiteral("wallW"), rounded(r.objectives.wallW, 1) },
            { QStringLiteral("why"), text.why(i) },
        });
    }
    QJsonObject rejected;
    for (const auto &[rule, count] : result.rejected)
        rejected.insert(ruleIdString(rule), static_cast<double>(count));
    QJsonArray nearest;
    for (const RejectedAlternative &r : result.nearestRejected) {
        nearest.append(QJsonObject { { QStringLiteral("build"), buildJson(r.build) },
            { QStringLiteral("rule"), ruleIdString(r.rule) }, { QStringLiteral("priceUsd"), rounded(r.priceUsd, 100) },
            { QStringLiteral("speedup"), rounded(r.speedup, 1000) } });
    }
    QJsonObject out {
        { QStringLiteral("results"), results },
        { QStringLiteral("total"), static_cast<double>(result.results.size()) },
        { QStringLiteral("evaluated"), static_cast<double>(result.evaluated) },
        { QStringLiteral("searchSpace"), static_cast<double>(result.searchSpace) },
        { QStringLiteral("rejected"), rejected },
        { QStringLiteral("nearestRejected"), nearest },
        { QStringLiteral("cancelled"), result.cancelled },
    };
    if (result.results.empty()) {
        out.insert(QStringLiteral("message"), text.emptyReason());
        out.insert(QStringLiteral("cheapestUsd"), rounded(result.cheapestUsd, 100));
    }
    return out;
}

} // namespace RigPlan
