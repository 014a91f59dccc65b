// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/charts/chartdata.h"

#include <QObject>

class QAbstractAxis;
class QChart;

namespace RigPlan {
struct CheckReport;
struct ResolvedBuild;
} // namespace RigPlan

namespace RigPlan::Ui {

/**
 * One chart of the build: it makes its QChart once and then updates its series in place (rebuilding a
 * QChart on every edit would cost milliseconds). Every value it draws comes from ChartData; its
 * tooltips say the value, its source and the model's notes.
 */
class BuildChart : public QObject
{
    Q_OBJECT

public:
    ~BuildChart() override;

    /** The chart; a QChartView takes it over (and deletes it), this object only keeps a pointer. */
    QChart *chart() const { return m_chart; }

    /** Recomputes the figures and moves the series to them. */
    virtual void update(const ResolvedBuild &build, const CheckReport &report, const EstimateOptions &options) = 0;

    /** The tooltip of one value: `series` counts the chart's series in order, `index` the value within it. */
    virtual QString toolTip(int series, int index) const = 0;

    static QString sourceText(ChartData::Source source);

protected:
    BuildChart();

    /** The HTML of a tooltip: a headline, its source and notes. */
    static QString toolTipHtml(const QString &value, const QString &source, const QStringList &notes);
    void setTitle(const QString &title);
    /** Shows or hides the tooltip of a hovered value. */
    void hover(bool shown, int series, int index) const;
    /** A value axis from 0 to a little above `max` (1 when there is nothing to show). */
    static void fitAxis(QAbstractAxis *axis, double max);

    QChart *m_chart;
};

} // namespace RigPlan::Ui
