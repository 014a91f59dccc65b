// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/plancommand.h"

#include "app/cli/checkcommand.h"
#include "app/cli/estimatecommand.h"
#include "core/partcatalog.h"
#include "core/plan/planjson.h"
#include "core/plan/planner.h"
#include "core/plan/plantext.h"

#include <QJsonDocument>
#include <QLocale>

namespace RigPlan::Cli {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("RigPlan::Cli", text);
}

} // namespace

bool planRequest(const Options &options, const PartCatalog &catalog, PlanRequest *request, QTextStream &err)
{
    QStringList problems;
    bool ok = false;
    if (options.budget.isEmpty()) {
        problems << QStringLiteral("--budget: ") + tr("is required (the most you will spend, in USD)");
    } else {
        request->budgetUsd = options.budget.toDouble(&ok);
        if (!ok || request->budgetUsd <= 0)
            problems << QStringLiteral("--budget: ")
                    + tr("must be a positive number of USD, not %1").arg(options.budget);
    }
    if (!options.workload.isEmpty()) {
        if (const auto w = workloadIdFromString(options.workload)) {
            request->workload = w->family;
            request->benchmark = w->benchmark;
        } else {
            problems << QStringLiteral("--workload: ") + tr("must be one of: %1").arg(workloadIds().join(u", "));
        }
    }
    request->llm = llmJobOption(options, &problems);
    if (request->llm && !request->benchmark)
        request->benchmark = Benchmark::Llm;
    if (request->benchmark == Benchmark::Llm && !request->llm)
        problems << QStringLiteral("--params-b: ") + tr("required with --workload llm");
    if (!options.precision.isEmpty()) {
        if (const auto p = precisionFromString(options.precision))
            request->precision = *p;
        else
            problems << QStringLiteral("--precision: ") + tr("must be one of: ") + allPrecisions().join(u", ");
    }
    if (!options.circuit.isEmpty()) {
        for (const QString &id : options.circuit.split(u',')) {
            if (const auto c = Circuit::preset(id.trimmed()))
                request->circuits << *c;
            else
                problems << QStringLiteral("--circuit: ") + tr("unknown circuit %1").arg(id);
        }
    }
    if (!options.gpus.isEmpty()) {
        const QStringList range = options.gpus.split(u'-');
        bool okMin = false, okMax = false;
        const int min = range.value(0).toInt(&okMin);
        const int max = range.size() == 2 ? range.value(1).toInt(&okMax) : min;
        if (range.size() > 2 || !okMin || (range.size() == 2 && !okMax) || min < 1 || max > 8 || min > max)
            problems << QStringLiteral("--gpus: ") + tr("must be a count or a range within 1-8, such as 2-4");
        else
            std::tie(request->minGpus, request->maxGpus) = std::pair(min, max);
    }
    if (!options.minVram.isEmpty()) {
        request->minVramGB = options.minVram.toDouble(&ok);
        if (!ok || request->minVramGB < 0)
            problems << QStringLiteral("--min-vram: ") + tr("must be a number of GB");
    }
    const auto fixedPart = [&](const QString &id, PartKind kind, const char *option, QString *into) {
        if (id.isEmpty())
            return;
        const PartPtr p = catalog.find(id);
        if (!p || p->kind() != kind)
            problems << QString::fromLatin1(option) + QStringLiteral(": ")
                    + tr("no %1 with id %2 in the catalog").arg(toString(kind), id);
        else if (!p->priceUsd)
            problems << QString::fromLatin1(option) + QStringLiteral(": ")
                    + tr("%1 has no price; give it one with catalog price").arg(id);
        else
            *into = id;
    };
    fixedPart(options.caseId, PartKind::Case, "--case", &request->caseId);
    fixedPart(options.boardId, PartKind::Board, "--board", &request->boardId);
    fixedPart(options.psuId, PartKind::Psu, "--psu", &request->psuId);
    request->allowRisers = options.allowRisers;
    request->baselineId = options.baseline;
    for (const QString &p : problems)
        err << p << '\n';
    return problems.isEmpty();
}

int runPlan(const Options &options, const PartCatalog &catalog, QTextStream &out, QTextStream &err)
{
    if (!options.arguments.isEmpty()) {
        err << tr("plan takes no file; give the budget and the limits as options") << '\n';
        return ExitBadInput;
    }
    PlanRequest request;
    if (!planRequest(options, catalog, &request, err))
        return ExitBadInput;
    int top = 10;
    if (!options.top.isEmpty()) {
        bool ok = false;
        top = options.top.toInt(&ok);
        if (!ok || top < 1) {
            err << QStringLiteral("--top: ") << tr("must be a positive number of results") << '\n';
            return ExitBadInput;
        }
    }
    const Circuit defaultCircuit = Circuit::defaultForLocale(QLocale());
    const PlanResult result = plan(catalog, request, defaultCircuit);
    if (options.json)
        out << QJsonDocument(planJson(result, request, catalog, defaultCircuit, top)).toJson(QJsonDocument::Indented);
    else
        out << PlanText(result, request, catalog).report(top);
    return result.results.empty() ? ExitFindings : ExitOk;
}

} // namespace RigPlan::Cli
