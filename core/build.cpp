// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/build.h"

#include <array>

namespace RigPlan {

QList<Circuit> BuildSettings::effectiveCircuits(const Circuit &fallback) const
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

namespace {
constexpr std::array<const char16_t *, kBenchmarkCount> kBenchmarkIds { u"resnet50", u"ssd", u"bert-base",
    u"bert-large", u"transformer-xl-base", u"transformer-xl-large", u"se-resnext101", u"mask-rcnn",
    u"transformer-wmt14", u"llm" };
}

QString toString(Benchmark benchmark)
{
    return QString::fromUtf16(kBenchmarkIds[static_cast<std::size_t>(benchmark)]);
}

QString toString(LlmMethod method)
{
    switch (method) {
    case LlmMethod::Lora:
        return QStringLiteral("lora");
    case LlmMethod::Qlora:
        return QStringLiteral("qlora");
    case LlmMethod::Full:
        break;
    }
    return QStringLiteral("full");
}

QString toString(LlmParallel parallel)
{
    switch (parallel) {
    case LlmParallel::Ddp:
        return QStringLiteral("ddp");
    case LlmParallel::Fsdp:
        return QStringLiteral("fsdp");
    case LlmParallel::Tensor:
        return QStringLiteral("tensor");
    case LlmParallel::Pipeline:
        return QStringLiteral("pipeline");
    case LlmParallel::Auto:
        break;
    }
    return QStringLiteral("auto");
}

std::optional<Benchmark> benchmarkFromString(QStringView text)
{
    for (std::size_t i = 0; i < kBenchmarkIds.size(); ++i) {
        if (text == QStringView(kBenchmarkIds[i]))
            return static_cast<Benchmark>(i);
    }
    return std::nullopt;
}

WorkloadModel familyOf(Benchmark benchmark)
{
    switch (benchmark) {
    case Benchmark::Resnet50:
    case Benchmark::Ssd:
    case Benchmark::SeResnext101:
    case Benchmark::MaskRcnn:
        return WorkloadModel::Cnn;
    case Benchmark::BertBase:
    case Benchmark::BertLarge:
    case Benchmark::TransformerXlBase:
    case Benchmark::TransformerXlLarge:
    case Benchmark::TransformerWmt14:
    case Benchmark::Llm:
        break;
    }
    return WorkloadModel::Transformer;
}

Benchmark defaultBenchmark(WorkloadModel family)
{
    return family == WorkloadModel::Cnn ? Benchmark::Resnet50 : Benchmark::BertBase;
}

std::optional<WorkloadId> workloadIdFromString(QStringView text)
{
    if (const std::optional<WorkloadModel> family = workloadModelFromString(text))
        return WorkloadId { *family, std::nullopt };
    if (const std::optional<Benchmark> b = benchmarkFromString(text))
        return WorkloadId { familyOf(*b), *b };
    return std::nullopt;
}

QStringList workloadIds()
{
    QStringList ids { QStringLiteral("cnn"), QStringLiteral("transformer") };
    for (const char16_t *id : kBenchmarkIds)
        ids.append(QString::fromUtf16(id));
    return ids;
}

} // namespace RigPlan
