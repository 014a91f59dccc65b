// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The HTML parts list: one standalone document with its CSS inline. It is also the source of the PDF
// (QTextDocument), so it keeps to the HTML and CSS subset Qt's rich text understands.
#include "core/export/formatters.h"
#include "core/export/partslist.h"

#include <algorithm>
#include <cmath>

namespace RigPlan {

using namespace Qt::StringLiterals;

namespace {

/** Untrusted or translated text as HTML: one line, every <, >, &, " escaped. */
QString h(const QString &text)
{
    return oneLine(text).toHtmlEscaped();
}

QString cell(const QString &tag, const QString &html, const QString &cssClass = {})
{
    return u'<' + tag + (cssClass.isEmpty() ? QString() : u" class=\""_s + cssClass + u'"') + u'>' + html + u"</"_s
        + tag + u'>';
}

/**
 * The chassis picture inline as a data: URI, so the file stays one standalone document. Shown at most
 * 680 CSS pixels wide (an A4 page's text width at 96 dpi is about 640-700); the image itself may have
 * more pixels, for print and high-density screens.
 */
QString picture(const PartsListPicture &picture)
{
    if (picture.png.isEmpty() || picture.widthPx <= 0 || picture.heightPx <= 0)
        return {};
    const int width = std::min(picture.widthPx, 680);
    const int height = std::max(1, int(std::lround(double(picture.heightPx) * width / picture.widthPx)));
    return u"<p><img src=\"data:image/png;base64,"_s + QString::fromLatin1(picture.png.toBase64()) + u"\" width=\""_s
        + QString::number(width) + u"\" height=\""_s + QString::number(height) + u"\" alt=\""_s
        + h(PartsListText::pictureText()) + u"\"></p>\n"_s;
}

QString slotMap(const QList<SlotMapRow> &rows)
{
    if (rows.isEmpty())
        return {};
    QString out = u"<h2>"_s + h(PartsListText::slotMapTitle())
        + u"</h2>\n<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\">\n<thead><tr>"_s
        + cell(u"th"_s, h(PartsListText::columnSlot()), u"num"_s)
        + cell(u"th"_s, h(PartsListText::columnCard()), u"word"_s)
        + cell(u"th"_s, h(PartsListText::columnRiser()), u"word"_s)
        + cell(u"th"_s, h(PartsListText::columnPsuLead()), u"word"_s) + u"</tr></thead>\n<tbody>\n"_s;
    for (const SlotMapRow &row : rows)
        out += u"<tr>"_s + cell(u"td"_s, h(PartsListText::slotCell(row)), u"num"_s)
            + cell(u"td"_s, h(PartsListText::cardCell(row))) + cell(u"td"_s, h(PartsListText::riserCell(row)))
            + cell(u"td"_s, h(PartsListText::psuLeadCell(row))) + u"</tr>\n"_s;
    return out + u"</tbody>\n</table>\n"_s;
}

} // namespace

QByteArray partsListHtml(const PartsList &list)
{
    const QString title
        = list.buildName.isEmpty() ? PartsListText::title() : PartsListText::title() + u": "_s + list.buildName;
    QString out;
    out += u"<!DOCTYPE html>\n<html lang=\""_s + list.language + u"\">\n<head>\n<meta charset=\"utf-8\">\n"_s;
    // Nothing in the file may load or run anything: styles inline, no scripts, no remote content.
    out += u"<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; img-src data:\">\n"_s;
    out += u"<title>"_s + h(title) + u"</title>\n"_s;
    // Chinese first where the text is Chinese: Han characters otherwise fall back to whichever CJK face the
    // system finds first (Qt picked Noto Sans CJK JP, whose glyph forms differ).
    const QString fonts = list.language == u"zh-CN"
        ? u"\"Noto Sans CJK SC\", \"Microsoft YaHei\", \"PingFang SC\", sans-serif"_s
        : u"\"DejaVu Sans\", Arial, \"Noto Sans CJK SC\", sans-serif"_s;
    out += u"<style>\nbody { font-family: "_s + fonts
        + u"; font-size: 10pt; color: #222; }\n"
          "h1 { font-size: 16pt; }\n"
          "h2 { font-size: 12pt; margin-top: 14pt; }\n"
          "table { border-collapse: collapse; }\n"
          "th, td { border: 1px solid #999; padding: 3px 6px; }\n"
          "th { background-color: #eee; text-align: left; }\n"
          ".num { text-align: right; white-space: nowrap; }\n"
          // Short cells keep on one line: QTextDocument (the PDF) otherwise squeezes a column below its
          // longest word and breaks it anywhere ("Motherboa rd"). Names and sentences still wrap at spaces.
          ".word { white-space: nowrap; }\n"
          ".checklist { list-style-type: none; }\n"
          ".error { color: #a00; }\n"
          ".warning { color: #a60; }\n"
          "code { font-family: monospace; }\n"
          "</style>\n</head>\n<body>\n"_s;
    out += u"<h1>"_s + h(title) + u"</h1>\n"_s;
    out += picture(list.picture);

    out += u"<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\">\n<thead><tr>"_s
        + cell(u"th"_s, h(PartsListText::columnKind()), u"word"_s) + cell(u"th"_s, h(PartsListText::columnName()))
        + cell(u"th"_s, h(PartsListText::columnId())) + cell(u"th"_s, h(PartsListText::columnQuantity()), u"num"_s)
        + cell(u"th"_s, h(PartsListText::columnUnitPrice()), u"num"_s)
        + cell(u"th"_s, h(PartsListText::columnLineTotal()), u"num"_s)
        + cell(u"th"_s, h(PartsListText::columnPriceKind()), u"word"_s) + u"</tr></thead>\n<tbody>\n"_s;
    for (const PartsListLine &line : list.lines) {
        const std::optional<double> total = line.lineTotalUsd();
        out += u"<tr>"_s + cell(u"td"_s, h(PartsListText::kindName(line.kind)), u"word"_s) + cell(u"td"_s, h(line.name))
            + cell(u"td"_s, h(line.id)) + cell(u"td"_s, QString::number(line.quantity), u"num"_s)
            + cell(
                u"td"_s, line.unitPriceUsd ? formatUsd(*line.unitPriceUsd) : h(PartsListText::priceUnknown()), u"num"_s)
            + cell(u"td"_s, total ? formatUsd(*total) : h(PartsListText::priceUnknown()), u"num"_s)
            + cell(u"td"_s, h(PartsListText::priceKind(line))) + u"</tr>\n"_s;
    }
    out += u"</tbody>\n<tfoot><tr><th colspan=\"5\">"_s + h(PartsListText::total()) + u"</th>"_s
        + cell(u"th"_s, formatUsd(list.totalUsd), u"num"_s) + cell(u"th"_s, QString()) + u"</tr></tfoot>\n</table>\n"_s;
    out += u"<p>"_s + h(PartsListText::pricedAt(list)) + u"</p>\n"_s;
    if (list.unpricedLines > 0)
        out += u"<p>"_s + h(PartsListText::unpriced(list.unpricedLines)) + u"</p>\n"_s;
    out += slotMap(list.slotMap);

    out += u"<h2>"_s + h(PartsListText::powerTitle())
        + u"</h2>\n<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\">\n"_s;
    for (const PartsListText::PowerRow &p : PartsListText::powerRows(list.power))
        out += u"<tr>"_s + cell(u"th"_s, h(p.label), u"word"_s) + cell(u"td"_s, h(p.value), u"num"_s) + u"</tr>\n"_s;
    out += u"</table>\n"_s;

    out += u"<h2>"_s + h(PartsListText::checksTitle()) + u"</h2>\n"_s;
    out += u"<p>"_s + h(PartsListText::checksCounts(list.errors, list.warnings, list.infos)) + u"</p>\n"_s;
    if (!list.findings.isEmpty()) {
        out += u"<ul>\n"_s;
        for (const PartsListFinding &f : list.findings)
            out += u"<li class=\""_s + h(f.severity) + u"\"><b>"_s + h(PartsListText::severityName(f.severity))
                + u"</b> <code>"_s + h(f.rule) + u"</code>: "_s + h(f.message) + u"</li>\n"_s;
        out += u"</ul>\n"_s;
    }
    if (list.findingsLeftOut > 0)
        out += u"<p>"_s + h(PartsListText::findingsLeftOut(list.findingsLeftOut)) + u"</p>\n"_s;

    out += u"<h2>"_s + h(PartsListText::speedupTitle()) + u"</h2>\n"_s;
    out += u"<p>"_s + h(PartsListText::speedupLine(list.speedup)) + u"</p>\n"_s;
    if (list.speedup.available)
        out += u"<p>"_s + h(PartsListText::speedupByWorkload(list.speedup)) + u"</p>\n"_s;

    if (!list.checklist.isEmpty()) {
        // One marker per item, the box: the list itself draws no bullet (inline too, for QTextDocument).
        out += u"<h2>"_s + h(PartsListText::checklistTitle())
            + u"</h2>\n<ul class=\"checklist\" style=\"list-style-type: none\">\n"_s;
        for (const ChecklistItem &item : list.checklist) {
            out += u"<li>&#9744; "_s + h(item.text);
            if (!item.command.isEmpty())
                out += u"<br><code>"_s + h(item.command) + u"</code>"_s;
            out += u"</li>\n"_s;
        }
        out += u"</ul>\n"_s;
    }
    out += u"</body>\n</html>\n"_s;
    return out.toUtf8();
}

} // namespace RigPlan
