// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/finding.h"

#include <array>

namespace RigPlan {

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
} };

constexpr std::array kFixActions { u"move-to-slot", u"use-riser", u"swap-part", u"set-power-limit", u"move-to-psu",
    u"add-psu", u"set-circuit", u"set-pcie-gen", u"remove-bridge", u"set-power-limits", u"set-llm-job" };

} // namespace

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
