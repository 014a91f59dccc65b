// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDockWidget>

class QPushButton;
class QTreeView;
class QVBoxLayout;
class QLabel;

namespace RigPlan::Ui {

class BuildDocument;
class FindingsModel;

/** The checks panel: findings by severity; each fix of the selected finding is a button (one undo step). */
class ChecksDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit ChecksDock(BuildDocument *document, QWidget *parent = nullptr);

    FindingsModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }
    /** The fix buttons shown now, for tests and keyboard users. */
    QList<QPushButton *> fixButtons() const;

Q_SIGNALS:
    /** The cards the selected finding is about (empty: none selected). */
    void findingSelected(const QList<int> &gpus);

private:
    void showFixes();

    BuildDocument *m_document;
    FindingsModel *m_model;
    QTreeView *m_view;
    QWidget *m_fixes;
    QVBoxLayout *m_fixLayout;
    QLabel *m_summary;
};

} // namespace RigPlan::Ui
