// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/checkreportformat.h"

#include "core/build.h"
#include "core/report/buildprice.h"
#include "core/report/findingtext.h"
#include "core/report/powertext.h"
#include "core/rules/checker.h"
#include "core/valueranges.h"

#include <QJsonArray>
#include <QStringList>

#include <cmath>

namespace RigPlan {

using namespace Qt::StringLiterals;

namespace {

// Watts to the nearest watt and fractions to three places: the report is read by people and diffed.
double roundW(double w)
{
    return std::round(w);
}

double roundFraction(double f)
{
    return std::round(f * 1000.0) / 1000.0;
}

template<typename List> QJsonArray intArray(const List &values)
{
    QJsonArray out;
    for (int v : values)
        out.append(v);
    return out;
}

/** psu.connectors: each kind of lead, needed and available, with the cards it is short for. */
QJsonObject leadsJson(const PsuConnectorsDetails &d)
{
    const auto kind = [](const LeadCount &c, const GpuList *gpus) {
        QJsonObject o { { u"needed"_s, c.needed }, { u"available"_s, c.available } };
        if (gpus)
            o[u"gpus"] = intArray(*gpus);
        return o;
    };
    return QJsonObject { { u"boardEps"_s, kind(d.boardEps, nullptr) }, { u"pcie8"_s, kind(d.pcie8, &d.pcie8Gpus) },
        { u"hpwr"_s, kind(d.hpwr, &d.hpwrGpus) }, { u"cardEps"_s, kind(d.cardEps, &d.cardEpsGpus) } };
}

} // namespace

QJsonObject CheckReportFormat::fixJson(const Fix &fix, const QString &text)
{
    QJsonObject o { { u"action"_s, toString(fix.action) } };
    if (fix.gpu >= 0)
        o[u"gpu"] = fix.gpu;
    switch (fix.action) {
    case FixAction::MoveToSlot:
        o[u"slot"] = fix.slot;
        break;
    case FixAction::UseRiser:
        o[u"mount"] = fix.frame ? u"frame"_s : u"vertical"_s;
        break;
    case FixAction::SwapPart:
        o[u"part"] = fix.part;
        if (fix.psu >= 0)
            o[u"psu"] = fix.psu;
        break;
    case FixAction::SetPowerLimit:
        o[u"watts"] = fix.watts;
        break;
    case FixAction::MoveToPsu:
        o[u"psu"] = fix.psu;
        break;
    case FixAction::AddPsu:
    case FixAction::SetCircuit:
        if (!fix.circuit.isEmpty())
            o[u"circuit"] = fix.circuit;
        break;
    case FixAction::SetPcieGen:
        o[u"gen"] = fix.pcieGen;
        break;
    case FixAction::RemoveBridge:
        break;
    case FixAction::SetPsuSync:
        if (fix.part.isEmpty())
            o[u"method"] = u"separate-switches"_s;
        else
            o[u"adapter"] = fix.part;
        break;
    case FixAction::SetLlmJob:
        if (fix.llmMethod)
            o[u"method"] = toString(*fix.llmMethod);
        if (fix.llmParallel)
            o[u"parallel"] = toString(*fix.llmParallel);
        break;
    case FixAction::SetPowerLimits: {
        QJsonArray limits;
        for (qsizetype i = 0; i < fix.limitsW.size(); ++i)
            limits.append(QJsonObject { { u"gpu"_s, static_cast<int>(i) },
                { u"watts"_s, fix.limitsW[i] > 0 ? QJsonValue(fix.limitsW[i]) : QJsonValue() } }); // null: none
        o[u"limits"] = limits;
        if (fix.speedKept) // the optimiser's answer says what it keeps; the rules' even cut does not know
            o[u"speedKept"] = *fix.speedKept;
        break;
    }
    }
    o[u"text"] = text;
    return o;
}

QJsonObject CheckReportFormat::powerJson(const CheckReport &report)
{
    const PowerBudget &p = report.power;
    QJsonObject o { { u"gpuW"_s, roundW(p.gpuW) }, { u"cpuW"_s, roundW(p.cpuW) }, { u"otherW"_s, roundW(p.otherW) },
        { u"dcW"_s, roundW(p.dcW) }, { u"psuW"_s, roundW(p.psuW) }, { u"psuLoad"_s, roundFraction(p.psuLoad) },
        { u"transientW"_s, roundW(p.transientW) }, { u"wallW"_s, roundW(p.wallW) },
        { u"circuitW"_s, roundW(p.circuitW) }, { u"circuitLoad"_s, roundFraction(p.circuitLoad) } };
    if (p.psus.size() > 1 || p.circuits.size() > 1) {
        QJsonArray psus;
        for (const PsuPower &psu : p.psus) {
            psus.append(QJsonObject { { u"dcW"_s, roundW(psu.loadW) }, { u"psuW"_s, roundW(psu.ratingW) },
                { u"psuLoad"_s, roundFraction(psu.loadFraction) }, { u"transientW"_s, roundW(psu.transientW) },
                { u"wallW"_s, roundW(psu.wallW) } });
        }
        QJsonArray circuits;
        for (const CircuitPower &c : p.circuits) {
            circuits.append(QJsonObject { { u"wallW"_s, roundW(c.wallW) }, { u"circuitW"_s, roundW(c.limitW) },
                { u"circuitLoad"_s, roundFraction(c.loadFraction) } });
        }
        o[u"psus"] = psus;
        o[u"circuits"] = circuits;
    }
    return o;
}

QJsonObject CheckReportFormat::toJson(const CheckReport &report, const FindingText &text)
{
    QJsonArray findings;
    for (const Finding &f : report.findings) {
        QJsonArray fixes;
        for (const Fix &fix : f.fixes)
            fixes.append(fixJson(fix, text.fix(f, fix)));
        QJsonObject finding { { u"rule"_s, ruleIdString(f.rule) }, { u"severity"_s, toString(f.severity()) },
            { u"message"_s, text.message(f) }, { u"gpus"_s, intArray(f.gpus) },
            { u"slots"_s, intArray(f.slotPositions) }, { u"fixes"_s, fixes } };
        if (const auto *leads = f.detailIf<PsuConnectorsDetails>())
            finding[u"leads"] = leadsJson(*leads); // added: what is short, by kind of lead
        findings.append(finding);
    }
    QJsonObject out { { u"ok"_s, report.ok() }, { u"errors"_s, report.count(Severity::Error) },
        { u"warnings"_s, report.count(Severity::Warning) }, { u"infos"_s, report.count(Severity::Info) },
        { u"findings"_s, findings }, { u"power"_s, powerJson(report) } };
    if (report.risersNeeded) // every report checked with fixes, as the CLI's and the GUI's are
        out[u"risersNeeded"] = *report.risersNeeded;
    return out;
}

QString CheckReportFormat::priceText(const BuildPrice &price)
{
    if (!price.priceUsd())
        return tr("Parts: no price known.") + u'\n';
    QString out
        = tr("Parts: %1 USD (every part, risers and the PSU sync adapter included).").arg(usdAmount(price.totalUsd));
    if (price.unpricedLines > 0)
        out += u' ' + tr("%n line(s) have no known price and are not in the total.", nullptr, price.unpricedLines);
    return out + u'\n';
}

QString CheckReportFormat::powerText(const CheckReport &report, const ResolvedBuild &build)
{
    const PowerBudget &p = report.power;
    if (p.psus.size() <= 1 && p.circuits.size() <= 1) {
        return tr("Power: %1 W DC (GPUs %2 W, CPU %3 W, other %4 W); PSUs %5 W at %6% load; about %7 W at the "
                  "wall, %8% of the circuit's %9 W.")
                   .arg(roundToInt(p.dcW))
                   .arg(roundToInt(p.gpuW))
                   .arg(roundToInt(p.cpuW))
                   .arg(roundToInt(p.otherW))
                   .arg(roundToInt(p.psuW))
                   .arg(roundToInt(p.psuLoad * 100))
                   .arg(roundToInt(p.wallW))
                   .arg(roundToInt(p.circuitLoad * 100))
                   .arg(roundToInt(p.circuitW))
            + u'\n';
    }
    // Several PSUs or circuits: each against its own limit (the worst load over the sum of the limits
    // would read as a figure of the whole build and be none).
    QString out = tr("Power: %1 W DC (GPUs %2 W, CPU %3 W, other %4 W); about %5 W at the wall.")
                      .arg(roundToInt(p.dcW))
                      .arg(roundToInt(p.gpuW))
                      .arg(roundToInt(p.cpuW))
                      .arg(roundToInt(p.otherW))
                      .arg(roundToInt(p.wallW))
        + u'\n';
    QStringList psus, circuits;
    for (const UnitLoad &psu : PowerText::psuLoads(p))
        psus << PowerText::psuLine(psu);
    for (const UnitLoad &circuit : PowerText::circuitLoads(p, build))
        circuits << PowerText::circuitLine(circuit);
    if (!psus.isEmpty())
        out += u"  "_s + PowerText::joined(psus) + u'\n';
    out += u"  "_s + PowerText::joined(circuits) + u'\n';
    return out;
}

QString CheckReportFormat::toText(
    const CheckReport &report, const FindingText &text, const QString &buildName, const QString &afterPower)
{
    QString out;
    out += buildName.isEmpty() ? tr("Build check") : tr("Build check: %1").arg(buildName);
    out += u'\n';
    out += powerText(report, text.build());
    out += afterPower;
    if (report.risersNeeded.value_or(0) > 0)
        out += tr("%n card(s) cannot sit directly in this board and case and need risers.", nullptr,
                   *report.risersNeeded)
            + u'\n';
    if (report.findings.empty()) {
        out += tr("No problems found.") + u'\n';
        return out;
    }
    for (Severity severity : { Severity::Error, Severity::Warning, Severity::Info }) {
        const int n = report.count(severity);
        if (n == 0)
            continue;
        out += u'\n' + FindingText::severityTitle(severity) + u" ("_s + QString::number(n) + u")\n"_s;
        for (const Finding &f : report.findings) {
            if (f.severity() != severity)
                continue;
            out += u"  ["_s + ruleIdString(f.rule) + u"] "_s + text.message(f) + u'\n';
            for (const Fix &fix : f.fixes)
                out += u"      "_s + tr("fix:") + u' ' + text.fix(f, fix) + u'\n';
        }
    }
    return out;
}

} // namespace RigPlan
