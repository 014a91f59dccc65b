// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTableView>

namespace RigPlan::Ui {

class CatalogModel;

/**
 * The parts list's table. A GPU dragged out of it shows the card itself (its cooler's colour, its
 * thickness in slots and its length, to the chassis' scale at the default zoom), not a table row.
 */
class PartsTableView : public QTableView
{
    Q_OBJECT

public:
    PartsTableView(const CatalogModel *model, QWidget *parent = nullptr);

    /** The picture a drag of `row` (of the source model) carries; null for parts that are no GPU. */
    QPixmap dragPixmap(int sourceRow) const;
    /** Where the cursor holds that picture: by the card's top edge, under the name above it. */
    QPoint dragHotSpot() const;

protected:
    void startDrag(Qt::DropActions supportedActions) override;

private:
    const CatalogModel *m_model;
};

} // namespace RigPlan::Ui
