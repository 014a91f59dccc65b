// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/plancommand.h"

#include "app/cli/checkcommand.h"
#include "app/cli/estimatecommand.h"
#include "app/cli/pricebasis.h"
#include "core/partcatalog.h"
#include "core/plan/planjson.h"
#include "core/plan/planner.h"
#include "core/plan/plantext.h"
#include "core/valueranges.h"

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
    if (options.budget.isEmpty())
        problems << QStringLiteral("--budget: ") + tr("is required (the most you will spend, in USD)");
    else if (const std::optional<double> usd = numberOption(u"--budget", options.budget, Ranges::BudgetUsd, &problems))
        request->budgetUsd = *usd;
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
    if (!options.precision.isEmpty()) {
        if (const auto p = precisionFromString(options.precision))
            request->precision = *p;
        else
            problems << QStringLiteral("--precision: ") + tr("must be one of: ") + allPrecisions().join(u", ");
    }
    if (!options.circuit.isEmpty()) {
        const QStringList ids = options.circuit.split(u',');
        if (ids.size() > Ranges::PlanCircuits.max)
            problems << QStringLiteral("--circuit: ")
                    + tr("%1 circuits given; the planner uses at most %2 (one for each of up to two PSUs)")
                          .arg(ids.size())
                          .arg(Ranges::PlanCircuits.max);
        for (const QString &id : ids) {
            if (const auto c = Circuit::preset(id.trimmed()))
                request->circuits << *c;
            else
                problems << QStringLiteral("--circuit: ") + tr("unknown circuit %1").arg(id);
        }
    }
    if (!options.gpus.isEmpty()) {
        const QStringList range = options.gpus.split(u'-');
        QStringList bad;
        const std::optional<double> min = numberOption(u"--gpus", range.value(0), Ranges::PlanGpus, &bad);
        const std::optional<double> max
            = range.size() == 2 ? numberOption(u"--gpus", range.value(1), Ranges::PlanGpus, &bad) : min;
        if (range.size() > 2 || !min || !max || *min > *max)
            problems << QStringLiteral("--gpus: ") + tr("must be a count or a range within 1-8, such as 2-4");
        else
            std::tie(request->minGpus, request->maxGpus) = std::pair(roundToInt(*min), roundToInt(*max));
    }
    if (!options.minVram.isEmpty()) {
        if (const std::optional<double> gb
            = numberOption(u"--min-vram", options.minVram, Ranges::GpuMemoryGB, &problems))
            request->minVramGB = *gb;
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
        QStringList problems;
        const std::optional<double> n = numberOption(u"--top", options.top, Ranges::PlanTop, &problems);
        if (!n) {
            err << problems.join(u'\n') << '\n';
            return ExitBadInput;
        }
        top = roundToInt(*n);
    }
    const Circuit defaultCircuit = Circuit::defaultForLocale(QLocale());
    const PlanResult result = plan(catalog, request, defaultCircuit);
    if (options.json)
        out << QJsonDocument(withPriceBasis(planJson(result, request, catalog, defaultCircuit, top), catalog))
                   .toJson(QJsonDocument::Indented);
    else
        out << PlanText(result, request, catalog).report(top) << priceBasisLine(catalog);
    return result.results.empty() ? ExitFindings : ExitOk;
}

} // namespace RigPlan::Cli
