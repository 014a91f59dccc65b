// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QWidget;

namespace RigPlan::Ui {

/**
 * Keeps the mouse wheel from editing a combo box, spin box or slider the user never chose (issue 36):
 * scrolling a panel over its pickers changed the build's case and a GPU's power limit. A guarded widget
 * takes focus by click or Tab only (Qt::StrongFocus, not the wheel), and while it has no focus its wheel
 * events go to the scroll area around it (or, with none, on to its parent), so the panel scrolls instead.
 * Once clicked or tabbed to, the wheel steps it as usual.
 */
class WheelGuard : public QObject
{
    Q_OBJECT

public:
    /** Guards one widget (any widget; used for combo boxes, spin boxes and sliders). Idempotent. */
    static void guard(QWidget *widget);
    /** Guards every combo box, spin box and slider under `root` (not scroll bars: they are for the wheel). */
    static void guardChildren(QWidget *root);
    /** Whether `widget` is guarded (tests). */
    static bool isGuarded(const QWidget *widget);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    using QObject::QObject;
    static WheelGuard *instance();
};

} // namespace RigPlan::Ui
