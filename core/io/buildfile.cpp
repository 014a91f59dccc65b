// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/buildfile.h"

#include "core/io/jsonfields.h"
#include "core/io/outputfile.h"
#include "core/io/partjson.h"
#include "core/io/strictjson.h"
#include "core/partcatalog.h"
#include "core/valueranges.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

namespace RigPlan {

using namespace Qt::StringLiterals;

namespace {

/** A circuit given as a preset id or as {"volts", "amps", "continuous"}. */
std::optional<Circuit> readCircuit(JsonFields &f, const QJsonValue &v, const QString &path)
{
    if (v.isString()) {
        if (std::optional<Circuit> c = Circuit::preset(v.toString()))
            return c;
    } else if (v.isObject()) {
        JsonFields c = f.nested(v.toObject(), path);
        const std::optional<double> volts = c.number(u"volts", Presence::Required, Ranges::CircuitVolts);
        const std::optional<double> amps = c.number(u"amps", Presence::Required, Ranges::CircuitAmps);
        const std::optional<double> continuous = c.number(u"continuous", Presence::Optional, Ranges::CircuitContinuous);
        if (!volts || !amps)
            return std::nullopt;
        return Circuit { QString(), *volts, *amps, continuous.value_or(0.8) };
    }
    QStringList ids;
    for (const Circuit &c : Circuit::presets())
        ids << c.presetId;
    f.problem(
        path, BuildFile::tr("must be one of the presets %1, or an object with volts and amps").arg(ids.join(u", "_s)));
    return std::nullopt;
}

std::optional<Riser> readRiser(JsonFields &r)
{
    Riser riser;
    const std::optional<int> mount = r.choice(u"mount", Presence::Required, { u"vertical"_s, u"frame"_s });
    const std::optional<int> gen = r.integer(u"gen", Presence::Required, Ranges::PcieGen);
    const std::optional<double> length = r.number(u"lengthMm", Presence::Optional, Ranges::RiserLengthMm);
    if (!mount || !gen)
        return std::nullopt;
    riser.mount = static_cast<RiserMount>(*mount);
    riser.gen = *gen;
    riser.lengthMm = length.value_or(riser.lengthMm);
    riser.retimer = r.boolean(u"retimer", Presence::Optional).value_or(false);
    if (std::optional<int> cable = r.choice(u"cable", Presence::Optional, allRiserCables()))
        riser.cable = static_cast<RiserCable>(*cable);
    return riser;
}

/** The `llm` members of a workload (shared/spec/workloads.md, "LLM training and fine-tuning"). */
LlmJob readLlmJob(JsonFields &w)
{
    LlmJob job;
    // paramsB is required; modelParamsB (the older memory-fit field) is accepted as its alias.
    const Presence paramsPresence = w.has(u"modelParamsB") ? Presence::Optional : Presence::Required;
    const std::optional<double> params = w.number(u"paramsB", paramsPresence, Ranges::ParamsB);
    job.paramsB = params.value_or(0);
    const QStringList methods { u"full"_s, u"lora"_s, u"qlora"_s };
    if (std::optional<int> m = w.choice(u"method", Presence::Optional, methods))
        job.method = static_cast<LlmMethod>(*m);
    job.seqLen = w.integer(u"seqLen", Presence::Optional, Ranges::SeqLen).value_or(job.seqLen);
    job.microBatch = w.integer(u"microBatch", Presence::Optional, Ranges::MicroBatch).value_or(job.microBatch);
    const QStringList strategies { u"auto"_s, u"ddp"_s, u"fsdp"_s, u"tensor"_s, u"pipeline"_s };
    if (std::optional<int> p = w.choice(u"parallel", Presence::Optional, strategies))
        job.parallel = static_cast<LlmParallel>(*p);
    job.attentionHeads = w.integer(u"attentionHeads", Presence::Optional, Ranges::ModelShape);
    job.layers = w.integer(u"layers", Presence::Optional, Ranges::ModelShape);
    job.hidden = w.integer(u"hidden", Presence::Optional, Ranges::ModelHidden);
    return job;
}

Workload readWorkload(JsonFields &w)
{
    Workload workload;
    if (std::optional<int> m = w.choice(u"model", Presence::Optional, workloadIds())) {
        const std::optional<WorkloadId> id = workloadIdFromString(workloadIds().at(*m));
        workload.model = id->family;
        workload.benchmark = id->benchmark;
    }
    if (std::optional<int> p = w.choice(u"precision", Presence::Optional, allPrecisions()))
        workload.precision = static_cast<Precision>(*p);
    workload.sparsity24 = w.boolean(u"sparsity24", Presence::Optional).value_or(false);
    workload.modelParamsB = w.number(u"modelParamsB", Presence::Optional, Ranges::ParamsB);
    if (workload.benchmark == Benchmark::Llm) {
        workload.llm = readLlmJob(w);
        if (workload.llm->paramsB <= 0 && workload.modelParamsB)
            workload.llm->paramsB = *workload.modelParamsB;
    }
    return workload;
}

/** Checks that a referenced id names a part of the expected kind. */
void resolveId(JsonFields &f, const QString &path, const QString &id, PartKind kind, const PartCatalog &catalog,
    const QSet<QString> &refused)
{
    if (id.isEmpty() || refused.contains(id))
        return; // a part of the file's own that was refused is reported where it is defined
    const PartPtr part = catalog.find(id);
    if (!part)
        f.problem(path, BuildFile::tr("no part with id '%1' in the catalog or the file's parts").arg(id));
    else if (part->kind() != kind)
        f.problem(path, BuildFile::tr("'%1' is a %2, not a %3").arg(id, toString(part->kind()), toString(kind)));
}

class BuildReader
{
public:
    BuildReader(const QJsonObject &root, Problems *problems)
        : m_f(root, QString(), problems)
    {
    }

    Build read(const PartCatalog &baseCatalog, bool requireChassis)
    {
        Build b;
        b.name = m_f.string(u"name", Presence::Optional).value_or(QString());
        if (m_f.has(u"circuit"))
            b.circuit = readCircuit(m_f, m_f.value(u"circuit"), u"circuit"_s);
        if (std::optional<QJsonArray> circuits = m_f.array(u"circuits", Presence::Optional, Ranges::CircuitCount)) {
            for (qsizetype i = 0; i < circuits->size(); ++i) {
                if (std::optional<Circuit> c
                    = readCircuit(m_f, circuits->at(i), JsonFields::indexPath(u"circuits"_s, i)))
                    b.circuits.append(*c);
            }
        }
        const Presence chassis = requireChassis ? Presence::Required : Presence::Optional;
        b.caseId = m_f.partId(u"case", chassis).value_or(QString());
        b.boardId = m_f.partId(u"board", chassis).value_or(QString());
        b.cpuId = m_f.partId(u"cpu", chassis).value_or(QString());
        readPsus(b, chassis);
        readGpus(b);
        if (std::optional<int> i
            = m_f.choice(u"interconnect", Presence::Optional, { u"pcie"_s, u"nvlink"_s, u"nvswitch"_s }))
            b.interconnect = static_cast<Interconnect>(*i);
        b.otherLoadW = m_f.number(u"otherLoadW", Presence::Optional, Ranges::OtherLoadW);
        if (std::optional<QJsonObject> w = m_f.object(u"workload", Presence::Optional)) {
            JsonFields wf = m_f.nested(*w, u"workload"_s);
            b.workload = readWorkload(wf);
        }
        b.baseline = m_f.partId(u"baseline", Presence::Optional).value_or(QString());
        readPsuSync(b);
        readParts(b);
        checkReferences(b, LayeredCatalog(&baseCatalog, b.parts));
        return b;
    }

private:
    /** `psuSync`: {"adapter": id} or {"method": "separate-switches"}, exactly one of the two. */
    void readPsuSync(Build &b)
    {
        const std::optional<QJsonObject> o = m_f.object(u"psuSync", Presence::Optional);
        if (!o)
            return;
        JsonFields s = m_f.nested(*o, u"psuSync"_s);
        PsuSync sync;
        const bool hasAdapter = s.has(u"adapter");
        const bool hasMethod = s.has(u"method");
        if (hasAdapter == hasMethod) {
            m_f.problemAt(u"psuSync",
                BuildFile::tr("must give either \"adapter\" (a psu-sync part id) or "
                              "\"method\": \"separate-switches\", not both or neither"));
            return;
        }
        if (hasAdapter)
            sync.adapter = s.partId(u"adapter", Presence::Required).value_or(QString());
        else
            sync.separateSwitches = s.choice(u"method", Presence::Required, { u"separate-switches"_s }).has_value();
        b.psuSync = sync;
    }

    void readPsus(Build &b, Presence presence)
    {
        const std::optional<QJsonArray> psus = m_f.array(u"psus", presence, Ranges::PsuCount);
        if (!psus)
            return;
        if (psus->isEmpty() && presence == Presence::Required)
            m_f.problemAt(u"psus", BuildFile::tr("must list at least one PSU"));
        for (qsizetype i = 0; i < psus->size(); ++i) {
            const QString path = JsonFields::indexPath(u"psus"_s, i);
            const QJsonValue v = psus->at(i);
            PsuPlacement psu;
            if (v.isString()) {
                psu.part = v.toString();
                if (!isValidPartId(psu.part))
                    m_f.problem(path, partIdProblem(psu.part));
            } else if (v.isObject()) {
                JsonFields p = m_f.nested(v.toObject(), path);
                psu.part = p.partId(u"part", Presence::Required).value_or(QString());
                psu.circuit = p.integer(u"circuit", Presence::Optional, Ranges::CircuitIndex).value_or(0);
            } else {
                m_f.problem(path, BuildFile::tr("must be a part id or an object with \"part\""));
            }
            b.psus.append(psu);
            m_psuIsObject.append(v.isObject());
        }
    }

    void readGpus(Build &b)
    {
        for (JsonFields &g : m_f.objects(u"gpus", Presence::Required, Ranges::GpuCount)) {
            GpuPlacement p;
            p.part = g.partId(u"part", Presence::Required).value_or(QString());
            p.slot = g.integer(u"slot", Presence::Optional, Ranges::SlotPosition);
            p.powerLimitW = g.number(u"powerLimitW", Presence::Optional, Ranges::GpuPowerLimitW);
            if (std::optional<QJsonObject> r = g.object(u"riser", Presence::Optional)) {
                JsonFields rf = g.nested(*r, g.pathOf(u"riser"));
                p.riser = readRiser(rf);
            }
            p.psu = g.integer(u"psu", Presence::Optional, Ranges::PsuIndex).value_or(0);
            p.nvlinkWith = g.integer(u"nvlinkWith", Presence::Optional, Ranges::GpuIndex);
            p.pcieGenLimit = g.integer(u"pcieGenLimit", Presence::Optional, Ranges::PcieGen);
            b.gpus.append(p);
            m_gpuFields.append(g);
        }
    }

    void readParts(Build &b)
    {
        for (const JsonFields &p : m_f.objects(u"parts", Presence::Optional, Ranges::PartCount)) {
            Problems *problems = &m_partProblems;
            std::optional<Part> part = PartJson::read(p.json(), p.path(), problems);
            if (!part) {
                m_refusedPartIds.insert(p.json().value(u"id").toString());
                continue;
            }
            if (std::any_of(b.parts.cbegin(), b.parts.cend(), [&](const Part &o) { return o.id == part->id; }))
                m_f.problem(p.pathOf(u"id"), BuildFile::tr("'%1' is defined twice in parts").arg(part->id));
            else
                b.parts.append(std::move(*part));
        }
    }

    void checkReferences(const Build &b, const PartCatalog &catalog)
    {
        resolveId(m_f, u"case"_s, b.caseId, PartKind::Case, catalog, m_refusedPartIds);
        resolveId(m_f, u"board"_s, b.boardId, PartKind::Board, catalog, m_refusedPartIds);
        resolveId(m_f, u"cpu"_s, b.cpuId, PartKind::Cpu, catalog, m_refusedPartIds);
        resolveId(m_f, u"baseline"_s, b.baseline, PartKind::Gpu, catalog, m_refusedPartIds);
        if (b.psuSync && !b.psuSync->adapter.isEmpty())
            resolveId(m_f, u"psuSync.adapter"_s, b.psuSync->adapter, PartKind::PsuSync, catalog, m_refusedPartIds);
        const qsizetype circuitCount = b.circuits.isEmpty() ? 1 : b.circuits.size();
        for (qsizetype i = 0; i < b.psus.size(); ++i) {
            const QString path = JsonFields::indexPath(u"psus"_s, i);
            resolveId(m_f, m_psuIsObject.value(i) ? path + u".part"_s : path, b.psus[i].part, PartKind::Psu, catalog,
                m_refusedPartIds);
            if (b.psus[i].circuit >= circuitCount)
                m_f.problem(path + u".circuit"_s,
                    BuildFile::tr(
                        "there is no circuit %1 (the build has %n circuit(s))", nullptr, static_cast<int>(circuitCount))
                        .arg(b.psus[i].circuit));
        }
        const bool hasBoard = !b.boardId.isEmpty();
        for (qsizetype i = 0; i < b.gpus.size(); ++i) {
            const GpuPlacement &g = b.gpus[i];
            JsonFields &gf = m_gpuFields[i];
            resolveId(m_f, gf.pathOf(u"part"), g.part, PartKind::Gpu, catalog, m_refusedPartIds);
            if (const PartPtr part = catalog.find(g.part); part && part->gpu() && g.powerLimitW)
                checkPowerLimit(gf, *part->gpu(), *g.powerLimitW);
            if (hasBoard && !g.slot && !gf.has(u"slot"))
                gf.problemAt(u"slot", BuildFile::tr("is required when the build has a board"));
            if (g.psu >= b.psus.size() && (gf.has(u"psu") || !b.psus.isEmpty()))
                gf.problemAt(u"psu",
                    BuildFile::tr(
                        "there is no PSU %1 (the build lists %n PSU(s))", nullptr, static_cast<int>(b.psus.size()))
                        .arg(g.psu));
            if (g.nvlinkWith) {
                if (*g.nvlinkWith == i)
                    gf.problemAt(u"nvlinkWith", BuildFile::tr("a card cannot be bridged to itself"));
                else if (*g.nvlinkWith >= b.gpus.size())
                    gf.problemAt(u"nvlinkWith",
                        BuildFile::tr(
                            "there is no GPU %1 (the build has %n GPU(s))", nullptr, static_cast<int>(b.gpus.size()))
                            .arg(*g.nvlinkWith));
            }
        }
        checkBridges(b);
    }

    /** The firmware takes limits from its minimum to its maximum only (`nvidia-smi -pl` refuses the rest). */
    static void checkPowerLimit(JsonFields &gf, const GpuSpec &spec, double limitW)
    {
        const double low = spec.minLimitW();
        const double high = spec.maxLimitW();
        if (limitW >= low && limitW <= high)
            return;
        gf.problemAt(u"powerLimitW",
            BuildFile::tr("%1 W is outside what the card's firmware accepts (expected %2 to %3 W%4)")
                .arg(QString::number(limitW, 'g', 10), QString::number(low), QString::number(high),
                    spec.maxPowerLimitW ? QString() : BuildFile::tr("; the part gives no maxPowerLimitW, so its TDP")));
    }

    /**
     * Each bridge joins exactly two cards: `nvlinkWith` may be written on one card of a pair or on
     * both (then pointing at each other), and no card is in two bridges (two cards bridged to the
     * same card, or a triangle).
     */
    void checkBridges(const Build &b)
    {
        const qsizetype n = b.gpus.size();
        QList<qsizetype> partner(n, -1);
        for (qsizetype i = 0; i < n; ++i) {
            const std::optional<int> with = b.gpus[i].nvlinkWith;
            if (!with || *with == i || *with >= n)
                continue; // reported above
            const qsizetype j = *with;
            const bool samePair = partner[i] == j && partner[j] == i;
            if (samePair)
                continue; // the other card named this one: the same bridge, written both ways
            for (const qsizetype card : { i, j }) {
                if (partner[card] >= 0) {
                    m_gpuFields[i].problemAt(u"nvlinkWith",
                        BuildFile::tr("GPU %1 is already bridged to GPU %2; a bridge joins exactly two cards")
                            .arg(card)
                            .arg(partner[card]));
                    break;
                }
            }
            if (partner[i] < 0 && partner[j] < 0) {
                partner[i] = j;
                partner[j] = i;
            }
        }
    }

    JsonFields m_f;
    QList<JsonFields> m_gpuFields;
    Problems m_partProblems;
    QSet<QString> m_refusedPartIds;
    QList<bool> m_psuIsObject;

public:
    const Problems &partProblems() const { return m_partProblems; }
};

} // namespace

BuildLoadResult BuildFile::read(const QByteArray &data, const PartCatalog &catalog, bool requireChassis)
{
    BuildLoadResult result;
    if (data.size() <= kMaxInputBytes && data.trimmed().isEmpty()) {
        result.problems.append({ QString(), tr("the file is empty; a build file is a JSON object") });
        return result;
    }
    const std::optional<QJsonObject> object
        = StrictJson::readObject(data, tr("a build file is a JSON object, not an array or a value"), &result.problems);
    if (!object)
        return result;
    const QJsonObject &root = *object;
    JsonFields top(root, QString(), &result.problems);
    const std::optional<QString> format = top.string(u"format", Presence::Required);
    if (format && *format != kFormat)
        top.problemAt(u"format", tr("must be \"%1\", not \"%2\"").arg(kFormat.toString(), *format));
    if (!format || *format != kFormat)
        return result; // not our file: don't list every field as wrong
    const std::optional<int> version = top.integer(u"version", Presence::Required, Ranges::Version);
    if (version && *version > kVersion) {
        top.problemAt(u"version",
            tr("version %1 was written by a newer RigPlan; this one reads up to version %2")
                .arg(*version)
                .arg(kVersion));
        return result;
    }
    BuildReader reader(root, &result.problems);
    Build build = reader.read(catalog, requireChassis);
    result.problems.append(reader.partProblems());
    if (result.problems.isEmpty())
        result.build = std::move(build);
    return result;
}

BuildLoadResult BuildFile::readFile(const QString &fileName, const PartCatalog &catalog, bool requireChassis)
{
    QByteArray data;
    QString error;
    if (!readFileAtMost(fileName, &data, &error)) {
        BuildLoadResult result;
        result.problems.append({ QString(), error });
        return result;
    }
    return read(data, catalog, requireChassis);
}

QByteArray BuildFile::write(const Build &b)
{
    const auto circuitJson = [](const Circuit &c) -> QJsonValue {
        if (!c.presetId.isEmpty())
            return c.presetId;
        return QJsonObject { { u"volts"_s, c.volts }, { u"amps"_s, c.amps }, { u"continuous"_s, c.continuous } };
    };
    QJsonObject o;
    o[u"format"] = kFormat.toString();
    o[u"version"] = kVersion;
    if (!b.name.isEmpty())
        o[u"name"] = b.name;
    if (b.circuit)
        o[u"circuit"] = circuitJson(*b.circuit);
    if (!b.circuits.isEmpty()) {
        QJsonArray circuits;
        for (const Circuit &c : b.circuits)
            circuits.append(circuitJson(c));
        o[u"circuits"] = circuits;
    }
    for (auto [key, id] :
        { std::pair { u"case", &b.caseId }, std::pair { u"board", &b.boardId }, std::pair { u"cpu", &b.cpuId } }) {
        if (!id->isEmpty())
            o[QStringView(key)] = *id;
    }
    if (!b.psus.isEmpty()) {
        QJsonArray psus;
        for (const PsuPlacement &p : b.psus) {
            if (p.circuit == 0)
                psus.append(p.part);
            else
                psus.append(QJsonObject { { u"part"_s, p.part }, { u"circuit"_s, p.circuit } });
        }
        o[u"psus"] = psus;
    }
    QJsonArray gpus;
    for (const GpuPlacement &g : b.gpus) {
        QJsonObject j { { u"part"_s, g.part } };
        if (g.slot)
            j[u"slot"] = *g.slot;
        if (g.powerLimitW)
            j[u"powerLimitW"] = *g.powerLimitW;
        if (g.riser) {
            QJsonObject riser { { u"mount"_s, toString(g.riser->mount) }, { u"gen"_s, g.riser->gen },
                { u"lengthMm"_s, g.riser->lengthMm } };
            if (g.riser->retimer) // written only where set, so older files read and write back the same
                riser[u"retimer"] = true;
            if (g.riser->cable != RiserCable::Ribbon)
                riser[u"cable"] = toString(g.riser->cable);
            j[u"riser"] = riser;
        }
        if (g.psu != 0)
            j[u"psu"] = g.psu;
        if (g.nvlinkWith)
            j[u"nvlinkWith"] = *g.nvlinkWith;
        if (g.pcieGenLimit)
            j[u"pcieGenLimit"] = *g.pcieGenLimit;
        gpus.append(j);
    }
    o[u"gpus"] = gpus;
    if (b.interconnect)
        o[u"interconnect"] = toString(*b.interconnect);
    if (b.otherLoadW)
        o[u"otherLoadW"] = *b.otherLoadW;
    if (b.psuSync) {
        o[u"psuSync"] = b.psuSync->separateSwitches ? QJsonObject { { u"method"_s, u"separate-switches"_s } }
                                                    : QJsonObject { { u"adapter"_s, b.psuSync->adapter } };
    }
    if (b.workload) {
        const QString model = b.workload->benchmark ? toString(*b.workload->benchmark) : toString(b.workload->model);
        QJsonObject w { { u"model"_s, model }, { u"sparsity24"_s, b.workload->sparsity24 } };
        if (const std::optional<LlmJob> &llm = b.workload->llm) {
            w[u"paramsB"] = llm->paramsB;
            w[u"method"] = toString(llm->method);
            w[u"seqLen"] = llm->seqLen;
            w[u"microBatch"] = llm->microBatch;
            w[u"parallel"] = toString(llm->parallel);
            if (llm->attentionHeads)
                w[u"attentionHeads"] = *llm->attentionHeads;
            if (llm->layers)
                w[u"layers"] = *llm->layers;
            if (llm->hidden)
                w[u"hidden"] = *llm->hidden;
        }
        if (b.workload->precision)
            w[u"precision"] = toString(*b.workload->precision);
        if (b.workload->modelParamsB)
            w[u"modelParamsB"] = *b.workload->modelParamsB;
        o[u"workload"] = w;
    }
    if (!b.baseline.isEmpty())
        o[u"baseline"] = b.baseline;
    if (!b.parts.isEmpty()) {
        QJsonArray parts;
        for (const Part &p : b.parts)
            parts.append(PartJson::write(p));
        o[u"parts"] = parts;
    }
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

bool BuildFile::writeFile(const Build &build, const QString &fileName, QString *error)
{
    // One policy for every write (outputfile.h): atomic, owner and mode kept, never onto the database,
    // and never into a FIFO or a device (the app would wait on it for ever). Over the file the build
    // was read from, yes: that is what Save is.
    OutputRules rules;
    rules.inputsMayBeReplaced = true;
    rules.regularFileOnly = true;
    QString reason;
    if (OutputFile::write(fileName, write(build), &reason, rules))
        return true;
    if (error)
        *error = tr("Could not save. %1").arg(reason);
    return false;
}

} // namespace RigPlan
