// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/docks/speedupdock.h"

#include "core/estimate/estimatetext.h"
#include "core/estimate/estimator.h"
#include "ui/document/builddocument.h"

#include <QLabel>
#include <QScrollArea>

namespace RigPlan::Ui {

SpeedupDock::SpeedupDock(BuildDocument *document, const QString &baselineId, QWidget *parent)
    : QDockWidget(tr("Speedup"), parent)
    , m_document(document)
    , m_baselineId(baselineId)
    , m_label(new QLabel)
{
    setObjectName(QStringLiteral("SpeedupDock"));
    m_label->setWordWrap(true);
    m_label->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_label->setMargin(6);
    auto *scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(m_label);
    setWidget(scroll);
    setToolTip(tr("Estimated from measured or spec-derived throughput, scaled by the interconnect and power "
                  "limits; see docs/performance-model.md."));
    connect(document, &BuildDocument::changed, this, &SpeedupDock::refresh);
    refresh();
}

void SpeedupDock::setBaseline(const QString &baselineId)
{
    m_baselineId = baselineId;
    refresh();
}

QString SpeedupDock::text() const
{
    return m_label->text();
}

void SpeedupDock::refresh()
{
    const ResolvedBuild &build = m_document->resolved();
    if (build.gpus.empty()) {
        m_label->setText(tr("Add GPUs to see the estimated training speedup."));
        return;
    }
    EstimateOptions options;
    options.baselineId = build.build.baseline.isEmpty() ? m_baselineId : build.build.baseline;
    options.catalog = &m_document->parts();
    const Estimate e = estimate(build, options);
    const EstimateText text(e, build);
    QString html = QStringLiteral("<p><b>%1</b></p>").arg(text.summary().toHtmlEscaped());
    QStringList figures;
    if (e.perKUsd)
        figures << tr("%1x per 1000 USD of parts").arg(*e.perKUsd, 0, 'f', 2);
    if (e.perKwWall)
        figures << tr("%1x per kW at the wall").arg(*e.perKwWall, 0, 'f', 2);
    if (!figures.isEmpty())
        html += QStringLiteral("<p>%1</p>").arg(figures.join(QStringLiteral(" · ")).toHtmlEscaped());
    const QStringList notes = text.notes();
    if (!notes.isEmpty()) {
        html += QStringLiteral("<ul>");
        for (const QString &n : notes)
            html += QStringLiteral("<li>%1</li>").arg(n.toHtmlEscaped());
        html += QStringLiteral("</ul>");
    }
    m_label->setText(html);
}

} // namespace RigPlan::Ui
