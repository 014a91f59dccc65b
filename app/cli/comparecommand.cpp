// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/comparecommand.h"

#include "app/cli/checkcommand.h"
#include "app/cli/estimatecommand.h"
#include "app/cli/pricebasis.h"
#include "core/compare/comparison.h"
#include "core/compare/comparisonformat.h"
#include "core/io/buildfile.h"
#include "core/partcatalog.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QLocale>

namespace RigPlan::Cli {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("RigPlan::Cli", text);
}

} // namespace

int runCompare(const Options &options, const PartCatalog &catalog, QTextStream &out, QTextStream &err)
{
    const auto files = static_cast<int>(options.arguments.size());
    if (files < Comparison::kMinBuilds || files > Comparison::kMaxBuilds) {
        err << tr("compare takes %1 to %2 build files (%3 given)")
                   .arg(Comparison::kMinBuilds)
                   .arg(Comparison::kMaxBuilds)
                   .arg(files)
            << '\n';
        return ExitBadInput;
    }
    const QString format = options.format.isEmpty() ? u"text"_s : options.format;
    if (!options.json && format != u"text" && format != u"md") {
        err << QStringLiteral("--format: ") << tr("must be one of: text, md") << '\n';
        return ExitBadInput;
    }
    // --baseline is checked against the catalog; each build then looks it up over its own inline parts too.
    const std::optional<EstimateOptions> estimateOpts = estimateOptions(options, &catalog, err);
    if (!estimateOpts)
        return ExitBadInput;

    // Every file is read before anything is said, so all bad files are named at once.
    std::vector<Build> builds;
    QStringList labels;
    bool bad = false;
    for (const QString &file : options.arguments) {
        const std::optional<Build> loaded = readBuildArgument(file, catalog, true, err);
        if (!loaded) {
            bad = true;
            continue;
        }
        builds.push_back(*loaded);
        QString label = loaded->name.isEmpty() ? QFileInfo(file).completeBaseName() : loaded->name;
        if (labels.contains(label)) // two builds of one name: the file tells them apart
            label += u" ("_s + QFileInfo(file).fileName() + u')';
        labels << label;
    }
    if (bad)
        return ExitBadInput;

    std::vector<ComparisonEntry> entries;
    const Circuit circuit = Circuit::defaultForLocale(QLocale());
    for (std::size_t i = 0; i < builds.size(); ++i)
        entries.push_back(
            ComparisonEntry::evaluate(labels[qsizetype(i)], builds[i], catalog, circuit, {}, *estimateOpts));
    QString error;
    const std::optional<Comparison> comparison
        = Comparison::make(std::move(entries), estimateOpts->workload.value_or(WorkloadModel::Transformer), &error);
    if (!comparison) {
        err << error << '\n';
        return ExitBadInput;
    }
    if (options.json)
        out << QJsonDocument(withPriceBasis(ComparisonFormat::toJson(*comparison), catalog))
                   .toJson(QJsonDocument::Indented);
    else if (format == u"md")
        out << ComparisonFormat::toMarkdown(*comparison) << u'\n' << priceBasisLine(catalog);
    else
        out << ComparisonFormat::toText(*comparison) << priceBasisLine(catalog);
    return ExitOk;
}

} // namespace RigPlan::Cli
