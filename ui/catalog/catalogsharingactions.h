// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/catalog/catalogsharing.h"

#include <QObject>

class QMenu;
class QAction;
class QWidget;

namespace RigPlan::Ui {

/**
 * File > Import Catalog…, Export Catalog… and Import from BuildCores OpenDB…: the dialogs around a
 * CatalogSharing. `changed` is emitted after an import changed the catalog, so the views reload it.
 */
class CatalogSharingActions : public QObject
{
    Q_OBJECT

public:
    CatalogSharingActions(CatalogSharing *sharing, QWidget *window);

    /** Adds the three actions to `menu` before `before` (null: at the end). */
    void addTo(QMenu *menu, QAction *before);

    // What the actions do once a file is chosen (the tests call these; no dialog but the result's).
    SharingResult exportTo(const QString &fileName);
    /** Asks whether to replace when the file differs from the user's parts or prices (unless told not to ask). */
    SharingResult importFrom(const QString &fileName, bool askToReplace = true);
    SharingResult importOpenDb(const QString &checkoutDir);

signals:
    void changed();

private:
    void report(const QString &title, const SharingResult &result);

    CatalogSharing *m_sharing;
    QWidget *m_window;
};

} // namespace RigPlan::Ui
