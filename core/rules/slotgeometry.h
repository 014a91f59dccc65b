// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QVarLengthArray>

#include <array>
#include <optional>

namespace RigPlan {

struct ResolvedBuild;
struct GpuSpec;

/** A card plugged straight into the slot stack (not on a riser). */
struct StackCard
{
    int gpu = -1; // index into the build's gpus
    int position = 0; // its connector's expansion-slot position
    int lastCovered = 0; // position + ceil(width) - 1
    double width = 0;
};

/**
 * The geometry of build-format.md: a card of width w at position p covers p … p + ceil(w) − 1, blocks
 * every other connector there, and has next card's position − (p + w) free slots under it.
 */
class SlotGeometry
{
public:
    explicit SlotGeometry(const ResolvedBuild &build);

    /** Cards in the stack, sorted by position. */
    const QVarLengthArray<StackCard, 8> &stack() const { return m_stack; }
    const StackCard *stackCard(int gpu) const;

    /** Free slots under a stack card (the rest of the case under the lowest one). */
    double freeSlotsBelow(const StackCard &card) const;
    /**
     * The same figure for card `gpu` of `build`, which sits in the stack, without building the geometry
     * (the estimate asks it only for open-air cards, in the planner's loop). The one implementation.
     */
    static double freeSlotsBelow(const ResolvedBuild &build, int gpu);

    /**
     * A board connector where `gpu` could sit directly with no conflict against the other cards (the
     * card itself ignored): connector free and not covered, its body covering no other connector in
     * use, ending inside the case. With `wantGap`, also one free slot under it and above the next card.
     * Prefers the position nearest `near`.
     */
    std::optional<int> findFreeSlot(int gpu, const GpuSpec &spec, bool wantGap, int near) const;

    /**
     * A board connector a riser cable for `gpu` could plug into: free, and not under the body of a card in
     * the stack (the card itself ignored; on a riser its body is elsewhere). Prefers the one nearest `near`.
     */
    std::optional<int> findFreeRiserConnector(int gpu, int near) const;

    /** Cards whose connector (in the stack or for a riser cable) is at `position`; -1 outside 1-20. */
    int connectorUsers(int position) const
    {
        return position >= 1 && position < static_cast<int>(m_users.size())
            ? m_users[static_cast<std::size_t>(position)]
            : -1;
    }

    /** How many cards cannot sit directly in this board and case, however they are arranged. */
    int risersNeeded() const;

private:
    bool positionCovered(int position, int ignoreGpu) const;
    bool connectorInUse(int position, int ignoreGpu) const;

    const ResolvedBuild &m_build;
    QVarLengthArray<StackCard, 8> m_stack;
    std::array<int, 21> m_users {}; // by connector position (1-20, the format's range; 0 unused)
    int m_caseSlots = 0;
};

} // namespace RigPlan
