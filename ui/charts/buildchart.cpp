// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/buildchart.h"

#include <QChart>
#include <QCursor>
#include <QToolTip>
#include <QValueAxis>

#include <cmath>

namespace RigPlan::Ui {

BuildChart::BuildChart()
    : m_chart(new QChart)
{
    // Animations would replay on every edit and leave exports mid-way; the charts follow edits directly.
    m_chart->setAnimationOptions(QChart::NoAnimation);
    m_chart->legend()->setAlignment(Qt::AlignBottom);
}

BuildChart::~BuildChart() = default;

QString BuildChart::sourceText(ChartData::Source source)
{
    switch (source) {
    case ChartData::Source::Measured:
        return tr("measured throughput (calibration benchmarks)");
    case ChartData::Source::Derived:
        return tr("derived from the cards' specifications");
    case ChartData::Source::Mixed:
        return tr("measured for some cards, derived from specifications for others");
    }
    return {};
}

QString BuildChart::toolTipHtml(const QString &value, const QString &source, const QStringList &notes)
{
    QString html = QStringLiteral("<p><b>%1</b><br>%2</p>")
                       .arg(value.toHtmlEscaped(), tr("Source: %1").arg(source).toHtmlEscaped());
    if (!notes.isEmpty()) {
        html += QStringLiteral("<ul>");
        for (const QString &note : notes)
            html += QStringLiteral("<li>%1</li>").arg(note.toHtmlEscaped());
        html += QStringLiteral("</ul>");
    }
    return html;
}

void BuildChart::setTitle(const QString &title)
{
    if (m_chart->title() != title) // a new title lays the whole chart out again
        m_chart->setTitle(title);
}

void BuildChart::hover(bool shown, int series, int index) const
{
    if (shown)
        QToolTip::showText(QCursor::pos(), toolTip(series, index));
    else
        QToolTip::hideText();
}

void BuildChart::fitAxis(QAbstractAxis *axis, double max)
{
    auto *values = qobject_cast<QValueAxis *>(axis);
    if (!values)
        return;
    // Headroom above the tallest value so it does not touch the frame; never an empty range.
    const double top = max > 0 && std::isfinite(max) ? max * 1.15 : 1.0;
    // Keep the axis while it still fits the values well: steadier while editing, and no relayout.
    if (values->min() == 0 && values->max() >= top && values->max() <= top * 1.5)
        return;
    values->setRange(0, top);
    values->applyNiceNumbers(); // round ticks (0, 500, 1000 W), not fractions of the maximum
}

} // namespace RigPlan::Ui
