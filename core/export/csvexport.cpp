// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The CSV parts list: one table of seven columns, RFC 4180, CRLF line ends, UTF-8 with a byte-order mark
// (spreadsheets read UTF-8 without guessing, which Chinese text needs). The first column says what a
// row is (part, total, power, checks, finding, speedup, checklist); docs/export.md lists the rows.
#include "core/export/formatters.h"
#include "core/export/partslist.h"

#include <QStringList>

namespace RigPlan {

using namespace Qt::StringLiterals;

QString csvCell(const QString &raw)
{
    QString text = raw;
    // A cell starting with one of these is a formula to Excel, LibreOffice and Google Sheets (OWASP "CSV
    // Injection"); a leading ' makes it text. CR and TAB are on OWASP's list too.
    static const QString formulaStarts = u"=+-@\t\r"_s;
    if (!text.isEmpty() && formulaStarts.contains(text.front()))
        text.prepend(u'\'');
    if (text.contains(u',') || text.contains(u'"') || text.contains(u'\n') || text.contains(u'\r'))
        return u'"' + QString(text).replace(u"\""_s, u"\"\""_s) + u'"';
    return text;
}

namespace {

class CsvWriter
{
public:
    /** Text cells are escaped; numbers are ours and go as they are. */
    void row(const QString &record, const QString &kind, const QString &id, const QString &name,
        const QString &quantity = {}, const QString &unit = {}, const QString &total = {},
        const QString &priceKind = {})
    {
        m_out += QStringList { csvCell(record), csvCell(kind), csvCell(id), csvCell(oneLine(name)), quantity, unit,
            total, csvCell(priceKind) }
                     .join(u',')
            + u"\r\n"_s;
    }
    QByteArray bytes() const { return "\xEF\xBB\xBF" + m_out.toUtf8(); }

private:
    QString m_out;
};

QString number(double value, int decimals)
{
    return QString::number(value, 'f', decimals);
}

} // namespace

QByteArray partsListCsv(const PartsList &list)
{
    CsvWriter csv;
    csv.row(u"record"_s, PartsListText::columnKind(), PartsListText::columnId(), PartsListText::columnName(),
        csvCell(PartsListText::columnQuantity()), csvCell(PartsListText::columnUnitPrice()),
        csvCell(PartsListText::columnLineTotal()), PartsListText::columnPriceKind());
    for (const PartsListLine &line : list.lines) {
        const std::optional<double> total = line.lineTotalUsd();
        csv.row(u"part"_s, toString(line.kind), line.id, line.name, QString::number(line.quantity),
            line.unitPriceUsd ? formatUsd(*line.unitPriceUsd) : QString(), total ? formatUsd(*total) : QString(),
            PartsListText::priceKind(line));
    }
    csv.row(u"total"_s, {}, {}, PartsListText::total(), {}, {}, formatUsd(list.totalUsd));
    csv.row(u"prices"_s, toString(list.prices), {}, PartsListText::pricedAt(list), QString::number(list.staleLines));
    if (list.unpricedLines > 0)
        csv.row(
            u"unpriced"_s, {}, {}, PartsListText::unpriced(list.unpricedLines), QString::number(list.unpricedLines));
    for (const PartsListText::PowerRow &p : PartsListText::powerRows(list.power))
        csv.row(u"power"_s, p.key, p.unit > 0 ? QString::number(p.unit) : QString(),
            p.unit > 0 ? PowerText::tr("%1: %2").arg(p.label, p.value) : p.label, {}, {}, QString::number(p.number));
    csv.row(u"checks"_s, {}, {}, PartsListText::checksCounts(list.errors, list.warnings, list.infos));
    for (const PartsListFinding &f : list.findings)
        csv.row(u"finding"_s, f.severity, f.rule, f.message);
    if (list.speedup.available) {
        csv.row(u"speedup"_s, list.speedup.workload, list.speedup.baselineId, PartsListText::speedupLine(list.speedup),
            {}, {}, number(list.speedup.speedup, 2));
        csv.row(u"speedup"_s, u"cnn"_s, list.speedup.baselineId, PartsListText::workloadName(u"cnn"_s), {}, {},
            number(list.speedup.byWorkload[0], 2));
        csv.row(u"speedup"_s, u"transformer"_s, list.speedup.baselineId, PartsListText::workloadName(u"transformer"_s),
            {}, {}, number(list.speedup.byWorkload[1], 2));
    } else {
        csv.row(u"speedup"_s, {}, {}, PartsListText::noGpus());
    }
    for (const ChecklistItem &item : list.checklist)
        csv.row(u"checklist"_s, toString(item.kind), item.command, item.text);
    return csv.bytes();
}

} // namespace RigPlan
