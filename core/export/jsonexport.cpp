// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The JSON parts list (shape in docs/export.md). QJsonObject writes keys sorted, so the output is stable.
#include "core/export/formatters.h"
#include "core/export/partslist.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace RigPlan {

using namespace Qt::StringLiterals;

namespace {

double cents(double usd)
{
    return std::round(usd * 100.0) / 100.0;
}

QJsonValue optionalUsd(const std::optional<double> &usd)
{
    return usd ? QJsonValue(cents(*usd)) : QJsonValue(QJsonValue::Null);
}

} // namespace

QByteArray partsListJson(const PartsList &list)
{
    QJsonArray lines;
    for (const PartsListLine &line : list.lines) {
        lines.append(QJsonObject { { u"kind"_s, toString(line.kind) }, { u"id"_s, line.id }, { u"name"_s, line.name },
            { u"quantity"_s, line.quantity }, { u"unitPriceUsd"_s, optionalUsd(line.unitPriceUsd) },
            { u"totalUsd"_s, optionalUsd(line.lineTotalUsd()) },
            // Which price unitPriceUsd is: null where there is none.
            { u"price"_s,
                line.unitPriceUsd ? QJsonValue(
                    QJsonObject { { u"kind"_s, toString(line.price.given) }, { u"asked"_s, toString(line.price.asked) },
                        { u"date"_s, line.price.date }, { u"stale"_s, line.price.stale } })
                                  : QJsonValue(QJsonValue::Null) } });
    }
    // Every key always (the worst PSU's and circuit's load at the top, as check --json has them), and with
    // several PSUs or circuits each one's figures, as check --json lists them too.
    const auto fraction = [](double share) { return std::round(share * 1000) / 1000; };
    const PartsListPower &pw = list.power;
    QJsonObject power { { u"gpuW"_s, std::round(pw.gpuW) }, { u"cpuW"_s, std::round(pw.cpuW) },
        { u"otherW"_s, std::round(pw.otherW) }, { u"dcW"_s, std::round(pw.dcW) }, { u"psuW"_s, std::round(pw.psuW) },
        { u"psuLoad"_s, fraction(pw.psuLoad) }, { u"transientW"_s, std::round(pw.transientW) },
        { u"wallW"_s, std::round(pw.wallW) }, { u"circuitW"_s, std::round(pw.circuitW) },
        { u"circuitLoad"_s, fraction(pw.circuitLoad) } };
    if (pw.psus.size() > 1 || pw.circuits.size() > 1) {
        QJsonArray psus, circuits;
        for (const UnitLoad &psu : pw.psus)
            psus.append(QJsonObject { { u"dcW"_s, std::round(psu.loadW) }, { u"psuW"_s, std::round(psu.limitW) },
                { u"psuLoad"_s, fraction(psu.fraction) }, { u"text"_s, PowerText::psuLine(psu) } });
        for (const UnitLoad &circuit : pw.circuits)
            circuits.append(QJsonObject { { u"circuit"_s, circuit.circuit }, { u"wallW"_s, std::round(circuit.loadW) },
                { u"circuitW"_s, std::round(circuit.limitW) }, { u"circuitLoad"_s, fraction(circuit.fraction) },
                { u"text"_s, PowerText::circuitLine(circuit) } });
        power.insert(u"psus"_s, psus);
        power.insert(u"circuits"_s, circuits);
    }
    QJsonArray findings;
    for (const PartsListFinding &f : list.findings)
        findings.append(
            QJsonObject { { u"rule"_s, f.rule }, { u"severity"_s, f.severity }, { u"message"_s, f.message } });
    QJsonObject speedup { { u"available"_s, list.speedup.available } };
    if (list.speedup.available) {
        const auto two = [](double x) { return std::round(x * 100.0) / 100.0; };
        speedup.insert(u"workload"_s, list.speedup.workload);
        speedup.insert(u"precision"_s, list.speedup.precision);
        speedup.insert(u"speedup"_s, two(list.speedup.speedup));
        speedup.insert(u"byWorkload"_s,
            QJsonObject {
                { u"cnn"_s, two(list.speedup.byWorkload[0]) }, { u"transformer"_s, two(list.speedup.byWorkload[1]) } });
        speedup.insert(u"baseline"_s, list.speedup.baselineId);
        speedup.insert(u"baselineName"_s, list.speedup.baselineName);
        speedup.insert(u"text"_s, PartsListText::speedupLine(list.speedup));
    }
    QJsonArray checklist;
    for (const ChecklistItem &item : list.checklist) {
        QJsonObject o { { u"kind"_s, toString(item.kind) }, { u"text"_s, item.text } };
        QJsonArray gpus;
        for (int gpu : item.gpus)
            gpus.append(gpu);
        o.insert(u"gpus"_s, gpus);
        if (!item.command.isEmpty())
            o.insert(u"command"_s, item.command);
        if (item.value != 0)
            o.insert(u"value"_s, item.value);
        checklist.append(o);
    }
    QJsonArray slotMap;
    for (const SlotMapRow &row : list.slotMap) {
        QJsonObject o { { u"gpu"_s, row.gpu }, { u"id"_s, row.cardId }, { u"name"_s, row.cardName },
            { u"psu"_s, row.psu },
            { u"leads"_s,
                QJsonObject {
                    { u"pcie8"_s, row.leads.pcie8 }, { u"hpwr"_s, row.leads.hpwr }, { u"eps"_s, row.leads.eps } } },
            { u"slot"_s, row.slot ? QJsonValue(*row.slot) : QJsonValue(QJsonValue::Null) } };
        o.insert(u"riser"_s,
            row.riser ? QJsonValue(QJsonObject { { u"mount"_s, toString(row.riser->mount) },
                { u"gen"_s, row.riser->gen }, { u"lengthMm"_s, row.riser->lengthMm } })
                      : QJsonValue(QJsonValue::Null));
        slotMap.append(o);
    }
    const QJsonObject root { { u"format"_s, u"rigplan-parts-list"_s }, { u"version"_s, 1 },
        { u"name"_s, list.buildName }, { u"language"_s, list.language }, { u"lines"_s, lines },
        { u"totalUsd"_s, cents(list.totalUsd) }, { u"unpricedLines"_s, list.unpricedLines },
        { u"prices"_s, toString(list.prices) }, { u"priceBasis"_s, list.priceBasis },
        { u"staleLines"_s, list.staleLines }, { u"power"_s, power },
        { u"checks"_s,
            QJsonObject { { u"errors"_s, list.errors }, { u"warnings"_s, list.warnings }, { u"infos"_s, list.infos },
                { u"findings"_s, findings } } },
        { u"speedup"_s, speedup }, { u"checklist"_s, checklist }, { u"slotMap"_s, slotMap } };
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace RigPlan
