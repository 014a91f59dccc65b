// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Markdown parts list: GitHub-flavoured tables and a task list, what forums and issue trackers render.
#include "core/export/formatters.h"
#include "core/export/partslist.h"

#include <QUrl>

namespace RigPlan {

using namespace Qt::StringLiterals;

QString markdownEscaped(const QString &raw)
{
    // CommonMark lets a backslash escape any ASCII punctuation. These are the ones that open markup: emphasis,
    // code, links and images, raw HTML, headings, table cells, entities, strikethrough.
    static const QString special = u"\\`*_[]<>#|&!~"_s;
    const QString text = oneLine(raw);
    QString out;
    out.reserve(text.size() + 8);
    for (QChar c : text) {
        if (special.contains(c))
            out += u'\\';
        out += c;
    }
    return out;
}

QByteArray partsListMarkdown(const PartsList &list)
{
    const auto e = markdownEscaped;
    QString out;
    out += u"# "_s
        + (list.buildName.isEmpty() ? e(PartsListText::title()) : e(PartsListText::title() + u": "_s + list.buildName))
        + u"\n\n"_s;
    if (!list.picture.link.isEmpty()) {
        // The destination percent-encoded: a file name with spaces, brackets or parentheses stays one link.
        out += u"!["_s + e(PartsListText::pictureText()) + u"]("_s
            + QString::fromLatin1(QUrl::toPercentEncoding(list.picture.link, "/._-")) + u")\n\n"_s;
    }
    out += u"| "_s + e(PartsListText::columnKind()) + u" | "_s + e(PartsListText::columnName()) + u" | "_s
        + e(PartsListText::columnId()) + u" | "_s + e(PartsListText::columnQuantity()) + u" | "_s
        + e(PartsListText::columnUnitPrice()) + u" | "_s + e(PartsListText::columnLineTotal()) + u" | "_s
        + e(PartsListText::columnPriceKind()) + u" |\n"_s;
    out += u"| --- | --- | --- | ---: | ---: | ---: | --- |\n"_s;
    for (const PartsListLine &line : list.lines) {
        const std::optional<double> total = line.lineTotalUsd();
        out += u"| "_s + e(PartsListText::kindName(line.kind)) + u" | "_s
            + e(elidedToColumns(line.name, kMaxNameColumns)) + u" | "_s + e(line.id) + u" | "_s
            + QString::number(line.quantity) + u" | "_s
            + (line.unitPriceUsd ? formatUsd(*line.unitPriceUsd) : e(PartsListText::priceUnknown())) + u" | "_s
            + (total ? formatUsd(*total) : e(PartsListText::priceUnknown())) + u" | "_s
            + e(PartsListText::priceKind(line)) + u" |\n"_s;
    }
    out += u"| **"_s + e(PartsListText::total()) + u"** |  |  |  |  | **"_s + formatUsd(list.totalUsd) + u"** |  |\n"_s;
    out += u"\n"_s + e(PartsListText::pricedAt(list)) + u'\n';
    if (list.unpricedLines > 0)
        out += u"\n"_s + e(PartsListText::unpriced(list.unpricedLines)) + u'\n';

    if (!list.slotMap.isEmpty()) {
        out += u"\n## "_s + e(PartsListText::slotMapTitle()) + u"\n\n"_s;
        out += u"| "_s + e(PartsListText::columnSlot()) + u" | "_s + e(PartsListText::columnCard()) + u" | "_s
            + e(PartsListText::columnRiser()) + u" | "_s + e(PartsListText::columnPsuLead()) + u" |\n"_s;
        out += u"| ---: | --- | --- | --- |\n"_s;
        for (const SlotMapRow &row : list.slotMap)
            out += u"| "_s + e(PartsListText::slotCell(row)) + u" | "_s
                + e(elidedToColumns(PartsListText::cardCell(row), kMaxNameColumns)) + u" | "_s
                + e(PartsListText::riserCell(row)) + u" | "_s
                + e(elidedToColumns(PartsListText::psuLeadCell(row), kMaxNameColumns)) + u" |\n"_s;
    }

    out += u"\n## "_s + e(PartsListText::powerTitle()) + u"\n\n"_s;
    out += u"|  |  |\n| --- | ---: |\n"_s;
    for (const PartsListText::PowerRow &p : PartsListText::powerRows(list.power))
        out += u"| "_s + e(p.label) + u" | "_s + e(p.value) + u" |\n"_s;

    out += u"\n## "_s + e(PartsListText::checksTitle()) + u"\n\n"_s;
    out += e(PartsListText::checksCounts(list.errors, list.warnings, list.infos)) + u"\n\n"_s;
    if (list.findings.isEmpty())
        out += e(PartsListText::noProblems()) + u'\n';
    for (const PartsListFinding &f : list.findings)
        out += u"- **"_s + e(PartsListText::severityName(f.severity)) + u"** "_s + e(f.rule) + u": "_s + e(f.message)
            + u'\n';

    out += u"\n## "_s + e(PartsListText::speedupTitle()) + u"\n\n"_s;
    out += e(PartsListText::speedupLine(list.speedup)) + u'\n';
    if (list.speedup.available)
        out += u'\n' + e(PartsListText::speedupByWorkload(list.speedup)) + u'\n';

    if (!list.checklist.isEmpty()) {
        out += u"\n## "_s + e(PartsListText::checklistTitle()) + u"\n\n"_s;
        for (const ChecklistItem &item : list.checklist) {
            out += u"- [ ] "_s + e(item.text) + u'\n';
            // Commands are ours (digits and fixed words), never a name: a code span shows them as typed.
            if (!item.command.isEmpty())
                out += u"  `"_s + oneLine(item.command) + u"`\n"_s;
        }
    }
    return out.toUtf8();
}

} // namespace RigPlan
