// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/estimate/estimator.h"
#include "core/report/buildprice.h"
#include "core/resolvedbuild.h"
#include "core/rules/checker.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>
#include <vector>

namespace RigPlan {

class PartCatalog;

/** One finding of a compared build, as text (made while the build's catalog is at hand). */
struct ComparedFinding
{
    Severity severity = Severity::Error;
    QString rule; // the rule id of shared/spec/cli.md
    QString message;
};

/** What `check` said of a compared build: the counts and every finding's message. */
struct ChecksSummary
{
    int errors = 0, warnings = 0, infos = 0;
    QList<ComparedFinding> findings; // errors first, as the report orders them
};

/**
 * One build to compare, with what check and estimate said of it. It owns everything it needs (the
 * resolved build holds its parts), so it outlives the catalog and document it came from.
 */
struct ComparisonEntry
{
    QString label;
    ResolvedBuild build;
    CheckReport report;
    Estimate estimate; // its priceUsd and perKUsd are `price`'s, as check and the exports count it
    ChecksSummary checks;
    BuildPrice price; // every part, risers and the PSU sync adapter included

    /**
     * Resolves, checks and estimates `build` as `rigplan-cli check` does: ids looked up in the build's
     * inline parts over `catalog`, fixes and the baseline looked up there too. `check.catalog` and
     * `estimate.catalog` are replaced by that layered catalog.
     */
    static ComparisonEntry evaluate(const QString &label, const Build &build, const PartCatalog &catalog,
        const Circuit &defaultCircuit, CheckOptions check = {}, EstimateOptions estimate = {});
};

/** One cell of the comparison table: the figure as a number where it is one, and as text. */
struct ComparisonCell
{
    std::optional<double> value; // rounded to what `text` shows, so equal texts compare equal
    QString text; // "—" where the build has no such figure or part
};

/**
 * One row of the comparison table: a part (case, board, CPU, a PSU or GPU model with its count,
 * risers) or a figure (price, speedups, power, loads, finding counts).
 */
struct ComparisonRow
{
    enum class Kind
    {
        Part,
        Figure
    };
    /** Which way a figure is better; parts have no direction. */
    enum class Better
    {
        None,
        Higher,
        Lower
    };

    QString key; // stable id for scripts: "case", "gpu:rtx-3090-fe", "speedupCnn", …
    QString label; // in the user's language
    Kind kind = Kind::Part;
    Better better = Better::None;
    QList<ComparisonCell> cells; // one per build, in comparison order
    bool differs = false; // not every cell is equal
    /**
     * Builds (comparison order) with the best value, where `better` has a direction and the row differs.
     * Several where they share the best value; builds without the figure are never best.
     */
    QList<int> best;
};

/**
 * Two to four builds side by side (docs/compare.md). Builds are ordered best estimated speedup first (the
 * comparison's workload, as shown to two decimals), ties by lower price (unpriced builds last), then in the
 * order they were given (stable). Rows list every part and figure in a fixed order.
 */
class Comparison
{
    Q_DECLARE_TR_FUNCTIONS(RigPlan::Comparison)

public:
    static constexpr int kMinBuilds = 2;
    static constexpr int kMaxBuilds = 4;

    /** Refuses fewer than two or more than four builds, saying so in `error`. */
    static std::optional<Comparison> make(
        std::vector<ComparisonEntry> entries, WorkloadModel workload, QString *error = nullptr);

    /** The builds in comparison order. */
    const std::vector<ComparisonEntry> &builds() const { return m_builds; }
    /** Where builds()[i] stood in the input. */
    const QList<int> &inputIndex() const { return m_inputIndex; }
    const QList<ComparisonRow> &rows() const { return m_rows; }
    WorkloadModel workload() const { return m_workload; }
    /** The row with this key, or null. */
    const ComparisonRow *row(const QString &key) const;

    static QString noneText() { return QStringLiteral("—"); }

private:
    Comparison() = default;
    void addPartRows();
    void addFigureRows();
    void addRow(ComparisonRow row);

    std::vector<ComparisonEntry> m_builds;
    QList<int> m_inputIndex;
    QList<ComparisonRow> m_rows;
    WorkloadModel m_workload = WorkloadModel::Transformer;
};

} // namespace RigPlan
