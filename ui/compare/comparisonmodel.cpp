// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/compare/comparisonmodel.h"

#include <QColor>
#include <QFont>

namespace RigPlan::Ui {

ComparisonModel::ComparisonModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void ComparisonModel::setComparison(std::optional<Comparison> comparison)
{
    beginResetModel();
    m_comparison = std::move(comparison);
    endResetModel();
}

int ComparisonModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_comparison ? 0 : static_cast<int>(m_comparison->rows().size());
}

int ComparisonModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_comparison ? 0 : 1 + static_cast<int>(m_comparison->builds().size());
}

QColor ComparisonModel::differsColor()
{
    return QColor(0xff, 0xec, 0xb3); // pale amber: readable under black text in light and dark palettes' bases
}

QColor ComparisonModel::bestColor()
{
    return QColor(0xc8, 0xe6, 0xc9); // pale green
}

QVariant ComparisonModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) || !m_comparison)
        return {};
    const ComparisonRow &row = m_comparison->rows()[index.row()];
    const int build = index.column() - 1;
    if (build < 0) {
        switch (role) {
        case Qt::DisplayRole:
            return row.label;
        case KeyRole:
            return row.key;
        case DiffersRole:
            return row.differs;
        default:
            return {};
        }
    }
    const ComparisonCell &cell = row.cells[build];
    const bool best = row.best.contains(build);
    switch (role) {
    case Qt::DisplayRole:
        return best ? tr("%1 ✓").arg(cell.text) : cell.text;
    case Qt::ToolTipRole:
        if (best)
            return tr("The best of the compared builds");
        return row.differs ? tr("Differs between the builds") : QVariant();
    case Qt::BackgroundRole:
        if (best)
            return bestColor();
        return row.differs ? QVariant(differsColor()) : QVariant();
    case Qt::ForegroundRole:
        // The tinted backgrounds are light whatever the palette: keep the text dark on them.
        return row.differs ? QVariant(QColor(Qt::black)) : QVariant();
    case Qt::FontRole:
        if (row.differs) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::TextAlignmentRole:
        return row.kind == ComparisonRow::Kind::Figure ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    case DiffersRole:
        return row.differs;
    case BestRole:
        return best;
    case ValueRole:
        return cell.value ? QVariant(*cell.value) : QVariant();
    case KeyRole:
        return row.key;
    default:
        return {};
    }
}

QVariant ComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || !m_comparison || section < 0
        || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    return section == 0 ? tr("Part or figure") : m_comparison->builds()[std::size_t(section - 1)].label;
}

} // namespace RigPlan::Ui
