// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/powerchart.h"

#include "core/valueranges.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QScatterSeries>
#include <QStackedBarSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace RigPlan::Ui {

namespace {

double valueOf(const ChartData::PowerBar &bar, int series)
{
    switch (series) {
    case PowerChart::Gpu:
        return bar.gpuW;
    case PowerChart::Cpu:
        return bar.cpuW;
    case PowerChart::Other:
        return bar.otherW;
    case PowerChart::Wall:
        return bar.wallW;
    default:
        return bar.limitW;
    }
}

} // namespace

PowerChart::PowerChart()
    : m_sets { new QBarSet(tr("GPUs")), new QBarSet(tr("CPU")), new QBarSet(tr("Other")), new QBarSet(tr("Wall draw")) }
    , m_limits(new QScatterSeries)
    , m_categories(new QBarCategoryAxis)
    , m_values(new QValueAxis)
{
    auto *stack = new QStackedBarSeries;
    for (QBarSet *set : m_sets)
        stack->append(set);
    m_limits->setName(tr("Rating / circuit limit"));
    m_limits->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    m_limits->setMarkerSize(12);
    m_limits->setColor(Qt::black);
    m_chart->addSeries(stack);
    m_chart->addSeries(m_limits);
    m_values->setTitleText(tr("Watts"));
    m_values->setLabelFormat(QStringLiteral("%.0f"));
    m_chart->addAxis(m_categories, Qt::AlignBottom);
    m_chart->addAxis(m_values, Qt::AlignLeft);
    stack->attachAxis(m_categories);
    stack->attachAxis(m_values);
    // A scatter series on a category axis puts point x = i on category i (Qt's line-and-bar example).
    m_limits->attachAxis(m_categories);
    m_limits->attachAxis(m_values);
    setTitle(tr("Power: DC load per PSU, wall draw per circuit"));
    for (int s = 0; s < static_cast<int>(m_sets.size()); ++s)
        connect(m_sets[s], &QBarSet::hovered, this, [this, s](bool shown, int index) { hover(shown, s, index); });
    connect(m_limits, &QScatterSeries::hovered, this,
        [this](const QPointF &p, bool shown) { hover(shown, Limit, roundToInt(p.x())); });
}

QString PowerChart::barLabel(const ChartData::PowerBar &bar)
{
    return bar.circuit ? tr("Circuit %1").arg(bar.index + 1) : tr("PSU %1").arg(bar.index + 1);
}

void PowerChart::update(const ResolvedBuild &, const CheckReport &report, const EstimateOptions &)
{
    setData(ChartData::power(report));
}

void PowerChart::setData(const QList<ChartData::PowerBar> &bars)
{
    m_data = bars;
    QStringList labels;
    QList<QPointF> limits;
    double top = 0;
    for (qsizetype i = 0; i < bars.size(); ++i) {
        labels << barLabel(bars[i]);
        limits << QPointF(static_cast<double>(i), bars[i].limitW);
        top = std::max({ top, bars[i].limitW, bars[i].gpuW + bars[i].cpuW + bars[i].otherW + bars[i].wallW });
    }
    for (int s = 0; s < static_cast<int>(m_sets.size()); ++s) {
        QBarSet *set = m_sets[s];
        // Same number of bars (the usual edit): move the values; otherwise refill the set.
        if (set->count() != bars.size()) {
            set->remove(0, set->count());
            for (const ChartData::PowerBar &bar : bars)
                set->append(valueOf(bar, s));
        } else {
            for (qsizetype i = 0; i < bars.size(); ++i)
                set->replace(i, valueOf(bars[i], s));
        }
    }
    if (m_categories->categories() != labels)
        m_categories->setCategories(labels);
    m_limits->replace(limits);
    fitAxis(m_values, top);
}

QString PowerChart::toolTip(int series, int index) const
{
    if (index < 0 || index >= m_data.size())
        return {};
    const ChartData::PowerBar &bar = m_data[index];
    const double used = bar.circuit ? bar.wallW : bar.gpuW + bar.cpuW + bar.otherW;
    QString value;
    switch (series) {
    case Gpu:
        value = tr("%1: GPUs %2 W").arg(barLabel(bar)).arg(bar.gpuW, 0, 'f', 0);
        break;
    case Cpu:
        value = tr("%1: CPU %2 W").arg(barLabel(bar)).arg(bar.cpuW, 0, 'f', 0);
        break;
    case Other:
        value = tr("%1: other parts %2 W").arg(barLabel(bar)).arg(bar.otherW, 0, 'f', 0);
        break;
    case Wall:
        value = tr("%1: %2 W at the wall").arg(barLabel(bar)).arg(bar.wallW, 0, 'f', 0);
        break;
    default:
        value = bar.circuit ? tr("%1: limit %2 W continuous").arg(barLabel(bar)).arg(bar.limitW, 0, 'f', 0)
                            : tr("%1: rated %2 W").arg(barLabel(bar)).arg(bar.limitW, 0, 'f', 0);
        break;
    }
    const QString load = tr("%1 W of %2 W (%3%)")
                             .arg(used, 0, 'f', 0)
                             .arg(bar.limitW, 0, 'f', 0)
                             .arg(roundToInt(bar.loadFraction * 100.0));
    return toolTipHtml(
        value, tr("derived from part ratings (TDPs, PSU efficiency curves; docs/power-model.md)"), { load });
}

} // namespace RigPlan::Ui
