// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/checker.h"

#include <QAbstractItemModel>

namespace RigPlan::Ui {

class BuildDocument;

/** The check report as a tree: errors, warnings and notes, each finding under its severity. */
class FindingsModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Role
    {
        FindingRole = Qt::UserRole,
        RuleRole,
        GpusRole
    };

    explicit FindingsModel(BuildDocument *document, QObject *parent = nullptr);

    /** The finding at an index (nullptr for a severity group). */
    const Finding *finding(const QModelIndex &index) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    void refresh();

    struct Group
    {
        Severity severity;
        QList<int> findings; // indices into the report
    };
    BuildDocument *m_document;
    QList<Group> m_groups;
    QStringList m_messages; // per report finding
};

} // namespace RigPlan::Ui
