// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// rigplan-cli: the command line of shared/spec/cli.md. No display: the exports that carry the chassis drawing
// draw it on the offscreen platform (exportcommand.h).
#include "app/cli/catalogcommand.h"
#include "app/cli/checkcommand.h"
#include "app/cli/clioptions.h"
#include "app/cli/comparecommand.h"
#include "app/cli/estimatecommand.h"
#include "app/cli/exportcommand.h"
#include "app/cli/plancommand.h"
#include "app/cli/standardstream.h"
#include "core/io/catalogfile.h"
#include "core/partcatalog.h"
#include "core/pricedcatalog.h"
#include "db/database.h"
#include "db/sqlpartcatalog.h"

#include <QCoreApplication>
#include <QTextStream>
#include <QTranslator>

#include <unistd.h>

using namespace RigPlan;

namespace {

/** --catalog FILE: the parts of a catalog file instead of the database (the tests' fixed catalog). */
std::optional<InMemoryCatalog> loadCatalogFile(const QString &file, QTextStream &err)
{
    const CatalogLoadResult loaded = CatalogFile::readFile(file);
    if (!loaded.catalog) {
        for (const Problem &p : loaded.problems)
            err << file << QStringLiteral(": ") << p.toString() << '\n';
        return std::nullopt;
    }
    return InMemoryCatalog(loaded.catalog->parts);
}

/** --db PATH, else $RIGPLAN_DB, else the user's data directory; created and seeded on first use. */
bool openDatabase(Db::Database &database, const Cli::Options &options, QTextStream &err)
{
    const QString path = options.db.isEmpty() ? Db::Database::defaultPath() : options.db;
    if (database.open(path)) {
        if (database.rolledBackJournal())
            err << database.rolledBackMessage() << '\n';
        return true;
    }
    err << database.errorString() << '\n';
    if (database.openError() == Db::Database::OpenError::Corrupt)
        err << QCoreApplication::translate("main",
            "To start afresh, move the file aside (the RigPlan app offers to "
            "do it) or give another file with --db.")
            << '\n';
    return false;
}

/** JSON, an export or a catalog file on standard output: bytes for a program, passed as they are. */
bool writesBytes(const Cli::Options &options)
{
    if (options.json || options.command == u"export")
        return true;
    return options.command == u"catalog" && options.arguments.value(0) == u"export"
        && options.arguments.value(1) == u"-";
}

int run(QTextStream &out, QTextStream &err, Cli::StandardStream &stdoutDevice, QTranslator &translator)
{
    QString error;
    const std::optional<Cli::Options> options = Cli::OptionParser::parse(QCoreApplication::arguments(), &error);
    if (!options) {
        err << error << "\n\n" << Cli::OptionParser::helpText();
        return Cli::ExitBadInput;
    }
    stdoutDevice.setContent(
        writesBytes(*options) ? Cli::StandardStream::Content::Bytes : Cli::StandardStream::Content::TerminalText);
    if (!options->lang.isEmpty() && options->lang != u"en") {
        if (!translator.load(QStringLiteral(":/i18n/rigplan_%1.qm").arg(options->lang))) {
            err << QStringLiteral("--lang: ")
                << QCoreApplication::translate("main", "no translation for %1").arg(options->lang) << '\n';
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
    // Before the database: a typo should not create one.
    const QStringList commands { QStringLiteral("check"), QStringLiteral("estimate"), QStringLiteral("catalog"),
        QStringLiteral("compare"), QStringLiteral("export"), QStringLiteral("plan") };
    if (!commands.contains(options->command)) {
        err << QCoreApplication::translate("main", "unknown command %1").arg(options->command) << "\n\n"
            << Cli::OptionParser::helpText();
        return Cli::ExitBadInput;
    }

    Db::Database database;
    std::optional<Db::SqlPartCatalog> sqlCatalog;
    std::optional<InMemoryCatalog> fileCatalog;
    const PartCatalog *catalog = nullptr;
    if (!options->catalogFile.isEmpty()) {
        fileCatalog = loadCatalogFile(options->catalogFile, err);
        if (!fileCatalog)
            return Cli::ExitBadInput;
        catalog = &*fileCatalog;
    } else {
        if (!openDatabase(database, *options, err))
            return Cli::ExitBadInput;
        sqlCatalog.emplace(database);
        if (!sqlCatalog->load()) {
            err << sqlCatalog->errorString() << '\n';
            return Cli::ExitBadInput;
        }
        for (const QString &problem : sqlCatalog->storedProblems()) // a price no file could hold: said, not used
            err << problem << '\n';
        catalog = &*sqlCatalog;
    }
    // Every command that shows a price reads it through the price policy: --prices, else new; the user's
    // per-part choices (catalog choose) apply on top. Staleness is against today's date.
    std::optional<PriceChoice> choice = PriceChoice::New;
    if (!options->prices.isEmpty())
        choice = priceChoiceFromString(options->prices);
    if (!choice) {
        err << QStringLiteral("--prices: ") << QCoreApplication::translate("main", "must be new or used") << '\n';
        return Cli::ExitBadInput;
    }
    PricePolicy policy(*choice, QDate::currentDate());
    if (sqlCatalog)
        policy.setOverrides(sqlCatalog->priceChoices());
    const PricedCatalog priced(catalog, policy);
    if (options->command != u"catalog")
        catalog = &priced;
    // check and estimate resolve ids in this catalog plus the build file's own parts.
    if (options->command == u"check")
        return Cli::runCheck(*options, *catalog, out, err);
    if (options->command == u"estimate")
        return Cli::runEstimate(*options, *catalog, out, err);
    if (options->command == u"compare")
        return Cli::runCompare(*options, *catalog, out, err);
    if (options->command == u"export")
        return Cli::runExport(*options, *catalog, out, err);
    if (options->command == u"plan")
        return Cli::runPlan(*options, *catalog, out, err);
    return Cli::runCatalog(*options, *catalog, sqlCatalog ? &*sqlCatalog : nullptr, out, err);
}

/** Everything written is out of the text stream, and it all arrived: else exit 2, saying why. */
int finish(int code, QTextStream &out, QTextStream &err, const Cli::StandardStream &stdoutDevice)
{
    out.flush();
    if (!stdoutDevice.ok() || out.status() != QTextStream::Ok) {
        err << QCoreApplication::translate("main", "standard output: cannot be written: %1")
                   .arg(stdoutDevice.failure().isEmpty() ? QCoreApplication::translate("main", "the write failed")
                                                         : stdoutDevice.failure())
            << '\n';
        code = Cli::ExitBadInput;
    }
    err.flush();
    return code;
}

} // namespace

int main(int argc, char *argv[])
{
    const QList<int> closed = Cli::StandardStream::guardClosedDescriptors(); // before anything opens a file
    // QCoreApplication, except a QApplication (offscreen) for the exports that draw the chassis (html, pdf, md -o).
    const std::unique_ptr<QCoreApplication> app = Cli::makeApplication(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("rigplan"));
    QCoreApplication::setApplicationVersion(QStringLiteral(RIGPLAN_VERSION));
    // Every byte goes out through these: each write is checked, and text for a person is made terminal-safe.
    Cli::StandardStream stdoutDevice(STDOUT_FILENO, Cli::StandardStream::Content::TerminalText);
    Cli::StandardStream stderrDevice(STDERR_FILENO, Cli::StandardStream::Content::TerminalText);
    if (closed.contains(STDOUT_FILENO))
        stdoutDevice.markClosed(); // said at the end, on standard error: "standard output: cannot be written: …"
    QTextStream out(&stdoutDevice);
    QTextStream err(&stderrDevice);
    QTranslator translator; // outlives run(): finish() may still have something to say
    const int code = run(out, err, stdoutDevice, translator);
    return finish(code, out, err, stdoutDevice);
}
