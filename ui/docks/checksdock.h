// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDockWidget>
#include <QVariant>

class QLabel;
class QPushButton;
class QScrollArea;
class QTreeView;
class QVBoxLayout;

namespace RigPlan::Ui {

class BuildDocument;
class FindingsModel;

/**
 * The checks panel: findings by severity; the selected finding's message and fixes in a pane of fixed
 * height that scrolls, so choosing a finding never resizes the dock, the window or the rows under the
 * cursor. Each fix is one undo step; Fix All chains the fixes that help into one.
 */
class ChecksDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit ChecksDock(BuildDocument *document, QWidget *parent = nullptr);

    FindingsModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }
    /** The fix buttons shown now, for tests and keyboard users. */
    QList<QPushButton *> fixButtons() const;
    QPushButton *fixAllButton() const { return m_fixAll; }
    /** The fixed-size pane the selected finding's fixes show in. */
    QScrollArea *fixPane() const { return m_fixPane; }

    /** Applies every fix that helps, as one undo step; returns how many. */
    int fixAll();

Q_SIGNALS:
    /** The cards the selected finding is about (empty: none selected). */
    void findingSelected(const QList<int> &gpus);

private:
    void showFixes();
    void restoreSelection();
    void updateSummary();

    BuildDocument *m_document;
    FindingsModel *m_model;
    QTreeView *m_view;
    QScrollArea *m_fixPane;
    QWidget *m_fixes;
    QVBoxLayout *m_fixLayout;
    QLabel *m_summary;
    QPushButton *m_fixAll;
    // The chosen finding across a model reset: its rule and its cards.
    QString m_selectedRule;
    QVariant m_selectedGpus;
};

} // namespace RigPlan::Ui
