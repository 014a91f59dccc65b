// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/docks/checksdock.h"

#include "core/buildedits.h"
#include "core/plan/fixchain.h"
#include "core/report/findingtext.h"
#include "core/rules/applyfix.h"
#include "ui/document/builddocument.h"
#include "ui/models/findingsmodel.h"
#include "ui/widgets/wraplabel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QStyleOptionButton>
#include <QStylePainter>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

namespace RigPlan::Ui {

namespace {

// Room for a two-line message and three fixes; longer ones scroll inside the pane.
constexpr int kFixPaneLines = 8;
constexpr int kFixPaneMinimumLines = 4;

/**
 * The fixes' pane: its size hint is a constant, never its content's, so what a finding shows cannot move
 * the layout. It takes up to kFixPaneLines and gives way to a short screen down to kFixPaneMinimumLines.
 */
class FixPane : public QScrollArea
{
public:
    QSize sizeHint() const override { return { 200, fontMetrics().lineSpacing() * kFixPaneLines }; }
    QSize minimumSizeHint() const override { return { 80, fontMetrics().lineSpacing() * kFixPaneMinimumLines }; }
};

/**
 * A fix as a button whose text wraps to the pane's width: the end of a label ("… to 230 W") is what
 * tells fixes apart, so it must not be cut, and the pane must not widen for it.
 */
class FixButton : public QPushButton
{
public:
    explicit FixButton(const QString &text)
        : QPushButton(text)
    {
        QSizePolicy policy(QSizePolicy::Ignored, QSizePolicy::Fixed);
        policy.setHeightForWidth(true);
        setSizePolicy(policy);
    }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override
    {
        const QRect text
            = fontMetrics().boundingRect(QRect(0, 0, std::max(20, width - 2 * kPadding), 10000), kFlags, this->text());
        return text.height() + 2 * kPadding;
    }
    QSize sizeHint() const override { return { 200, heightForWidth(200) }; }
    QSize minimumSizeHint() const override { return { 60, heightForWidth(60) }; }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QStylePainter painter(this);
        QStyleOptionButton option;
        initStyleOption(&option);
        option.text.clear(); // the bevel from the style, the text wrapped here
        painter.drawControl(QStyle::CE_PushButton, option);
        painter.setPen(palette().color(QPalette::ButtonText));
        painter.drawText(rect().adjusted(kPadding, kPadding, -kPadding, -kPadding), kFlags, text());
    }

private:
    static constexpr int kPadding = 6;
    static constexpr int kFlags = Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap;
};

} // namespace

ChecksDock::ChecksDock(BuildDocument *document, QWidget *parent)
    : QDockWidget(tr("Checks"), parent)
    , m_document(document)
    , m_model(new FindingsModel(document, this))
    , m_view(new QTreeView)
    , m_fixPane(new FixPane)
    , m_fixes(new QWidget)
    , m_fixLayout(new QVBoxLayout(m_fixes))
    , m_summary(new QLabel)
    , m_fixAll(new QPushButton(tr("Fix &All")))
{
    setObjectName(QStringLiteral("ChecksDock"));
    m_view->setModel(m_model);
    m_view->setHeaderHidden(true);
    m_view->setWordWrap(true);
    m_view->setUniformRowHeights(false);
    m_view->setToolTip(tr("What is wrong with the build. Select a finding to see its cards and the fixes."));
    m_fixLayout->setContentsMargins(0, 0, 0, 0);
    m_fixLayout->setAlignment(Qt::AlignTop);
    m_summary->setWordWrap(false);
    m_summary->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_fixAll->setToolTip(tr("Apply the first fix of each finding, one after the other, as long as each "
                            "one helps (one undo step)"));

    // A fixed pane: its content never asks the dock for more width or height.
    m_fixPane->setWidget(m_fixes);
    m_fixPane->setWidgetResizable(true);
    m_fixPane->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_fixPane->setFrameShape(QFrame::StyledPanel);
    m_fixPane->setMaximumHeight(m_fixPane->sizeHint().height());
    m_fixPane->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Maximum);

    auto *top = new QHBoxLayout;
    top->addWidget(m_summary, 1);
    top->addWidget(m_fixAll);

    auto *body = new QWidget;
    auto *layout = new QVBoxLayout(body);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_fixPane);
    setWidget(body);

    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        m_view->expandAll();
        updateSummary();
        restoreSelection();
        showFixes();
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &ChecksDock::showFixes);
    connect(m_fixAll, &QPushButton::clicked, this, &ChecksDock::fixAll);
    m_view->expandAll();
    updateSummary();
    showFixes();
}

QList<QPushButton *> ChecksDock::fixButtons() const
{
    return m_fixes->findChildren<QPushButton *>();
}

void ChecksDock::updateSummary()
{
    const CheckReport &r = m_document->report();
    m_summary->setText(r.findings.empty() ? tr("No problems found.")
                                          : tr("%1 error(s), %2 warning(s), %3 note(s)")
                                                .arg(r.count(Severity::Error))
                                                .arg(r.count(Severity::Warning))
                                                .arg(r.count(Severity::Info)));
    bool anyFix = false;
    for (const Finding &f : r.findings)
        anyFix = anyFix || (f.severity() != Severity::Info && !f.fixes.isEmpty());
    m_fixAll->setEnabled(anyFix);
}

void ChecksDock::restoreSelection()
{
    if (m_selectedRule.isEmpty())
        return;
    // The same rule about the same cards; failing that, the same rule: the finding the user was reading.
    QModelIndex sameRule;
    for (int g = 0; g < m_model->rowCount(); ++g) {
        const QModelIndex group = m_model->index(g, 0);
        for (int row = 0; row < m_model->rowCount(group); ++row) {
            const QModelIndex index = m_model->index(row, 0, group);
            if (index.data(FindingsModel::RuleRole).toString() != m_selectedRule)
                continue;
            if (index.data(FindingsModel::GpusRole) == m_selectedGpus) {
                m_view->setCurrentIndex(index);
                return;
            }
            if (!sameRule.isValid())
                sameRule = index;
        }
    }
    if (sameRule.isValid())
        m_view->setCurrentIndex(sameRule);
}

void ChecksDock::showFixes()
{
    while (QLayoutItem *item = m_fixLayout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    const QModelIndex current = m_view->currentIndex();
    const Finding *finding = m_model->finding(current);
    // Kept for the next reset: by then the model already reads the new report (not at aboutToBeReset).
    m_selectedRule = finding ? current.data(FindingsModel::RuleRole).toString() : QString();
    m_selectedGpus = finding ? current.data(FindingsModel::GpusRole) : QVariant();
    QList<int> gpus;
    if (!finding) {
        auto *hint = new WrapLabel(tr("Select a finding to see its cards and its fixes here."));
        hint->setEnabled(false);
        m_fixLayout->addWidget(hint);
    } else {
        gpus = QList<int>(finding->gpus.begin(), finding->gpus.end());
        if (const auto *blocked = finding->detailIf<SlotBlockedDetails>())
            gpus << blocked->blocker;
        const FindingText text(m_document->resolved(), &m_document->parts());
        auto *message = new WrapLabel(text.message(*finding));
        message->setTextInteractionFlags(Qt::TextSelectableByMouse);
        m_fixLayout->addWidget(message);
        if (finding->fixes.isEmpty())
            m_fixLayout->addWidget(new QLabel(tr("No automatic fix; see the message.")));
        for (const Fix &fix : finding->fixes) {
            const QString label = text.fix(*finding, fix);
            auto *button = new FixButton(label);
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
    m_fixLayout->addStretch(1);
    m_document->setHighlightedGpus(gpus);
    Q_EMIT findingSelected(gpus);
}

int ChecksDock::fixAll()
{
    const FixChainResult chain = chainFixes(
        m_document->build(), m_document->parts(), m_document->defaultCircuit(), m_document->checkOptions());
    if (chain.applied > 0)
        m_document->edit(tr("Fix all (%n fix(es))", nullptr, chain.applied), chain.build);
    return chain.applied;
}

} // namespace RigPlan::Ui
