// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/build.h"

#include <QGraphicsScene>
#include <QHash>

class QMimeData;

namespace RigPlan::Ui {

class BuildDocument;

/** Where a drop lands: a board connector, or a riser to a vertical mount or the open frame. */
struct DropTarget
{
    enum Kind
    {
        None,
        Connector,
        Vertical,
        Frame
    };
    Kind kind = None;
    int slot = 0; // the connector, for Connector
    bool operator==(const DropTarget &) const = default;
};

/**
 * The build drawn to scale: the case's expansion slots, the board's connectors, the cards with their
 * cooler and the air under them, risers to their mounts. A view of the document: it rebuilds its items
 * on every change, and turns drops and moves into undoable edits.
 */
class ChassisScene : public QGraphicsScene
{
    Q_OBJECT

public:
    explicit ChassisScene(BuildDocument *document, QObject *parent = nullptr);

    /** The card under the user's focus (-1: none); kept across rebuilds. */
    int selectedGpu() const { return m_selectedGpu; }
    void setSelectedGpu(int gpu);
    /** Cards to outline as the subject of a finding the user picked. */
    void setHighlightedGpus(const QList<int> &gpus);

    DropTarget targetAt(const QPointF &scenePos) const;
    /**
     * The build a drop of `mime` on `target` would give; nothing (and the reason in `whyNot`) where the
     * drop would put the card where it cannot go.
     */
    std::optional<Build> buildAfterDrop(const QMimeData *mime, const DropTarget &target, QString *whyNot) const;
    /** Applies a drop as one undo step; false where it is refused. */
    bool drop(const QMimeData *mime, const DropTarget &target);

    /** Moves the selected card to the next free connector up (-1) or down (+1). */
    bool moveSelected(int direction);
    bool removeSelected();

    /** Marks every connector valid or not for this payload while a drag is under way (nullptr: done). */
    void showDropTargets(const QMimeData *mime);

Q_SIGNALS:
    void selectedGpuChanged(int gpu);

protected:
    void dragEnterEvent(QGraphicsSceneDragDropEvent *event) override;
    void dragMoveEvent(QGraphicsSceneDragDropEvent *event) override;
    void dragLeaveEvent(QGraphicsSceneDragDropEvent *event) override;
    void dropEvent(QGraphicsSceneDragDropEvent *event) override;
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override;

private:
    void rebuild();
    void drawCase();
    void drawCards();
    void drawRiserArea();
    int gpuAt(const QPointF &scenePos) const;
    QString partIdOf(const QMimeData *mime) const;

    BuildDocument *m_document;
    int m_selectedGpu = -1;
    QList<int> m_highlighted;
    QHash<int, QRectF> m_connectorRects; // slot position -> rect
    QHash<int, QGraphicsItem *> m_connectorItems;
    QHash<int, QRectF> m_cardRects; // gpu -> rect
    QRectF m_verticalArea, m_frameArea;
    QPointF m_pressPos;
    int m_pressedGpu = -1;
};

} // namespace RigPlan::Ui
