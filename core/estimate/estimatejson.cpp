// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/estimate/estimatejson.h"

#include "core/estimate/estimatetext.h"

#include <QCoreApplication>
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

double round1(double x)
{
    return std::round(x * 10.0) / 10.0;
}

/** The `llm` object of shared/spec/workloads.md. */
QJsonObject llmJson(const LlmEstimate &l)
{
    const LlmMemory &m = l.perGpu;
    QJsonArray notes;
    if (l.shape.derived)
        notes.append(QCoreApplication::translate("RigPlan::EstimateJson",
            "Shape derived from the size: %1 layers, hidden %2, %3 attention heads (the nearest published "
            "model).")
                         .arg(l.shape.layers)
                         .arg(l.shape.hidden)
                         .arg(l.shape.attentionHeads));
    notes.append(QCoreApplication::translate("RigPlan::EstimateJson",
        "Memory is never pooled: each card holds its own share; activations assume full checkpointing."));
    if (l.mixedCards)
        notes.append(
            QCoreApplication::translate("RigPlan::EstimateJson", "Mixed cards: the smaller card sets an even split."));
    if (l.job.method == LlmMethod::Qlora)
        notes.append(QCoreApplication::translate("RigPlan::EstimateJson",
            "QLoRA: 4-bit NF4 weights with double quantisation; the paged optimizer moves its state to host "
            "memory under pressure."));
    if (l.headsIndivisible)
        notes.append(QCoreApplication::translate(
            "RigPlan::EstimateJson", "Tensor parallelism: the attention heads do not divide by the GPU count."));
    return QJsonObject { { u"paramsB"_s, l.job.paramsB }, { u"method"_s, toString(l.job.method) },
        { u"parallel"_s, toString(l.parallel) }, { u"gpus"_s, l.gpus },
        { u"perGpuGB"_s,
            QJsonObject { { u"weights"_s, round1(m.weights) }, { u"gradients"_s, round1(m.gradients) },
                { u"optimizer"_s, round1(m.optimizer) }, { u"activations"_s, round1(m.activations) },
                { u"overhead"_s, round1(m.overhead) }, { u"total"_s, round1(m.total()) } } },
        { u"modelStatesGB"_s, round1(m.modelStates()) }, { u"fits"_s, l.fits },
        { u"tokensPerSec"_s, std::round(l.tokensPerSec) }, { u"source"_s, u"derived"_s }, { u"notes"_s, notes } };
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
    if (e.llm)
        o[u"llm"] = llmJson(*e.llm);
    if (e.precisionRequested && *e.precisionRequested != e.precisionUsed)
        o[u"precisionRequested"] = toString(*e.precisionRequested);
    return o;
}

} // namespace RigPlan
