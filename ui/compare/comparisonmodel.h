// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/compare/comparison.h"

#include <QAbstractTableModel>

#include <optional>

namespace RigPlan::Ui {

/**
 * Every part and figure of a comparison as a table: column 0 names the row, then one column per build in
 * comparison order. Cells where the builds differ are bold on a tinted background; the best figure has a
 * background of its own.
 */
class ComparisonModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Roles
    {
        DiffersRole = Qt::UserRole + 1, // bool: the row's builds differ
        BestRole, // bool: this build has the row's best figure
        ValueRole, // double, or invalid where the cell is no number
        KeyRole, // the row's stable key ("priceUsd", "gpu:rtx-3090-fe", …)
    };

    explicit ComparisonModel(QObject *parent = nullptr);

    /** Shows this comparison (nothing: an empty table). */
    void setComparison(std::optional<Comparison> comparison);
    const std::optional<Comparison> &comparison() const { return m_comparison; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    static QColor differsColor();
    static QColor bestColor();

private:
    std::optional<Comparison> m_comparison;
};

} // namespace RigPlan::Ui
