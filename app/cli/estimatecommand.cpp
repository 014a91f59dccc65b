// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/estimatecommand.h"

#include "app/cli/checkcommand.h"
#include "app/cli/pricebasis.h"
#include "core/estimate/estimatejson.h"
#include "core/estimate/estimatetext.h"
#include "core/io/buildfile.h"
#include "core/partcatalog.h"
#include "core/resolvedbuild.h"
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

std::optional<LlmJob> llmJobOption(const Options &options, QStringList *problems)
{
    const std::optional<WorkloadId> workload = workloadIdFromString(options.workload);
    const bool llmWorkload = workload && workload->benchmark == Benchmark::Llm;
    QString llmFlag; // the first LLM option given, for the message
    for (const QString &flag : options.given) {
        if (flag == u"--params-b" || flag == u"--method" || flag == u"--parallel") {
            llmFlag = flag;
            break;
        }
    }
    if (llmFlag.isEmpty()) {
        if (llmWorkload) // else the LLM job is silently missing from the output
            *problems << QStringLiteral("--params-b: ") + tr("required with --workload llm (billions of parameters)");
        return std::nullopt;
    }
    if (!options.workload.isEmpty() && workload && !llmWorkload) { // a typo must not turn a CNN run into an LLM one
        *problems << llmFlag + QStringLiteral(": ")
                + tr("is an LLM job's option; --workload %1 is not an LLM job (use --workload llm)")
                      .arg(options.workload);
        return std::nullopt;
    }
    LlmJob job;
    if (!options.given.contains(QStringLiteral("--params-b")))
        *problems << QStringLiteral("--params-b: ") + tr("required for an LLM job (billions of parameters)");
    else if (options.paramsB.isEmpty())
        *problems << QStringLiteral("--params-b: ") + tr("needs a number (billions of parameters), not an empty value");
    else if (const std::optional<double> b = numberOption(u"--params-b", options.paramsB, Ranges::ParamsB, problems))
        job.paramsB = *b;
    const QStringList methods { QStringLiteral("full"), QStringLiteral("lora"), QStringLiteral("qlora") };
    if (!options.method.isEmpty()) {
        if (const qsizetype m = methods.indexOf(options.method); m >= 0)
            job.method = static_cast<LlmMethod>(m);
        else
            *problems << QStringLiteral("--method: ") + tr("must be one of: %1").arg(methods.join(u", "));
    }
    const QStringList strategies { QStringLiteral("auto"), QStringLiteral("ddp"), QStringLiteral("fsdp"),
        QStringLiteral("tensor"), QStringLiteral("pipeline") };
    if (!options.parallel.isEmpty()) {
        if (const qsizetype p = strategies.indexOf(options.parallel); p >= 0)
            job.parallel = static_cast<LlmParallel>(p);
        else
            *problems << QStringLiteral("--parallel: ") + tr("must be one of: %1").arg(strategies.join(u", "));
    }
    return job;
}

std::optional<EstimateOptions> estimateOptions(const Options &options, const PartCatalog *catalog, QTextStream &err)
{
    EstimateOptions o;
    o.catalog = catalog;
    if (!options.workload.isEmpty()) {
        const std::optional<WorkloadId> id = workloadIdFromString(options.workload);
        if (!id) {
            err << QStringLiteral("--workload: ") << tr("must be one of: %1").arg(workloadIds().join(u", ")) << '\n';
            return std::nullopt;
        }
        o.workload = id->family;
        o.benchmark = id->benchmark;
    }
    if (!options.precision.isEmpty()) {
        o.precision = precisionFromString(options.precision);
        if (!o.precision) {
            err << QStringLiteral("--precision: ") << tr("must be one of: ")
                << allPrecisions().join(QStringLiteral(", ")) << '\n';
            return std::nullopt;
        }
    }
    if (!options.baseline.isEmpty()) {
        const PartPtr part = catalog ? catalog->find(options.baseline) : nullptr;
        if (!part || !part->gpu()) {
            err << QStringLiteral("--baseline: ") << tr("no GPU with id '%1'").arg(options.baseline) << '\n';
            return std::nullopt;
        }
        o.baselineId = options.baseline;
    }
    QStringList problems;
    o.llm = llmJobOption(options, &problems);
    if (o.llm && !o.benchmark)
        o.benchmark = Benchmark::Llm; // --params-b alone asks for the LLM estimate
    for (const QString &p : problems)
        err << p << '\n';
    if (!problems.isEmpty())
        return std::nullopt;
    return o;
}

int runEstimate(const Options &options, const PartCatalog &catalog, QTextStream &out, QTextStream &err)
{
    if (options.arguments.size() != 1) {
        err << tr("estimate takes one build file (or - for standard input)") << '\n';
        return ExitBadInput;
    }
    // The estimate needs only the GPUs: a file without case, board, CPU or PSUs is fine.
    const std::optional<Build> loaded = readBuildArgument(options.arguments.first(), catalog, false, err);
    if (!loaded)
        return ExitBadInput;
    const Build &build = *loaded;
    const LayeredCatalog parts(&catalog, build.parts);
    const std::optional<EstimateOptions> estimateOpts = estimateOptions(options, &parts, err);
    if (!estimateOpts)
        return ExitBadInput;
    const ResolvedBuild resolved = ResolvedBuild::resolve(build, catalog, Circuit::defaultForLocale(QLocale())).value();
    const Estimate e = estimate(resolved, *estimateOpts);
    if (options.json)
        out << QJsonDocument(withPriceBasis(estimateJson(e, resolved), catalog)).toJson(QJsonDocument::Indented);
    else
        out << EstimateText(e, resolved).report(build.name) << priceBasisLine(catalog);
    return ExitOk;
}

} // namespace RigPlan::Cli
