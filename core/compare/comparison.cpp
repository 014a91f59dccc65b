// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/compare/comparison.h"

#include "core/partcatalog.h"
#include "core/report/findingtext.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace RigPlan {

using namespace Qt::StringLiterals;

namespace {

double roundTo(double value, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    return std::round(value * scale) / scale;
}

ComparisonCell numberCell(std::optional<double> value, int decimals)
{
    if (!value || !std::isfinite(*value))
        return { std::nullopt, Comparison::noneText() };
    const double rounded = roundTo(*value, decimals);
    // "-0" would read as a difference from "0".
    return { rounded, QString::number(rounded == 0 ? 0.0 : rounded, 'f', decimals) };
}

QString partName(const PartPtr &part, const QString &id)
{
    if (part)
        return part->name.isEmpty() ? part->id : part->name;
    return id.isEmpty() ? Comparison::noneText() : id;
}

/** Speedup per 1000 units of `amount` (USD, W), where both exist. */
std::optional<double> perThousand(double speedup, std::optional<double> amount)
{
    if (!amount || *amount <= 0 || speedup <= 0)
        return std::nullopt;
    return speedup / (*amount / 1000.0);
}

} // namespace

ComparisonEntry ComparisonEntry::evaluate(const QString &label, const Build &build, const PartCatalog &catalog,
    const Circuit &defaultCircuit, CheckOptions check, EstimateOptions estimate)
{
    // As runCheck: ids resolve in the file's inline parts over the catalog; fixes and the baseline too.
    const LayeredCatalog parts(&catalog, build.parts);
    ComparisonEntry e;
    e.label = label;
    e.build = ResolvedBuild::resolve(build, catalog, defaultCircuit).value();
    check.catalog = &parts;
    estimate.catalog = &parts;
    e.report = RigPlan::check(e.build, check);
    e.estimate = RigPlan::estimate(e.build, estimate);
    // The price of the parts list (risers and the sync adapter in it), not the estimate's own sum of parts.
    e.price = BuildPrice::of(e.build, parts);
    e.estimate.priceUsd = e.price.priceUsd();
    e.estimate.perKUsd = e.estimate.priceUsd && *e.estimate.priceUsd > 0 && e.estimate.speedup > 0
        ? std::optional(e.estimate.speedup / (*e.estimate.priceUsd / 1000.0))
        : std::nullopt;
    e.checks.errors = e.report.count(Severity::Error);
    e.checks.warnings = e.report.count(Severity::Warning);
    e.checks.infos = e.report.count(Severity::Info);
    const FindingText text(e.build, &parts);
    for (const Finding &f : e.report.findings)
        e.checks.findings.append({ f.severity(), ruleIdString(f.rule), text.message(f) });
    return e;
}

std::optional<Comparison> Comparison::make(std::vector<ComparisonEntry> entries, WorkloadModel workload, QString *error)
{
    const auto size = static_cast<int>(entries.size());
    if (size < kMinBuilds || size > kMaxBuilds) {
        if (error) {
            *error = size < kMinBuilds ? tr("Compare at least %1 builds (%2 given).").arg(kMinBuilds).arg(size)
                                       : tr("Compare at most %1 builds (%2 given).").arg(kMaxBuilds).arg(size);
        }
        return std::nullopt;
    }
    Comparison c;
    c.m_workload = workload;
    QList<int> order;
    for (int i = 0; i < size; ++i)
        order << i;
    // Speedups compare as shown (two decimals), so builds that read the same tie and go by price.
    const auto speedup = [&](int i) { return roundTo(entries[std::size_t(i)].estimate.speedupFor(workload), 2); };
    const auto price = [&](int i) { return entries[std::size_t(i)].estimate.priceUsd; };
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        if (speedup(a) != speedup(b))
            return speedup(a) > speedup(b);
        const std::optional<double> pa = price(a), pb = price(b);
        if (pa && pb)
            return roundTo(*pa, 0) < roundTo(*pb, 0);
        return pa.has_value() && !pb.has_value(); // a priced build before an unpriced one
    });
    for (int i : order)
        c.m_builds.push_back(std::move(entries[std::size_t(i)]));
    c.m_inputIndex = order;
    c.addPartRows();
    c.addFigureRows();
    return c;
}

const ComparisonRow *Comparison::row(const QString &key) const
{
    for (const ComparisonRow &r : m_rows) {
        if (r.key == key)
            return &r;
    }
    return nullptr;
}

void Comparison::addRow(ComparisonRow row)
{
    for (const ComparisonCell &cell : std::as_const(row.cells)) {
        if (cell.text != row.cells.first().text)
            row.differs = true;
    }
    if (row.differs && row.better != ComparisonRow::Better::None) {
        std::optional<double> best;
        for (const ComparisonCell &cell : std::as_const(row.cells)) {
            if (!cell.value)
                continue;
            if (!best || (row.better == ComparisonRow::Better::Higher ? *cell.value > *best : *cell.value < *best))
                best = cell.value;
        }
        int withValue = 0;
        for (const ComparisonCell &cell : std::as_const(row.cells))
            withValue += cell.value.has_value();
        // One figure against missing ones is no contest.
        if (withValue >= 2) {
            for (int i = 0; i < row.cells.size(); ++i) {
                if (row.cells[i].value == best)
                    row.best << i;
            }
        }
    }
    m_rows.append(std::move(row));
}

void Comparison::addPartRows()
{
    const auto partRow = [this](const QString &key, const QString &label,
                             const std::function<ComparisonCell(const ComparisonEntry &)> &cell) {
        ComparisonRow row;
        row.key = key;
        row.label = label;
        for (const ComparisonEntry &e : m_builds)
            row.cells << cell(e);
        addRow(row);
    };
    partRow(u"case"_s, tr("Case"), [](const ComparisonEntry &e) {
        return ComparisonCell { std::nullopt, partName(e.build.casePart, QString()) };
    });
    partRow(u"board"_s, tr("Board"), [](const ComparisonEntry &e) {
        return ComparisonCell { std::nullopt, partName(e.build.boardPart, QString()) };
    });
    partRow(u"cpu"_s, tr("CPU"), [](const ComparisonEntry &e) {
        return ComparisonCell { std::nullopt, partName(e.build.cpuPart, QString()) };
    });

    // One row per PSU model, then per GPU model, in order of first appearance (comparison order).
    const auto countRows = [&](const QString &prefix, const QString &labelFormat,
                               const std::function<QList<std::pair<QString, PartPtr>>(const ComparisonEntry &)> &ids) {
        QStringList seen;
        QHash<QString, QString> names;
        for (const ComparisonEntry &e : m_builds) {
            for (const auto &[id, part] : ids(e)) {
                if (!seen.contains(id)) {
                    seen << id;
                    names.insert(id, partName(part, id));
                }
            }
        }
        for (const QString &id : std::as_const(seen)) {
            partRow(prefix + id, labelFormat.arg(names.value(id)), [&](const ComparisonEntry &e) {
                int count = 0;
                for (const auto &entry : ids(e))
                    count += entry.first == id;
                return ComparisonCell { double(count), count == 0 ? noneText() : QString::number(count) };
            });
        }
    };
    countRows(u"psu:"_s, tr("PSU: %1"), [](const ComparisonEntry &e) {
        QList<std::pair<QString, PartPtr>> ids;
        for (const ResolvedPsu &p : e.build.psus)
            ids.append({ p.part ? p.part->id : QString(), p.part });
        return ids;
    });
    countRows(u"gpu:"_s, tr("GPU: %1"), [](const ComparisonEntry &e) {
        QList<std::pair<QString, PartPtr>> ids;
        for (const ResolvedGpu &g : e.build.gpus)
            ids.append({ g.placement.part, g.part });
        return ids;
    });
    partRow(u"risers"_s, tr("Cards on risers"), [](const ComparisonEntry &e) {
        const auto count
            = std::count_if(e.build.gpus.begin(), e.build.gpus.end(), [](const ResolvedGpu &g) { return g.onRiser(); });
        return ComparisonCell { double(count), QString::number(count) };
    });
}

void Comparison::addFigureRows()
{
    using Better = ComparisonRow::Better;
    const auto figureRow = [this](const QString &key, const QString &label, Better better, int decimals,
                               const std::function<std::optional<double>(const ComparisonEntry &)> &value) {
        ComparisonRow row;
        row.key = key;
        row.label = label;
        row.kind = ComparisonRow::Kind::Figure;
        row.better = better;
        for (const ComparisonEntry &e : m_builds)
            row.cells << numberCell(value(e), decimals);
        addRow(row);
    };
    const QString workload = toString(m_workload);
    figureRow(u"priceUsd"_s, tr("Price (USD)"), Better::Lower, 0,
        [](const ComparisonEntry &e) { return e.estimate.priceUsd; });
    figureRow(u"speedupCnn"_s, tr("Speedup, cnn (x baseline)"), Better::Higher, 2,
        [](const ComparisonEntry &e) { return e.estimate.speedupFor(WorkloadModel::Cnn); });
    figureRow(u"speedupTransformer"_s, tr("Speedup, transformer (x baseline)"), Better::Higher, 2,
        [](const ComparisonEntry &e) { return e.estimate.speedupFor(WorkloadModel::Transformer); });
    // Per money and per watt use the comparison's workload for every build (a build file may name another).
    figureRow(u"speedupPerKUsd"_s, tr("Speedup per 1000 USD (%1)").arg(workload), Better::Higher, 2,
        [this](
            const ComparisonEntry &e) { return perThousand(e.estimate.speedupFor(m_workload), e.estimate.priceUsd); });
    figureRow(u"wallW"_s, tr("Wall power (W)"), Better::Lower, 0, [](const ComparisonEntry &e) {
        return e.estimate.wallW > 0 ? std::optional<double>(e.estimate.wallW) : std::nullopt;
    });
    figureRow(u"speedupPerKw"_s, tr("Speedup per kW at the wall (%1)").arg(workload), Better::Higher, 2,
        [this](const ComparisonEntry &e) {
            const double wallW = e.estimate.wallW;
            return perThousand(e.estimate.speedupFor(m_workload), wallW > 0 ? std::optional(wallW) : std::nullopt);
        });
    // Several PSUs or circuits in any build: each one's load against its own limit, after the worst.
    qsizetype psus = 0, circuits = 0;
    for (const ComparisonEntry &e : m_builds) {
        psus = std::max(psus, e.report.power.psus.size());
        circuits = std::max(circuits, e.report.power.circuits.size());
    }
    figureRow(u"psuLoad"_s, psus > 1 ? tr("PSU load, highest (%)") : tr("PSU load (%)"), Better::Lower, 0,
        [](const ComparisonEntry &e) {
            return e.build.psus.empty() ? std::nullopt : std::optional(e.report.power.psuLoad * 100);
        });
    for (qsizetype k = 0; psus > 1 && k < psus; ++k) {
        figureRow(u"psuLoad:%1"_s.arg(k + 1), tr("PSU %1 load (%)").arg(k + 1), Better::Lower, 0,
            [k](const ComparisonEntry &e) {
                const auto &units = e.report.power.psus;
                return k < units.size() ? std::optional(units[k].loadFraction * 100) : std::nullopt;
            });
    }
    figureRow(u"circuitLoad"_s, circuits > 1 ? tr("Circuit load, highest (%)") : tr("Circuit load (%)"), Better::Lower,
        0, [](const ComparisonEntry &e) {
            return e.build.psus.empty() ? std::nullopt : std::optional(e.report.power.circuitLoad * 100);
        });
    for (qsizetype c = 0; circuits > 1 && c < circuits; ++c) {
        figureRow(u"circuitLoad:%1"_s.arg(c + 1), tr("Circuit %1 load (%)").arg(c + 1), Better::Lower, 0,
            [c](const ComparisonEntry &e) {
                const auto &units = e.report.power.circuits;
                return !e.build.psus.empty() && c < units.size() ? std::optional(units[c].loadFraction * 100)
                                                                 : std::nullopt;
            });
    }
    figureRow(u"errors"_s, tr("Errors"), Better::Lower, 0,
        [](const ComparisonEntry &e) { return std::optional(double(e.checks.errors)); });
    figureRow(u"warnings"_s, tr("Warnings"), Better::Lower, 0,
        [](const ComparisonEntry &e) { return std::optional(double(e.checks.warnings)); });
}

} // namespace RigPlan
