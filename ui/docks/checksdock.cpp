// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/docks/checksdock.h"

#include "core/buildedits.h"
#include "core/report/findingtext.h"
#include "ui/document/builddocument.h"
#include "ui/models/findingsmodel.h"

#include <QCommandLinkButton>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace RigPlan::Ui {

ChecksDock::ChecksDock(BuildDocument *document, QWidget *parent)
    : QDockWidget(tr("Checks"), parent)
    , m_document(document)
    , m_model(new FindingsModel(document, this))
    , m_view(new QTreeView)
    , m_fixes(new QWidget)
    , m_fixLayout(new QVBoxLayout(m_fixes))
    , m_summary(new QLabel)
{
    setObjectName(QStringLiteral("ChecksDock"));
    m_view->setModel(m_model);
    m_view->setHeaderHidden(true);
    m_view->setWordWrap(true);
    m_view->setUniformRowHeights(false);
    m_view->setToolTip(tr("What is wrong with the build. Select a finding to see its cards and the fixes."));
    m_fixLayout->setContentsMargins(0, 0, 0, 0);
    m_summary->setWordWrap(true);

    auto *body = new QWidget;
    auto *layout = new QVBoxLayout(body);
    layout->addWidget(m_summary);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_fixes);
    setWidget(body);

    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        m_view->expandAll();
        const CheckReport &r = m_document->report();
        m_summary->setText(r.findings.empty() ? tr("No problems found.")
                                              : tr("%1 error(s), %2 warning(s), %3 note(s)")
                                                    .arg(r.count(Severity::Error))
                                                    .arg(r.count(Severity::Warning))
                                                    .arg(r.count(Severity::Info)));
        showFixes();
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &ChecksDock::showFixes);
    m_view->expandAll();
    showFixes();
}

QList<QPushButton *> ChecksDock::fixButtons() const
{
    return m_fixes->findChildren<QPushButton *>();
}

void ChecksDock::showFixes()
{
    while (QLayoutItem *item = m_fixLayout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    const Finding *finding = m_model->finding(m_view->currentIndex());
    QList<int> gpus;
    if (finding) {
        gpus = QList<int>(finding->gpus.begin(), finding->gpus.end());
        if (finding->other >= 0 && finding->rule == RuleId::SlotBlocked)
            gpus << finding->other;
        const FindingText text(m_document->resolved(), &m_document->parts());
        auto *message = new QLabel(text.message(*finding));
        message->setWordWrap(true);
        message->setTextInteractionFlags(Qt::TextSelectableByMouse);
        m_fixLayout->addWidget(message);
        if (finding->fixes.isEmpty())
            m_fixLayout->addWidget(new QLabel(tr("No automatic fix; see the message.")));
        for (const Fix &fix : finding->fixes) {
            const QString label = text.fix(*finding, fix);
            auto *button = new QCommandLinkButton(label);
            button->setToolTip(tr("Apply this change (Ctrl+Z undoes it)"));
            // Copies: the finding goes away with the report when the fix is applied.
            connect(button, &QPushButton::clicked, this, [this, f = *finding, fix, label] {
                Build next = m_document->build();
                if (BuildEdits::applyFix(next, f, fix, m_document->defaultCircuit()))
                    m_document->edit(tr("Fix: %1").arg(label), next);
            });
            m_fixLayout->addWidget(button);
        }
    }
    Q_EMIT findingSelected(gpus);
}

} // namespace RigPlan::Ui
