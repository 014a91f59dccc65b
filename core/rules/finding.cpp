// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/finding.h"

#include <QStringList>

#include <algorithm>
#include <array>

namespace RigPlan {

using namespace Qt::StringLiterals;

namespace {

struct RuleInfo
{
    const char16_t *id;
    Severity severity;
};

// In RuleId order; ids and severities as shared/spec/cli.md lists them.
constexpr std::array<RuleInfo, static_cast<std::size_t>(RuleId::Count)> kRules { {
    { u"slot.missing", Severity::Error },
    { u"slot.shared", Severity::Error },
    { u"slot.blocked", Severity::Error },
    { u"slot.overflow", Severity::Error },
    { u"case.gpu-length", Severity::Error },
    { u"case.board-fit", Severity::Error },
    { u"cpu.socket", Severity::Error },
    { u"cooling.gap", Severity::Warning },
    { u"cooling.passive", Severity::Warning },
    { u"psu.capacity", Severity::Error },
    { u"psu.headroom", Severity::Warning },
    { u"psu.transient", Severity::Warning },
    { u"psu.connectors", Severity::Error },
    { u"psu.input-voltage", Severity::Error },
    { u"circuit.capacity", Severity::Error },
    { u"riser.mount", Severity::Error },
    { u"riser.signal", Severity::Warning },
    { u"riser.transport", Severity::Info },
    { u"pcie.lanes", Severity::Warning },
    { u"nvlink.spacing", Severity::Error },
    { u"nvlink.unsupported", Severity::Error },
    { u"precision.unsupported", Severity::Warning },
    { u"sparsity.unsupported", Severity::Info },
    { u"gpu.form-factor", Severity::Error },
    { u"memory.fit", Severity::Warning },
    { u"parallel.divisibility", Severity::Warning },
    { u"psu.sync", Severity::Warning },
    { u"part.redefined", Severity::Warning },
} };

constexpr std::array kFixActions { u"move-to-slot", u"use-riser", u"swap-part", u"set-power-limit", u"move-to-psu",
    u"add-psu", u"set-circuit", u"set-pcie-gen", u"remove-bridge", u"set-power-limits", u"set-llm-job",
    u"set-psu-sync" };

template<typename Details> constexpr bool belongsTo(RuleId rule)
{
    return std::find(std::begin(Details::rules), std::end(Details::rules), rule) != std::end(Details::rules);
}

/** Whether some details type lists the rule: such a rule must never hold std::monostate. */
template<std::size_t... I> constexpr bool hasDetails(RuleId rule, std::index_sequence<I...>)
{
    return (belongsTo<std::variant_alternative_t<I + 1, FindingDetails>>(rule) || ...);
}

QString pair(const char *name, double value)
{
    return QLatin1StringView(name) + u'=' + QString::number(value);
}

QStringList fields(const std::monostate &)
{
    return {};
}
QStringList fields(const SlotBlockedDetails &d)
{
    return { pair("blocker", d.blocker) };
}
QStringList fields(const SlotOverflowDetails &d)
{
    return { pair("lastCoveredSlot", d.lastCoveredSlot), pair("caseSlots", d.caseSlots) };
}
QStringList fields(const GpuLengthDetails &d)
{
    return { pair("lengthMm", d.lengthMm), pair("maxLengthMm", d.maxLengthMm) };
}
QStringList fields(const CoolingGapDetails &d)
{
    return { pair("freeSlots", d.freeSlots) };
}
QStringList fields(const PsuLoadDetails &d)
{
    return { pair("loadW", d.loadW), pair("ratingW", d.ratingW), pair("headroom", d.headroom) };
}
QStringList fields(const PsuTransientDetails &d)
{
    return { pair("transientW", d.transientW), pair("toleranceW", d.toleranceW) };
}
QString leads(const char *name, const LeadCount &c)
{
    return QLatin1StringView(name) + u'=' + QString::number(c.needed) + u'/' + QString::number(c.available);
}
QString cards(const char *name, const GpuList &gpus)
{
    QStringList list;
    for (int i : gpus)
        list << QString::number(i);
    return QLatin1StringView(name) + u'=' + list.join(u',');
}
QStringList fields(const PsuConnectorsDetails &d)
{
    // needed/available per kind of lead, then the short cards of each kind
    return { leads("boardEps", d.boardEps), leads("pcie8", d.pcie8), leads("hpwr", d.hpwr), leads("cardEps", d.cardEps),
        cards("pcie8Gpus", d.pcie8Gpus), cards("hpwrGpus", d.hpwrGpus), cards("cardEpsGpus", d.cardEpsGpus) };
}
QStringList fields(const CircuitCapacityDetails &d)
{
    return { pair("wallW", d.wallW), pair("limitW", d.limitW) };
}
QStringList fields(const RiserMountDetails &d)
{
    return { u"mount="_s + toString(d.mount), pair("verticalMounts", d.verticalMounts) };
}
QStringList fields(const RiserSignalDetails &d)
{
    return { d.cause == RiserSignalDetails::Cause::RatedBelowLink ? u"cause=rated-below-link"_s : u"cause=too-long"_s,
        pair("riserGen", d.riserGen), pair("linkGen", d.linkGen) };
}
QStringList fields(const SlotLanesDetails &d)
{
    return { pair("lanes", d.lanes) };
}
QStringList fields(const CpuLanesDetails &d)
{
    return { pair("wantedLanes", d.wantedLanes), pair("cpuLanes", d.cpuLanes) };
}
QStringList fields(const NvlinkSpacingDetails &d)
{
    return { pair("partner", d.partner), pair("spacingSlots", d.spacingSlots) };
}
QStringList fields(const NvlinkUnsupportedDetails &d)
{
    return { pair("bridgedTo", d.bridgedTo) };
}
QStringList fields(const PrecisionDetails &d)
{
    return { u"precision="_s + toString(d.precision) };
}
QStringList fields(const MemoryFitDetails &d)
{
    return { pair("neededGB", d.neededGB), pair("smallestGB", d.smallestGB), pair("modelParamsB", d.modelParamsB) };
}
QStringList fields(const LlmMemoryFitDetails &d)
{
    return { pair("neededGB", d.neededGB), pair("cardGB", d.cardGB), pair("paramsB", d.paramsB),
        u"method="_s + toString(d.method), u"strategy="_s + toString(d.strategy) };
}
QStringList fields(const ParallelDivisibilityDetails &d)
{
    return { pair("gpuCount", d.gpuCount), u"mixedCards="_s + (d.mixedCards ? u"true"_s : u"false"_s),
        pair("attentionHeads", d.attentionHeads) };
}
QStringList fields(const PsuSyncDetails &d)
{
    static constexpr std::array kCauses { u"unsaid", u"adapter-too-small", u"shared-circuit" };
    return { u"cause="_s + QString::fromUtf16(kCauses[static_cast<std::size_t>(d.cause)]), pair("psus", d.psus),
        pair("tied", d.tied) };
}

QStringList fields(const PartRedefinedDetails &d)
{
    static constexpr std::array kWhat { u"slotWidth", u"tdpW", u"lengthMm", u"memoryGB", u"watts", u"kind" };
    QStringList out { u"part="_s + d.redefinition.id };
    for (const RedefinedFigure &f : d.redefinition.figures)
        out << QString::fromUtf16(kWhat[static_cast<std::size_t>(f.what)]) + u'=' + QString::number(f.inFile) + u"/"_s
                + QString::number(f.inCatalog);
    return out;
}

} // namespace

int Finding::relatedGpu() const
{
    if (const auto *d = detailIf<SlotBlockedDetails>())
        return d->blocker;
    if (const auto *d = detailIf<NvlinkSpacingDetails>())
        return d->partner;
    if (const auto *d = detailIf<NvlinkUnsupportedDetails>())
        return d->bridgedTo;
    return -1;
}

bool Finding::detailsFitRule() const
{
    return std::visit(
        [this]<typename Details>(const Details &) {
            if constexpr (std::is_same_v<Details, std::monostate>)
                return !hasDetails(rule, std::make_index_sequence<std::variant_size_v<FindingDetails> - 1>());
            else
                return belongsTo<Details>(rule);
        },
        details);
}

QString toDebugString(const FindingDetails &details)
{
    return std::visit([](const auto &d) { return fields(d).join(u' '); }, details);
}

QString ruleIdString(RuleId rule)
{
    return QString::fromUtf16(kRules[static_cast<std::size_t>(rule)].id);
}

Severity ruleSeverity(RuleId rule)
{
    return kRules[static_cast<std::size_t>(rule)].severity;
}

QString toString(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return QStringLiteral("error");
    case Severity::Warning:
        return QStringLiteral("warning");
    case Severity::Info:
        return QStringLiteral("info");
    }
    return {};
}

QString toString(FixAction action)
{
    return QString::fromUtf16(kFixActions[static_cast<std::size_t>(action)]);
}

} // namespace RigPlan
