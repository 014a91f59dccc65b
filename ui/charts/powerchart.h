// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/charts/buildchart.h"

#include <array>

class QBarCategoryAxis;
class QBarSet;
class QScatterSeries;
class QValueAxis;

namespace RigPlan::Ui {

/** Each PSU's DC load (GPU, CPU, other) against its rating, and each circuit's wall draw against its limit. */
class PowerChart : public BuildChart
{
    Q_OBJECT

public:
    /** Series in order: the stacked bar sets, then the limit markers. */
    enum Series
    {
        Gpu,
        Cpu,
        Other,
        Wall,
        Limit
    };

    PowerChart();

    void update(const ResolvedBuild &build, const CheckReport &report, const EstimateOptions &options) override;
    void setData(const QList<ChartData::PowerBar> &bars);
    QString toolTip(int series, int index) const override;

    const QList<ChartData::PowerBar> &data() const { return m_data; }
    static QString barLabel(const ChartData::PowerBar &bar);

private:
    QList<ChartData::PowerBar> m_data;
    std::array<QBarSet *, 4> m_sets;
    QScatterSeries *m_limits;
    QBarCategoryAxis *m_categories;
    QValueAxis *m_values;
};

} // namespace RigPlan::Ui
