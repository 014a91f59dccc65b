// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

namespace RigPlan {

struct PartsList;

/** The parts-list formats of `rigplan-cli export --format` and File > Export (docs/export.md). */
enum class ExportFormat
{
    Csv,
    Markdown,
    BbCode,
    Text,
    Json,
    Html,
    Pdf
};

/** csv, md, bbcode, txt, json, html, pdf: the --format spelling, also the file suffix. */
QString toString(ExportFormat format);
std::optional<ExportFormat> exportFormatFromString(QStringView text);
QStringList allExportFormats();

/** Every format but PDF is text made by the core; PDF needs a QGuiApplication (core/export/pdf). */
bool isTextFormat(ExportFormat format);

/**
 * The formats that carry the chassis picture (PartsList::picture): HTML and PDF embed it, Markdown links
 * a PNG written beside the file (only when there is a file: standard output has no "beside").
 */
bool embedsPicture(ExportFormat format);
bool linksPicture(ExportFormat format);
/** Where the PNG a Markdown file at `exportFile` links is written: beside it, `NAME-chassis.png`. */
QString picturePathBeside(const QString &exportFile);
/** What the chassis PNG says made it (its "Software" text), so an export replaces only a picture RigPlan drew. */
inline constexpr char kPictureSoftware[] = "RigPlan chassis drawing";
/** The bytes of that text as a PNG stores it (a tEXt chunk): what OutputFile::write's ownMark looks for. */
QByteArray pictureMark();

/** The parts list in a text format, UTF-8. Empty for Pdf: use exportPartsListPdf (core/export/pdf). */
QByteArray exportPartsList(const PartsList &list, ExportFormat format);

} // namespace RigPlan
