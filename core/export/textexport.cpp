// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The plain-text parts list: aligned columns for a terminal, an e-mail or a monospaced forum post.
#include "core/export/formatters.h"
#include "core/export/partslist.h"

#include <QStringList>

#include <algorithm>

namespace RigPlan {

using namespace Qt::StringLiterals;

namespace {

enum class Align
{
    Left,
    Right
};

QString pad(const QString &text, int width, Align align)
{
    const QString fill(std::max(0, width - displayWidth(text)), u' ');
    return align == Align::Left ? text + fill : fill + text;
}

/** Rows of cells laid out in columns two spaces apart, each as wide as its widest cell. */
QString table(const QList<QStringList> &rows, const QList<Align> &aligns, const QString &indent)
{
    QList<int> widths(aligns.size(), 0);
    for (const QStringList &row : rows) {
        for (qsizetype i = 0; i < row.size(); ++i)
            widths[i] = std::max(widths[i], displayWidth(row[i]));
    }
    QString out;
    for (const QStringList &row : rows) {
        QString line = indent;
        for (qsizetype i = 0; i < row.size(); ++i)
            line += (i > 0 ? u"  "_s : QString()) + pad(row[i], widths[i], aligns[i]);
        while (line.endsWith(u' '))
            line.chop(1);
        out += line + u'\n';
    }
    return out;
}

QString heading(const QString &text, QChar underline)
{
    return text + u'\n' + QString(displayWidth(text), underline) + u'\n';
}

} // namespace

QByteArray partsListText(const PartsList &list)
{
    const auto e = oneLine;
    QString out = heading(
        e(list.buildName.isEmpty() ? PartsListText::title() : PartsListText::title() + u": "_s + list.buildName), u'=');
    out += u'\n';
    QList<QStringList> rows { { PartsListText::columnKind(), PartsListText::columnName(), PartsListText::columnId(),
        PartsListText::columnQuantity(), PartsListText::columnUnitPrice(), PartsListText::columnLineTotal(),
        PartsListText::columnPriceKind() } };
    for (const PartsListLine &line : list.lines) {
        const std::optional<double> total = line.lineTotalUsd();
        rows.append({ PartsListText::kindName(line.kind), e(elidedToColumns(line.name, kMaxNameColumns)), e(line.id),
            QString::number(line.quantity),
            line.unitPriceUsd ? formatUsd(*line.unitPriceUsd) : PartsListText::priceUnknown(),
            total ? formatUsd(*total) : PartsListText::priceUnknown(), PartsListText::priceKind(line) });
    }
    rows.append(
        { PartsListText::total(), QString(), QString(), QString(), QString(), formatUsd(list.totalUsd), QString() });
    out += table(rows, { Align::Left, Align::Left, Align::Left, Align::Right, Align::Right, Align::Right, Align::Left },
        QString());
    out += PartsListText::pricedAt(list) + u'\n';
    if (list.unpricedLines > 0)
        out += PartsListText::unpriced(list.unpricedLines) + u'\n';

    if (!list.slotMap.isEmpty()) {
        out += u'\n' + heading(PartsListText::slotMapTitle(), u'-');
        QList<QStringList> slotRows { { PartsListText::columnSlot(), PartsListText::columnCard(),
            PartsListText::columnRiser(), PartsListText::columnPsuLead() } };
        for (const SlotMapRow &row : list.slotMap)
            slotRows.append({ PartsListText::slotCell(row),
                e(elidedToColumns(PartsListText::cardCell(row), kMaxNameColumns)), PartsListText::riserCell(row),
                e(elidedToColumns(PartsListText::psuLeadCell(row), kMaxNameColumns)) });
        out += table(slotRows, { Align::Right, Align::Left, Align::Left, Align::Left }, u"  "_s);
    }

    out += u'\n' + heading(PartsListText::powerTitle(), u'-');
    QList<QStringList> power;
    for (const PartsListText::PowerRow &p : PartsListText::powerRows(list.power))
        power.append({ p.label, p.value });
    out += table(power, { Align::Left, Align::Right }, u"  "_s);

    out += u'\n' + heading(PartsListText::checksTitle(), u'-');
    out += u"  "_s + PartsListText::checksCounts(list.errors, list.warnings, list.infos) + u'\n';
    for (const PartsListFinding &f : list.findings)
        out += u"  ["_s + PartsListText::severityName(f.severity) + u"] "_s + f.rule + u": "_s + e(f.message) + u'\n';

    out += u'\n' + heading(PartsListText::speedupTitle(), u'-');
    out += u"  "_s + e(PartsListText::speedupLine(list.speedup)) + u'\n';
    if (list.speedup.available)
        out += u"  "_s + PartsListText::speedupByWorkload(list.speedup) + u'\n';

    if (!list.checklist.isEmpty()) {
        out += u'\n' + heading(PartsListText::checklistTitle(), u'-');
        for (const ChecklistItem &item : list.checklist) {
            out += u"  [ ] "_s + e(item.text) + u'\n';
            if (!item.command.isEmpty())
                out += u"      $ "_s + e(item.command) + u'\n';
        }
    }
    return out.toUtf8();
}

} // namespace RigPlan
