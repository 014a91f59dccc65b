// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/build.h"
#include "core/circuit.h"
#include "core/rules/checker.h"

#include <QList>
#include <QString>

#include <optional>

namespace RigPlan {

class PartCatalog;

/** Where a card can go: a board connector, a riser to a vertical mount or the open frame, or onto a card. */
struct PlacementTarget
{
    enum class Kind
    {
        Connector, // straight into the board connector at `slot`
        VerticalMount, // on a riser to one of the case's vertical mounts
        OpenFrame, // on a riser in the open frame
        Card, // onto the card `gpu`: a part swaps it, a card trades places with it
    };
    Kind kind = Kind::Connector;
    int slot = 0; // Connector: its expansion-slot position
    int gpu = -1; // Card: the card dropped on
    bool operator==(const PlacementTarget &) const = default;

    static PlacementTarget connector(int slot) { return { Kind::Connector, slot, -1 }; }
    static PlacementTarget verticalMount() { return { Kind::VerticalMount, 0, -1 }; }
    static PlacementTarget openFrame() { return { Kind::OpenFrame, 0, -1 }; }
    static PlacementTarget card(int gpu) { return { Kind::Card, 0, gpu }; }
};

/** What is placed: a GPU part of the catalog (a new card) or a card of the build (moved). */
struct PlacementPayload
{
    QString partId; // a new card of this part
    int gpu = -1; // or this card of the build

    static PlacementPayload part(const QString &id) { return { id, -1 }; }
    static PlacementPayload card(int gpu) { return { QString(), gpu }; }
    bool isNewCard() const { return !partId.isEmpty(); }
};

/** Why a placement is refused. */
struct PlacementRefusal
{
    enum class Reason
    {
        NotAGpu, // the part is no GPU (boards, cases, CPUs and PSUs are chosen, not placed)
        NoSuchCard, // the payload or target names no card of the build
        NoConnector, // the build has no board connector there
        NoConnectorForRiser, // every connector is taken or covered: nowhere to plug a riser cable
        SameCard, // a card dropped on itself
        Conflict, // the placement error in `finding` names the card (or one it would block)
    };
    Reason reason = Reason::Conflict;
    std::optional<Finding> finding; // Conflict: the placement error, as check() reports it
};

/** What placing a card would give. */
struct PlacementOutcome
{
    std::optional<Build> build; // the build after the placement; empty when refused
    int gpu = -1; // the card placed, in `build`
    std::optional<PlacementRefusal> refusal;
    std::optional<PlacementTarget> alternative; // refused: the nearest target that takes the card

    bool ok() const { return build.has_value(); }
};

/**
 * The placement policy the chassis, the parts list and the CLI share: where a GPU may go in a build, the
 * reason where it may not, the nearest place that works, and the next free place for "add". A placement
 * is legal when it adds no placement error (slots, case, riser mount, form factor) about the card placed
 * or a card it would block; power and workload findings never refuse a placement (the checks show them).
 * It checks with the options given (the document's), without the fix search.
 */
class PlacementService
{
public:
    PlacementService(const PartCatalog &parts, const Circuit &defaultCircuit, CheckOptions options = {});

    PlacementOutcome place(const Build &build, const PlacementPayload &payload, const PlacementTarget &target) const;

    /**
     * Every target the build offers, in the order "add" tries them: the board's connectors top down, a
     * vertical mount if the case has one, the open frame if it is one.
     */
    QList<PlacementTarget> targets(const Build &build) const;

    /** The first of targets() that takes the payload ("add to the next free legal position"). */
    std::optional<PlacementTarget> firstLegalTarget(const Build &build, const PlacementPayload &payload) const;

    /** Whether a placement rule names `gpu` (or a card it blocks) in this build. */
    static bool isPlacementRule(RuleId rule);

private:
    PlacementOutcome placeAt(const Build &build, const PlacementPayload &payload, const PlacementTarget &target) const;
    std::optional<PlacementTarget> nearestLegal(
        const Build &build, const PlacementPayload &payload, const PlacementTarget &refused) const;

    const PartCatalog &m_parts;
    Circuit m_defaultCircuit;
    CheckOptions m_options;
};

} // namespace RigPlan
