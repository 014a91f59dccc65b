// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/memorychart.h"

#include "core/estimate/estimator.h"
#include "core/resolvedbuild.h"
#include "core/valueranges.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QScatterSeries>
#include <QStackedBarSeries>
#include <QValueAxis>

#include <algorithm>

namespace RigPlan::Ui {

namespace {

QString partName(int part)
{
    switch (part) {
    case 0:
        return MemoryChart::tr("Weights");
    case 1:
        return MemoryChart::tr("Gradients");
    case 2:
        return MemoryChart::tr("Optimizer");
    case 3:
        return MemoryChart::tr("Activations");
    default:
        break;
    }
    return MemoryChart::tr("Overhead");
}

} // namespace

MemoryChart::MemoryChart()
    : m_capacity(new QScatterSeries)
    , m_categories(new QBarCategoryAxis)
    , m_values(new QValueAxis)
{
    auto *series = new QStackedBarSeries;
    for (int p = 0; p < 5; ++p) {
        m_sets[static_cast<std::size_t>(p)] = new QBarSet(partName(p));
        series->append(m_sets[static_cast<std::size_t>(p)]);
        connect(m_sets[static_cast<std::size_t>(p)], &QBarSet::hovered, this,
            [this, p](bool shown, int index) { hover(shown, p, index); });
    }
    m_chart->addSeries(series);
    m_capacity->setName(tr("Card memory"));
    m_capacity->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    m_capacity->setMarkerSize(14);
    m_chart->addSeries(m_capacity);
    m_values->setTitleText(tr("GB per card"));
    m_values->setLabelFormat(QStringLiteral("%.0f"));
    m_chart->addAxis(m_categories, Qt::AlignBottom);
    m_chart->addAxis(m_values, Qt::AlignLeft);
    series->attachAxis(m_categories);
    series->attachAxis(m_values);
    m_capacity->attachAxis(m_categories);
    m_capacity->attachAxis(m_values);
    connect(m_capacity, &QScatterSeries::hovered, this,
        [this](const QPointF &point, bool shown) { hover(shown, 5, roundToInt(point.x())); });
    setTitle(tr("LLM memory per card (choose an LLM workload)"));
}

void MemoryChart::update(const ResolvedBuild &build, const CheckReport &, const EstimateOptions &options)
{
    EstimateOptions asked = options;
    asked.benchmark = Benchmark::Llm;
    const Estimate e = estimate(build, asked);
    m_cards.clear();
    QStringList labels;
    if (e.llm) {
        const LlmMemory &m = e.llm->perGpu;
        for (std::size_t i = 0; i < build.gpus.size(); ++i) {
            Card c;
            c.label = tr("GPU %1").arg(i + 1);
            // Even split: every card holds the same share; the smaller card decides whether it fits.
            c.parts = { m.weights, m.gradients, m.optimizer, m.activations, m.overhead };
            c.memoryGB = build.gpus[i].spec->memoryGB;
            m_cards.append(c);
            labels << c.label;
        }
        m_strategy = toString(e.llm->parallel);
    }
    m_categories->clear();
    m_categories->append(labels);
    double max = 0;
    for (std::size_t p = 0; p < m_sets.size(); ++p) {
        QList<qreal> values;
        for (const Card &c : m_cards)
            values << c.parts[p];
        m_sets[p]->remove(0, m_sets[p]->count());
        m_sets[p]->append(values);
    }
    m_capacity->clear();
    for (qsizetype i = 0; i < m_cards.size(); ++i) {
        const Card &c = m_cards[i];
        double total = 0;
        for (double x : c.parts)
            total += x;
        max = std::max({ max, total, c.memoryGB });
        m_capacity->append(static_cast<double>(i), c.memoryGB);
    }
    fitAxis(m_values, max);
    if (!e.llm) {
        setTitle(tr("LLM memory per card (choose an LLM workload)"));
        return;
    }
    setTitle(e.llm->fits ? tr("%1B %2 under %3: fits every card")
                               .arg(e.llm->job.paramsB)
                               .arg(toString(e.llm->job.method), m_strategy)
                         : tr("%1B %2 under %3: does not fit (%4 GB needed, %5 GB on the smallest card)")
                               .arg(e.llm->job.paramsB)
                               .arg(toString(e.llm->job.method), m_strategy)
                               .arg(e.llm->perGpu.total(), 0, 'f', 1)
                               .arg(e.llm->smallestCardGB));
}

QString MemoryChart::toolTip(int series, int index) const
{
    if (index < 0 || index >= m_cards.size())
        return {};
    const Card &c = m_cards[index];
    if (series == 5)
        return toolTipHtml(tr("%1: %2 GB of memory").arg(c.label).arg(c.memoryGB), tr("Catalog"), {});
    if (series < 0 || series > 4)
        return {};
    return toolTipHtml(
        tr("%1, %2: %3 GB").arg(c.label, partName(series)).arg(c.parts[static_cast<std::size_t>(series)], 0, 'f', 1),
        tr("Derived (docs/performance-model.md, \"Memory and LLM jobs\")"), {});
}

} // namespace RigPlan::Ui
