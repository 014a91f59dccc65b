// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/estimate/benchmarkmodel.h"

#include <QList>
#include <QString>

namespace RigPlan::CrossValidation {

/** One measured row predicted by a profile fitted without it (without its card, or its architecture). */
struct Prediction
{
    const BenchmarkModel::MeasuredRow *row = nullptr;
    double predicted = 0;
    double error = 0; // predicted / measured - 1
};

enum class LeaveOut
{
    Gpu,
    Architecture
};

/** Every single-GPU row, each predicted from a fit over the rows of the other cards (or architectures). */
QList<Prediction> predictions(LeaveOut mode);

struct Summary
{
    double median = 0; // of |error|
    double worst = 0;
    int rows = 0;
};
Summary summarise(const QList<Prediction> &predictions);

/** Targets of issue 13: leave-one-GPU-out median at most 10%, worst at most 25%. */
inline constexpr double kMedianTarget = 0.10;
inline constexpr double kWorstTarget = 0.25;

} // namespace RigPlan::CrossValidation
