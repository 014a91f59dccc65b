// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/part.h"

#include <QSortFilterProxyModel>

#include <optional>

namespace RigPlan::Ui {

/** The parts browser's filter: one kind or all, and words that must all appear in the name or figures. */
class CatalogFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit CatalogFilterProxy(QObject *parent = nullptr);

    void setKind(std::optional<PartKind> kind);
    void setSearchText(const QString &text);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    std::optional<PartKind> m_kind;
    QStringList m_words;
};

} // namespace RigPlan::Ui
