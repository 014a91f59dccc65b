// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/models/catalogmodel.h"

#include "ui/mimetypes.h"
#include "ui/models/partsummary.h"

#include <QBrush>
#include <QLocale>
#include <QMimeData>
#include <QPalette>

namespace RigPlan::Ui {

CatalogModel::CatalogModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void CatalogModel::setCatalog(const PartCatalog *catalog)
{
    beginResetModel();
    m_rows.clear();
    if (catalog) {
        for (PartKind kind : { PartKind::Gpu, PartKind::Board, PartKind::Case, PartKind::Cpu, PartKind::Psu,
                 PartKind::Riser, PartKind::PsuSync }) {
            const QString kindName = PartSummary::kindName(kind);
            for (const PartPtr &p : catalog->parts(kind))
                m_rows.push_back({ p, kindName, {}, {}, {} });
        }
    }
    endResetModel();
}

const QString &CatalogModel::specText(const Row &row) const
{
    if (!row.spec)
        row.spec = PartSummary::specLine(*row.part);
    return *row.spec;
}

const QString &CatalogModel::priceText(const Row &row) const
{
    if (!row.price) {
        const std::optional<double> usd = row.part->priceUsd;
        row.price = usd ? QLocale().toCurrencyString(*usd * m_perUsd, m_currencySymbol, 0) : QString();
    }
    return *row.price;
}

const QString &CatalogModel::confidenceText(const Row &row) const
{
    if (!row.confidence)
        row.confidence = PartSummary::confidenceName(row.part->confidence);
    return *row.confidence;
}

void CatalogModel::setIncompatible(const QSet<QString> &ids)
{
    if (ids == m_incompatible)
        return;
    m_incompatible = ids;
    if (!m_rows.empty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1), { Qt::ForegroundRole, CompatibleRole });
}

void CatalogModel::setCurrency(const QString &symbol, double perUsd)
{
    if (symbol == m_currencySymbol && perUsd == m_perUsd)
        return; // the prices shown are already in it
    m_currencySymbol = symbol;
    m_perUsd = perUsd;
    for (Row &row : m_rows)
        row.price.reset(); // made again in the new currency when next asked
    if (!m_rows.empty())
        Q_EMIT dataChanged(index(0, PriceColumn), index(rowCount() - 1, PriceColumn), { Qt::DisplayRole });
}

PartPtr CatalogModel::partAt(int row) const
{
    return row >= 0 && row < rowCount() ? m_rows[static_cast<std::size_t>(row)].part : nullptr;
}

int CatalogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int CatalogModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CatalogModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const Row &row = m_rows[static_cast<std::size_t>(index.row())];
    const PartPtr &part = row.part;
    switch (role) {
    case PartIdRole:
        return part->id;
    case KindRole:
        return static_cast<int>(part->kind());
    case CompatibleRole:
        return !m_incompatible.contains(part->id);
    case Qt::ForegroundRole:
        if (m_incompatible.contains(part->id))
            return QBrush(QPalette().color(QPalette::Disabled, QPalette::Text));
        return {};
    case Qt::ToolTipRole:
        return tr("%1\n%2\nPrice: %3 USD (%4)\nSource: %5\nConfidence: %6%7")
            .arg(part->name, specText(row), part->priceUsd ? QString::number(*part->priceUsd) : tr("unknown"),
                part->priceDate.isEmpty() ? tr("undated") : part->priceDate,
                part->source.isEmpty() ? tr("not stated") : part->source, confidenceText(row),
                part->notes.isEmpty() ? QString() : QStringLiteral("\n") + part->notes);
    case SortRole:
        if (index.column() == PriceColumn)
            return part->priceUsd.value_or(-1);
        if (index.column() == KindColumn)
            return static_cast<int>(part->kind());
        [[fallthrough]];
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn:
            return part->name;
        case KindColumn:
            return row.kind;
        case SpecColumn:
            return specText(row);
        case PriceColumn:
            return priceText(row);
        case ConfidenceColumn:
            return confidenceText(row);
        default:
            return {};
        }
    default:
        return {};
    }
}

QVariant CatalogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Name");
    case KindColumn:
        return tr("Kind");
    case SpecColumn:
        return tr("Key figures");
    case PriceColumn:
        return tr("Price");
    case ConfidenceColumn:
        return tr("Confidence");
    default:
        return {};
    }
}

Qt::ItemFlags CatalogModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    const PartPtr part = index.isValid() ? partAt(index.row()) : nullptr;
    if (part && part->kind() == PartKind::Gpu && !m_incompatible.contains(part->id))
        f |= Qt::ItemIsDragEnabled;
    return f;
}

QStringList CatalogModel::mimeTypes() const
{
    return { Mime::kPartId };
}

QMimeData *CatalogModel::mimeData(const QModelIndexList &indexes) const
{
    if (indexes.isEmpty())
        return nullptr;
    const PartPtr part = partAt(indexes.first().row());
    if (!part)
        return nullptr;
    auto *mime = new QMimeData;
    mime->setData(Mime::kPartId, part->id.toUtf8());
    mime->setText(part->name);
    return mime;
}

} // namespace RigPlan::Ui
