// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/charts/buildchart.h"

class QBarCategoryAxis;
class QBarSet;
class QValueAxis;

namespace RigPlan::Ui {

/** The whole build's estimated speedup for each workload (CNN, transformer) against the baseline GPU. */
class SpeedupChart : public BuildChart
{
    Q_OBJECT

public:
    SpeedupChart();

    void update(const ResolvedBuild &build, const CheckReport &report, const EstimateOptions &options) override;
    void setData(const ChartData::Speedup &data);
    QString toolTip(int series, int index) const override;

    const ChartData::Speedup &data() const { return m_data; }

private:
    ChartData::Speedup m_data;
    QBarSet *m_bars;
    QBarCategoryAxis *m_categories;
    QValueAxis *m_values;
};

} // namespace RigPlan::Ui
