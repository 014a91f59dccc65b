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
    m_catalog = catalog;
    m_rows.clear();
    if (catalog) {
        for (PartKind kind : { PartKind::Gpu, PartKind::Board, PartKind::Case, PartKind::Cpu, PartKind::Psu,
                 PartKind::Riser, PartKind::PsuSync }) {
            const QString kindName = PartSummary::kindName(kind);
            for (PartListing &listing : catalog->listing(kind))
                m_rows.push_back({ std::move(listing), kindName, {}, {}, {}, {} });
        }
    }
    endResetModel();
}

const PartPtr &CatalogModel::part(const Row &row) const
{
    if (!row.part)
        row.part = m_catalog ? m_catalog->find(row.listing.id) : nullptr;
    return *row.part;
}

const QString &CatalogModel::specText(const Row &row) const
{
    if (!row.spec)
        row.spec = part(row) ? PartSummary::specLine(*part(row)) : QString();
    return *row.spec;
}

const QString &CatalogModel::priceText(const Row &row) const
{
    if (!row.price) {
        row.price = QString();
        if (const PartPtr &p = part(row); p && p->priceUsd) {
            // The C locale (LANG=C.UTF-8) puts the symbol after the number ("3200$"): read it as English there.
            const QLocale locale
                = QLocale().language() == QLocale::C ? QLocale(QLocale::English, QLocale::UnitedStates) : QLocale();
            row.price = locale.toCurrencyString(*p->priceUsd * m_perUsd, m_currencySymbol, 0);
        }
    }
    return *row.price;
}

const QString &CatalogModel::confidenceText(const Row &row) const
{
    if (!row.confidence)
        row.confidence = part(row) ? PartSummary::confidenceName(part(row)->confidence) : QString();
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

const CatalogModel::Row *CatalogModel::rowAt(int row) const
{
    return row >= 0 && row < rowCount() ? &m_rows[static_cast<std::size_t>(row)] : nullptr;
}

PartPtr CatalogModel::partAt(int row) const
{
    const Row *r = rowAt(row);
    return r ? part(*r) : nullptr;
}

QString CatalogModel::partIdAt(int row) const
{
    const Row *r = rowAt(row);
    return r ? r->listing.id : QString();
}

std::optional<PartKind> CatalogModel::kindAt(int row) const
{
    const Row *r = rowAt(row);
    return r ? std::optional(r->listing.kind) : std::nullopt;
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
    const PartListing &listing = row.listing;
    switch (role) {
    case PartIdRole:
        return listing.id;
    case KindRole:
        return static_cast<int>(listing.kind);
    case CompatibleRole:
        return !m_incompatible.contains(listing.id);
    case Qt::ForegroundRole:
        if (m_incompatible.contains(listing.id))
            return QBrush(QPalette().color(QPalette::Disabled, QPalette::Text));
        return {};
    case Qt::ToolTipRole: {
        const PartPtr &p = part(row);
        if (!p)
            return tr("%1\nThe stored part cannot be read.").arg(listing.name);
        return tr("%1\n%2\nPrice: %3 USD (%4)\nSource: %5\nConfidence: %6%7")
            .arg(p->name, specText(row), p->priceUsd ? QString::number(*p->priceUsd) : tr("unknown"),
                p->priceDate.isEmpty() ? tr("undated") : p->priceDate,
                p->source.isEmpty() ? tr("not stated") : p->source, confidenceText(row),
                p->notes.isEmpty() ? QString() : QStringLiteral("\n") + p->notes);
    }
    case SortRole:
        if (index.column() == PriceColumn)
            return part(row) && part(row)->priceUsd ? *part(row)->priceUsd : -1.0;
        if (index.column() == KindColumn)
            return static_cast<int>(listing.kind);
        [[fallthrough]];
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn:
            return listing.name;
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
    const Row *row = index.isValid() ? rowAt(index.row()) : nullptr;
    if (row && row->listing.kind == PartKind::Gpu && !m_incompatible.contains(row->listing.id))
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
    const Row *row = rowAt(indexes.first().row());
    if (!row)
        return nullptr;
    auto *mime = new QMimeData;
    mime->setData(Mime::kPartId, row->listing.id.toUtf8());
    mime->setText(row->listing.name);
    return mime;
}

} // namespace RigPlan::Ui
