// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/slotgeometry.h"

#include "core/resolvedbuild.h"
#include "core/valueranges.h"

#include <algorithm>
#include <array>
#include <cstdlib>

namespace RigPlan {

SlotGeometry::SlotGeometry(const ResolvedBuild &build)
    : m_build(build)
    , m_caseSlots(build.chassis ? build.chassis->expansionSlots : 0)
{
    for (std::size_t i = 0; i < build.gpus.size(); ++i) {
        const ResolvedGpu &g = build.gpus[i];
        if (g.placement.slot && *g.placement.slot >= 1 && *g.placement.slot < static_cast<int>(m_users.size()))
            ++m_users[static_cast<std::size_t>(*g.placement.slot)];
        if (!g.inStack())
            continue;
        const int p = *g.placement.slot;
        m_stack.append({ static_cast<int>(i), p, p + g.spec->coveredSlots() - 1, g.spec->slotWidth });
    }
    std::sort(m_stack.begin(), m_stack.end(), [](const StackCard &a, const StackCard &b) {
        return a.position != b.position ? a.position < b.position : a.gpu < b.gpu;
    });
}

const StackCard *SlotGeometry::stackCard(int gpu) const
{
    for (const StackCard &c : m_stack) {
        if (c.gpu == gpu)
            return &c;
    }
    return nullptr;
}

double SlotGeometry::freeSlotsBelow(const StackCard &card) const
{
    return freeSlotsBelow(m_build, card.gpu);
}

double SlotGeometry::freeSlotsBelow(const ResolvedBuild &build, int gpu)
{
    const ResolvedGpu &card = build.gpus[static_cast<std::size_t>(gpu)];
    const int position = *card.placement.slot;
    int next = (build.chassis ? build.chassis->expansionSlots : 0) + 1;
    for (const ResolvedGpu &g : build.gpus) {
        if (g.inStack() && *g.placement.slot > position)
            next = std::min(next, *g.placement.slot);
    }
    return next - (position + card.spec->slotWidth);
}

bool SlotGeometry::positionCovered(int position, int ignoreGpu) const
{
    return std::any_of(m_stack.begin(), m_stack.end(),
        [&](const StackCard &c) { return c.gpu != ignoreGpu && position >= c.position && position <= c.lastCovered; });
}

bool SlotGeometry::connectorInUse(int position, int ignoreGpu) const
{
    for (std::size_t i = 0; i < m_build.gpus.size(); ++i) {
        const auto &slot = m_build.gpus[i].placement.slot;
        if (static_cast<int>(i) != ignoreGpu && slot && *slot == position)
            return true;
    }
    return false;
}

std::optional<int> SlotGeometry::findFreeRiserConnector(int gpu, int near) const
{
    if (!m_build.board)
        return std::nullopt;
    std::optional<int> best;
    for (const BoardSlot &s : m_build.board->pcieSlots) {
        if (connectorInUse(s.position, gpu) || positionCovered(s.position, gpu))
            continue;
        if (!best || std::abs(s.position - near) < std::abs(*best - near))
            best = s.position;
    }
    return best;
}

std::optional<int> SlotGeometry::findFreeSlot(int gpu, const GpuSpec &spec, bool wantGap, int near) const
{
    if (!m_build.board)
        return std::nullopt;
    std::optional<int> best;
    const int covered = spec.coveredSlots();
    for (const BoardSlot &s : m_build.board->pcieSlots) {
        const int first = s.position;
        const int last = first + covered - 1;
        if (last > m_caseSlots || connectorInUse(first, gpu) || positionCovered(first, gpu))
            continue;
        bool clash = false;
        for (int p = first + 1; p <= last && !clash; ++p)
            clash = connectorInUse(p, gpu);
        if (wantGap && !clash) {
            int next = m_caseSlots + 1;
            for (const StackCard &c : m_stack) {
                if (c.gpu != gpu && c.position > first) {
                    next = c.position;
                    break;
                }
            }
            clash = next - (first + spec.slotWidth) < 1.0;
        }
        if (!clash && (!best || std::abs(first - near) < std::abs(*best - near)))
            best = first;
    }
    return best;
}

namespace {

// Cards are grouped by the positions they cover: 1 to the widest gpu.slotWidth its range allows.
constexpr int kMaxCovered = static_cast<int>(Ranges::GpuSlotWidth.max);

struct FitSearch
{
    const QList<BoardSlot> &connectors;
    int caseSlots;
    std::array<int, kMaxCovered + 1> counts {}; // cards left that cover w positions, at [w]
    int narrowest = kMaxCovered; // the fewest positions any card covers
    int best = 0;
    int total = 0;

    void run(qsizetype connector, int placed, int left)
    {
        best = std::max(best, placed);
        if (best == total || connector == connectors.size())
            return;
        // Prune: even filling every remaining connector, or every remaining position with the narrowest
        // cards, could not beat the best arrangement so far.
        const int position = connectors[connector].position;
        const qsizetype connectorsLeft = connectors.size() - connector;
        const int roomLeft = std::max(0, caseSlots - position + 1) / narrowest;
        if (placed + std::min<qsizetype>({ left, connectorsLeft, roomLeft }) <= best)
            return;
        for (int w = 1; w <= kMaxCovered; ++w) { // narrowest first
            const int last = position + w - 1;
            if (last > caseSlots)
                break;
            if (counts[static_cast<std::size_t>(w)] == 0)
                continue;
            qsizetype next = connector + 1;
            while (next < connectors.size() && connectors[next].position <= last)
                ++next;
            --counts[static_cast<std::size_t>(w)];
            run(next, placed + 1, left - 1);
            ++counts[static_cast<std::size_t>(w)];
        }
        run(connector + 1, placed, left); // leave this connector empty
    }
};

} // namespace

int SlotGeometry::risersNeeded() const
{
    const int cards = static_cast<int>(m_build.gpus.size());
    if (!m_build.board || !m_build.chassis)
        return 0;
    FitSearch search { m_build.board->pcieSlots, m_caseSlots };
    for (const ResolvedGpu &g : m_build.gpus) {
        // Too long for the case or not a PCIe card: never directly in this case.
        if (g.spec->formFactor != GpuFormFactor::Pcie || g.spec->lengthMm > m_build.chassis->maxGpuLengthMm)
            continue;
        // Loaded parts keep to the range; a card wider than it could never sit directly anyway.
        const int w = g.spec->coveredSlots();
        if (w < 1 || w > kMaxCovered)
            continue;
        ++search.counts[static_cast<std::size_t>(w)];
        search.narrowest = std::min(search.narrowest, w);
        ++search.total;
    }
    search.run(0, 0, search.total);
    return cards - search.best;
}

} // namespace RigPlan
