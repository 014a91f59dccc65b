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

/**
 * The LLM job's memory on each card, stacked by part (weights, gradients, optimizer, activations,
 * overhead), against each card's own memory (memory is never pooled). Empty without an LLM job.
 */
class MemoryChart : public BuildChart
{
    Q_OBJECT

public:
    MemoryChart();

    void update(const ResolvedBuild &build, const CheckReport &report, const EstimateOptions &options) override;
    QString toolTip(int series, int index) const override;

    /** Per card: the five parts in GB, then the card's memory. */
    struct Card
    {
        QString label;
        std::array<double, 5> parts {};
        double memoryGB = 0;
    };
    const QList<Card> &cards() const { return m_cards; }

private:
    QList<Card> m_cards;
    QString m_strategy;
    std::array<QBarSet *, 5> m_sets {};
    QScatterSeries *m_capacity;
    QBarCategoryAxis *m_categories;
    QValueAxis *m_values;
};

} // namespace RigPlan::Ui
