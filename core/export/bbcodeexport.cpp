// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The BBCode parts list for forums (phpBB, vBulletin, XenForo, SMF): only the tags they all know, [b],
// [list], [*] and [code] (no [table]: phpBB has none).
#include "core/export/formatters.h"
#include "core/export/partslist.h"

namespace RigPlan {

using namespace Qt::StringLiterals;

QString bbcodeEscaped(const QString &raw)
{
    // BBCode has no escape character, and [noparse] / [plain] exist on some boards only. Full-width
    // brackets read the same and open no tag anywhere; an HTML entity would show as typed on boards that
    // escape '&'.
    return oneLine(raw).replace(u'[', QChar(0xFF3B)).replace(u']', QChar(0xFF3D));
}

QByteArray partsListBbCode(const PartsList &list)
{
    const auto e = bbcodeEscaped;
    const auto title = [&e](const QString &text) -> QString { return u"[b]"_s + e(text) + u"[/b]\n"_s; };
    QString out;
    out += title(list.buildName.isEmpty() ? PartsListText::title() : PartsListText::title() + u": "_s + list.buildName);
    out += u"[list]\n"_s;
    for (const PartsListLine &line : list.lines) {
        const std::optional<double> total = line.lineTotalUsd();
        out += u"[*]"_s + QString::number(line.quantity) + u" × "_s + e(PartsListText::kindName(line.kind)) + u": "_s
            + e(line.name);
        if (!line.id.isEmpty())
            out += u" ("_s + e(line.id) + u')';
        out += u" — "_s
            + (line.unitPriceUsd ? formatUsd(*line.unitPriceUsd) + u" USD"_s : e(PartsListText::priceUnknown()));
        if (total && line.quantity > 1)
            out += u" → "_s + formatUsd(*total) + u" USD"_s;
        if (line.unitPriceUsd)
            out += u" ("_s + e(PartsListText::priceKind(line)) + u')';
        out += u'\n';
    }
    out += u"[/list]\n"_s;
    out += u"[b]"_s + e(PartsListText::total()) + u": "_s + formatUsd(list.totalUsd) + u" USD[/b]\n"_s;
    out += e(PartsListText::pricedAt(list)) + u'\n';
    if (list.unpricedLines > 0)
        out += e(PartsListText::unpriced(list.unpricedLines)) + u'\n';

    if (!list.slotMap.isEmpty()) {
        out += u'\n' + title(PartsListText::slotMapTitle()) + u"[list]\n"_s;
        for (const SlotMapRow &row : list.slotMap)
            out += u"[*]"_s + e(PartsListText::columnSlot()) + u' ' + e(PartsListText::slotCell(row)) + u": "_s
                + e(PartsListText::cardCell(row)) + u" — "_s + e(PartsListText::columnRiser()) + u": "_s
                + e(PartsListText::riserCell(row)) + u" — "_s + e(PartsListText::psuLeadCell(row)) + u'\n';
        out += u"[/list]\n"_s;
    }

    out += u'\n' + title(PartsListText::powerTitle()) + u"[list]\n"_s;
    for (const PartsListText::PowerRow &p : PartsListText::powerRows(list.power))
        out += u"[*]"_s + e(p.label) + u": "_s + e(p.value) + u'\n';
    out += u"[/list]\n"_s;

    out += u'\n' + title(PartsListText::checksTitle());
    out += e(PartsListText::checksCounts(list.errors, list.warnings, list.infos)) + u'\n';
    if (!list.findings.isEmpty()) {
        out += u"[list]\n"_s;
        for (const PartsListFinding &f : list.findings)
            out += u"[*][b]"_s + e(PartsListText::severityName(f.severity)) + u"[/b] "_s + e(f.rule) + u": "_s
                + e(f.message) + u'\n';
        out += u"[/list]\n"_s;
    }

    out += u'\n' + title(PartsListText::speedupTitle());
    out += e(PartsListText::speedupLine(list.speedup)) + u'\n';
    if (list.speedup.available)
        out += e(PartsListText::speedupByWorkload(list.speedup)) + u'\n';

    if (!list.checklist.isEmpty()) {
        out += u'\n' + title(PartsListText::checklistTitle()) + u"[list]\n"_s;
        for (const ChecklistItem &item : list.checklist) {
            out += u"[*]"_s + e(item.text) + u'\n';
            if (!item.command.isEmpty())
                out += u"[code]"_s + e(item.command) + u"[/code]\n"_s;
        }
        out += u"[/list]\n"_s;
    }
    return out.toUtf8();
}

} // namespace RigPlan
