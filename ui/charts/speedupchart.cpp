// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/speedupchart.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QValueAxis>

#include <algorithm>

namespace RigPlan::Ui {

namespace {

/** A family's bar, named by the benchmark it shows. */
QString workloadName(int workload, Benchmark benchmark)
{
    const QString family = static_cast<WorkloadModel>(workload) == WorkloadModel::Cnn ? SpeedupChart::tr("CNN")
                                                                                      : SpeedupChart::tr("Transformer");
    return SpeedupChart::tr("%1 (%2)").arg(family, toString(benchmark));
}

} // namespace

SpeedupChart::SpeedupChart()
    : m_bars(new QBarSet(tr("This build")))
    , m_categories(new QBarCategoryAxis)
    , m_values(new QValueAxis)
{
    m_bars->append({ 0.0, 0.0 });
    auto *series = new QBarSeries;
    series->append(m_bars);
    series->setLabelsVisible(true);
    series->setLabelsFormat(QStringLiteral("@valuex"));
    series->setLabelsPrecision(3);
    m_chart->addSeries(series);
    m_categories->append({ workloadName(0, Benchmark::Resnet50), workloadName(1, Benchmark::BertBase) });
    m_values->setTitleText(tr("x baseline"));
    m_values->setLabelFormat(QStringLiteral("%.1f"));
    m_chart->addAxis(m_categories, Qt::AlignBottom);
    m_chart->addAxis(m_values, Qt::AlignLeft);
    series->attachAxis(m_categories);
    series->attachAxis(m_values);
    m_chart->legend()->hide();
    connect(m_bars, &QBarSet::hovered, this, [this](bool shown, int index) { hover(shown, 0, index); });
}

void SpeedupChart::update(const ResolvedBuild &build, const CheckReport &, const EstimateOptions &options)
{
    setData(ChartData::speedup(build, options));
}

void SpeedupChart::setData(const ChartData::Speedup &data)
{
    m_data = data;
    for (int w = 0; w < 2; ++w)
        m_bars->replace(w, data.speedup[static_cast<std::size_t>(w)]);
    const QStringList names { workloadName(0, data.benchmark[0]), workloadName(1, data.benchmark[1]) };
    if (m_categories->categories() != names) {
        m_categories->clear();
        m_categories->append(names);
    }
    // The title says what runs: a precision the cards lack is named as not run, never silently replaced.
    const QString runs = data.requested
        ? tr("%1; %2 is not on every card").arg(toString(data.precision).toUpper(), toString(*data.requested).toUpper())
        : toString(data.precision).toUpper();
    setTitle(tr("Estimated speedup against %1 (%2)").arg(data.baselineName, runs));
    fitAxis(m_values, std::max(data.speedup[0], data.speedup[1]));
}

QString SpeedupChart::toolTip(int, int index) const
{
    if (index < 0 || index > 1)
        return {};
    const auto k = static_cast<std::size_t>(index);
    return toolTipHtml(tr("%1: %2x the baseline at %3")
                           .arg(workloadName(index, m_data.benchmark[k]))
                           .arg(m_data.speedup[k], 0, 'f', 2)
                           .arg(toString(m_data.precision).toUpper()),
        sourceText(m_data.source[k]), m_data.notes[k]);
}

} // namespace RigPlan::Ui
