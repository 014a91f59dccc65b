// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// psu.sync
#include "core/rules/rulecontext.h"

namespace RigPlan {

namespace {

/** The catalog's cheapest PSU sync adapter that ties at least `psus` units (no price: the last choice). */
PartPtr cheapestAdapter(const PartCatalog *catalog, int psus)
{
    if (!catalog)
        return nullptr;
    PartPtr best;
    for (const PartPtr &p : catalog->parts(PartKind::PsuSync)) {
        if (p->psuSync()->psus < psus)
            continue;
        const auto key = [](const PartPtr &x) { return std::pair(x->priceUsd.value_or(1e12), x->psuSync()->psus); };
        if (!best || key(p) < key(best))
            best = p;
    }
    return best;
}

/** Each PSU on a circuit of its own: what switching them by hand assumes. */
bool eachOnItsOwnCircuit(const ResolvedBuild &b)
{
    for (std::size_t i = 0; i < b.psus.size(); ++i) {
        for (std::size_t j = 0; j < i; ++j) {
            if (b.psus[i].circuit == b.psus[j].circuit)
                return false;
        }
    }
    return true;
}

} // namespace

void checkPsuSync(const PowerContext &ctx, Findings &out)
{
    const ResolvedBuild &b = ctx.build;
    const int psus = static_cast<int>(b.psus.size());
    if (psus < 2)
        return;
    PsuSyncDetails d { .psus = psus };
    const std::optional<PsuSync> &sync = b.build.psuSync;
    if (sync && sync->separateSwitches) {
        if (eachOnItsOwnCircuit(b))
            return;
        d.cause = PsuSyncDetails::Cause::SharedCircuit;
    } else if (sync && b.psuSyncPart) {
        d.tied = b.psuSyncPart->psuSync()->psus;
        if (d.tied >= psus)
            return;
        d.cause = PsuSyncDetails::Cause::AdapterTooSmall;
    }
    Finding &f = out.emplace_back(RuleId::PsuSync, d);
    if (const PartPtr adapter = cheapestAdapter(ctx.options.fixes ? ctx.options.catalog : nullptr, psus)) {
        Fix fix { FixAction::SetPsuSync };
        fix.part = adapter->id;
        f.fixes.append(fix);
    }
    if (ctx.options.fixes && d.cause != PsuSyncDetails::Cause::SharedCircuit && eachOnItsOwnCircuit(b))
        f.fixes.append(Fix { FixAction::SetPsuSync }); // separate switches
}

} // namespace RigPlan
