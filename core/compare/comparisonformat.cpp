// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/compare/comparisonformat.h"

#include "core/compare/comparison.h"
#include "core/textcolumns.h"

#include <QJsonArray>

namespace RigPlan {

using namespace Qt::StringLiterals;

namespace {

QString bestMark()
{
    return ComparisonFormat::tr("(best)");
}

QString cellText(const ComparisonRow &row, int build)
{
    QString text = row.cells[build].text;
    if (row.best.contains(build))
        text += u' ' + bestMark();
    return text;
}

QString heading(const Comparison &c)
{
    return ComparisonFormat::tr("%1 builds, best %2 speedup first, then the lower price")
        .arg(c.builds().size())
        .arg(toString(c.workload()));
}

QString countsText(const ChecksSummary &s)
{
    return ComparisonFormat::tr("%1 error(s), %2 warning(s), %3 info(s)").arg(s.errors).arg(s.warnings).arg(s.infos);
}

QString padded(const QString &text, int width)
{
    return text + QString(std::max(0, width - ComparisonFormat::displayWidth(text)), u' ');
}

QString oneLine(QString text)
{
    text.replace(u"\r\n"_s, u" "_s);
    text.replace(u'\n', u' ');
    text.replace(u'\r', u' ');
    return text;
}

} // namespace

int ComparisonFormat::displayWidth(const QString &text)
{
    return RigPlan::displayWidth(text);
}

QString ComparisonFormat::elided(const QString &text, int columns)
{
    return elidedToColumns(text, columns);
}

QString ComparisonFormat::escapeMarkdown(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : oneLine(text)) {
        // A backslash escapes any ASCII punctuation in CommonMark; inside a GFM table it also keeps `|` literal.
        if (QStringView(u"|\\`*_[]<>").contains(c))
            out += u'\\';
        out += c;
    }
    return out;
}

QString ComparisonFormat::toText(const Comparison &c)
{
    const auto builds = static_cast<int>(c.builds().size());
    QStringList header { tr("Part or figure") };
    for (const ComparisonEntry &e : c.builds())
        header << elided(oneLine(e.label), kMaxCellColumns);
    QList<QStringList> lines;
    for (const ComparisonRow &row : c.rows()) {
        QStringList line { elided(oneLine(row.label), kMaxCellColumns) };
        for (int i = 0; i < builds; ++i)
            line << elided(oneLine(cellText(row, i)), kMaxCellColumns);
        lines << line;
    }
    QList<int> widths;
    for (int col = 0; col <= builds; ++col) {
        int w = displayWidth(header[col]);
        for (const QStringList &line : std::as_const(lines))
            w = std::max(w, displayWidth(line[col]));
        widths << w;
    }
    const auto format = [&](const QString &marker, const QStringList &cells) -> QString {
        QString line = marker;
        for (int col = 0; col <= builds; ++col)
            line += col == builds ? cells[col] : padded(cells[col], widths[col]) + u"  "_s;
        return line + u'\n';
    };

    QString out = tr("Comparison: %1").arg(heading(c)) + u"\n\n"_s;
    out += format(u"  "_s, header);
    QStringList rules;
    for (int w : std::as_const(widths))
        rules << QString(w, u'-');
    out += format(u"  "_s, rules);
    for (int r = 0; r < lines.size(); ++r)
        out += format(c.rows()[r].differs ? u"* "_s : u"  "_s, lines[r]);
    out += u'\n' + tr("* the builds differ; %1 marks the best figure.").arg(bestMark()) + u"\n\n"_s;

    out += tr("Checks") + u'\n';
    for (const ComparisonEntry &e : c.builds()) {
        out += u"  "_s + elided(oneLine(e.label), kMaxCellColumns) + u": "_s + countsText(e.checks) + u'\n';
        for (const ComparedFinding &f : e.checks.findings)
            out += u"    "_s + toString(f.severity) + u" ["_s + f.rule + u"] "_s
                + elided(oneLine(f.message), kMaxLineColumns) + u'\n';
    }
    return out;
}

QString ComparisonFormat::toMarkdown(const Comparison &c)
{
    const auto builds = static_cast<int>(c.builds().size());
    QString out = u"## "_s + tr("Comparison") + u"\n\n"_s;
    out += escapeMarkdown(heading(c)) + u". "_s
        + escapeMarkdown(tr("Bold: the builds differ; %1: the best figure.").arg(bestMark())) + u"\n\n"_s;
    out += u"| "_s + escapeMarkdown(tr("Part or figure"));
    for (const ComparisonEntry &e : c.builds())
        out += u" | "_s + escapeMarkdown(elided(oneLine(e.label), kMaxCellColumns));
    out += u" |\n|"_s;
    for (int i = 0; i <= builds; ++i)
        out += i == 0 ? u" --- |"_s : u" ---: |"_s;
    out += u'\n';
    for (const ComparisonRow &row : c.rows()) {
        out += u"| "_s + escapeMarkdown(elided(oneLine(row.label), kMaxCellColumns));
        for (int i = 0; i < builds; ++i) {
            const QString cell = escapeMarkdown(elided(oneLine(row.cells[i].text), kMaxCellColumns));
            out += u" | "_s + (row.differs ? u"**"_s + cell + u"**"_s : cell);
            if (row.best.contains(i))
                out += u' ' + escapeMarkdown(bestMark());
        }
        out += u" |\n"_s;
    }
    out += u"\n### "_s + tr("Checks") + u'\n';
    for (const ComparisonEntry &e : c.builds()) {
        out += u"\n**"_s + escapeMarkdown(elided(oneLine(e.label), kMaxCellColumns)) + u"**: "_s
            + escapeMarkdown(countsText(e.checks)) + u'\n';
        if (!e.checks.findings.isEmpty())
            out += u'\n';
        for (const ComparedFinding &f : e.checks.findings)
            out += u"- "_s + toString(f.severity) + u" `"_s + f.rule + u"`: "_s
                + escapeMarkdown(elided(f.message, kMaxLineColumns)) + u'\n';
    }
    return out;
}

QJsonObject ComparisonFormat::toJson(const Comparison &c)
{
    QJsonArray builds;
    for (std::size_t i = 0; i < c.builds().size(); ++i) {
        const ComparisonEntry &e = c.builds()[i];
        QJsonArray findings;
        for (const ComparedFinding &f : e.checks.findings) {
            findings.append(QJsonObject {
                { u"rule"_s, f.rule }, { u"severity"_s, toString(f.severity) }, { u"message"_s, f.message } });
        }
        builds.append(QJsonObject {
            { u"label"_s, e.label },
            { u"input"_s, c.inputIndex()[qsizetype(i)] },
            { u"ok"_s, e.checks.errors == 0 },
            { u"errors"_s, e.checks.errors },
            { u"warnings"_s, e.checks.warnings },
            { u"infos"_s, e.checks.infos },
            { u"findings"_s, findings },
        });
    }
    QJsonArray rows;
    for (const ComparisonRow &row : c.rows()) {
        QJsonArray cells;
        for (const ComparisonCell &cell : row.cells) {
            QJsonObject o { { u"text"_s, cell.text } };
            if (cell.value)
                o.insert(u"value"_s, *cell.value);
            cells.append(o);
        }
        QJsonArray best;
        for (int b : row.best)
            best.append(b);
        const QString better = row.better == ComparisonRow::Better::Higher ? u"higher"_s
            : row.better == ComparisonRow::Better::Lower                   ? u"lower"_s
                                                                           : u"none"_s;
        rows.append(QJsonObject {
            { u"key"_s, row.key },
            { u"label"_s, row.label },
            { u"kind"_s, row.kind == ComparisonRow::Kind::Part ? u"part"_s : u"figure"_s },
            { u"better"_s, better },
            { u"differs"_s, row.differs },
            { u"best"_s, best },
            { u"cells"_s, cells },
        });
    }
    return QJsonObject { { u"workload"_s, toString(c.workload()) }, { u"builds"_s, builds }, { u"rows"_s, rows } };
}

} // namespace RigPlan
