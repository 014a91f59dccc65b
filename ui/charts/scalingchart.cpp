// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/scalingchart.h"

#include "core/valueranges.h"

#include <QChart>
#include <QLineSeries>
#include <QPen>
#include <QValueAxis>

#include <cmath>

namespace RigPlan::Ui {

ScalingChart::ScalingChart()
    : m_estimated(new QLineSeries)
    , m_ideal(new QLineSeries)
    , m_cards(new QValueAxis)
    , m_values(new QValueAxis)
{
    m_estimated->setName(tr("Estimated"));
    m_estimated->setPointsVisible(true);
    m_ideal->setName(tr("Ideal (cards x one card)"));
    QPen dashed = m_ideal->pen();
    dashed.setStyle(Qt::DashLine);
    m_ideal->setPen(dashed);
    m_chart->addSeries(m_ideal);
    m_chart->addSeries(m_estimated);
    m_cards->setTitleText(tr("Cards"));
    m_cards->setLabelFormat(QStringLiteral("%d"));
    m_values->setTitleText(tr("x baseline"));
    m_values->setLabelFormat(QStringLiteral("%.1f"));
    m_chart->addAxis(m_cards, Qt::AlignBottom);
    m_chart->addAxis(m_values, Qt::AlignLeft);
    for (QLineSeries *s : { m_estimated, m_ideal }) {
        s->attachAxis(m_cards);
        s->attachAxis(m_values);
    }
    // Hover reports a point on the line; the nearest whole card count is the value meant.
    const auto index = [](const QPointF &p) { return roundToInt(p.x()) - 1; };
    connect(m_estimated, &QLineSeries::hovered, this,
        [this, index](const QPointF &p, bool shown) { hover(shown, Estimated, index(p)); });
    connect(m_ideal, &QLineSeries::hovered, this,
        [this, index](const QPointF &p, bool shown) { hover(shown, Ideal, index(p)); });
}

void ScalingChart::update(const ResolvedBuild &build, const CheckReport &, const EstimateOptions &options)
{
    setData(ChartData::scaling(build, options));
}

void ScalingChart::setData(const ChartData::Scaling &data)
{
    m_data = data;
    m_estimated->replace(data.estimated);
    m_ideal->replace(data.ideal);
    const int cards = static_cast<int>(data.estimated.size());
    m_cards->setRange(1, std::max(cards, 2));
    m_cards->setTickCount(std::max(cards, 2));
    double top = 0;
    for (const QList<QPointF> *points : { &data.estimated, &data.ideal }) {
        for (const QPointF &p : *points)
            top = std::max(top, p.y());
    }
    fitAxis(m_values, top);
    setTitle(data.gpuName.isEmpty()
            ? tr("Add GPUs to see how the build scales")
            : tr("Scaling of %1 (this build: %n card(s))", nullptr, data.placedCards).arg(data.gpuName));
}

QString ScalingChart::toolTip(int series, int index) const
{
    if (index < 0 || index >= m_data.estimated.size())
        return {};
    const int cards = index + 1;
    if (series == Ideal) {
        return toolTipHtml(tr("Ideal, %n card(s): %1x", nullptr, cards).arg(m_data.ideal[index].y(), 0, 'f', 2),
            tr("derived: %n time(s) the one-card estimate", nullptr, cards), {});
    }
    const double speedup = m_data.estimated[index].y();
    const double ideal = m_data.ideal[index].y();
    QString value = tr("%n card(s): %1x the baseline", nullptr, cards).arg(speedup, 0, 'f', 2);
    if (ideal > 0)
        value += tr(", %1% of ideal").arg(roundToInt(speedup / ideal * 100.0));
    QStringList notes;
    if (cards > m_data.placedCards)
        notes << tr("Beyond this build's cards: x16 links at the card's own PCIe generation, no riser, free air.");
    else if (cards == m_data.placedCards)
        notes << m_data.notes;
    return toolTipHtml(value, sourceText(m_data.source), notes);
}

} // namespace RigPlan::Ui
