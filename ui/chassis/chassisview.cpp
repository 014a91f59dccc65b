// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/chassis/chassisview.h"

#include "ui/chassis/chassisscene.h"

#include <QAccessible>
#include <QKeyEvent>
#include <QWheelEvent>

namespace RigPlan::Ui {

ChassisView::ChassisView(ChassisScene *scene, QWidget *parent)
    : QGraphicsView(scene, parent)
    , m_scene(scene)
{
    setAcceptDrops(true);
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    setDragMode(QGraphicsView::NoDrag);
    setFocusPolicy(Qt::StrongFocus);
    setToolTip(tr("Drag GPUs here from the parts list. Drag a card to move it, onto the riser area to put it on a "
                  "riser. Arrow keys move the selected card, Delete removes it."));
    // Screen readers hear of the elements changing (ui/chassis/chassisaccessible.h).
    connect(scene, &ChassisScene::elementsChanged, this, [this] {
        // Every edit fits the drawing again unless the user zoomed (Ctrl+0 fits again).
        if (m_fitted)
            fit();
        if (QAccessible::isActive()) {
            QAccessibleEvent event(this, QAccessible::ObjectReorder);
            QAccessible::updateAccessibility(&event);
        }
    });
    connect(scene, &QGraphicsScene::sceneRectChanged, this, [this] {
        if (m_fitted)
            fit();
    });
}

void ChassisView::zoomIn()
{
    m_fitted = false;
    m_fittedRect = QRectF();
    scale(1.25, 1.25);
}

void ChassisView::zoomOut()
{
    m_fitted = false;
    m_fittedRect = QRectF();
    scale(0.8, 0.8);
}

void ChassisView::setTopOverlay(QWidget *overlay)
{
    if (m_overlay)
        m_overlay->removeEventFilter(this);
    m_overlay = overlay;
    if (overlay)
        overlay->installEventFilter(this);
    if (m_fitted)
        fit();
}

bool ChassisView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_overlay && m_fitted) {
        switch (event->type()) {
        case QEvent::Show:
        case QEvent::Hide:
        case QEvent::Resize: // not Move: the viewport's scrolling moves it a moment, then it goes back
            fit();
            break;
        default:
            break;
        }
    }
    return QGraphicsView::eventFilter(watched, event);
}

void ChassisView::fit()
{
    m_fitted = true;
    // A fit scrolls and may resize the viewport, which lays the overlay out again: fit once more after.
    if (m_fitting) {
        m_refit = true;
        return;
    }
    m_fitting = true;
    for (int pass = 0; pass < 3; ++pass) {
        m_refit = false;
        fitNow();
        if (!m_refit)
            break;
    }
    m_fitting = false;
}

void ChassisView::fitNow()
{
    // The band the overlay covers, in the viewport's pixels (its margin below it included).
    const int inset = m_overlay && !m_overlay->isHidden() ? std::max(m_overlay->geometry().bottom() + 1, 0) : 0;
    // Only when it changes: fitting anew on every edit must not cost a repaint of the whole view.
    const QRectF rect = m_scene->sceneRect();
    if (rect == m_fittedRect && viewport()->size() == m_fittedSize && inset == m_fittedInset)
        return;
    m_fittedRect = rect;
    m_fittedSize = viewport()->size();
    m_fittedInset = inset;
    if (inset <= 0 || inset >= viewport()->height() / 2) {
        setSceneRect(QRectF()); // the scene's own rectangle
        fitInView(rect, Qt::KeepAspectRatio);
        return;
    }
    // The scale that fits the drawing into the viewport below the band, then the band added above the
    // drawing in scene units: fitting that rectangle puts the drawing, whole, under the overlay.
    constexpr int kMargin = 2; // fitInView's own margin on each side
    const QSizeF room(viewport()->width() - 2 * kMargin, viewport()->height() - 2 * kMargin - inset);
    const double scale = std::min(room.width() / rect.width(), room.height() / rect.height());
    if (!(scale > 0)) {
        fitInView(rect, Qt::KeepAspectRatio);
        return;
    }
    const QRectF withBand = rect.adjusted(0, -inset / scale, 0, 0);
    setSceneRect(withBand); // scrolls over the band too, so the fit can centre on it
    fitInView(withBand, Qt::KeepAspectRatio);
}

void ChassisView::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Up:
        m_scene->moveSelected(-1);
        return;
    case Qt::Key_Down:
        m_scene->moveSelected(+1);
        return;
    case Qt::Key_Delete:
        m_scene->removeSelected();
        return;
    default:
        QGraphicsView::keyPressEvent(event);
    }
}

void ChassisView::wheelEvent(QWheelEvent *event)
{
    if (!(event->modifiers() & Qt::ControlModifier)) {
        QGraphicsView::wheelEvent(event);
        return;
    }
    if (event->angleDelta().y() > 0)
        zoomIn();
    else
        zoomOut();
}

void ChassisView::showEvent(QShowEvent *event)
{
    QGraphicsView::showEvent(event);
    if (m_fitted)
        fit();
}

void ChassisView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    if (m_fitted)
        fit();
}

} // namespace RigPlan::Ui
