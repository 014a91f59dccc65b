// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/build.h"
#include "core/placement/placement.h"
#include "ui/chassis/chassiselement.h"
#include "ui/chassis/chassislayout.h"

#include <QGraphicsScene>
#include <QHash>
#include <QMap>

class QMimeData;

namespace RigPlan::Ui {

class BuildChange;
class BuildDocument;
class BoardItem;
class CardItem;
class CaseItem;
class AirGapItem;
class PsuItem;
class RiserAreaItem;
class RiserItem;
class SlotItem;

/** Where a drop lands: the core's placement targets (a connector, a riser mount, the open frame, a card). */
using DropTarget = PlacementTarget;

/**
 * The build drawn to scale (ChassisLayout says where everything goes): the case with its slot openings
 * and fans, the board with its socket, DIMMs and connectors, the cards as they are with the air under
 * them, risers to their mounts, the PSUs and their leads. A view of the document: its items (CaseItem,
 * SlotItem, CardItem, ...) live as long as what they show; a layout change moves them, a re-check
 * restates them, a selection re-outlines the cards. It turns drops and moves into undoable edits.
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

    /** The target under a scene point; a card payload (`draggedGpu`) over its own body means its row's connector. */
    std::optional<DropTarget> targetAt(const QPointF &scenePos, int draggedGpu = -1) const;
    /**
     * The build a drop of `mime` on `target` would give; nothing (and the reason, with the nearest place
     * that works, in `whyNot`) where the placement policy (core/placement) refuses it.
     */
    std::optional<Build> buildAfterDrop(const QMimeData *mime, const DropTarget &target, QString *whyNot) const;
    /** Adds a GPU part at the first place that takes it ("add" from the parts list); false, and why, if none. */
    bool addPart(const QString &partId, QString *whyNot);
    /** Puts the selected card on a riser to a vertical mount or the open frame. */
    bool putSelectedOnRiser(bool frame);
    /** Every slot, mount, frame position, card, riser and PSU as drawn, with its name and state. */
    const QList<ChassisElement> &elements() const { return m_elements; }
    /** The part the parts list has selected: what an accessible slot's "add here" action adds. */
    void setCurrentPart(const QString &partId) { m_currentPart = partId; }
    QString currentPart() const { return m_currentPart; }
    /** Places the current part at `target` (accessibility and keyboard); false and why where refused. */
    bool addCurrentPartAt(const DropTarget &target, QString *whyNot);

    /** The scene areas of the riser targets (for tests and accessibility). */
    QRectF verticalMountArea() const { return m_verticalArea; }
    QRectF openFrameArea() const { return m_frameArea; }
    /** Where everything is drawn, in scene millimetres (tests, exports). */
    const ChassisLayout &layout() const { return m_layout; }
    /** The reason shown at the cursor while a drag is refused (empty: none shown). */
    QString dropHint() const;
    /**
     * Where the refusal's box of `size` goes, in the view's pixels, for the cursor at `cursor`: above and
     * right of it, clear of the drag's own picture (`picture`, relative to the cursor; the window system
     * draws it over everything) and of the pointer, inside `visible`; below them where above has no room.
     */
    static QPoint dropHintPosition(const QSize &size, const QPoint &cursor, const QRect &picture, const QRect &visible);
    /** Applies a drop as one undo step; false where it is refused. */
    bool drop(const QMimeData *mime, const DropTarget &target);

    /** Moves the selected card to the next free connector up (-1) or down (+1). */
    bool moveSelected(int direction);
    bool removeSelected();

    /** Marks every connector valid or not for this payload while a drag is under way (nullptr: done). */
    void showDropTargets(const QMimeData *mime);

Q_SIGNALS:
    void selectedGpuChanged(int gpu);
    /** The elements were drawn anew or changed state (accessibility and the view's fit listen). */
    void elementsChanged();

protected:
    void dragEnterEvent(QGraphicsSceneDragDropEvent *event) override;
    void dragMoveEvent(QGraphicsSceneDragDropEvent *event) override;
    void dragLeaveEvent(QGraphicsSceneDragDropEvent *event) override;
    void dropEvent(QGraphicsSceneDragDropEvent *event) override;
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override;
    void contextMenuEvent(QGraphicsSceneContextMenuEvent *event) override;
    bool event(QEvent *event) override;

private:
    void followSelection(const BuildChange &change); // the selected card where it went, or none
    void relayout(); // where things are: moves, makes and deletes items
    void restate(); // what the checks say: texts, tooltips, conflict outlines
    void reselect(); // selection and highlight outlines, the elements' names
    void nameElements();
    int gpuAt(const QPointF &scenePos) const;
    QString partIdOf(const QMimeData *mime) const;
    static PlacementPayload payloadOf(const QMimeData *mime);
    QString describe(const DropTarget &target) const;
    QString refusalText(const PlacementOutcome &outcome, const DropTarget &target) const;
    void showDropHint(const QPointF &scenePos, const QString &text, const QRect &picture = {});
    void showGhost(const QMimeData *mime, const std::optional<DropTarget> &target, bool legal);
    bool place(const PlacementPayload &payload, const DropTarget &target, QString *whyNot);

    BuildDocument *m_document;
    ChassisLayout m_layout;
    CaseItem *m_case;
    BoardItem *m_board;
    RiserAreaItem *m_verticalItem, *m_frameItem;
    QMap<int, SlotItem *> m_slotItems; // slot position -> its connector
    QList<CardItem *> m_cardItems; // by card index, as m_airItems and m_riserItems (hidden where not drawn)
    QList<AirGapItem *> m_airItems;
    QList<RiserItem *> m_riserItems;
    QList<PsuItem *> m_psuItems;
    QHash<int, QStringList> m_problems; // gpu -> the placement errors about it
    int m_selectedGpu = -1;
    std::optional<GpuPlacement> m_selectedCard; // what m_selectedGpu was when last seen
    qsizetype m_cardCount = 0; // the build's cards when last seen
    QList<int> m_highlighted;
    QHash<int, QRectF> m_connectorRects; // slot position -> rect
    QHash<int, QRectF> m_cardRects; // gpu -> rect
    QRectF m_verticalArea, m_frameArea;
    QList<QRectF> m_psuRects;
    QHash<int, QRectF> m_riserRects; // gpu -> its riser cable's bounds
    QList<ChassisElement> m_elements;
    QString m_currentPart;
    QGraphicsItem *m_dropHint = nullptr; // the refusal at the cursor, while a drag is refused
    QGraphicsItem *m_ghost = nullptr; // the dragged card's outline at the target
    QPointF m_pressPos;
    int m_pressedGpu = -1;
};

} // namespace RigPlan::Ui
