// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/efficiencychart.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QValueAxis>

#include <algorithm>

namespace RigPlan::Ui {

EfficiencyChart::EfficiencyChart()
    : m_bars(new QBarSet(tr("This build")))
    , m_categories(new QBarCategoryAxis)
    , m_values(new QValueAxis)
{
    m_bars->append({ 0.0, 0.0 });
    auto *series = new QBarSeries;
    series->append(m_bars);
    series->setLabelsVisible(true);
    series->setLabelsPrecision(3);
    m_chart->addSeries(series);
    m_values->setLabelFormat(QStringLiteral("%.2f"));
    m_chart->addAxis(m_categories, Qt::AlignBottom);
    m_chart->addAxis(m_values, Qt::AlignLeft);
    series->attachAxis(m_categories);
    series->attachAxis(m_values);
    m_chart->legend()->hide();
    setTitle(tr("Cost and power efficiency"));
    connect(m_bars, &QBarSet::hovered, this, [this](bool shown, int index) { hover(shown, 0, index); });
}

void EfficiencyChart::update(const ResolvedBuild &build, const CheckReport &, const EstimateOptions &options)
{
    setData(ChartData::efficiency(build, options));
}

void EfficiencyChart::setData(const ChartData::Efficiency &data)
{
    m_data = data;
    // A build without a price draws no bar there; its label says why rather than showing a false zero.
    m_bars->replace(PerKUsd, data.perKUsd.value_or(0));
    m_bars->replace(PerKw, data.perKwWall.value_or(0));
    const QStringList labels { data.priceUsd ? tr("Per 1000 USD of parts (%1)").arg(data.priceBasis)
                                             : tr("Per 1000 USD: no price"),
        data.perKwWall ? tr("Per kW at the wall") : tr("Per kW at the wall: no estimate") };
    if (m_categories->categories() != labels)
        m_categories->setCategories(labels);
    fitAxis(m_values, std::max(data.perKUsd.value_or(0), data.perKwWall.value_or(0)));
}

QString EfficiencyChart::toolTip(int, int index) const
{
    QString value;
    if (index == PerKUsd) {
        value = m_data.perKUsd ? tr("%1x per 1000 USD (%2x for %3 USD of parts at %4)")
                                     .arg(*m_data.perKUsd, 0, 'f', 2)
                                     .arg(m_data.speedup, 0, 'f', 2)
                                     .arg(m_data.priceUsd.value_or(0), 0, 'f', 0)
                                     .arg(m_data.priceBasis)
                               : (m_data.priceUsd ? tr("No estimate: the build has no speed")
                                                  : tr("No price: no part of the build has one"));
    } else if (index == PerKw) {
        value = m_data.perKwWall ? tr("%1x per kW at the wall (%2x for %3 W)")
                                       .arg(*m_data.perKwWall, 0, 'f', 2)
                                       .arg(m_data.speedup, 0, 'f', 2)
                                       .arg(m_data.wallW, 0, 'f', 0)
                                 : tr("No estimate: the build has no speed or no wall draw");
    } else {
        return {};
    }
    return toolTipHtml(value, sourceText(m_data.source), m_data.notes);
}

} // namespace RigPlan::Ui
