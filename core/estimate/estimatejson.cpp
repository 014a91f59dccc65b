// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/estimate/estimatejson.h"

#include "core/estimate/estimatetext.h"

#include <QJsonArray>

#include <cmath>

namespace RigPlan {

using namespace Qt::StringLiterals;

namespace {

// Ratios to three places, watts and dollars to the unit: the report is read by people and diffed.
double round3(double x)
{
    return std::round(x * 1000.0) / 1000.0;
}

QJsonValue optional3(const std::optional<double> &x)
{
    return x ? QJsonValue(round3(*x)) : QJsonValue(QJsonValue::Null);
}

} // namespace

QJsonObject estimateJson(const Estimate &e, const ResolvedBuild &build)
{
    QJsonArray perGpu, sources, retained;
    for (const GpuEstimate &g : e.perGpu) {
        perGpu.append(round3(g.speedup));
        sources.append(toString(g.source));
        retained.append(round3(g.retained));
    }
    QJsonObject o { { u"baseline"_s, e.baselineId }, { u"baselineName"_s, e.baselineName },
        { u"baselineSource"_s, toString(e.baselineSource) }, { u"workload"_s, toString(e.workload) },
        { u"benchmark"_s, toString(e.benchmark) }, { u"precision"_s, toString(e.precisionUsed) },
        { u"sparsity24"_s, e.sparsity24 }, { u"speedup"_s, round3(e.speedup) },
        { u"byWorkload"_s,
            QJsonObject { { u"cnn"_s, round3(e.speedupFor(WorkloadModel::Cnn)) },
                { u"transformer"_s, round3(e.speedupFor(WorkloadModel::Transformer)) } } },
        { u"scalingEfficiency"_s, round3(e.scalingEfficiency) }, { u"perGpu"_s, perGpu },
        { u"perGpuSource"_s, sources }, { u"perGpuRetained"_s, retained },
        { u"samplesPerSec"_s, round3(e.samplesPerSec) },
        { u"baselineSamplesPerSec"_s, round3(e.baselineSamplesPerSec) },
        { u"interconnect"_s, toString(e.interconnect) }, { u"allReduceGBs"_s, round3(e.allReduceGBs) },
        { u"priceUsd"_s, e.priceUsd ? QJsonValue(std::round(*e.priceUsd)) : QJsonValue(QJsonValue::Null) },
        { u"perKUsd"_s, optional3(e.perKUsd) }, { u"wallW"_s, std::round(e.wallW) },
        { u"perKwWall"_s, optional3(e.perKwWall) },
        { u"notes"_s, QJsonArray::fromStringList(EstimateText(e, build).notes()) } };
    if (e.precisionRequested && *e.precisionRequested != e.precisionUsed)
        o[u"precisionRequested"] = toString(*e.precisionRequested);
    return o;
}

} // namespace RigPlan
