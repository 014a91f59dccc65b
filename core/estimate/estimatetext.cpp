// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/estimate/estimatetext.h"

#include "core/report/findingtext.h"
#include "core/resolvedbuild.h"
#include "core/valueranges.h"

#include <QLocale>

namespace RigPlan {

using namespace Qt::StringLiterals;

namespace {

QString precisionName(double p)
{
    return toString(static_cast<Precision>(static_cast<int>(p))).toUpper();
}

QString times(double x)
{
    return QString::number(x, 'f', 2) + u'x';
}

QString percent(double share)
{
    return QString::number(roundToInt(share * 100.0));
}

QString linkName(Interconnect interconnect)
{
    switch (interconnect) {
    case Interconnect::Pcie:
        return u"PCIe"_s;
    case Interconnect::Nvlink:
        return u"NVLink"_s;
    case Interconnect::Nvswitch:
        return u"NVSwitch"_s;
    }
    return {};
}

} // namespace

EstimateText::EstimateText(const Estimate &estimate, const ResolvedBuild &build)
    : m_estimate(estimate)
    , m_build(build)
{
}

QString EstimateText::gpuLabel(int gpu) const
{
    return FindingText(m_build, nullptr).gpuLabel(gpu);
}

QString EstimateText::gpuList(const EstimateNote &note) const
{
    QStringList labels;
    for (int gpu : note.gpus)
        labels << gpuLabel(gpu);
    return QLocale().createSeparatedList(labels);
}

QString EstimateText::note(const EstimateNote &n) const
{
    const Estimate &e = m_estimate;
    switch (n.kind) {
    case EstimateNoteKind::NoGpus:
        return tr("The build has no GPU.");
    case EstimateNoteKind::BaselineBuiltIn:
        return tr("The baseline %1 is in no catalog; speedups are against the built-in figures of the %2.")
            .arg(e.baselineMissing, e.baselineName);
    case EstimateNoteKind::BaselineFallback:
        return tr("The baseline (%1) has no %2; it runs %3.")
            .arg(e.baselineName, precisionName(static_cast<double>(e.precisionUsed)), precisionName(n.a));
    case EstimateNoteKind::PrecisionFallback:
        return tr("No %1 on %2, and a data-parallel job trains in one format: the build runs %3.")
            .arg(precisionName(n.a), gpuList(n), precisionName(n.b));
    case EstimateNoteKind::MeasuredScaled:
        return tr("The speed of %1 was measured at %2 and is carried to %3 by the model.")
            .arg(gpuList(n), precisionName(n.a), precisionName(n.b));
    case EstimateNoteKind::SparsityApplied:
        return tr("2:4 sparsity speeds up only the matrix multiplies: about %1 for the card that sets the pace.")
            .arg(times(n.a));
    case EstimateNoteKind::SparsityUnsupported:
        return tr("No sparse tensor cores on %1: 2:4 sparsity gives no speedup there.").arg(gpuList(n));
    case EstimateNoteKind::MixedCards:
        return tr("Data-parallel steps wait for the slowest card, %1: the build gets %2% less than the sum of its "
                  "cards.")
            .arg(gpuList(n), percent(n.a));
    case EstimateNoteKind::PowerLimited:
        return tr("Power limit on %1: at least %2% of full speed kept.").arg(gpuList(n), percent(n.a));
    case EstimateNoteKind::Throttled:
        return tr("Less than one free slot under the fans of %1: expect throttling to about %2% of full speed (an "
                  "assumption, not a measurement).")
            .arg(gpuList(n), percent(n.a));
    case EstimateNoteKind::HostStaged:
        return tr("No peer-to-peer (P2P) transfers on %1: gradients go through host memory at about a fifth of the "
                  "PCIe link's bandwidth.")
            .arg(gpuList(n));
    case EstimateNoteKind::NvlinkPairsOnly:
        return tr("NVLink bridges join pairs of cards, but the gradient exchange still crosses PCIe between the "
                  "pairs, so PCIe sets its pace.");
    case EstimateNoteKind::NarrowLink:
        return tr("The slowest link, PCIe %1 x%2, is that of %3; it sets the pace of the gradient exchange.")
            .arg(n.b)
            .arg(n.a)
            .arg(gpuList(n));
    case EstimateNoteKind::NoBoardLinks:
        return tr("No board is given: each card is assumed on an x16 link at its own PCIe generation.");
    case EstimateNoteKind::MemoryFit:
        return tr("%1 cannot hold a %2-billion-parameter model for training with Adam (about %3 GB per card at "
                  "16 bytes per parameter, before activations); data-parallel training does not pool memory.")
            .arg(gpuList(n), QString::number(n.b, 'g', 4), QString::number(roundToInt(n.a)));
    case EstimateNoteKind::FormulaBoth:
        return n.a > 0 ? tr("The baseline has no measurement on this benchmark, so %1 and the baseline are both "
                            "derived from the formula (its bias cancels in the ratio).")
                             .arg(gpuList(n))
                       : tr("%1 has no measurement on this benchmark, so it and the baseline are both derived from "
                            "the formula (its bias cancels in the ratio).")
                             .arg(gpuList(n));
    case EstimateNoteKind::MissingSpecs:
        return tr("%1 lacks the memory bandwidth or TFLOPS figures the model needs; its speed counts as 0.")
            .arg(gpuList(n));
    case EstimateNoteKind::AmdUnvalidated:
        return tr("%1 is an AMD card: nothing was measured for it. Its speed is derived from a roofline fitted to "
                  "NVIDIA cards and applied to an AMD card, unvalidated; FP8 and TF32 are not offered, there is "
                  "no NVLink, and P2P is as the catalog gives it. The power-limit curve is Ampere's (an "
                  "assumption).")
            .arg(gpuList(n));
    case EstimateNoteKind::PricesMissing:
        return tr("%n part(s) have no price and are left out of the speedup per 1000 USD.", nullptr, roundToInt(n.a));
    }
    return {};
}

QStringList EstimateText::notes() const
{
    QStringList out;
    for (const EstimateNote &n : m_estimate.notes)
        out << note(n);
    return out;
}

QString EstimateText::summary() const
{
    const Estimate &e = m_estimate;
    return tr("Estimated speedup: %1 against one %2 (%3, %4; CNN %5, transformer %6); scaling %7%.")
        .arg(times(e.speedup), e.baselineName, toString(e.benchmark), toString(e.precisionUsed).toUpper(),
            times(e.speedupFor(WorkloadModel::Cnn)), times(e.speedupFor(WorkloadModel::Transformer)),
            percent(e.scalingEfficiency));
}

QString EstimateText::report(const QString &buildName) const
{
    const Estimate &e = m_estimate;
    QString out
        = buildName.isEmpty() ? tr("Training speed estimate") : tr("Training speed estimate: %1").arg(buildName);
    out += u'\n' + summary() + u'\n';
    const QString baselineSource
        = e.baselineSource == ThroughputSource::Measured ? tr("measured") : tr("derived from its specs");
    out += tr("Baseline: %1, %2.").arg(e.baselineName, baselineSource) + u'\n';
    if (e.perGpu.size() > 1) {
        out += tr("Gradients over %1 at about %2 GB/s; the build keeps %3% of %4 times its slowest card.")
                   .arg(linkName(e.interconnect))
                   .arg(QString::number(e.allReduceGBs, 'f', 1))
                   .arg(percent(e.scalingEfficiency))
                   .arg(e.perGpu.size())
            + u'\n';
    }
    for (qsizetype i = 0; i < e.perGpu.size(); ++i) {
        const GpuEstimate &g = e.perGpu[i];
        const QString source = g.source == ThroughputSource::Measured ? tr("measured") : tr("derived from its specs");
        out += u"  "_s + tr("%1: %2 alone, %3").arg(gpuLabel(static_cast<int>(i)), times(g.speedup), source);
        if (g.retained < 0.995)
            out += u", "_s + tr("%1% of full speed at its limit and cooling").arg(percent(g.retained));
        out += u'\n';
    }
    if (e.llm) {
        const LlmEstimate &l = *e.llm;
        const LlmMemory &m = l.perGpu;
        out += tr("LLM job: %1B parameters, %2, %3 over %4 GPU(s): %5 GB per GPU (weights %6, gradients %7, "
                  "optimizer %8, activations %9, overhead %10) against %11 GB on the smallest card: %12; about %13 "
                  "tokens/s at %14% MFU.")
                   .arg(l.job.paramsB)
                   .arg(toString(l.job.method), toString(l.parallel))
                   .arg(l.gpus)
                   .arg(m.total(), 0, 'f', 1)
                   .arg(m.weights, 0, 'f', 1)
                   .arg(m.gradients, 0, 'f', 1)
                   .arg(m.optimizer, 0, 'f', 1)
                   .arg(m.activations, 0, 'f', 1)
                   .arg(m.overhead, 0, 'f', 1)
                   .arg(l.smallestCardGB)
                   .arg(l.fits ? tr("fits") : tr("does not fit"))
                   .arg(wholeNumberText(l.tokensPerSec))
                   .arg(roundToInt(l.mfu * 100))
            + u'\n';
    }
    if (e.perKUsd)
        out += tr("Speedup per 1000 USD: %1 (%2 USD).").arg(times(*e.perKUsd), wholeNumberText(*e.priceUsd)) + u'\n';
    if (e.perKwWall)
        out += tr("Speedup per kW at the wall: %1 (%2 W).").arg(times(*e.perKwWall), wholeNumberText(e.wallW)) + u'\n';
    if (!e.notes.isEmpty()) {
        out += tr("Notes:") + u'\n';
        for (const QString &n : notes())
            out += u"  - "_s + n + u'\n';
    }
    return out;
}

} // namespace RigPlan
