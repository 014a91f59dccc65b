// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/library/librarydialog.h"

#include "ui/library/buildlibrary.h"

#include <QDialogButtonBox>
#include <QListWidget>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace RigPlan::Ui {

LibraryDialog::LibraryDialog(BuildLibrary *library, QWidget *parent)
    : QDialog(parent)
    , m_library(library)
    , m_list(new QListWidget)
{
    setWindowTitle(tr("Build library"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    m_open = buttons->addButton(tr("&Open"), QDialogButtonBox::AcceptRole);
    m_delete = buttons->addButton(tr("&Delete…"), QDialogButtonBox::ActionRole);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_list);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_open, &QPushButton::clicked, this, [this] {
        if (QListWidgetItem *item = m_list->currentItem()) {
            m_chosen = item->data(Qt::UserRole).toLongLong();
            accept();
        }
    });
    connect(m_list, &QListWidget::itemDoubleClicked, m_open, &QPushButton::click);
    connect(m_delete, &QPushButton::clicked, this, &LibraryDialog::removeSelected);
    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        m_open->setEnabled(row >= 0);
        m_delete->setEnabled(row >= 0);
    });
    resize(520, 380);
    refresh();
}

void LibraryDialog::refresh()
{
    m_list->clear();
    QString error;
    const QList<BuildLibrary::Entry> entries = m_library->list(&error);
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Build library"), error);
    for (const BuildLibrary::Entry &e : entries) {
        auto *item = new QListWidgetItem(tr("%1 — saved %2")
                                             .arg(e.name.isEmpty() ? tr("(unnamed)") : e.name,
                                                 QLocale().toString(e.modified.toLocalTime(), QLocale::ShortFormat)));
        item->setData(Qt::UserRole, e.id);
        m_list->addItem(item);
    }
    if (entries.isEmpty())
        m_list->addItem(tr("No saved builds yet: use File > Save to Library."));
    m_list->setCurrentRow(entries.isEmpty() ? -1 : 0);
    m_open->setEnabled(!entries.isEmpty());
    m_delete->setEnabled(!entries.isEmpty());
}

void LibraryDialog::removeSelected()
{
    QListWidgetItem *item = m_list->currentItem();
    if (!item || !item->data(Qt::UserRole).isValid())
        return;
    if (QMessageBox::question(this, tr("Delete saved build"), tr("Delete \"%1\" from the library?").arg(item->text()))
        != QMessageBox::Yes)
        return;
    QString error;
    if (!m_library->remove(item->data(Qt::UserRole).toLongLong(), &error))
        QMessageBox::warning(this, tr("Build library"), error);
    refresh();
}

} // namespace RigPlan::Ui
