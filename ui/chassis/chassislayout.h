// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/part.h"

#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include <functional>

namespace RigPlan {
struct ResolvedBuild;
}

namespace RigPlan::Ui {

/**
 * Where everything of the chassis goes, in millimetres (one scene unit is one millimetre), computed from
 * the build alone: no painting, no items, so tests check it directly.
 *
 * The view is the side of a tower with its side panel off: the board face-on, the rear (brackets, slot
 * openings) on the left at x = 0, the front on the right, expansion slot 1 at y = 0 and the PSU bay at the
 * bottom. A card plugged in is seen from its top edge: its length across, its thickness down.
 *
 * The case, board and riser areas depend on the case and the board only, never on the cards: adding a card
 * or moving one to a riser changes nothing else (the drawing never jumps).
 */
struct ChassisLayout
{
    /** Width of `text` in millimetres at a 1 mm em (the label font's advance, scaled). */
    using TextWidth = std::function<double(const QString &text)>;
    /** The height of a line of labels at a 1 mm em (the label font's ascent plus descent). */
    static constexpr double kDefaultLineHeight = 1.2;

    struct Connector
    {
        BoardSlot slot;
        QRectF body; // the connector itself, to scale
        QRectF row; // its whole slot row, label included: the drop zone
        QRectF label; // where its label stands (left of the case, level with it)
        QString text;
    };

    struct Card
    {
        int gpu = -1;
        QRectF body; // empty: the card is not drawn (no slot, no riser)
        bool onRiser = false;
        bool frame = false; // on the open frame (else a vertical mount), when onRiser
        bool faceOn = false; // on a tower's vertical mount: parallel to the board, seen face-on (length x height)
        int riserFrom = 0; // the connector its riser cable starts at
        QPointF plug; // where its power plug sits
        bool plugAtEnd = false; // the plug faces the front of the case (the clearance is in this plane)
        QRectF plugClearance; // the straight run a 12VHPWR / 12V-2x6 cable needs (empty: none)
        bool clearanceOutOfPlane = false; // the run goes toward the side panel: drawn as its footprint
        bool clearanceShort = false; // the case's card length ends inside the run (maxGpuLengthMm)
        int fans = 0; // fans drawn on the shroud (drawing assumption, see fanCount)
        QRectF air; // the air under an open-air card's fans (empty: not an open-air card in the stack)
        double airSlots = 0; // free slots under it
        QRectF label;
    };

    double labelMm = 12; // the em of every label, in scene units
    bool openFrame = false;
    QRectF shell; // the case's outline (the frame's rails for an open frame)
    QRectF title; // the case's name, above it
    QRectF bracketColumn; // the rear slot openings
    QList<QRectF> slotOpenings; // one per expansion slot of the case, slot 1 first
    QList<QRectF> fans; // intake and exhaust fans, edge-on (drawing assumption)
    double clearanceX = 0; // the longest card the case takes ends here
    QRectF psuBay;
    QList<QRectF> psus; // one per PSU of the build

    QString boardForm; // the form factor drawn (the board's, or ATX where it names none we know)
    QRectF board;
    QRectF boardTitle;
    QRectF socket;
    QList<QRectF> dimms;
    QList<Connector> connectors;

    // The riser targets. A tower's vertical mount sits in front of the slot area (its place in
    // verticalCells, over the slots; its drop box, verticalArea, under the case); a rail (an open frame, or a
    // case with more mounts than one) has its places side by side under the case. An open frame's vertical
    // mounts are its frame places (verticalArea empty).
    QRectF verticalArea, frameArea;
    QRectF verticalTitle, frameTitle;
    QList<QRectF> verticalCells, frameCells; // one place per card
    QRectF verticalBracket; // a tower's vertical-slot openings in the rear wall, level with its mount
    bool verticalInCase = false; // the vertical places stand in front of the slot area
    QList<Card> cards; // one per build gpu, in order

    QRectF sceneRect; // everything, with a margin

    static ChassisLayout of(
        const ResolvedBuild &build, const TextWidth &textWidth, double lineHeight = kDefaultLineHeight);

    /** The connector label's text (size, electrical lanes, generation, source). */
    static QString connectorText(const BoardSlot &slot);

    // --- Drawing assumptions: what the catalog does not say, derived here and nowhere else. ---

    /** Board size (height along the rear edge, depth front to back) of a form factor; ATX where unknown. */
    static QSizeF boardSize(const QString &formFactor);
    /** Expansion-slot positions a form factor has along its rear edge. */
    static int boardSlotPositions(const QString &formFactor);
    /** The CPU socket's outline (with its retention frame) and how many DIMM slots boards of it have. */
    static QSizeF socketSize(const QString &socket);
    static int dimmSlots(const QString &socket);
    /** Fans an open-air cooler carries along its length (1 up to 200 mm, 2 up to 285 mm, else 3). */
    static int fanCount(const GpuSpec &spec);
    /** A card's height (PCB to top edge, not seen from the side): full height, 111 mm, unless longer. */
    static double cardHeightMm(const GpuSpec &spec);
    /** Blower, passive and datacenter (EPS-powered) cards take their plugs at the end facing the front. */
    static bool plugAtEnd(const GpuSpec &spec);
    /** Where a plug on the top edge sits along the card (share of its length from the bracket). */
    static constexpr double kTopPlugAt = 0.62;
    /** The straight run a 12VHPWR / 12V-2x6 cable needs before its first bend. */
    static constexpr double k12vhpwrClearanceMm = 35.0;
    /** A 12VHPWR / 12V-2x6 plug's housing, about 21 x 9 mm (drawn size, roughly). */
    static constexpr double kHpwrPlugWidthMm = 21.0, kHpwrPlugDepthMm = 9.0;
    /** The place a vertical mount gives a card: the longest common card, as tall as the tallest drawn. */
    static constexpr double kMountPlaceHeightMm = 138.0;
};

} // namespace RigPlan::Ui
