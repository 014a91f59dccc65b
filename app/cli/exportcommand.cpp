// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/exportcommand.h"

#include "app/cli/checkcommand.h"
#include "app/cli/estimatecommand.h"
#include "core/export/exportformat.h"
#include "core/export/partslist.h"
#include "core/export/pdf/pdfexport.h"
#include "core/io/buildfile.h"
#include "core/io/outputfile.h"
#include "core/partcatalog.h"
#include "core/resolvedbuild.h"
#include "core/rules/checker.h"
#include "ui/chassis/chassisrender.h"

#include <QApplication>
#include <QFileInfo>
#include <QIODevice>
#include <QLocale>

#include <cstring>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace RigPlan::Cli {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("RigPlan::Cli", text);
}

bool stdoutIsTerminal()
{
#ifdef Q_OS_UNIX
    return isatty(STDOUT_FILENO) != 0;
#else
    return false;
#endif
}

} // namespace

std::unique_ptr<QCoreApplication> makeApplication(int &argc, char **argv)
{
    // The options are not parsed yet (that needs the application): look for `export`, its `--format` and
    // `-o`. HTML and PDF embed the chassis drawing, Markdown written to a file links one.
    bool exporting = false, toFile = false;
    QByteArray format;
    for (int i = 1; i < argc; ++i) {
        const bool hasValue = i + 1 < argc;
        exporting = exporting || std::strcmp(argv[i], "export") == 0;
        if (std::strcmp(argv[i], "--format") == 0 && hasValue)
            format = argv[i + 1];
        if ((std::strcmp(argv[i], "-o") == 0 || std::strcmp(argv[i], "--output") == 0) && hasValue)
            toFile = std::strcmp(argv[i + 1], "-") != 0;
    }
    const std::optional<ExportFormat> f = exportFormatFromString(QString::fromLatin1(format));
    const bool drawing = exporting && f && (embedsPicture(*f) || (linksPicture(*f) && toFile));
    if (!drawing)
        return std::make_unique<QCoreApplication>(argc, argv);
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    return std::make_unique<QApplication>(argc, argv);
}

int runExport(const Options &options, const PartCatalog &catalog, QTextStream &out, QTextStream &err)
{
    if (options.arguments.size() != 1) {
        err << tr("export takes one build file (or - for standard input)") << '\n';
        return ExitBadInput;
    }
    const std::optional<ExportFormat> format = exportFormatFromString(options.format);
    if (!format) {
        err << u"--format: "_s << tr("must be one of: ") << allExportFormats().join(u", "_s) << '\n';
        return ExitBadInput;
    }
    // A PDF on a terminal is noise; piped (`| lpr`) it is what the user wants.
    const bool toStdout = options.output.isEmpty() || options.output == u"-";
    if (*format == ExportFormat::Pdf && toStdout && stdoutIsTerminal()) {
        err << u"--output: "_s << tr("a PDF needs -o FILE, or standard output sent to a file or a pipe") << '\n';
        return ExitBadInput;
    }
    std::optional<Build> read = readBuildOnCircuit(options, catalog, err);
    if (!read)
        return ExitBadInput;
    const Build build = std::move(*read);
    const LayeredCatalog parts(&catalog, build.parts);
    const std::optional<EstimateOptions> estimateOpts = estimateOptions(options, &parts, err);
    if (!estimateOpts)
        return ExitBadInput;
    const ResolvedBuild resolved = ResolvedBuild::resolve(build, catalog, Circuit::defaultForLocale(QLocale())).value();
    CheckOptions checkOptions;
    checkOptions.catalog = &parts;
    const CheckReport report = check(resolved, checkOptions);
    const Estimate speed = estimate(resolved, *estimateOpts);
    PartsList list = PartsList::make(resolved, report, speed, parts, options.lang);

    // The chassis drawing: HTML and PDF embed it; Markdown links a PNG written beside a regular file (a
    // device, a FIFO or standard output has no "beside"). makeApplication() made a QApplication for these.
    const OutputFile::Target target = toStdout ? OutputFile::Target {} : OutputFile::resolve(options.output);
    const bool linked = linksPicture(*format) && target.kind == OutputFile::Kind::ReplaceFile;
    if ((embedsPicture(*format) || linked) && qobject_cast<QApplication *>(QCoreApplication::instance())) {
        list.picture = Ui::ChassisRender::picture(
            Ui::ChassisRender::image(build, catalog, Circuit::defaultForLocale(QLocale())));
    }
    if (linked && !list.picture.png.isEmpty()) {
        const QString png = picturePathBeside(target.path);
        QString error;
        // The same care as -o itself, and one more: a file of that name RigPlan did not draw stays.
        if (!OutputFile::write(png, list.picture.png, &error, OutputRules::replacingOnly(pictureMark()))) {
            err << error << '\n';
            return ExitBadInput;
        }
        list.picture.link = QFileInfo(png).fileName();
    }
    const QByteArray bytes = *format == ExportFormat::Pdf ? exportPartsListPdf(list) : exportPartsList(list, *format);

    if (!toStdout) {
        QString error;
        if (!OutputFile::write(options.output, bytes, &error)) { // a file, a device, a FIFO: outputfile.h
            err << error << '\n';
            return ExitBadInput;
        }
        return ExitOk;
    }
    // Bytes as they are (UTF-8 text or PDF), not through the text stream's encoder; main checks that
    // they all arrived (standardstream.h).
    out.flush();
    out.device()->write(bytes);
    return ExitOk;
}

} // namespace RigPlan::Cli
