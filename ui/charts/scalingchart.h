// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/charts/buildchart.h"

class QLineSeries;
class QValueAxis;

namespace RigPlan::Ui {

/** The scaling curve of the build's (first) GPU model from one card up, against ideal linear scaling. */
class ScalingChart : public BuildChart
{
    Q_OBJECT

public:
    enum Series
    {
        Estimated,
        Ideal
    };

    ScalingChart();

    void update(const ResolvedBuild &build, const CheckReport &report, const EstimateOptions &options) override;
    void setData(const ChartData::Scaling &data);
    QString toolTip(int series, int index) const override;

    const ChartData::Scaling &data() const { return m_data; }

private:
    ChartData::Scaling m_data;
    QLineSeries *m_estimated;
    QLineSeries *m_ideal;
    QValueAxis *m_cards;
    QValueAxis *m_values;
};

} // namespace RigPlan::Ui
