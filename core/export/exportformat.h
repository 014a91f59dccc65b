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

/** The parts list in a text format, UTF-8. Empty for Pdf: use exportPartsListPdf (core/export/pdf). */
QByteArray exportPartsList(const PartsList &list, ExportFormat format);

} // namespace RigPlan
