// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/export/exportaction.h"

#include "core/estimate/estimator.h"
#include "core/export/partslist.h"
#include "core/export/pdf/pdfexport.h"
#include "core/io/outputfile.h"
#include "ui/chassis/chassisrender.h"
#include "ui/document/builddocument.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>

namespace RigPlan::Ui {

using namespace Qt::StringLiterals;

namespace {

QString formatLabel(ExportFormat format)
{
    switch (format) {
    case ExportFormat::Csv:
        return ExportAction::tr("CSV spreadsheet");
    case ExportFormat::Markdown:
        return ExportAction::tr("Markdown table");
    case ExportFormat::BbCode:
        return ExportAction::tr("BBCode for forums");
    case ExportFormat::Text:
        return ExportAction::tr("Plain text");
    case ExportFormat::Json:
        return ExportAction::tr("JSON");
    case ExportFormat::Html:
        return ExportAction::tr("HTML page");
    case ExportFormat::Pdf:
        return ExportAction::tr("PDF document");
    }
    return {};
}

} // namespace

QStringList ExportAction::nameFilters()
{
    QStringList filters;
    for (const QString &name : allExportFormats())
        filters << formatLabel(*exportFormatFromString(name)) + u" (*."_s + name + u')';
    return filters;
}

std::optional<ExportFormat> ExportAction::formatFor(const QString &fileName, const QString &selectedFilter)
{
    if (const std::optional<ExportFormat> bySuffix = exportFormatFromString(QFileInfo(fileName).suffix().toLower()))
        return bySuffix;
    const QStringList filters = nameFilters();
    const qsizetype i = filters.indexOf(selectedFilter);
    return i >= 0 ? exportFormatFromString(allExportFormats().at(i)) : std::nullopt;
}

PartsList ExportAction::partsList(const BuildDocument &document, const QString &defaultBaseline)
{
    const ResolvedBuild &resolved = document.resolved();
    EstimateOptions options;
    options.catalog = &document.parts();
    options.baselineId = document.build().baseline.isEmpty() ? defaultBaseline : document.build().baseline;
    return PartsList::make(
        resolved, document.report(), estimate(resolved, options), document.parts(), QLocale().name());
}

namespace {

/**
 * Writes `bytes` to `fileName` whole or not at all, with the CLI's care (core/io/outputfile.h: never onto
 * the database or a build file this process read; a device stays a device); `error` says why not.
 */
bool writeWhole(const QString &fileName, const QByteArray &bytes, QString *error, const QByteArray &ownMark = {})
{
    return OutputFile::write(fileName, bytes, error, OutputRules::replacingOnly(ownMark));
}

} // namespace

PartsList ExportAction::withPicture(PartsList list, ExportFormat format, const BuildDocument &document)
{
    if (embedsPicture(format) || linksPicture(format))
        list.picture = ChassisRender::picture(ChassisRender::image(document));
    return list;
}

bool ExportAction::write(const PartsList &list, ExportFormat format, const QString &fileName, QString *error)
{
    PartsList written = list;
    if (linksPicture(format) && !list.picture.png.isEmpty()) {
        // Markdown links the drawing: a PNG beside the file, written first so the link never points nowhere.
        const QString png = picturePathBeside(fileName);
        if (!writeWhole(png, list.picture.png, error, pictureMark())) // a PNG RigPlan did not draw stays
            return false;
        written.picture.link = QFileInfo(png).fileName();
    }
    const QByteArray bytes
        = format == ExportFormat::Pdf ? exportPartsListPdf(written) : exportPartsList(written, format);
    return writeWhole(fileName, bytes, error);
}

void ExportAction::run(QWidget *parent, const BuildDocument &document, const QString &defaultBaseline)
{
    const QStringList filters = nameFilters();
    QString selected = filters.first();
    const QFileInfo source(document.fileName());
    const QString suggestion = document.fileName().isEmpty()
        ? QString(tr("parts-list") + u".csv"_s)
        : QString(source.absolutePath() + u'/' + source.completeBaseName() + u".csv"_s);
    QString fileName
        = QFileDialog::getSaveFileName(parent, tr("Export Parts List"), suggestion, filters.join(u";;"_s), &selected);
    if (fileName.isEmpty())
        return;
    const std::optional<ExportFormat> format = formatFor(fileName, selected);
    if (!format) {
        QMessageBox::warning(parent, tr("Cannot export"),
            tr("%1: the file name does not say which format to write.").arg(QDir::toNativeSeparators(fileName)));
        return;
    }
    if (QFileInfo(fileName).suffix().isEmpty())
        fileName += u'.' + toString(*format);
    QString error;
    if (!write(withPicture(partsList(document, defaultBaseline), *format, document), *format, fileName, &error)) {
        QMessageBox::warning(parent, tr("Cannot export"),
            tr("The parts list was not written. %1").arg(error)); // the error names the file
    }
}

} // namespace RigPlan::Ui
