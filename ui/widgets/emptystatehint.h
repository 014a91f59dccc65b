// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFrame>

class QLabel;
class QPushButton;

namespace RigPlan::Ui {

/**
 * What an empty chassis says (after Kirigami's PlaceholderMessage): how to add the first card, and the
 * bundled examples one click away. It sits at the foot of the view it is laid over and follows its
 * size; it accepts no drops, so a card dragged over it still lands on the chassis under it.
 */
class EmptyStateHint : public QFrame
{
    Q_OBJECT

public:
    /** `over`: the widget it is laid over (the chassis view's viewport). */
    explicit EmptyStateHint(QWidget *over);

    /** Adds a one-click button for a bundled example. */
    QPushButton *addExample(const QString &title, const QString &path);
    QList<QPushButton *> exampleButtons() const;

Q_SIGNALS:
    void exampleRequested(const QString &path);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void place();

    QLabel *m_message;
    QWidget *m_examples;
};

} // namespace RigPlan::Ui
