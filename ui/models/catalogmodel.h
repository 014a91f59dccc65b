// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/partcatalog.h"

#include <QAbstractTableModel>
#include <QSet>

#include <optional>
#include <vector>

namespace RigPlan::Ui {

/** The parts of a catalog as a table the parts browser sorts, filters and drags from. */
class CatalogModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        NameColumn,
        KindColumn,
        SpecColumn,
        PriceColumn,
        ConfidenceColumn,
        ColumnCount
    };
    enum Role
    {
        PartIdRole = Qt::UserRole,
        KindRole,
        SortRole,
        CompatibleRole
    };

    explicit CatalogModel(QObject *parent = nullptr);

    /**
     * Shows every part of `catalog` (nullptr: none), by its listing: a part is read whole when a row
     * first shows more than its name (its figures, price, tooltip). `catalog` must outlive the model
     * or be replaced here first (BuildDocument's overlay changes with the file's inline parts).
     */
    void setCatalog(const PartCatalog *catalog);
    const PartCatalog *catalog() const { return m_catalog; }
    /** Parts that would fail in the current build: greyed out and not draggable. */
    void setIncompatible(const QSet<QString> &ids);
    /** Prices are stored in US dollars and shown in the user's currency at the user's rate. */
    void setCurrency(const QString &symbol, double perUsd);

    /** The part of a row, read from the catalog the first time (null: none, or it does not read). */
    PartPtr partAt(int row) const;
    /** A row's id and kind, known without reading the part. */
    QString partIdAt(int row) const;
    std::optional<PartKind> kindAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;
    Qt::DropActions supportedDragActions() const override { return Qt::CopyAction; }

private:
    /**
     * A part as the catalog lists it, with the part and its display texts each made the first time a
     * view asks and then kept: sorting and painting ask over and over, while the first window shows
     * only a screenful of the catalog's rows (of about 175, 80 are GPUs and some 20 fit on screen).
     */
    struct Row
    {
        PartListing listing;
        QString kind;
        mutable std::optional<PartPtr> part;
        mutable std::optional<QString> spec, price, confidence;
    };
    const Row *rowAt(int row) const;
    const PartPtr &part(const Row &row) const;
    const QString &specText(const Row &row) const;
    const QString &priceText(const Row &row) const;
    const QString &confidenceText(const Row &row) const;
    const PartCatalog *m_catalog = nullptr;
    std::vector<Row> m_rows;
    QSet<QString> m_incompatible;
    QString m_currencySymbol = QStringLiteral("$");
    double m_perUsd = 1.0;
};

} // namespace RigPlan::Ui
