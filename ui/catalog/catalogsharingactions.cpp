// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/catalog/catalogsharingactions.h"

#include <QAction>
#include <QApplication>
#include <QFileDialog>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QWidget>

namespace RigPlan::Ui {

CatalogSharingActions::CatalogSharingActions(CatalogSharing *sharing, QWidget *window)
    : QObject(window)
    , m_sharing(sharing)
    , m_window(window)
{
}

void CatalogSharingActions::addTo(QMenu *menu, QAction *before)
{
    const QString filter = tr("RigPlan catalogs (*.json);;All files (*)");
    QAction *import = new QAction(tr("&Import Catalog…"), menu);
    import->setStatusTip(tr("Add the parts and prices of a catalog another RigPlan exported"));
    connect(import, &QAction::triggered, this, [this, filter] {
        const QString file = QFileDialog::getOpenFileName(m_window, tr("Import Catalog"), QString(), filter);
        if (!file.isEmpty())
            report(tr("Import Catalog"), importFrom(file));
    });
    QAction *exportAction = new QAction(tr("E&xport Catalog…"), menu);
    exportAction->setStatusTip(tr("Write your custom parts and prices to a file to share"));
    connect(exportAction, &QAction::triggered, this, [this, filter] {
        const QString file = QFileDialog::getSaveFileName(m_window, tr("Export Catalog"), tr("my-parts.json"), filter);
        if (!file.isEmpty())
            report(tr("Export Catalog"), exportTo(file));
    });
    QAction *openDb = new QAction(tr("Import from BuildCores &OpenDB…"), menu);
    openDb->setStatusTip(tr("Add GPUs, cases, PSUs, CPUs and boards from a checkout of BuildCores OpenDB (ODC-By)"));
    connect(openDb, &QAction::triggered, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(m_window, tr("BuildCores OpenDB checkout"));
        if (dir.isEmpty())
            return;
        QApplication::setOverrideCursor(Qt::WaitCursor); // the whole of OpenDB is some 15,000 files
        const SharingResult result = importOpenDb(dir);
        QApplication::restoreOverrideCursor();
        report(tr("Import from BuildCores OpenDB"), result);
    });
    QAction *separator = new QAction(menu);
    separator->setSeparator(true);
    menu->insertActions(before, { import, exportAction, openDb, separator });
}

SharingResult CatalogSharingActions::exportTo(const QString &fileName)
{
    return m_sharing->exportCatalog(fileName);
}

SharingResult CatalogSharingActions::importFrom(const QString &fileName, bool askToReplace)
{
    SharingResult result = m_sharing->importCatalog(fileName, false);
    if (!result.ok && result.conflicts && askToReplace) {
        QMessageBox box(QMessageBox::Question, tr("Import Catalog"),
            tr("Some parts or prices in this file differ from yours. Replace yours with the file's?"),
            QMessageBox::Cancel, m_window);
        box.setDetailedText(result.text);
        QPushButton *replace = box.addButton(tr("Replace Mine"), QMessageBox::DestructiveRole);
        box.exec();
        if (box.clickedButton() != replace)
            return result;
        result = m_sharing->importCatalog(fileName, true);
    }
    if (result.ok)
        emit changed();
    return result;
}

SharingResult CatalogSharingActions::importOpenDb(const QString &checkoutDir)
{
    const SharingResult result = m_sharing->importOpenDb(checkoutDir);
    if (result.ok)
        emit changed();
    return result;
}

void CatalogSharingActions::report(const QString &title, const SharingResult &result)
{
    if (result.ok)
        QMessageBox::information(m_window, title, result.text);
    else
        QMessageBox::warning(m_window, title, result.text);
}

} // namespace RigPlan::Ui
