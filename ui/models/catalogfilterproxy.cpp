// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/models/catalogfilterproxy.h"

#include "ui/models/catalogmodel.h"

namespace RigPlan::Ui {

CatalogFilterProxy::CatalogFilterProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(CatalogModel::SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
}

void CatalogFilterProxy::setKind(std::optional<PartKind> kind)
{
    m_kind = kind;
    invalidateFilter();
}

void CatalogFilterProxy::setSearchText(const QString &text)
{
    m_words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    invalidateFilter();
}

bool CatalogFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex name = sourceModel()->index(sourceRow, CatalogModel::NameColumn, sourceParent);
    if (m_kind && name.data(CatalogModel::KindRole).toInt() != static_cast<int>(*m_kind))
        return false;
    if (m_words.isEmpty())
        return true;
    const QString haystack = name.data().toString() + QLatin1Char(' ')
        + sourceModel()->index(sourceRow, CatalogModel::SpecColumn, sourceParent).data().toString() + QLatin1Char(' ')
        + name.data(CatalogModel::PartIdRole).toString();
    return std::all_of(
        m_words.cbegin(), m_words.cend(), [&](const QString &w) { return haystack.contains(w, Qt::CaseInsensitive); });
}

} // namespace RigPlan::Ui
