// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// rigplan-cli: the command line of shared/spec/cli.md. Core only: no widgets, no display.
#include "app/cli/catalogcommand.h"
#include "app/cli/checkcommand.h"
#include "app/cli/estimatecommand.h"
#include "app/cli/clioptions.h"
#include "core/io/catalogfile.h"
#include "core/partcatalog.h"

#include <QCoreApplication>
#include <QTextStream>
#include <QTranslator>

using namespace RigPlan;

namespace {

/** The parts `check` resolves ids against: --catalog FILE, else the catalog bundled with RigPlan. */
std::optional<InMemoryCatalog> loadCatalog(const Cli::Options &options, QTextStream &err)
{
    const QString file = options.catalogFile.isEmpty() ? QStringLiteral(":/catalog/catalog.json") : options.catalogFile;
    const CatalogLoadResult loaded = CatalogFile::readFile(file);
    if (!loaded.catalog) {
        for (const Problem &p : loaded.problems)
            err << file << QStringLiteral(": ") << p.toString() << '\n';
        return std::nullopt;
    }
    return InMemoryCatalog(loaded.catalog->parts);
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("rigplan"));
    QCoreApplication::setApplicationVersion(QStringLiteral(RIGPLAN_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);

    QString error;
    const std::optional<Cli::Options> options = Cli::OptionParser::parse(QCoreApplication::arguments(), &error);
    if (!options) {
        err << error << "\n\n" << Cli::OptionParser::helpText();
        return Cli::ExitBadInput;
    }
    QTranslator translator;
    if (!options->lang.isEmpty() && options->lang != u"en") {
        if (!translator.load(QStringLiteral(":/i18n/rigplan_%1.qm").arg(options->lang))) {
            err << QStringLiteral("--lang: ") << QCoreApplication::translate("main", "no translation for %1").arg(options->lang)
                << '\n';
            return Cli::ExitBadInput;
        }
        QCoreApplication::installTranslator(&translator);
    }
    if (options->help) {
        out << Cli::OptionParser::helpText();
        return Cli::ExitOk;
    }
    if (options->version) {
        out << QStringLiteral("rigplan-cli ") << QCoreApplication::applicationVersion() << '\n';
        return Cli::ExitOk;
    }
    const std::optional<InMemoryCatalog> catalog = loadCatalog(*options, err);
    if (!catalog)
        return Cli::ExitBadInput;
    if (options->command == u"check")
        return Cli::runCheck(*options, *catalog, out, err);
    if (options->command == u"estimate")
        return Cli::runEstimate(*options, *catalog, out, err);
    if (options->command == u"catalog")
        return Cli::runCatalog(*options, *catalog, out, err);
    err << QCoreApplication::translate("main", "unknown command %1").arg(options->command) << "\n\n"
        << Cli::OptionParser::helpText();
    return Cli::ExitBadInput;
}
