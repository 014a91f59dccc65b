// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/build.h"

namespace RigPlan {

QList<Circuit> Build::effectiveCircuits(const Circuit &fallback) const
{
    if (!circuits.isEmpty())
        return circuits;
    return { circuit.value_or(fallback) };
}

QString toString(RiserMount mount)
{
    return mount == RiserMount::Vertical ? QStringLiteral("vertical") : QStringLiteral("frame");
}

QString toString(Interconnect interconnect)
{
    switch (interconnect) {
    case Interconnect::Pcie:
        return QStringLiteral("pcie");
    case Interconnect::Nvlink:
        return QStringLiteral("nvlink");
    case Interconnect::Nvswitch:
        return QStringLiteral("nvswitch");
    }
    return {};
}

QString toString(WorkloadModel model)
{
    return model == WorkloadModel::Cnn ? QStringLiteral("cnn") : QStringLiteral("transformer");
}

std::optional<RiserMount> riserMountFromString(QStringView text)
{
    if (text == u"vertical")
        return RiserMount::Vertical;
    if (text == u"frame")
        return RiserMount::Frame;
    return std::nullopt;
}

std::optional<Interconnect> interconnectFromString(QStringView text)
{
    for (Interconnect i : { Interconnect::Pcie, Interconnect::Nvlink, Interconnect::Nvswitch }) {
        if (text == toString(i))
            return i;
    }
    return std::nullopt;
}

std::optional<WorkloadModel> workloadModelFromString(QStringView text)
{
    if (text == u"cnn")
        return WorkloadModel::Cnn;
    if (text == u"transformer")
        return WorkloadModel::Transformer;
    return std::nullopt;
}

} // namespace RigPlan
