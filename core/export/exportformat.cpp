// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/export/exportformat.h"

#include "core/export/formatters.h"

#include <QDir>
#include <QFileInfo>

namespace RigPlan {

using namespace Qt::StringLiterals;

QString toString(ExportFormat format)
{
    switch (format) {
    case ExportFormat::Csv:
        return u"csv"_s;
    case ExportFormat::Markdown:
        return u"md"_s;
    case ExportFormat::BbCode:
        return u"bbcode"_s;
    case ExportFormat::Text:
        return u"txt"_s;
    case ExportFormat::Json:
        return u"json"_s;
    case ExportFormat::Html:
        return u"html"_s;
    case ExportFormat::Pdf:
        return u"pdf"_s;
    }
    return {};
}

std::optional<ExportFormat> exportFormatFromString(QStringView text)
{
    for (ExportFormat f : { ExportFormat::Csv, ExportFormat::Markdown, ExportFormat::BbCode, ExportFormat::Text,
             ExportFormat::Json, ExportFormat::Html, ExportFormat::Pdf }) {
        if (text == toString(f))
            return f;
    }
    return std::nullopt;
}

QStringList allExportFormats()
{
    return { u"csv"_s, u"md"_s, u"bbcode"_s, u"txt"_s, u"json"_s, u"html"_s, u"pdf"_s };
}

bool isTextFormat(ExportFormat format)
{
    return format != ExportFormat::Pdf;
}

bool embedsPicture(ExportFormat format)
{
    return format == ExportFormat::Html || format == ExportFormat::Pdf;
}

bool linksPicture(ExportFormat format)
{
    return format == ExportFormat::Markdown;
}

QString picturePathBeside(const QString &exportFile)
{
    const QFileInfo file(exportFile);
    // "-chassis" keeps it apart from the export itself whatever that is called (even list.png).
    return file.dir().filePath(file.completeBaseName() + u"-chassis.png"_s);
}

QByteArray pictureMark()
{
    return QByteArray("tEXtSoftware") + '\0' + QByteArray(kPictureSoftware);
}

QByteArray exportPartsList(const PartsList &list, ExportFormat format)
{
    switch (format) {
    case ExportFormat::Csv:
        return partsListCsv(list);
    case ExportFormat::Markdown:
        return partsListMarkdown(list);
    case ExportFormat::BbCode:
        return partsListBbCode(list);
    case ExportFormat::Text:
        return partsListText(list);
    case ExportFormat::Json:
        return partsListJson(list);
    case ExportFormat::Html:
        return partsListHtml(list);
    case ExportFormat::Pdf:
        break;
    }
    return {};
}

QString oneLine(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (QChar c : text) {
        const char16_t u = c.unicode();
        if ((u >= 0x202A && u <= 0x202E) || (u >= 0x2066 && u <= 0x2069))
            continue;
        out += c.category() == QChar::Other_Control || u == 0x2028 || u == 0x2029 ? QChar(u' ') : c;
    }
    return out;
}

} // namespace RigPlan
