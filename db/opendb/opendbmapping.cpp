// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/opendb/opendbmapping.h"

#include "core/io/partjson.h"
#include "core/partcatalog.h"

#include <QJsonArray>
#include <QRegularExpression>

#include <cmath>

namespace RigPlan::Db {

using namespace Qt::StringLiterals;

namespace {

/** How a value of the OpenDB file becomes a RigPlan value. */
enum class Conversion
{
    Text, // a string as it is
    Number, // a number in the unit given; 0 or null means "not filled in"
    Plugs, // a count of plugs; several rows into one field add up; 0 is a real count (checked per kind below)
    GpuFamily, // "GeForce RTX 3090" -> the bundled family "rtx-3090" (compute figures come from it)
    Cooler, // "Blower" / "N Fans" / "Water Cooled" / "Hybrid" / "Passive"
    PcieGen, // "PCIe 4.0 x16" -> 4; "PCIe x16" says no generation
    Efficiency, // "80+ Gold" -> gold
    Socket, // "LGA 1700" -> "LGA1700"
    FormFactor, // "EATX" -> "E-ATX", "Micro ATX" -> "mATX", "SSI EEB" -> "EEB"
    FormFactors, // an array of those
    OpenFrame, // a case form factor "ATX Test Bench" is an open frame
};

struct FieldMap
{
    PartKind kind;
    QStringView from; // path in the OpenDB file (schemas/<Folder>.schema.json)
    QStringView to; // path in RigPlan's part object (shared/spec/build-format.md)
    QStringView unit; // the unit of both; OpenDB's units are the schema's descriptions
    Conversion conversion;
};

// The one mapping table. Every OpenDB field RigPlan reads is here, once; what is not here is not read.
const FieldMap kFields[] = {
    { PartKind::Gpu, u"metadata.name", u"name", u"", Conversion::Text },
    { PartKind::Gpu, u"chipset", u"family", u"", Conversion::GpuFamily },
    { PartKind::Gpu, u"memory", u"memoryGB", u"GB", Conversion::Number },
    { PartKind::Gpu, u"tdp", u"tdpW", u"W", Conversion::Number },
    { PartKind::Gpu, u"length", u"lengthMm", u"mm", Conversion::Number },
    { PartKind::Gpu, u"total_slot_width", u"slotWidth", u"expansion slots (20.32 mm)", Conversion::Number },
    { PartKind::Gpu, u"cooling", u"cooler", u"", Conversion::Cooler },
    { PartKind::Gpu, u"interface", u"pcieGen", u"PCIe generation", Conversion::PcieGen },
    { PartKind::Gpu, u"power_connectors.pcie_8_pin", u"powerConnectors.pcie8pin", u"plugs", Conversion::Plugs },
    { PartKind::Gpu, u"power_connectors.pcie_6_pin", u"powerConnectors.pcie6pin", u"plugs", Conversion::Plugs },
    // 12VHPWR and its revision 12V-2x6 take the same 16-pin cable: one RigPlan count.
    { PartKind::Gpu, u"power_connectors.pcie_12VHPWR", u"powerConnectors.12vhpwr", u"plugs", Conversion::Plugs },
    { PartKind::Gpu, u"power_connectors.pcie_12V_2x6", u"powerConnectors.12vhpwr", u"plugs", Conversion::Plugs },
    { PartKind::Case, u"metadata.name", u"name", u"", Conversion::Text },
    { PartKind::Case, u"supported_motherboard_form_factors", u"formFactors", u"", Conversion::FormFactors },
    { PartKind::Case, u"expansion_slots", u"expansionSlots", u"expansion slots", Conversion::Number },
    { PartKind::Case, u"max_video_card_length", u"maxGpuLengthMm", u"mm", Conversion::Number },
    { PartKind::Case, u"form_factor", u"openFrame", u"", Conversion::OpenFrame },
    { PartKind::Psu, u"metadata.name", u"name", u"", Conversion::Text },
    { PartKind::Psu, u"wattage", u"watts", u"W (DC output)", Conversion::Number },
    { PartKind::Psu, u"efficiency_rating", u"efficiency", u"80 PLUS level", Conversion::Efficiency },
    { PartKind::Psu, u"connectors.pcie_6_plus_2_pin", u"pcie8pin", u"leads", Conversion::Plugs },
    { PartKind::Psu, u"connectors.pcie_12vhpwr", u"12vhpwr", u"leads", Conversion::Plugs },
    { PartKind::Psu, u"connectors.eps_8_pin", u"eps8pin", u"leads", Conversion::Plugs },
    { PartKind::Cpu, u"metadata.name", u"name", u"", Conversion::Text },
    { PartKind::Cpu, u"socket", u"socket", u"", Conversion::Socket },
    { PartKind::Cpu, u"specifications.tdp", u"tdpW", u"W", Conversion::Number },
    { PartKind::Board, u"metadata.name", u"name", u"", Conversion::Text },
    { PartKind::Board, u"socket", u"socket", u"", Conversion::Socket },
    { PartKind::Board, u"form_factor", u"formFactor", u"", Conversion::FormFactor },
};

QJsonValue at(const QJsonObject &o, QStringView path)
{
    QJsonValue v = o;
    for (const QStringView key : path.split(u'.'))
        v = v.toObject().value(key);
    return v;
}

void put(QJsonObject &o, QStringView path, const QJsonValue &v)
{
    const qsizetype dot = path.indexOf(u'.');
    if (dot < 0) {
        o[path.toString()] = v;
        return;
    }
    QJsonObject inner = o.value(path.left(dot)).toObject();
    put(inner, path.mid(dot + 1), v);
    o[path.left(dot).toString()] = inner;
}

QString formFactorOf(const QString &opendb)
{
    static const QHash<QString, QString> names { { u"EATX"_s, u"E-ATX"_s }, { u"Micro ATX"_s, u"mATX"_s },
        { u"SSI EEB"_s, u"EEB"_s }, { u"SSI CEB"_s, u"CEB"_s }, { u"XL ATX"_s, u"XL-ATX"_s } };
    return names.value(opendb, opendb);
}

/** The bundled GPU family an OpenDB chipset names: "GeForce RTX 3060" with 12 GB is "rtx-3060-12gb". */
QString familyOf(const QString &chipset, double memoryGB, const PartCatalog &reference)
{
    QString slug = chipset.toLower();
    for (const QString &prefix : { u"nvidia "_s, u"geforce "_s, u"amd "_s })
        if (slug.startsWith(prefix))
            slug = slug.mid(prefix.size());
    static const QRegularExpression separators(u"[^a-z0-9]+"_s);
    slug.replace(separators, u"-"_s);
    if (!reference.gpuFamily(slug).empty())
        return slug;
    const QString withMemory = slug + u"-%1gb"_s.arg(memoryGB);
    return reference.gpuFamily(withMemory).empty() ? QString() : withMemory;
}

/** A bundled CPU of the same name: OpenDB has no PCIe lane counts. */
PartPtr sameCpu(const QString &name, const PartCatalog &reference)
{
    static const QRegularExpression noise(u"\\b(amd|intel|oem/tray|boxed|processor)\\b|[^a-z0-9]"_s);
    const auto key = [](QString n) { return n.toLower().remove(noise); };
    const QString wanted = key(name);
    for (const PartPtr &cpu : reference.parts(PartKind::Cpu)) {
        const QString have = key(cpu->name);
        if (!have.isEmpty() && wanted == have) // exact: a 7950X3D is not a 7950X
            return cpu;
    }
    return nullptr;
}

/** Applies the table to one file: RigPlan's fields, and the ones OpenDB left empty. */
QJsonObject applyTable(PartKind kind, const QJsonObject &file, const PartCatalog &reference, QStringList *missing)
{
    QJsonObject out;
    for (const FieldMap &f : kFields) {
        if (f.kind != kind)
            continue;
        const QJsonValue v = at(file, f.from);
        const auto absent = [&] {
            if (!missing->contains(f.to.toString()))
                missing->append(f.to.toString());
        };
        switch (f.conversion) {
        case Conversion::Text:
            if (v.toString().trimmed().isEmpty())
                absent();
            else
                put(out, f.to, v.toString().trimmed());
            break;
        case Conversion::Number:
            // A zero length, wattage or slot count is a field nobody filled in, not a measurement.
            if (!v.isDouble() || v.toDouble() <= 0)
                absent();
            else
                put(out, f.to, v.toDouble());
            break;
        case Conversion::Plugs:
            // Summed as a double: two counts near INT_MAX would overflow an int; the part's range refuses it.
            put(out, f.to, at(out, f.to).toDouble() + (v.isDouble() ? std::max(0, v.toInt()) : 0));
            break;
        case Conversion::GpuFamily: {
            const QString family = familyOf(v.toString(), file.value(u"memory").toDouble(), reference);
            if (!family.isEmpty())
                put(out, f.to, family);
            break;
        }
        case Conversion::Cooler: {
            const QString c = v.toString();
            if (c == u"Blower")
                put(out, f.to, u"blower"_s);
            else if (c.endsWith(u"Fan"_s) || c.endsWith(u"Fans"_s))
                put(out, f.to, u"open-air"_s);
            else if (c == u"Water Cooled" || c == u"Hybrid")
                put(out, f.to, u"liquid"_s);
            else if (c == u"Passive")
                put(out, f.to, u"passive"_s);
            else
                absent();
            break;
        }
        case Conversion::PcieGen: {
            static const QRegularExpression generation(u"^PCIe (\\d)\\.\\d"_s);
            const QRegularExpressionMatch m = generation.match(v.toString());
            if (m.hasMatch())
                put(out, f.to, m.captured(1).toInt());
            else
                absent();
            break;
        }
        case Conversion::Efficiency: {
            static const QHash<QString, QString> levels { { u"80+ Titanium"_s, u"titanium"_s },
                { u"80+ Platinum"_s, u"platinum"_s }, { u"80+ Gold"_s, u"gold"_s }, { u"80+ Silver"_s, u"silver"_s },
                { u"80+ Bronze"_s, u"bronze"_s }, { u"80+ Standard"_s, u"80plus"_s }, { u"80+ White"_s, u"80plus"_s },
                { u"80+"_s, u"80plus"_s } };
            const QString level = levels.value(v.toString());
            if (level.isEmpty())
                absent();
            else
                put(out, f.to, level);
            break;
        }
        case Conversion::Socket:
            if (v.toString().isEmpty())
                absent();
            else
                put(out, f.to, v.toString().remove(u' '));
            break;
        case Conversion::FormFactor:
            if (v.toString().isEmpty())
                absent();
            else
                put(out, f.to, formFactorOf(v.toString()));
            break;
        case Conversion::FormFactors: {
            QJsonArray names;
            for (const QJsonValue &n : v.toArray())
                if (!n.toString().isEmpty())
                    names.append(formFactorOf(n.toString()));
            if (names.isEmpty())
                absent();
            put(out, f.to, names);
            break;
        }
        case Conversion::OpenFrame:
            put(out, f.to, v.toString().contains(u"Test Bench"_s));
            break;
        }
    }
    return out;
}

QString describeSlots(const QJsonArray &listed)
{
    QStringList parts;
    for (const QJsonValue &s : listed) {
        const QJsonObject o = s.toObject();
        parts << u"%1x PCIe %2 x%3"_s.arg(o.value(u"quantity").toInt(1))
                     .arg(o.value(u"gen").toString(u"?"_s))
                     .arg(o.value(u"lanes").toInt());
    }
    return parts.join(u", "_s);
}

} // namespace

const QList<OpenDbFolder> &OpenDbMapping::folders()
{
    static const QList<OpenDbFolder> list { { u"GPU", PartKind::Gpu }, { u"PCCase", PartKind::Case },
        { u"PSU", PartKind::Psu }, { u"CPU", PartKind::Cpu }, { u"Motherboard", PartKind::Board } };
    return list;
}

QString OpenDbMapping::attribution()
{
    return u"BuildCores OpenDB (ODC-By 1.0)"_s;
}

QStringList OpenDbMapping::describeTable()
{
    QStringList rows;
    for (const FieldMap &f : kFields)
        rows << u"| %1 | `%2` | `%3` | %4 |"_s.arg(
            toString(f.kind), f.from.toString(), f.to.toString(), f.unit.isEmpty() ? u"-"_s : f.unit.toString());
    return rows;
}

OpenDbPart OpenDbMapping::map(
    PartKind kind, const QJsonObject &file, const PartCatalog &reference, const QString &commit)
{
    OpenDbPart result;
    result.opendbId = file.value(u"opendb_id").toString();
    QStringList &missing = result.missing;
    QJsonObject o = applyTable(kind, file, reference, &missing);
    QStringList notes; // what was assumed, beside each missing field
    const auto skip = [&](const QString &why) {
        result.skipped = why;
        return result;
    };
    if (!o.contains(u"name"))
        return skip(tr("it has no name"));

    switch (kind) {
    case PartKind::Gpu: {
        // OpenDB describes the card (size, plugs, cooler, board power), not the chip's speed: that comes
        // from the bundled GPU of the same family, the reference card.
        if (!o.contains(u"family"))
            return skip(tr("its chipset '%1' is not a GPU family of RigPlan's catalog, so its speed is unknown")
                            .arg(file.value(u"chipset").toString()));
        // The reference card: the Founders Edition where the catalog has it, else the family's first.
        const std::vector<PartPtr> family = reference.gpuFamily(o.value(u"family").toString());
        const auto fe
            = std::find_if(family.begin(), family.end(), [](const PartPtr &p) { return p->id.endsWith(u"-fe"); });
        const PartPtr ref = fe != family.end() ? *fe : family.front();
        const QJsonObject r = PartJson::write(*ref);
        for (const QString &key : { u"architecture"_s, u"memoryBandwidthGBs"_s, u"fp16TensorTflops"_s, u"fp32Tflops"_s,
                 u"precisions"_s, u"sparsity24"_s, u"p2p"_s })
            o[key] = r.value(key);
        o[u"formFactor"] = u"pcie"_s;
        for (const QString &key : { u"memoryGB"_s, u"tdpW"_s, u"lengthMm"_s, u"slotWidth"_s, u"pcieGen"_s }) {
            if (missing.contains(key)) {
                o[key] = r.value(key);
                notes << tr("%1 is not in OpenDB; the reference card's (%2) is used").arg(key, ref->id);
            }
        }
        if (missing.contains(u"cooler"_s)) {
            o[u"cooler"] = r.value(u"cooler");
            notes << tr("cooler is not in OpenDB; the reference card's (%1) is used").arg(ref->id);
        }
        // No plug at all on a card that draws more than the slot's 75 W: the plugs were not filled in.
        const QJsonObject plugs = o.value(u"powerConnectors").toObject();
        const bool anyPlug
            = std::any_of(plugs.begin(), plugs.end(), [](const QJsonValue &n) { return n.toDouble() > 0; });
        if (!anyPlug && o.value(u"tdpW").toDouble() > 75) {
            missing << u"powerConnectors"_s;
            o[u"powerConnectors"] = r.value(u"powerConnectors");
            notes << tr("powerConnectors are all 0 in OpenDB; the reference card's (%1) are used").arg(ref->id);
        }
        notes << tr("Speed figures are those of %1; NVLink is not in OpenDB").arg(ref->id);
        break;
    }
    case PartKind::Case:
        // Whatever is missing gets the value under which the checks refuse the case, never one that passes.
        if (missing.contains(u"expansionSlots"_s)) {
            o[u"expansionSlots"] = 1;
            notes << tr("expansionSlots is not in OpenDB; set to 1 until you enter it");
        }
        if (missing.contains(u"maxGpuLengthMm"_s)) {
            o[u"maxGpuLengthMm"] = 0;
            notes << tr("maxGpuLengthMm is not in OpenDB; set to 0 (no card fits) until you enter it");
        }
        if (missing.contains(u"formFactors"_s))
            notes << tr("formFactors is not in OpenDB; no board fits until you enter them");
        notes << tr("Vertical GPU mounts are not in OpenDB (none assumed)");
        break;
    case PartKind::Psu:
        if (missing.contains(u"watts"_s))
            return skip(tr("its wattage is not in OpenDB"));
        if (missing.contains(u"efficiency"_s)) {
            o[u"efficiency"] = u"80plus"_s;
            notes << tr("efficiency is not in OpenDB; the lowest level, 80 PLUS, is assumed");
        }
        // OpenDB does not say which ATX revision a unit meets; 2 has the stricter transient limit.
        o[u"atx"] = 2;
        missing << u"atx"_s;
        notes << tr("atx (the ATX revision) is not in OpenDB; 2.x, the stricter for transients, is assumed");
        if (o.value(u"pcie8pin").toDouble() + o.value(u"12vhpwr").toDouble() == 0
            && o.value(u"watts").toDouble() >= 500) {
            missing << u"pcie8pin"_s << u"12vhpwr"_s;
            notes << tr("no GPU leads in OpenDB (all 0); none are assumed until you enter them");
        }
        break;
    case PartKind::Cpu: {
        if (missing.contains(u"tdpW"_s))
            return skip(tr("its TDP is not in OpenDB"));
        if (missing.contains(u"socket"_s))
            return skip(tr("its socket is not in OpenDB"));
        if (const PartPtr same = sameCpu(o.value(u"name").toString(), reference)) {
            o[u"pcieLanes"] = same->cpu()->pcieLanes;
            notes << tr("pcieLanes is not in OpenDB; the bundled %1's is used").arg(same->id);
        } else {
            o[u"pcieLanes"] = 0;
            missing << u"pcieLanes"_s;
            notes << tr("pcieLanes is not in OpenDB; set to 0 (every card is flagged) until you enter it");
        }
        break;
    }
    case PartKind::Board: {
        if (missing.contains(u"socket"_s))
            return skip(tr("its socket is not in OpenDB"));
        if (missing.contains(u"formFactor"_s))
            return skip(tr("its form factor is not in OpenDB"));
        // OpenDB counts slots but has no positions: no slot map, so nothing can be placed on the board
        // until the user enters one (the slot.missing check says so for every card).
        o[u"slots"] = QJsonArray();
        missing << u"slots"_s;
        const QString listed = describeSlots(file.value(u"pcie_slots").toArray());
        notes << (listed.isEmpty()
                ? tr("OpenDB has no slot map; enter the board's slots before placing cards")
                : tr("OpenDB has no slot map (it lists %1); enter the slots before placing cards").arg(listed));
        break;
    }
    case PartKind::Riser:
        return skip(tr("OpenDB has no risers"));
    case PartKind::PsuSync:
        return skip(tr("OpenDB has no PSU sync adapters"));
    }

    o[u"id"] = partIdFor(result.opendbId);
    o[u"kind"] = toString(kind);
    o[u"source"] = tr("%1, opendb_id %2%3")
                       .arg(attribution(), result.opendbId,
                           commit.isEmpty() ? QString() : tr(", commit %1").arg(commit.left(12)));
    o[u"confidence"] = missing.isEmpty() ? u"secondary"_s : u"unconfirmed"_s;
    if (!missing.isEmpty())
        notes.prepend(tr("Not in OpenDB: %1").arg(missing.join(u", "_s)));
    o[u"notes"] = QString(notes.join(u". "_s) + u'.');
    Problems problems;
    // The same reader, and ranges, as every other part: a figure out of range refuses the file.
    std::optional<Part> part = PartJson::read(o, QString(), &problems);
    if (!part) {
        QStringList lines;
        for (const Problem &p : problems)
            lines << p.toString();
        return skip(lines.join(u"; "_s));
    }
    result.part = std::move(part);
    return result;
}

} // namespace RigPlan::Db
