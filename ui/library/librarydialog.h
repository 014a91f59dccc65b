// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

#include <optional>

class QListWidget;
class QPushButton;

namespace RigPlan::Ui {

class BuildLibrary;

/** The saved builds: open one, or delete those no longer wanted (after asking). */
class LibraryDialog : public QDialog
{
    Q_OBJECT

public:
    explicit LibraryDialog(BuildLibrary *library, QWidget *parent = nullptr);

    /** The build the user chose to open. */
    std::optional<qint64> chosen() const { return m_chosen; }
    QListWidget *list() const { return m_list; }

private:
    void refresh();
    void removeSelected();

    BuildLibrary *m_library;
    QListWidget *m_list;
    QPushButton *m_open, *m_delete;
    std::optional<qint64> m_chosen;
};

} // namespace RigPlan::Ui
