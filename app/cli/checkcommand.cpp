// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/checkcommand.h"

#include "app/cli/estimatecommand.h"
#include "app/cli/pricebasis.h"
#include "core/estimate/estimatejson.h"
#include "core/estimate/estimatetext.h"
#include "core/io/buildfile.h"
#include "core/io/inputfiles.h"
#include "core/io/strictjson.h"
#include "core/partcatalog.h"
#include "core/plan/optimisedlimits.h"
#include "core/report/buildprice.h"
#include "core/report/checkreportformat.h"
#include "core/report/findingtext.h"
#include "core/resolvedbuild.h"
#include "core/rules/checker.h"
#include "core/valueranges.h"

#include <QFile>
#include <QJsonDocument>
#include <QLocale>

namespace RigPlan::Cli {

bool readInput(const QString &file, QByteArray *data, QString *error)
{
    if (file != u"-")
        return readFileAtMost(file, data, error); // in chunks: /dev/zero and pipes stop at the cap
    QFile in;
    if (!in.open(stdin, QIODevice::ReadOnly)) {
        *error = QCoreApplication::translate("RigPlan::Cli", "%1: cannot be read: %2").arg(file, in.errorString());
        return false;
    }
    // `export - -o b.rigbuild < b.rigbuild`: standard input redirected from a file is an input file too.
    InputFiles::noteDescriptor(
        in.handle(), QCoreApplication::translate("RigPlan::Cli", "standard input"), InputFiles::Role::Input);
    return readAtMost(in, kMaxInputBytes, file, data, error);
}

std::optional<Build> readBuildArgument(
    const QString &file, const PartCatalog &catalog, bool requireChassis, QTextStream &err)
{
    QByteArray data;
    QString error;
    if (!readInput(file, &data, &error)) {
        err << error << '\n';
        return std::nullopt;
    }
    BuildLoadResult loaded = BuildFile::read(data, catalog, requireChassis);
    if (!loaded.ok()) {
        for (const Problem &p : loaded.problems)
            err << file << QStringLiteral(": ") << p.toString() << '\n';
        return std::nullopt;
    }
    return std::move(*loaded.build);
}

bool circuitOption(const Options &options, std::optional<Circuit> *circuit, QTextStream &err)
{
    circuit->reset();
    if (options.circuit.isEmpty())
        return true;
    if (options.circuit.contains(u',')) {
        // --circuit given twice: refused, never the last one silently.
        err << QStringLiteral("--circuit: ")
            << QCoreApplication::translate("RigPlan::Cli",
                   "one circuit here (every PSU is checked on it); a build's own \"circuits\" give more")
            << '\n';
        return false;
    }
    *circuit = Circuit::preset(options.circuit);
    if (*circuit)
        return true;
    QStringList ids;
    for (const Circuit &c : Circuit::presets())
        ids << c.presetId;
    err << QStringLiteral("--circuit: ") << QCoreApplication::translate("RigPlan::Cli", "must be one of: ")
        << ids.join(QStringLiteral(", ")) << '\n';
    return false;
}

void useCircuit(Build &build, const Circuit &circuit)
{
    build.circuit = circuit;
    for (Circuit &c : build.circuits)
        c = circuit;
}

std::optional<Build> readBuildOnCircuit(const Options &options, const PartCatalog &catalog, QTextStream &err)
{
    std::optional<Circuit> circuit;
    if (!circuitOption(options, &circuit, err))
        return std::nullopt;
    std::optional<Build> build = readBuildArgument(options.arguments.first(), catalog, true, err);
    if (build && circuit)
        useCircuit(*build, *circuit);
    return build;
}

int runCheck(const Options &options, const PartCatalog &catalog, QTextStream &out, QTextStream &err)
{
    const auto tr = [](const char *text) { return QCoreApplication::translate("RigPlan::Cli", text); };
    if (options.arguments.size() != 1) {
        err << tr("check takes one build file (or - for standard input)") << '\n';
        return ExitBadInput;
    }
    std::optional<Build> read = readBuildOnCircuit(options, catalog, err);
    if (!read)
        return ExitBadInput;
    const Build build = std::move(*read);
    const ResolvedBuild resolved = ResolvedBuild::resolve(build, catalog, Circuit::defaultForLocale(QLocale())).value();
    const LayeredCatalog parts(&catalog, build.parts);
    const std::optional<EstimateOptions> estimateOpts = estimateOptions(options, &parts, err);
    if (!estimateOpts)
        return ExitBadInput;
    CheckOptions checkOptions;
    checkOptions.catalog = &parts;
    CheckReport report = check(resolved, checkOptions);
    offerOptimisedLimits(report, resolved, checkOptions);
    Estimate speed = estimate(resolved, *estimateOpts);
    // The price every export and compare show: risers and the PSU sync adapter counted (core/report/buildprice.h).
    const BuildPrice price = BuildPrice::of(resolved, parts);
    speed.priceUsd = price.priceUsd();
    speed.perKUsd = speed.priceUsd && *speed.priceUsd > 0 && speed.speedup > 0
        ? std::optional(speed.speedup / (*speed.priceUsd / 1000.0))
        : std::nullopt;
    const FindingText text(resolved, &parts);
    if (options.json) {
        QJsonObject json = CheckReportFormat::toJson(report, text);
        json.insert(QStringLiteral("estimate"), withPriceBasis(estimateJson(speed, resolved), catalog));
        out << QJsonDocument(json).toJson(QJsonDocument::Indented);
    } else {
        // The price and the estimate's one line go under the power lines, before the findings.
        out << CheckReportFormat::toText(report, text, build.name,
            CheckReportFormat::priceText(price) + EstimateText(speed, resolved).summary() + u'\n');
    }
    return report.ok() ? ExitOk : ExitFindings;
}

} // namespace RigPlan::Cli
