// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/estimate/estimator.h"

#include <QDockWidget>

#include <array>
#include <memory>
#include <optional>

class QAction;
class QChartView;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QTabWidget;

namespace RigPlan::Ui {

class BuildChart;
class BuildDocument;

/**
 * The estimate as charts beside the chassis, live with every edit: speedup per workload, the scaling
 * curve, the power budget and cost/power efficiency, at a selectable precision, each exportable as PNG
 * or SVG. Charts are made when their tab is first shown and only the visible one follows edits, so
 * startup and the edit-to-refresh time pay for one chart at most.
 */
class ChartsDock : public QDockWidget
{
    Q_OBJECT

public:
    enum class Tab
    {
        Speedup,
        Scaling,
        Power,
        Efficiency,
        Memory
    };
    static constexpr int kTabCount = 5;

    ChartsDock(BuildDocument *document, const QString &baselineId, QWidget *parent = nullptr);
    ~ChartsDock() override;

    /** The dock's height that shows all of it, the chart at its smallest, without scrolling. */
    int wholeHeight() const;

    void setBaseline(const QString &baselineId);
    /** Unset: the build's own precision (or the estimator's default for its cards). */
    void setPrecision(std::optional<Precision> precision);
    std::optional<Precision> precision() const;
    /** Unset: the build's own workload. */
    void setBenchmark(std::optional<Benchmark> benchmark);
    std::optional<Benchmark> benchmark() const;
    /** The LLM job of the picker (size, method, strategy), used when the benchmark is llm. */
    LlmJob llmJob() const;
    /** What every chart of the dock asks the estimator. */
    EstimateOptions estimateOptions() const;

    /** The one-line summary of the estimate above the charts. */
    QString text() const;

    /** Selects a chart's tab (making its chart if needed). */
    void showChart(Tab tab);
    Tab currentChart() const;
    /** A chart, or null while its tab has never been shown. */
    BuildChart *chart(Tab tab) const;
    QChartView *chartView(Tab tab) const;

    /** Writes a chart as PNG or SVG (by suffix), making it first if needed. */
    bool exportChart(Tab tab, const QString &fileName, QString *error);

protected:
    void showEvent(QShowEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refresh();
    void refreshSummary();
    /** Makes the chart of a tab if needed and brings it up to date if an edit left it behind. */
    void syncTab(int index);
    BuildChart *ensureChart(int index);
    void exportCurrent();
    /** Greys out the precisions some card lacks, with the reason as the item's tooltip. */
    void markPrecisions(const ResolvedBuild &build);

    BuildDocument *m_document;
    QString m_baselineId;
    QLabel *m_summary;
    QComboBox *m_precision;
    QComboBox *m_benchmark;
    QWidget *m_llmRow; // always shown (no layout jump), enabled for the llm benchmark only
    QComboBox *m_llmSize;
    QDoubleSpinBox *m_llmCustom;
    QComboBox *m_llmMethod;
    QComboBox *m_llmParallel;
    QTabWidget *m_tabs;
    QAction *m_exportAction;
    std::array<std::unique_ptr<BuildChart>, kTabCount> m_charts;
    std::array<QChartView *, kTabCount> m_views {};
    std::array<bool, kTabCount> m_stale {};
    bool m_summaryStale = true;
    bool m_firstChartDeferred = false;
};

} // namespace RigPlan::Ui
