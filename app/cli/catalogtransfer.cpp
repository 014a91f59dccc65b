// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/catalogtransfer.h"

#include "app/cli/checkcommand.h"
#include "core/io/outputfile.h"
#include "db/database.h"
#include "db/opendb/opendbimport.h"
#include "db/sqlpartcatalog.h"
#include "db/transfer/catalogtransfer.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace RigPlan::Cli {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("RigPlan::Cli", text);
}

bool needsDatabase(const Db::SqlPartCatalog *sql, const QString &subcommand, QTextStream &err)
{
    if (sql)
        return true;
    err << u"catalog "_s << subcommand << u": "_s
        << tr("--catalog FILE is read-only; your parts and prices are kept in the database (--db PATH)") << '\n';
    return false;
}

int printProblems(const QString &where, const Problems &problems, QTextStream &err)
{
    for (const Problem &p : problems) {
        // A problem inside the file is `FILE: path: what`; one about the file itself already names it.
        if (p.path.startsWith(where) || p.path.startsWith(u'/'))
            err << p.toString() << '\n';
        else
            err << where << u": "_s << p.toString() << '\n';
    }
    return ExitBadInput;
}

QJsonArray array(const QStringList &list)
{
    return QJsonArray::fromStringList(list);
}

int importOpenDb(const Options &options, Db::SqlPartCatalog *sql, QTextStream &out, QTextStream &err)
{
    std::optional<PartKind> only;
    if (!options.kind.isEmpty()) {
        only = partKindFromString(options.kind);
        if (!only) {
            err << u"--kind: "_s << tr("must be one of: ") << allPartKinds().join(u", "_s) << '\n';
            return ExitBadInput;
        }
    }
    Db::OpenDbImportReport report;
    Problems problems;
    if (!Db::OpenDbImport::run(*sql, options.opendb, only, &report, &problems))
        return printProblems(options.opendb, problems, err);
    if (options.json) {
        const QJsonObject o { { u"source"_s, u"BuildCores OpenDB"_s }, { u"license"_s, u"ODC-By-1.0"_s },
            { u"commit"_s, report.commit }, { u"added"_s, array(report.added) },
            { u"updated"_s, array(report.updated) }, { u"unchanged"_s, array(report.unchanged) },
            { u"keptEdits"_s, array(report.keptEdits) }, { u"unconfirmed"_s, array(report.unconfirmed) },
            { u"skipped"_s, array(report.skipped) } };
        QJsonObject withNote = o;
        if (!report.commitNote.isEmpty()) // why the source names no commit
            withNote.insert(u"commitNote"_s, report.commitNote);
        out << QJsonDocument(withNote).toJson(QJsonDocument::Indented);
        return ExitOk;
    }
    out << tr("BuildCores OpenDB (ODC-By 1.0)%1: %2 added, %3 updated, %4 unchanged, %5 skipped")
               .arg(report.commit.isEmpty() ? QString() : u" "_s + report.commit.left(12))
               .arg(report.added.size())
               .arg(report.updated.size())
               .arg(report.unchanged.size())
               .arg(report.skipped.size())
        << '\n';
    if (report.commit.isEmpty() && !report.commitNote.isEmpty())
        out << u"  "_s << tr("no commit recorded: %1").arg(report.commitNote) << '\n';
    if (!report.unconfirmed.isEmpty())
        out << tr("%1 part(s) are unconfirmed: OpenDB left fields empty (their notes name them; "
                  "boards need a slot map before cards can be placed)")
                   .arg(report.unconfirmed.size())
            << '\n';
    for (const QString &kept : report.keptEdits)
        out << u"  "_s << tr("kept your edits of %1").arg(kept) << '\n';
    for (const QString &skipped : report.skipped)
        out << u"  "_s << tr("skipped %1").arg(skipped) << '\n';
    return ExitOk;
}

} // namespace

int runCatalogExport(const Options &options, Db::SqlPartCatalog *sql, QTextStream &out, QTextStream &err)
{
    if (!needsDatabase(sql, u"export"_s, err))
        return ExitBadInput;
    if (options.arguments.size() != 2) {
        err << tr("catalog export takes one file to write (or - for standard output)") << '\n';
        return ExitBadInput;
    }
    const QString file = options.arguments[1];
    QByteArray data;
    QString error;
    if (!Db::CatalogTransfer::exportCatalog(*sql, &data, &error)) {
        err << sql->database().path() << u": "_s << error << '\n';
        return ExitBadInput;
    }
    if (file == u"-") {
        out << QString::fromUtf8(data);
        return ExitOk;
    }
    if (!OutputFile::write(file, data, &error)) { // a file, a device, a FIFO: outputfile.h
        err << error << '\n';
        return ExitBadInput;
    }
    const QJsonObject written = QJsonDocument::fromJson(data).object();
    out << tr("wrote %1 custom part(s) and %2 price(s) to %3")
               .arg(written.value(u"parts").toArray().size())
               .arg(written.value(Db::CatalogTransfer::kUserPrices).toArray().size())
               .arg(file)
        << '\n';
    return ExitOk;
}

int runCatalogImport(const Options &options, Db::SqlPartCatalog *sql, QTextStream &out, QTextStream &err)
{
    if (!needsDatabase(sql, u"import"_s, err))
        return ExitBadInput;
    if (!options.opendb.isEmpty()) {
        if (options.arguments.size() != 1) {
            err << tr("catalog import --opendb DIR takes no file") << '\n';
            return ExitBadInput;
        }
        return importOpenDb(options, sql, out, err);
    }
    if (options.arguments.size() != 2) {
        err << tr("catalog import takes one rigplan-catalog file (or - for standard input), or --opendb DIR") << '\n';
        return ExitBadInput;
    }
    const QString file = options.arguments[1];
    QByteArray data;
    QString error;
    if (!readInput(file, &data, &error)) {
        err << error << '\n';
        return ExitBadInput;
    }
    Db::CatalogImportReport report;
    Problems problems;
    if (!Db::CatalogTransfer::importCatalog(*sql, data, options.replace, &report, &problems))
        return printProblems(file, problems, err);
    if (options.json) {
        const QJsonObject o { { u"parts"_s,
                                  QJsonObject { { u"added"_s, array(report.addedParts) },
                                      { u"replaced"_s, array(report.replacedParts) },
                                      { u"unchanged"_s, array(report.unchangedParts) } } },
            { u"prices"_s,
                QJsonObject { { u"added"_s, array(report.addedPrices) },
                    { u"replaced"_s, array(report.replacedPrices) },
                    { u"unchanged"_s, array(report.unchangedPrices) } } } };
        out << QJsonDocument(o).toJson(QJsonDocument::Indented);
        return ExitOk;
    }
    out << tr("parts: %1 added, %2 replaced, %3 unchanged; prices: %4 added, %5 replaced, %6 unchanged")
               .arg(report.addedParts.size())
               .arg(report.replacedParts.size())
               .arg(report.unchangedParts.size())
               .arg(report.addedPrices.size())
               .arg(report.replacedPrices.size())
               .arg(report.unchangedPrices.size())
        << '\n';
    return ExitOk;
}

} // namespace RigPlan::Cli
