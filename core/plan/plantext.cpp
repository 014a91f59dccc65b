// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/plan/plantext.h"

#include "core/partcatalog.h"
#include "core/report/buildprice.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace RigPlan {

namespace {

/** Prices as check and the exports write them: "3,200" in every locale (core/report/buildprice.h). */
QString usd(double value)
{
    return usdAmount(value);
}

} // namespace

PlanText::PlanText(const PlanResult &result, const PlanRequest &request, const PartCatalog &catalog)
    : m_result(result)
    , m_request(request)
    , m_catalog(catalog)
{
}

QString PlanText::partName(const QString &id) const
{
    const PartPtr p = m_catalog.find(id);
    return p ? p->name : id;
}

QString PlanText::why(int index) const
{
    const auto &results = m_result.results;
    if (index < 0 || index >= static_cast<int>(results.size()))
        return {};
    // Builds without a warning come first (planner.cpp), each group in the front's order: a build is
    // compared with the one above it in its group, where being slower buys a lower price or less power.
    const auto warnings = [&](int i) { return results[static_cast<std::size_t>(i)].report.count(Severity::Warning); };
    const Objectives &me = results[static_cast<std::size_t>(index)].objectives;
    if (index == 0) {
        const bool fastest = std::all_of(
            results.begin(), results.end(), [&](const PlannedBuild &r) { return r.objectives.speedup <= me.speedup; });
        return fastest ? tr("The fastest build within the budget.")
                       : tr("The fastest build within the budget that passes without a warning.");
    }
    if (warnings(index) > 0 && warnings(index - 1) == 0) {
        const Objectives &first = results.front().objectives;
        const double faster = first.speedup > 0 ? (me.speedup / first.speedup - 1) * 100 : 0;
        return tr("%1% faster than #1, but with %n warning(s) to fix first (see its checks).", nullptr, warnings(index))
            .arg(QLocale().toString(std::max(0.0, faster), 'f', 1));
    }
    const Objectives &faster = results[static_cast<std::size_t>(index - 1)].objectives;
    QStringList gains;
    if (me.priceUsd < faster.priceUsd)
        gains << tr("%1 USD cheaper").arg(usd(faster.priceUsd - me.priceUsd));
    if (me.wallW < faster.wallW)
        gains << tr("%1 W less at the wall").arg(std::round(faster.wallW - me.wallW));
    const double slower = faster.speedup > 0 ? (1 - me.speedup / faster.speedup) * 100 : 0;
    if (gains.isEmpty())
        return tr("As good as #%1 on every measure.").arg(index);
    if (slower < 0.05)
        return tr("As fast as #%1 and %2.").arg(index).arg(gains.join(tr(" and ")));
    return tr("%1% slower than #%2 but %3.")
        .arg(QLocale().toString(slower, 'f', 1))
        .arg(index)
        .arg(gains.join(tr(" and ")));
}

QString PlanText::partsLine(int index) const
{
    const Build &b = m_result.results[static_cast<std::size_t>(index)].build;
    QStringList parts { partName(b.boardId), partName(b.caseId), partName(b.cpuId) };
    parts << (b.psus.size() > 1 ? tr("%1x %2").arg(b.psus.size()).arg(partName(b.psus.first().part))
                                : partName(b.psus.value(0).part));
    if (!b.gpus.isEmpty() && b.gpus.first().powerLimitW)
        parts << tr("cards limited to %1 W").arg(*b.gpus.first().powerLimitW);
    qsizetype risers = 0;
    for (const GpuPlacement &g : b.gpus)
        risers += g.riser.has_value();
    if (risers > 0)
        parts << tr("%n card(s) on risers", nullptr, static_cast<int>(risers));
    return parts.join(QStringLiteral(" · "));
}

QString PlanText::emptyReason() const
{
    if (m_result.cancelled)
        return tr("The search was cancelled.");
    if (m_result.cheapestUsd <= 0)
        return tr("The catalog lacks a priced GPU, board, case, CPU or PSU for this request.");
    if (m_result.cheapestUsd > m_request.budgetUsd)
        return tr("No build fits a budget of %1 USD: the cheapest GPU, board, case, CPU and PSU that match "
                  "the request cost at least %2 USD together.")
            .arg(usd(m_request.budgetUsd), usd(m_result.cheapestUsd));
    return tr("No build within %1 USD passes the checks. The rules that stopped the candidates are listed "
              "below.")
        .arg(usd(m_request.budgetUsd));
}

QString PlanText::rejectedLine(const RejectedAlternative &rejected) const
{
    return tr("%1 (%2 USD, %3x): stopped by %4")
        .arg(rejected.build.name, usd(rejected.priceUsd), QLocale().toString(rejected.speedup, 'f', 2),
            ruleIdString(rejected.rule));
}

QString PlanText::report(int top) const
{
    QString out;
    out += tr("Evaluated %1 rule checks; a brute-force search would check %2 builds.")
               .arg(QLocale().toString(m_result.evaluated), QLocale().toString(m_result.searchSpace))
        + u'\n';
    if (m_result.results.empty()) {
        out += emptyReason() + u'\n';
    } else {
        out += tr("%n build(s) on the front of speedup, price and wall power; those without a warning first, each "
                  "group best first:",
                   nullptr, static_cast<int>(m_result.results.size()))
            + u'\n';
    }
    const int shown = std::min(top, static_cast<int>(m_result.results.size()));
    for (int i = 0; i < shown; ++i) {
        const PlannedBuild &r = m_result.results[static_cast<std::size_t>(i)];
        out += tr("#%1  %2  %3x  %4 USD  %5 W at the wall")
                   .arg(i + 1)
                   .arg(r.build.name, QLocale().toString(r.objectives.speedup, 'f', 2), usd(r.objectives.priceUsd))
                   .arg(std::round(r.objectives.wallW))
            + u'\n';
        out += QStringLiteral("    ") + partsLine(i) + u'\n';
        out += QStringLiteral("    ") + why(i) + u'\n';
    }
    if (shown < static_cast<int>(m_result.results.size()))
        out += tr("… and %n more (--top to see them).", nullptr, static_cast<int>(m_result.results.size()) - shown)
            + u'\n';
    if (!m_result.nearestRejected.empty()) {
        out += tr("Faster builds the rules stopped:") + u'\n';
        for (const RejectedAlternative &r : m_result.nearestRejected)
            out += QStringLiteral("    ") + rejectedLine(r) + u'\n';
    }
    if (!m_result.rejected.empty()) {
        QStringList counts;
        for (const auto &[rule, count] : m_result.rejected)
            counts << QStringLiteral("%1 %2").arg(ruleIdString(rule), QLocale().toString(count));
        out += tr("Rejected checks by rule: %1").arg(counts.join(tr(", ", "between the items of a list"))) + u'\n';
    }
    return out;
}

} // namespace RigPlan
