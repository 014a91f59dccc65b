// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/estimate/crossvalidation.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace RigPlan::CrossValidation {

using namespace BenchmarkModel;

QList<Prediction> predictions(LeaveOut mode)
{
    const std::span<const MeasuredRow> rows = measuredRows();
    const std::span<const FitCard> cards = fitCards();
    QList<Prediction> out;
    for (const MeasuredRow &held : rows) {
        const FitCard &heldCard = cards[held.card];
        std::vector<const MeasuredRow *> training;
        for (const MeasuredRow &r : rows) {
            if (r.benchmark != held.benchmark || r.precision != held.precision)
                continue;
            const bool out
                = mode == LeaveOut::Gpu ? r.card == held.card : cards[r.card].architecture == heldCard.architecture;
            if (!out)
                training.push_back(&r);
        }
        const Coefficients c = fit(training);
        // The held card's batch is an input Lambda published, not a measurement of its speed.
        const CardRates rates = heldCard.rates();
        const double predicted = rate(terms(rates, effectivePrecision(held.precision, heldCard.architecture)),
            sizeOf(rates), c, batchOf(held, c));
        out.append({ &held, predicted, predicted / held.samplesPerSec - 1.0 });
    }
    return out;
}

Summary summarise(const QList<Prediction> &predictions)
{
    std::vector<double> errors;
    for (const Prediction &p : predictions)
        errors.push_back(std::abs(p.error));
    Summary s;
    s.rows = static_cast<int>(errors.size());
    if (errors.empty())
        return s;
    std::sort(errors.begin(), errors.end());
    const std::size_t n = errors.size();
    s.median = n % 2 ? errors[n / 2] : (errors[n / 2 - 1] + errors[n / 2]) / 2.0;
    s.worst = errors.back();
    return s;
}

} // namespace RigPlan::CrossValidation
