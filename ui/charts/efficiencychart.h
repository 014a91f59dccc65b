// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/charts/buildchart.h"

class QBarCategoryAxis;
class QBarSet;
class QValueAxis;

namespace RigPlan::Ui {

/** Speedup per 1000 USD of parts and per kW at the wall ("no price" where the parts have none). */
class EfficiencyChart : public BuildChart
{
    Q_OBJECT

public:
    enum Bar
    {
        PerKUsd,
        PerKw
    };

    EfficiencyChart();

    void update(const ResolvedBuild &build, const CheckReport &report, const EstimateOptions &options) override;
    void setData(const ChartData::Efficiency &data);
    QString toolTip(int series, int index) const override;

    const ChartData::Efficiency &data() const { return m_data; }

private:
    ChartData::Efficiency m_data;
    QBarSet *m_bars;
    QBarCategoryAxis *m_categories;
    QValueAxis *m_values;
};

} // namespace RigPlan::Ui
