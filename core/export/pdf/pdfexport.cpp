// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/export/pdf/pdfexport.h"

#include "core/export/exportformat.h"
#include "core/export/partslist.h"

#include <QBuffer>
#include <QFont>
#include <QPageSize>
#include <QPdfWriter>
#include <QTextDocument>

namespace RigPlan {

using namespace Qt::StringLiterals;

namespace {

/**
 * Text of at most `max` characters: a longer one keeps its start and its end around "[…]". Names come from
 * files people share and have no length limit; a printed page shows about 4000 characters.
 */
QString elided(const QString &text, qsizetype max)
{
    if (text.size() <= max)
        return text;
    qsizetype head = max * 3 / 4, tail = max - head;
    if (text[head - 1].isHighSurrogate())
        --head; // never split a surrogate pair
    if (text[text.size() - tail].isLowSurrogate())
        --tail;
    return text.left(head) + u" […] "_s + text.right(tail);
}

/**
 * The list with every text bounded for print. QTextDocument lays a paragraph out and draws it page by
 * page, and each page it spans costs the whole paragraph again (QTextLayout::draw itemizes all of its
 * text), so one long paragraph costs time and memory quadratic in its length: a build with a name of
 * 1.2 MB took over a minute. Bounded, a paragraph spans at most about a page.
 */
PartsList boundedForPrint(PartsList list)
{
    constexpr qsizetype kName = 200, kText = 1200; // characters; a message holds up to three names
    // Findings come sorted, errors first: the first hundred say what is wrong. A file of 256 cards had
    // 15,000 (every pair sharing a slot) and printed 765 pages in a minute; the JSON keeps them all.
    constexpr qsizetype kFindings = 100;
    if (list.findings.size() > kFindings) {
        list.findingsLeftOut = static_cast<int>(list.findings.size() - kFindings);
        list.findings.resize(kFindings);
    }
    list.buildName = elided(list.buildName, kName);
    for (PartsListLine &line : list.lines)
        line.name = elided(line.name, kName);
    for (PartsListFinding &f : list.findings)
        f.message = elided(f.message, kText);
    for (ChecklistItem &item : list.checklist)
        item.text = elided(item.text, kText);
    for (SlotMapRow &row : list.slotMap) {
        row.cardName = elided(row.cardName, kName);
        row.psuName = elided(row.psuName, kName);
    }
    list.speedup.baselineName = elided(list.speedup.baselineName, kName);
    return list;
}

} // namespace

QByteArray exportPartsListPdf(const PartsList &fullList)
{
    const PartsList list = boundedForPrint(fullList);
    QTextDocument document;
    // Fonts come from the HTML's CSS, which names Noto Sans CJK SC for Chinese (fonts-noto-cjk, scripts/deps.sh).
    QFont font = document.defaultFont();
    font.setPointSizeF(10);
    document.setDefaultFont(font);
    document.setHtml(QString::fromUtf8(exportPartsList(list, ExportFormat::Html)));

    QByteArray pdf;
    QBuffer buffer(&pdf);
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setResolution(300);
        writer.setTitle(list.buildName.isEmpty() ? PartsListText::title() : list.buildName);
        writer.setCreator(u"RigPlan"_s);
        // print() breaks an unpaginated document into pages of the writer's size with a 2 cm margin and
        // numbers them at the foot (QTextDocument::print).
        document.print(&writer);
    } // the writer finishes the file when it goes
    return pdf;
}

} // namespace RigPlan
