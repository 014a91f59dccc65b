// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/wheelguard.h"

#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QPointer>
#include <QSlider>
#include <QWheelEvent>

namespace RigPlan::Ui {

namespace {

constexpr char kGuarded[] = "rigplan_wheelGuarded";

/** The scroll area whose viewport holds `widget` (nullptr: none up to its window). */
QAbstractScrollArea *scrollAreaAround(const QWidget *widget)
{
    for (const QWidget *w = widget; w && !w->isWindow(); w = w->parentWidget()) {
        if (auto *area = qobject_cast<QAbstractScrollArea *>(w->parentWidget()); area && area->viewport() == w)
            return area;
    }
    return nullptr;
}

} // namespace

WheelGuard *WheelGuard::instance()
{
    // One filter for every guarded widget, owned by the application (gone with it, as the widgets are).
    static QPointer<WheelGuard> guard;
    if (!guard)
        guard = new WheelGuard(QCoreApplication::instance());
    return guard;
}

void WheelGuard::guard(QWidget *widget)
{
    if (!widget)
        return;
    // Not Qt::WheelFocus (QComboBox's and QAbstractSpinBox's default): QApplication gives a wheel-focus
    // widget the focus before its filters see the event, and it would then take the wheel as chosen.
    widget->setFocusPolicy(Qt::StrongFocus);
    widget->installEventFilter(instance()); // installing it again moves it, it does not add a second
    widget->setProperty(kGuarded, true);
}

void WheelGuard::guardChildren(QWidget *root)
{
    if (!root)
        return;
    for (QWidget *w : root->findChildren<QWidget *>()) {
        if (qobject_cast<QComboBox *>(w) || qobject_cast<QAbstractSpinBox *>(w) || qobject_cast<QSlider *>(w))
            guard(w);
    }
}

bool WheelGuard::isGuarded(const QWidget *widget)
{
    return widget && widget->property(kGuarded).toBool();
}

bool WheelGuard::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::Wheel || !watched->isWidgetType())
        return false;
    auto *widget = static_cast<QWidget *>(watched);
    if (widget->hasFocus())
        return false; // chosen by click or Tab: the wheel steps it
    auto *wheel = static_cast<QWheelEvent *>(event);
    if (QAbstractScrollArea *area = scrollAreaAround(widget)) {
        // Sent on to the panel's scroll area: Qt would not pass an event sent by hand (a test's) to parents.
        QWidget *viewport = area->viewport();
        const QPointF at = viewport->mapFromGlobal(wheel->globalPosition());
        QWheelEvent forwarded(at, wheel->globalPosition(), wheel->pixelDelta(), wheel->angleDelta(), wheel->buttons(),
            wheel->modifiers(), wheel->phase(), wheel->inverted(), wheel->source(), wheel->pointingDevice());
        forwarded.setTimestamp(wheel->timestamp());
        QApplication::sendEvent(viewport, &forwarded);
        wheel->accept(); // even at the scroll's end: offered to the viewport once, not again as a parent
        return true;
    }
    // No scroll area: not this widget's; QApplication offers a real wheel event to the parents.
    wheel->ignore();
    return true;
}

} // namespace RigPlan::Ui
