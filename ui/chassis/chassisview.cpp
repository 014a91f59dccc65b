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

void ChassisView::fit()
{
    m_fitted = true;
    // Only when it changes: fitting anew on every edit must not cost a repaint of the whole view.
    const QRectF rect = m_scene->sceneRect();
    if (rect == m_fittedRect && viewport()->size() == m_fittedSize)
        return;
    m_fittedRect = rect;
    m_fittedSize = viewport()->size();
    fitInView(rect, Qt::KeepAspectRatio);
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
