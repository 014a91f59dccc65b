// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/placement/placement.h"

#include "core/buildedits.h"
#include "core/partcatalog.h"
#include "core/resolvedbuild.h"
#include "core/rules/slotgeometry.h"

#include <algorithm>
#include <cstdlib>

namespace RigPlan {

namespace {

using Kind = PlacementTarget::Kind;
using Reason = PlacementRefusal::Reason;

PlacementOutcome refused(Reason reason, std::optional<Finding> finding = std::nullopt)
{
    PlacementOutcome out;
    out.refusal = PlacementRefusal { reason, std::move(finding) };
    return out;
}

} // namespace

PlacementService::PlacementService(const PartCatalog &parts, const Circuit &defaultCircuit, CheckOptions options)
    : m_parts(parts)
    , m_defaultCircuit(defaultCircuit)
    , m_options(options)
{
    m_options.fixes = false; // refusals need the findings, not their fixes: no fix search at all
}

bool PlacementService::isPlacementRule(RuleId rule)
{
    switch (rule) {
    case RuleId::SlotMissing:
    case RuleId::SlotShared:
    case RuleId::SlotBlocked:
    case RuleId::SlotOverflow:
    case RuleId::CaseGpuLength:
    case RuleId::RiserMount:
    case RuleId::GpuFormFactor:
        return true;
    default:
        return false;
    }
}

QList<PlacementTarget> PlacementService::targets(const Build &build) const
{
    QList<PlacementTarget> out;
    const LayeredCatalog parts(&m_parts, build.parts);
    const PartPtr board = build.boardId.isEmpty() ? nullptr : parts.find(build.boardId);
    if (board && board->board()) {
        for (const BoardSlot &s : board->board()->pcieSlots)
            out.append(PlacementTarget::connector(s.position));
    }
    const PartPtr chassis = build.caseId.isEmpty() ? nullptr : parts.find(build.caseId);
    if (chassis && chassis->chassis()) {
        if (chassis->chassis()->verticalMounts > 0)
            out.append(PlacementTarget::verticalMount());
        if (chassis->chassis()->openFrame)
            out.append(PlacementTarget::openFrame());
    }
    return out;
}

PlacementOutcome PlacementService::place(
    const Build &build, const PlacementPayload &payload, const PlacementTarget &target) const
{
    PlacementOutcome out = placeAt(build, payload, target);
    if (!out.ok() && out.refusal && out.refusal->reason != Reason::NotAGpu && out.refusal->reason != Reason::NoSuchCard
        && out.refusal->reason != Reason::SameCard)
        out.alternative = nearestLegal(build, payload, target);
    return out;
}

std::optional<PlacementTarget> PlacementService::firstLegalTarget(
    const Build &build, const PlacementPayload &payload) const
{
    for (const PlacementTarget &t : targets(build)) {
        if (placeAt(build, payload, t).ok())
            return t;
    }
    return std::nullopt;
}

std::optional<PlacementTarget> PlacementService::nearestLegal(
    const Build &build, const PlacementPayload &payload, const PlacementTarget &refused) const
{
    // Connectors by distance from the one refused (below first on a tie: cards hang down), then risers.
    QList<PlacementTarget> candidates = targets(build);
    const int from = refused.kind == Kind::Connector ? refused.slot : 0;
    std::stable_sort(candidates.begin(), candidates.end(), [from](const PlacementTarget &a, const PlacementTarget &b) {
        const bool ra = a.kind != Kind::Connector, rb = b.kind != Kind::Connector;
        if (ra != rb)
            return rb;
        if (ra)
            return false;
        const int da = std::abs(a.slot - from), db = std::abs(b.slot - from);
        return da != db ? da < db : a.slot > b.slot;
    });
    for (const PlacementTarget &t : candidates) {
        if (t != refused && placeAt(build, payload, t).ok())
            return t;
    }
    return std::nullopt;
}

PlacementOutcome PlacementService::placeAt(
    const Build &build, const PlacementPayload &payload, const PlacementTarget &target) const
{
    Build next = build;
    int gpu = payload.gpu;
    if (payload.isNewCard()) {
        const PartPtr part = LayeredCatalog(&m_parts, build.parts).find(payload.partId);
        if (!part || part->kind() != PartKind::Gpu)
            return refused(Reason::NotAGpu);
        if (target.kind == Kind::Card) {
            // A part dropped onto a card swaps that card for it, in the same place.
            if (target.gpu < 0 || target.gpu >= next.gpus.size())
                return refused(Reason::NoSuchCard);
            gpu = target.gpu;
            BuildEdits::setGpuPart(next, gpu, payload.partId);
        } else {
            gpu = BuildEdits::addGpu(next, payload.partId, std::nullopt);
        }
    } else if (gpu < 0 || gpu >= next.gpus.size()) {
        return refused(Reason::NoSuchCard);
    }

    const LayeredCatalog parts(&m_parts, next.parts);
    switch (target.kind) {
    case Kind::Connector: {
        const ResolvedBuild probe = ResolvedBuild::resolve(next, parts, m_defaultCircuit).value();
        if (!probe.board || !probe.board->slotAt(target.slot))
            return refused(Reason::NoConnector);
        BuildEdits::moveGpu(next, gpu, target.slot);
        break;
    }
    case Kind::VerticalMount:
    case Kind::OpenFrame: {
        // A riser still plugs into a connector: the card's own where no other card's body covers it, else
        // the nearest free one.
        const ResolvedBuild probe = ResolvedBuild::resolve(next, parts, m_defaultCircuit).value();
        const ResolvedGpu &card = probe.gpus[static_cast<std::size_t>(gpu)];
        std::optional<int> connector = card.placement.slot;
        if (probe.board) {
            const SlotGeometry geometry(probe);
            connector = geometry.findFreeRiserConnector(gpu, connector.value_or(1));
            if (!connector)
                return refused(Reason::NoConnectorForRiser);
        }
        next.gpus[gpu].slot = connector;
        BuildEdits::putOnRiser(
            next, gpu, target.kind == Kind::OpenFrame ? RiserMount::Frame : RiserMount::Vertical, card.spec->pcieGen);
        break;
    }
    case Kind::Card: {
        if (payload.isNewCard())
            break; // swapped above
        if (target.gpu < 0 || target.gpu >= next.gpus.size())
            return refused(Reason::NoSuchCard);
        if (target.gpu == gpu)
            return refused(Reason::SameCard);
        // A card dropped onto another trades places with it (connector and riser).
        std::swap(next.gpus[gpu].slot, next.gpus[target.gpu].slot);
        std::swap(next.gpus[gpu].riser, next.gpus[target.gpu].riser);
        break;
    }
    }

    // Refused: a placement error that names the card placed, or a card it blocks, that the build did not have.
    const ResolvedBuild resolved = ResolvedBuild::resolve(next, parts, m_defaultCircuit).value();
    const CheckReport report = check(resolved, m_options);
    for (const Finding &f : report.findings) {
        if (f.severity() == Severity::Error && isPlacementRule(f.rule)
            && (f.concerns(gpu) || (target.kind == Kind::Card && f.concerns(target.gpu))))
            return refused(Reason::Conflict, f);
    }
    PlacementOutcome out;
    out.build = std::move(next);
    out.gpu = gpu;
    return out;
}

} // namespace RigPlan
