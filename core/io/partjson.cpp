// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/partjson.h"

#include "core/build.h"
#include "core/io/jsonfields.h"
#include "core/pricepolicy.h"

#include <QJsonArray>

#include <limits>

namespace RigPlan::PartJson {

using namespace Qt::StringLiterals;

namespace {

template<typename Enum> Enum orDefault(std::optional<int> index, Enum fallback)
{
    return index ? static_cast<Enum>(*index) : fallback;
}

QStringList stringsOf(JsonFields &f, QStringView key, Presence presence)
{
    QStringList out;
    const std::optional<QJsonArray> items = f.array(key, presence);
    if (!items)
        return out;
    for (qsizetype i = 0; i < items->size(); ++i) {
        if (items->at(i).isString())
            out << items->at(i).toString();
        else
            f.problem(JsonFields::indexPath(f.pathOf(key), i), JsonFields::tr("must be a string"));
    }
    return out;
}

PowerConnectors readConnectors(JsonFields &c)
{
    PowerConnectors pc;
    pc.pcie8pin = c.integer(u"pcie8pin", Presence::Optional, Ranges::GpuPowerPlugs).value_or(0);
    pc.pcie6pin = c.integer(u"pcie6pin", Presence::Optional, Ranges::GpuPowerPlugs).value_or(0);
    pc.hpwr12v = c.integer(u"12vhpwr", Presence::Optional, Ranges::GpuSmallPlugs).value_or(0);
    pc.eps8pin = c.integer(u"eps8pin", Presence::Optional, Ranges::GpuSmallPlugs).value_or(0);
    return pc;
}

/** One benchmark's entry of a GPU's "measured" object. */
MeasuredThroughput readMeasured(JsonFields &m, const QString &key, const QJsonObject &o)
{
    JsonFields f = m.nested(o, m.pathOf(key));
    MeasuredThroughput t;
    const std::optional<double> rate = f.number(u"samplesPerSec", Presence::Required, Ranges::SamplesPerSec);
    t.samplesPerSec = rate.value_or(0);
    t.precision = orDefault(f.choice(u"precision", Presence::Required, allPrecisions()), t.precision);
    t.model = f.string(u"model", Presence::Optional).value_or(QString());
    t.source = f.string(u"source", Presence::Optional).value_or(QString());
    t.date = f.string(u"date", Presence::Optional).value_or(QString());
    return t;
}

/**
 * A GPU's "measured" object: one member per benchmark id (shared/spec/workloads.md). The older keys
 * `cnn` and `transformer` still read, as the benchmark their `model` names (default resnet50, bert-base).
 */
void readMeasuredTraining(JsonFields &m, const QJsonObject &measured, MeasuredTraining &out)
{
    for (auto it = measured.begin(); it != measured.end(); ++it) {
        const QString key = it.key();
        std::optional<Benchmark> benchmark = benchmarkFromString(key);
        const std::optional<WorkloadModel> family = workloadModelFromString(key);
        if ((!benchmark && !family) || benchmark == Benchmark::Llm) {
            QStringList ids = workloadIds();
            ids.removeAll(u"llm"_s);
            m.problem(m.pathOf(key), JsonFields::oneOfMessage(ids));
            continue;
        }
        const std::optional<QJsonObject> o = m.object(key, Presence::Required);
        if (!o)
            continue;
        MeasuredThroughput t = readMeasured(m, key, *o);
        if (family) {
            const QString model = t.model;
            benchmark = model == u"bert_base_squad" || model.isEmpty() ? defaultBenchmark(*family)
                                                                       : benchmarkFromString(model);
            if (model == u"resnet50")
                benchmark = Benchmark::Resnet50;
            if (!benchmark)
                benchmark = defaultBenchmark(*family);
        }
        out.of(*benchmark) = std::move(t);
    }
}

GpuSpec readGpu(JsonFields &f)
{
    GpuSpec g;
    g.family = f.string(u"family", Presence::Optional).value_or(QString());
    g.architecture = orDefault(f.choice(u"architecture", Presence::Required, allArchitectures()), g.architecture);
    g.memoryGB = f.number(u"memoryGB", Presence::Optional, Ranges::GpuMemoryGB).value_or(0);
    g.memoryBandwidthGBs = f.number(u"memoryBandwidthGBs", Presence::Optional, Ranges::GpuBandwidthGBs).value_or(0);
    g.fp16TensorTflops = f.number(u"fp16TensorTflops", Presence::Optional, Ranges::GpuTflops).value_or(0);
    g.fp32Tflops = f.number(u"fp32Tflops", Presence::Optional, Ranges::GpuTflops).value_or(0);
    g.tdpW = f.number(u"tdpW", Presence::Required, Ranges::GpuTdpW).value_or(0);
    g.formFactor
        = orDefault(f.choice(u"formFactor", Presence::Optional, { QStringLiteral("pcie"), QStringLiteral("sxm") }),
            GpuFormFactor::Pcie);
    // An SXM module sits on a baseboard: it has no slot width or card length.
    const Presence cardShape = g.formFactor == GpuFormFactor::Sxm ? Presence::Optional : Presence::Required;
    // A width of 0 or above 6 slots is a typo, not a card (build-format.md, "Bad input").
    if (std::optional<double> w = f.number(u"slotWidth", cardShape, Ranges::GpuSlotWidth))
        g.slotWidth = *w;
    g.lengthMm = f.number(u"lengthMm", cardShape, Ranges::GpuLengthMm).value_or(0);
    g.cooler = orDefault(f.choice(u"cooler", Presence::Required, allCoolers()), g.cooler);
    if (std::optional<QJsonObject> pc = f.object(u"powerConnectors", Presence::Optional)) {
        JsonFields c = f.nested(*pc, f.pathOf(u"powerConnectors"));
        g.powerConnectors = readConnectors(c);
    }
    g.pcieGen = f.integer(u"pcieGen", Presence::Optional, Ranges::PcieGen).value_or(4);
    if (std::optional<QJsonArray> spacings = f.array(u"nvlinkBridgeSlots", Presence::Optional)) {
        for (qsizetype i = 0; i < spacings->size(); ++i) {
            const QJsonValue v = spacings->at(i);
            if (!v.isDouble() || !Ranges::NvlinkBridgeSlots.contains(v.toDouble()))
                f.problem(JsonFields::indexPath(f.pathOf(u"nvlinkBridgeSlots"), i),
                    JsonFields::rangeMessage(Ranges::NvlinkBridgeSlots, v));
            else
                g.nvlinkBridgeSlots.append(roundToInt(v.toDouble()));
        }
    }
    g.p2p = f.boolean(u"p2p", Presence::Optional).value_or(false);
    if (f.has(u"precisions")) {
        const QStringList names = stringsOf(f, u"precisions", Presence::Optional);
        for (qsizetype i = 0; i < names.size(); ++i) {
            if (std::optional<Precision> p = precisionFromString(names[i]))
                g.precisions.insert(*p);
            else
                f.problem(JsonFields::indexPath(f.pathOf(u"precisions"), i), JsonFields::oneOfMessage(allPrecisions()));
        }
    } else {
        g.precisions = PrecisionSet::forArchitecture(g.architecture);
    }
    // 2:4 sparse tensor cores came with NVIDIA Ampere; AMD's RDNA3/CDNA2 have none.
    g.sparsity24 = f.boolean(u"sparsity24", Presence::Optional)
                       .value_or(isNvidia(g.architecture) && g.architecture >= Architecture::Ampere);
    g.maxPowerLimitW = f.number(u"maxPowerLimitW", Presence::Optional, Ranges::GpuPowerLimitW);
    g.minPowerLimitW = f.number(u"minPowerLimitW", Presence::Optional, Ranges::GpuPowerLimitW);
    if (g.minPowerLimitW && *g.minPowerLimitW > g.maxLimitW())
        f.problemAt(
            u"minPowerLimitW", JsonFields::tr("must be at most the card's highest limit (%1 W)").arg(g.maxLimitW()));
    if (std::optional<QJsonObject> measured = f.object(u"measured", Presence::Optional)) {
        JsonFields m = f.nested(*measured, f.pathOf(u"measured"));
        readMeasuredTraining(m, *measured, g.measured);
    }
    if (std::optional<int> rocm = f.choice(u"rocm", Presence::Optional, allRocmSupports())) {
        if (isNvidia(g.architecture))
            f.problemAt(u"rocm", JsonFields::tr("is for AMD cards only (architecture rdna3 or cdna2)"));
        g.rocm = static_cast<RocmSupport>(*rocm);
    }
    g.thicknessMm = f.number(u"thicknessMm", Presence::Optional, Ranges::GpuThicknessMm);
    return g;
}

BoardSpec readBoard(JsonFields &f)
{
    BoardSpec b;
    b.formFactor = f.string(u"formFactor", Presence::Required).value_or(QString());
    b.socket = f.string(u"socket", Presence::Required).value_or(QString());
    for (JsonFields &s : f.objects(u"slots", Presence::Required, Ranges::BoardSlotCount)) {
        BoardSlot slot;
        slot.position = s.integer(u"position", Presence::Required, Ranges::SlotPosition).value_or(1);
        slot.size = s.integer(u"size", Presence::Optional, Ranges::SlotLanes).value_or(16);
        slot.lanes = s.integer(u"lanes", Presence::Required, Ranges::SlotLanes).value_or(16);
        slot.gen = s.integer(u"gen", Presence::Required, Ranges::PcieGen).value_or(4);
        slot.source = orDefault(s.choice(u"source", Presence::Optional,
                                    { QStringLiteral("cpu"), QStringLiteral("chipset"), QStringLiteral("switch") }),
            LaneSource::Cpu);
        if (b.slotAt(slot.position))
            s.problemAt(u"position", JsonFields::tr("slot position %1 is listed twice").arg(slot.position));
        b.pcieSlots.append(slot);
    }
    std::sort(b.pcieSlots.begin(), b.pcieSlots.end(),
        [](const BoardSlot &x, const BoardSlot &y) { return x.position < y.position; });
    // EPS 8-pin sockets (1 to 4 on boards we know of) and how many must be connected. A board that says
    // neither (an inline part of an older file) has one and requires it; one that gives only
    // epsRequired has that many sockets.
    const std::optional<int> required = f.integer(u"epsRequired", Presence::Optional, Ranges::BoardEps);
    const std::optional<int> sockets = f.integer(u"epsSockets", Presence::Optional, Ranges::BoardEps);
    b.epsRequired = required.value_or(1);
    b.epsSockets = sockets.value_or(b.epsRequired);
    if (required && sockets && *required > *sockets)
        f.problemAt(u"epsRequired", JsonFields::tr("must be at most epsSockets (%1)").arg(*sockets));
    return b;
}

CaseSpec readCase(JsonFields &f)
{
    CaseSpec c;
    c.formFactors = stringsOf(f, u"formFactors", Presence::Required);
    c.expansionSlots = f.integer(u"expansionSlots", Presence::Required, Ranges::SlotPosition).value_or(7);
    c.maxGpuLengthMm = f.number(u"maxGpuLengthMm", Presence::Required, Ranges::CaseGpuLengthMm).value_or(0);
    c.verticalMounts = f.integer(u"verticalMounts", Presence::Optional, Ranges::VerticalMounts).value_or(0);
    c.openFrame = f.boolean(u"openFrame", Presence::Optional).value_or(false);
    c.serverAirflow = f.boolean(u"serverAirflow", Presence::Optional).value_or(false);
    return c;
}

PsuSpec readPsu(JsonFields &f)
{
    PsuSpec p;
    p.watts = f.number(u"watts", Presence::Required, Ranges::PsuWatts).value_or(0);
    p.wattsAt115V = f.number(u"wattsAt115V", Presence::Optional, Ranges::PsuWattsAt115V);
    p.efficiency = orDefault(f.choice(u"efficiency", Presence::Required, allEfficiencies()), p.efficiency);
    p.atx = f.integer(u"atx", Presence::Required, Ranges::PsuAtx).value_or(2);
    p.pcie8pin = f.integer(u"pcie8pin", Presence::Optional, Ranges::PsuPcieLeads).value_or(0);
    p.hpwr12v = f.integer(u"12vhpwr", Presence::Optional, Ranges::PsuSmallLeads).value_or(0);
    p.eps8pin = f.integer(u"eps8pin", Presence::Optional, Ranges::PsuSmallLeads).value_or(0);
    return p;
}

CpuSpec readCpu(JsonFields &f)
{
    CpuSpec c;
    c.socket = f.string(u"socket", Presence::Required).value_or(QString());
    c.tdpW = f.number(u"tdpW", Presence::Required, Ranges::CpuTdpW).value_or(0);
    c.pcieLanes = f.integer(u"pcieLanes", Presence::Required, Ranges::CpuPcieLanes).value_or(0);
    return c;
}

RiserSpec readRiser(JsonFields &f)
{
    RiserSpec r;
    r.gen = f.integer(u"gen", Presence::Required, Ranges::PcieGen).value_or(4);
    r.lengthMm = f.number(u"lengthMm", Presence::Required, Ranges::RiserLengthMm).value_or(0);
    r.lanes = f.integer(u"lanes", Presence::Optional, Ranges::SlotLanes).value_or(16);
    r.retimer = f.boolean(u"retimer", Presence::Optional).value_or(false);
    r.cable = orDefault(f.choice(u"cable", Presence::Optional, allRiserCables()), RiserCable::Ribbon);
    r.mount = orDefault(f.choice(u"mount", Presence::Optional, allRiserKits()), RiserKit::Cable);
    return r;
}

PsuSyncSpec readPsuSync(JsonFields &f)
{
    PsuSyncSpec s;
    s.psus = f.integer(u"psus", Presence::Required, Ranges::PsuSyncPsus).value_or(2);
    s.trigger = orDefault(f.choice(u"trigger", Presence::Required, allSyncTriggers()), SyncTrigger::Pin24);
    return s;
}

/** A price's month: YYYY-MM, or a user's day YYYY-MM-DD (the reader checks the shape, the price policy the age). */
std::optional<QString> priceDate(JsonFields &f, QStringView key)
{
    std::optional<QString> date = f.string(key, Presence::Optional);
    if (date && !isPriceDate(*date)) {
        f.problemAt(key, JsonFields::tr("must be a month as YYYY-MM (or a day as YYYY-MM-DD)"));
        return std::nullopt;
    }
    return date;
}

QJsonArray precisionsJson(PrecisionSet set)
{
    QJsonArray out;
    for (Precision p : { Precision::Fp32, Precision::Tf32, Precision::Fp16, Precision::Bf16, Precision::Fp8 }) {
        if (set.contains(p))
            out.append(toString(p));
    }
    return out;
}

QJsonObject measuredJson(const MeasuredThroughput &t)
{
    QJsonObject o { { u"samplesPerSec"_s, t.samplesPerSec }, { u"precision"_s, toString(t.precision) } };
    if (!t.model.isEmpty())
        o[u"model"] = t.model;
    if (!t.source.isEmpty())
        o[u"source"] = t.source;
    if (!t.date.isEmpty())
        o[u"date"] = t.date;
    return o;
}

void writeGpu(const GpuSpec &g, QJsonObject &o)
{
    if (!g.family.isEmpty())
        o[u"family"] = g.family;
    o[u"architecture"] = toString(g.architecture);
    o[u"memoryGB"] = g.memoryGB;
    o[u"memoryBandwidthGBs"] = g.memoryBandwidthGBs;
    o[u"fp16TensorTflops"] = g.fp16TensorTflops;
    o[u"fp32Tflops"] = g.fp32Tflops;
    o[u"tdpW"] = g.tdpW;
    o[u"slotWidth"] = g.slotWidth;
    o[u"lengthMm"] = g.lengthMm;
    o[u"cooler"] = toString(g.cooler);
    QJsonObject pc;
    const PowerConnectors &c = g.powerConnectors;
    for (auto [key, n] : { std::pair { u"pcie8pin", c.pcie8pin }, std::pair { u"pcie6pin", c.pcie6pin },
             std::pair { u"12vhpwr", c.hpwr12v }, std::pair { u"eps8pin", c.eps8pin } }) {
        if (n > 0)
            pc[QStringView(key)] = n;
    }
    o[u"powerConnectors"] = pc;
    o[u"pcieGen"] = g.pcieGen;
    o[u"formFactor"] = toString(g.formFactor);
    if (!g.nvlinkBridgeSlots.isEmpty()) {
        QJsonArray spacings;
        for (int s : g.nvlinkBridgeSlots)
            spacings.append(s);
        o[u"nvlinkBridgeSlots"] = spacings;
    }
    o[u"p2p"] = g.p2p;
    o[u"precisions"] = precisionsJson(g.precisions);
    o[u"sparsity24"] = g.sparsity24;
    if (g.maxPowerLimitW)
        o[u"maxPowerLimitW"] = *g.maxPowerLimitW;
    if (g.minPowerLimitW)
        o[u"minPowerLimitW"] = *g.minPowerLimitW;
    if (g.rocm)
        o[u"rocm"] = toString(*g.rocm);
    if (g.thicknessMm)
        o[u"thicknessMm"] = *g.thicknessMm;
    if (!g.measured.isEmpty()) {
        QJsonObject measured;
        for (int b = 0; b < kBenchmarkCount; ++b) {
            if (const auto &m = g.measured.of(static_cast<Benchmark>(b)))
                measured[toString(static_cast<Benchmark>(b))] = measuredJson(*m);
        }
        o[u"measured"] = measured;
    }
}

void writeBoard(const BoardSpec &b, QJsonObject &o)
{
    o[u"formFactor"] = b.formFactor;
    o[u"socket"] = b.socket;
    QJsonArray pcieSlots;
    for (const BoardSlot &s : b.pcieSlots) {
        pcieSlots.append(QJsonObject { { u"position"_s, s.position }, { u"size"_s, s.size }, { u"lanes"_s, s.lanes },
            { u"gen"_s, s.gen }, { u"source"_s, toString(s.source) } });
    }
    o[u"slots"] = pcieSlots;
    o[u"epsSockets"] = b.epsSockets;
    o[u"epsRequired"] = b.epsRequired;
}

void writeCase(const CaseSpec &c, QJsonObject &o)
{
    o[u"formFactors"] = QJsonArray::fromStringList(c.formFactors);
    o[u"expansionSlots"] = c.expansionSlots;
    o[u"maxGpuLengthMm"] = c.maxGpuLengthMm;
    o[u"verticalMounts"] = c.verticalMounts;
    o[u"openFrame"] = c.openFrame;
    o[u"serverAirflow"] = c.serverAirflow;
}

void writePsu(const PsuSpec &p, QJsonObject &o)
{
    o[u"watts"] = p.watts;
    if (p.wattsAt115V)
        o[u"wattsAt115V"] = *p.wattsAt115V;
    o[u"efficiency"] = toString(p.efficiency);
    o[u"atx"] = p.atx;
    o[u"pcie8pin"] = p.pcie8pin;
    o[u"12vhpwr"] = p.hpwr12v;
    o[u"eps8pin"] = p.eps8pin;
}

} // namespace

std::optional<Part> read(const QJsonObject &object, const QString &path, Problems *problems)
{
    const qsizetype before = problems->size();
    JsonFields f(object, path, problems);
    Part part;
    part.id = f.partId(u"id", Presence::Required).value_or(QString());
    part.name = f.string(u"name", Presence::Required).value_or(QString());
    part.priceUsd = f.number(u"priceUsd", Presence::Optional, Ranges::PriceUsd);
    part.priceDate = f.string(u"priceDate", Presence::Optional).value_or(QString());
    part.priceSource = f.string(u"priceSource", Presence::Optional).value_or(QString());
    part.usedPriceUsd = f.number(u"usedPriceUsd", Presence::Optional, Ranges::PriceUsd);
    part.usedPriceDate = priceDate(f, u"usedPriceDate").value_or(QString());
    part.usedPriceSource = f.string(u"usedPriceSource", Presence::Optional).value_or(QString());
    part.source = f.string(u"source", Presence::Optional).value_or(QString());
    part.notes = f.string(u"notes", Presence::Optional).value_or(QString());
    if (std::optional<int> c = f.choice(u"confidence", Presence::Optional,
            { QStringLiteral("confirmed"), QStringLiteral("secondary"), QStringLiteral("unconfirmed") }))
        part.confidence = static_cast<Confidence>(*c);
    const std::optional<int> kind = f.choice(u"kind", Presence::Required, allPartKinds());
    if (!kind)
        return std::nullopt;
    switch (static_cast<PartKind>(*kind)) {
    case PartKind::Gpu:
        part.spec = readGpu(f);
        break;
    case PartKind::Board:
        part.spec = readBoard(f);
        break;
    case PartKind::Case:
        part.spec = readCase(f);
        break;
    case PartKind::Psu:
        part.spec = readPsu(f);
        break;
    case PartKind::Cpu:
        part.spec = readCpu(f);
        break;
    case PartKind::Riser:
        part.spec = readRiser(f);
        break;
    case PartKind::PsuSync:
        part.spec = readPsuSync(f);
        break;
    }
    if (problems->size() != before)
        return std::nullopt;
    return part;
}

QJsonObject write(const Part &part)
{
    QJsonObject o;
    o[u"id"] = part.id;
    o[u"kind"] = toString(part.kind());
    o[u"name"] = part.name;
    if (part.priceUsd)
        o[u"priceUsd"] = *part.priceUsd;
    if (!part.priceDate.isEmpty())
        o[u"priceDate"] = part.priceDate;
    if (!part.priceSource.isEmpty())
        o[u"priceSource"] = part.priceSource;
    if (part.usedPriceUsd)
        o[u"usedPriceUsd"] = *part.usedPriceUsd;
    if (!part.usedPriceDate.isEmpty())
        o[u"usedPriceDate"] = part.usedPriceDate;
    if (!part.usedPriceSource.isEmpty())
        o[u"usedPriceSource"] = part.usedPriceSource;
    if (!part.source.isEmpty())
        o[u"source"] = part.source;
    if (part.confidence)
        o[u"confidence"] = toString(*part.confidence);
    if (!part.notes.isEmpty())
        o[u"notes"] = part.notes;
    std::visit(
        [&o](const auto &spec) {
            using T = std::decay_t<decltype(spec)>;
            if constexpr (std::is_same_v<T, GpuSpec>)
                writeGpu(spec, o);
            else if constexpr (std::is_same_v<T, BoardSpec>)
                writeBoard(spec, o);
            else if constexpr (std::is_same_v<T, CaseSpec>)
                writeCase(spec, o);
            else if constexpr (std::is_same_v<T, PsuSpec>)
                writePsu(spec, o);
            else if constexpr (std::is_same_v<T, CpuSpec>) {
                o[u"socket"] = spec.socket;
                o[u"tdpW"] = spec.tdpW;
                o[u"pcieLanes"] = spec.pcieLanes;
            } else if constexpr (std::is_same_v<T, RiserSpec>) {
                o[u"gen"] = spec.gen;
                o[u"lengthMm"] = spec.lengthMm;
                o[u"lanes"] = spec.lanes;
                o[u"retimer"] = spec.retimer;
                o[u"cable"] = toString(spec.cable);
                o[u"mount"] = toString(spec.mount);
            } else {
                o[u"psus"] = spec.psus;
                o[u"trigger"] = toString(spec.trigger);
            }
        },
        part.spec);
    return o;
}

} // namespace RigPlan::PartJson
