// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/models/findingsmodel.h"

#include "core/report/findingtext.h"
#include "ui/document/builddocument.h"
#include "ui/widgets/toolicons.h"

namespace RigPlan::Ui {

namespace {

// Group rows carry no parent pointer; finding rows carry their group's index + 1.
constexpr quintptr kGroupId = 0;

} // namespace

FindingsModel::FindingsModel(BuildDocument *document, QObject *parent)
    : QAbstractItemModel(parent)
    , m_document(document)
{
    connect(document, &BuildDocument::changed, this, [this](const BuildChange &change) {
        if (change.reportChanged()) // a selection leaves the findings (and the view's selection) alone
            refresh();
    });
    refresh();
}

void FindingsModel::refresh()
{
    beginResetModel();
    m_groups.clear();
    m_messages.clear();
    const CheckReport &report = m_document->report();
    const FindingText text(m_document->resolved(), &m_document->parts());
    for (int i = 0; i < static_cast<int>(report.findings.size()); ++i) {
        const Finding &f = report.findings[static_cast<std::size_t>(i)];
        m_messages << text.message(f);
        if (m_groups.isEmpty() || m_groups.last().severity != f.severity())
            m_groups.append({ f.severity(), {} });
        m_groups.last().findings.append(i);
    }
    endResetModel();
}

const Finding *FindingsModel::finding(const QModelIndex &index) const
{
    if (!index.isValid() || index.internalId() == kGroupId)
        return nullptr;
    const Group &g = m_groups[static_cast<qsizetype>(index.internalId() - 1)];
    return &m_document->report().findings[static_cast<std::size_t>(g.findings[index.row()])];
}

QModelIndex FindingsModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    if (!parent.isValid())
        return createIndex(row, column, kGroupId);
    return createIndex(row, column, static_cast<quintptr>(parent.row() + 1));
}

QModelIndex FindingsModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == kGroupId)
        return {};
    return createIndex(static_cast<int>(child.internalId() - 1), 0, kGroupId);
}

int FindingsModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return static_cast<int>(m_groups.size());
    if (parent.internalId() == kGroupId && parent.column() == 0)
        return static_cast<int>(m_groups[parent.row()].findings.size());
    return 0;
}

int FindingsModel::columnCount(const QModelIndex &) const
{
    return 1;
}

QVariant FindingsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    if (index.internalId() == kGroupId) {
        const Group &g = m_groups[index.row()];
        if (role == Qt::DisplayRole)
            return QString(FindingText::severityTitle(g.severity) + QStringLiteral(" (%1)").arg(g.findings.size()));
        if (role == Qt::DecorationRole) {
            return toolIcon(g.severity == Severity::Error ? ToolIcon::Error
                    : g.severity == Severity::Warning     ? ToolIcon::Warning
                                                          : ToolIcon::Info);
        }
        return {};
    }
    const Group &g = m_groups[static_cast<qsizetype>(index.internalId() - 1)];
    const int reportIndex = g.findings[index.row()];
    const Finding &f = m_document->report().findings[static_cast<std::size_t>(reportIndex)];
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        return m_messages[reportIndex];
    case FindingRole:
        return reportIndex;
    case RuleRole:
        return ruleIdString(f.rule);
    case GpusRole: {
        QVariantList gpus;
        for (int gpu : f.gpus)
            gpus << gpu;
        return gpus;
    }
    default:
        return {};
    }
}

} // namespace RigPlan::Ui
