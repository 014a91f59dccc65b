// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// psu.capacity, psu.input-voltage, psu.headroom, psu.transient, psu.connectors, circuit.capacity
#include "core/rules/rulecontext.h"

#include <cmath>

namespace RigPlan {

namespace {

/** "us" of "us-120v-15a": presets of one region are what one country's sockets offer. */
QStringView regionOf(const Circuit &c)
{
    const QStringView id(c.presetId);
    return id.left(id.indexOf(u'-'));
}

/** The smallest preset of the same region (else any) that carries `wallW`, optionally at 200 V or more. */
QString largerCircuit(const Circuit &current, double wallW, bool needHighVoltage)
{
    const Circuit *best = nullptr;
    bool bestSameRegion = false;
    for (const Circuit &c : Circuit::presets()) {
        if (c.continuousWatts() < wallW || (needHighVoltage && c.volts < PowerModel::kHighVoltage) || c == current)
            continue;
        const bool sameRegion = regionOf(c) == regionOf(current);
        if (!best || (sameRegion && !bestSameRegion)
            || (sameRegion == bestSameRegion && c.continuousWatts() < best->continuousWatts())) {
            best = &c;
            bestSameRegion = sameRegion;
        }
    }
    return best ? best->presetId : QString();
}

/** nvidia-smi takes whole watts; limits in 5 W steps read well. */
constexpr double kLimitStepW = 5;

/**
 * One fix that limits the given cards together so that the finding clears on its own: the least even
 * cut, in 5 W steps, never below a card's firmware minimum nor above its maximum (cards at their minimum
 * pass the rest of the cut to the others). `excessW(budget)` says by how many DC watts the finding's
 * condition still fails on a budget (zero or less: it clears). Each candidate is checked on the power
 * budget, since wall draw is not linear in DC load. Nothing when even the minimum limits do not clear it.
 */
template<typename Excess>
std::optional<Fix> powerLimitsFix(const PowerContext &ctx, const QVarLengthArray<int, 8> &gpus, Excess excessW)
{
    if (gpus.isEmpty() || !(excessW(ctx.power) > 0))
        return std::nullopt;
    ResolvedBuild trial = ctx.build;
    QVarLengthArray<double, 8> floors, now;
    for (int i : gpus) {
        const GpuSpec &spec = *ctx.gpu(i).spec;
        now.append(ctx.gpu(i).powerW());
        floors.append(std::min(now.back(), std::ceil(spec.minLimitW() / kLimitStepW) * kLimitStepW));
    }
    double cut = excessW(ctx.power);
    // Each round cuts at least 5 W more per card that can still go lower; the bound only guards the loop.
    for (int round = 0; round < 64; ++round) {
        // The smallest even share (in 5 W steps) whose cut, after cards stop at their minimum, covers `cut`.
        QVarLengthArray<double, 8> limits(gpus.size());
        double share = std::ceil(cut / static_cast<double>(gpus.size()) / kLimitStepW) * kLimitStepW;
        for (;; share += kLimitStepW) {
            double total = 0;
            bool allAtFloor = true;
            for (qsizetype j = 0; j < gpus.size(); ++j) {
                limits[j] = std::max(floors[j], std::floor((now[j] - share) / kLimitStepW) * kLimitStepW);
                limits[j] = std::min(limits[j], now[j]);
                total += now[j] - limits[j];
                allAtFloor = allAtFloor && limits[j] <= floors[j];
            }
            if (total >= cut || allAtFloor)
                break;
        }
        for (qsizetype j = 0; j < gpus.size(); ++j) {
            const GpuSpec &spec = *ctx.gpu(gpus[j]).spec;
            const double limit = std::min(limits[j], spec.maxLimitW());
            trial.gpus[static_cast<std::size_t>(gpus[j])].placement.powerLimitW
                = limit < spec.tdpW ? std::optional(limit) : std::nullopt;
        }
        const double left = excessW(PowerBudget::compute(trial));
        if (left <= 0) {
            Fix fix { FixAction::SetPowerLimits };
            for (const ResolvedGpu &g : trial.gpus)
                fix.limitsW.append(g.placement.powerLimitW.value_or(0));
            return fix;
        }
        bool lower = false;
        for (qsizetype j = 0; j < gpus.size(); ++j)
            lower = lower || limits[j] > floors[j];
        if (!lower)
            return std::nullopt;
        cut += std::max(left, kLimitStepW);
    }
    return std::nullopt;
}

QVarLengthArray<int, 8> gpusOnPsu(const PowerContext &ctx, int psu)
{
    QVarLengthArray<int, 8> out;
    for (int i = 0; i < ctx.gpuCount(); ++i) {
        if (ctx.gpu(i).placement.psu == psu)
            out.append(i);
    }
    return out;
}

/**
 * The cheapest catalog PSU that carries PSU k's load within the headroom threshold, rides through its
 * transients and has the leads its cards need.
 */
std::optional<Fix> replacementPsuFix(const PowerContext &ctx, int k, const Circuit &circuit)
{
    if (!ctx.options.catalog)
        return std::nullopt;
    const PsuPower &load = ctx.power.psus[k];
    PartPtr best;
    for (const PartPtr &p : ctx.options.catalog->parts(PartKind::Psu)) {
        const PsuSpec &spec = *p->psu();
        const double rating = spec.ratedWatts(circuit.volts);
        // Native 12VHPWR leads, or 8-pin leads for adapters (up to four per plug).
        const int adapterLeads = std::max(0, load.hpwrNeeded - spec.hpwr12v) * 4;
        const bool leads = spec.pcie8pin >= load.pcie8Needed + adapterLeads && spec.eps8pin >= load.epsNeeded;
        if (p->id == ctx.build.psus[static_cast<std::size_t>(k)].part->id || !leads
            || load.loadW > rating * ctx.options.headroom
            || load.transientW > rating * PowerModel::psuExcursionTolerance(spec.atx))
            continue;
        // Cheapest first; without prices, the smallest unit that does the job.
        const auto key = [](const PartPtr &x) { return std::pair(x->priceUsd.value_or(1e12), x->psu()->watts); };
        if (!best || key(p) < key(best))
            best = p;
    }
    if (!best)
        return std::nullopt;
    Fix fix { FixAction::SwapPart };
    fix.psu = k;
    fix.part = best->id;
    return fix;
}

Fix addPsuFix(const Circuit &circuit)
{
    Fix fix { FixAction::AddPsu };
    fix.circuit = circuit.presetId;
    return fix;
}

/** What is short on PSU k in counts: the board's EPS leads come first (PSU 0), the cards' EPS plugs get the rest. */
PsuConnectorsDetails leadCounts(const PsuPower &psu)
{
    PsuConnectorsDetails d;
    d.boardEps = { .needed = psu.boardEpsNeeded, .available = psu.epsAvailable };
    d.pcie8 = { .needed = psu.pcie8Needed, .available = psu.pcie8Available };
    d.hpwr = { .needed = psu.hpwrNeeded, .available = psu.hpwrAvailable };
    // The board's leads are served first: its sockets cannot be fed from another PSU.
    d.cardEps = { .needed = psu.epsNeeded - psu.boardEpsNeeded,
        .available = std::max(0, psu.epsAvailable - psu.boardEpsNeeded) };
    return d;
}

/** Which of the cards PSU k feeds lack a kind of lead that is short (into `d`), and all of them (into `gpus`). */
void shortCards(
    const PowerContext &ctx, int k, const QVarLengthArray<int, 8> &fed, PsuConnectorsDetails &d, GpuList &gpus)
{
    const PsuSpec &spec = *ctx.build.psus[static_cast<std::size_t>(k)].spec;
    for (int i : fed) {
        const CardLeads leads = cardLeads(*ctx.gpu(i).spec, spec);
        const bool pcie8 = d.pcie8.isShort() && leads.pcie8 > 0;
        const bool hpwr = d.hpwr.isShort() && leads.hpwr > 0;
        const bool eps = d.cardEps.isShort() && leads.eps > 0;
        if (pcie8)
            d.pcie8Gpus.append(i);
        if (hpwr)
            d.hpwrGpus.append(i);
        if (eps)
            d.cardEpsGpus.append(i);
        if (pcie8 || hpwr || eps)
            gpus.append(i);
    }
}

/** Another PSU of the build with spare leads of every kind card `gpu` takes from it, or -1. */
int psuWithSpareLeads(const PowerContext &ctx, int gpu, int except)
{
    for (qsizetype other = 0; other < ctx.power.psus.size(); ++other) {
        if (other == except)
            continue;
        const PsuPower &o = ctx.power.psus[other];
        const CardLeads need = cardLeads(*ctx.gpu(gpu).spec, *ctx.build.psus[static_cast<std::size_t>(other)].spec);
        if (o.pcie8Available - o.pcie8Needed >= need.pcie8 && o.hpwrAvailable - o.hpwrNeeded >= need.hpwr
            && o.epsAvailable - o.epsNeeded >= need.eps)
            return static_cast<int>(other);
    }
    return -1;
}

/**
 * psu.connectors. The fixes supply exactly what is short: for the board's EPS, a catalog PSU with enough
 * EPS leads that keeps the other leads and the capacity (a second PSU cannot feed the board's sockets);
 * for a card's leads, moving that card to a PSU with spare leads of its kinds, else that PSU swap, else
 * a second PSU.
 */
void checkConnectors(
    const PowerContext &ctx, int k, const Circuit &circuit, const QVarLengthArray<int, 8> &fed, Findings &out)
{
    // checkPsu calls this only when some lead is short in total; which kind, and whose, is decided here.
    const PsuConnectorsDetails counts = leadCounts(ctx.power.psus[k]);
    const bool cardsShort = counts.pcie8.isShort() || counts.hpwr.isShort() || counts.cardEps.isShort();
    if (!counts.boardEps.isShort() && !cardsShort)
        return;
    Finding &f = out.emplace_back(RuleId::PsuConnectors);
    f.psu = k;
    // The details are filled where they stay: three card lists are too large to build aside and move in.
    PsuConnectorsDetails &d = f.details.emplace<PsuConnectorsDetails>(counts);
    shortCards(ctx, k, fed, d, f.gpus);
    if (!ctx.options.fixes)
        return;
    const std::optional<Fix> swap = replacementPsuFix(ctx, k, circuit);
    if (d.boardEps.isShort() && swap)
        f.fixes.append(*swap);
    if (cardsShort) {
        // The last short card (the one most likely added last) moves to a PSU with spare leads for it.
        for (qsizetype j = f.gpus.size() - 1; j >= 0; --j) {
            const int to = psuWithSpareLeads(ctx, f.gpus[j], k);
            if (to >= 0) {
                Fix fix { FixAction::MoveToPsu };
                fix.gpu = f.gpus[j];
                fix.psu = to;
                f.fixes.append(fix);
                break;
            }
        }
        if (swap && !d.boardEps.isShort())
            f.fixes.append(*swap);
        if (f.fixes.isEmpty() && !f.gpus.isEmpty())
            f.fixes.append(addPsuFix(circuit));
    }
}

/**
 * psu.capacity, psu.headroom and psu.input-voltage's fixes: a circuit that runs a 230 V unit at its rating,
 * a replacement PSU, limits within the headroom threshold if they get there (else within the rating),
 * else a second PSU.
 */
void addLoadFixes(const PowerContext &ctx, int k, const Circuit &circuit, const QVarLengthArray<int, 8> &fed,
    bool inputVoltage, Finding &f)
{
    const PsuPower &psu = ctx.power.psus[k];
    const bool over = psu.loadW > psu.ratingW;
    if (inputVoltage) {
        const QString preset = largerCircuit(circuit, psu.wallW, true);
        if (!preset.isEmpty()) {
            Fix fix { FixAction::SetCircuit };
            fix.circuit = preset;
            f.fixes.append(fix);
        }
    }
    if (std::optional<Fix> swap = replacementPsuFix(ctx, k, circuit))
        f.fixes.append(*swap);
    const double target = psu.ratingW * ctx.options.headroom;
    std::optional<Fix> limits
        = powerLimitsFix(ctx, fed, [k, target](const PowerBudget &b) { return b.psus[k].loadW - target; });
    if (!limits && over) {
        const double rating = psu.ratingW;
        limits = powerLimitsFix(ctx, fed, [k, rating](const PowerBudget &b) { return b.psus[k].loadW - rating; });
    }
    if (limits)
        f.fixes.append(*limits);
    else if (over)
        f.fixes.append(addPsuFix(circuit));
}

/** psu.transient's fixes: a PSU that rides the spikes, or limits that shrink them enough. */
void addTransientFixes(
    const PowerContext &ctx, int k, const Circuit &circuit, const QVarLengthArray<int, 8> &fed, Finding &f)
{
    double factor = 1.0;
    for (int i : fed)
        factor = std::max(factor, PowerModel::transientFactor(ctx.gpu(i).spec->architecture));
    if (std::optional<Fix> swap = replacementPsuFix(ctx, k, circuit))
        f.fixes.append(*swap);
    if (std::optional<Fix> limits = powerLimitsFix(ctx, fed,
            [k, factor](const PowerBudget &b) { return (b.psus[k].transientW - b.psus[k].toleranceW) / factor; }))
        f.fixes.append(*limits);
}

void checkPsu(const PowerContext &ctx, int k, Findings &out)
{
    const PsuPower &psu = ctx.power.psus[k];
    const ResolvedPsu &rp = ctx.build.psus[static_cast<std::size_t>(k)];
    const Circuit &circuit = ctx.build.circuitOf(rp);
    const double target = psu.ratingW * ctx.options.headroom;
    const bool loaded = psu.loadW > psu.ratingW || psu.loadW > target;
    const bool spiky = psu.transientW > psu.toleranceW;
    const bool leadsShort = psu.epsNeeded > psu.epsAvailable || psu.pcie8Needed > psu.pcie8Available
        || psu.hpwrNeeded > psu.hpwrAvailable;
    if (!loaded && !spiky && !leadsShort)
        return; // the common case in the planner's loop: no finding, so no need to list the cards fed
    const QVarLengthArray<int, 8> fed = gpusOnPsu(ctx, k);

    if (loaded) {
        const bool over = psu.loadW > psu.ratingW;
        // Overloaded only because a 230 V unit is derated on this circuit: say that, not "too small".
        const bool inputVoltage = over && psu.derated && psu.loadW <= rp.spec->watts;
        Finding &f = out.emplace_back(inputVoltage ? RuleId::PsuInputVoltage
                : over                             ? RuleId::PsuCapacity
                                                   : RuleId::PsuHeadroom);
        f.psu = k;
        f.circuit = rp.circuit;
        f.details = PsuLoadDetails { .loadW = psu.loadW, .ratingW = psu.ratingW, .headroom = ctx.options.headroom };
        f.gpus.append(fed.constData(), fed.size());
        if (ctx.options.fixes)
            addLoadFixes(ctx, k, circuit, fed, inputVoltage, f);
    }
    if (spiky) {
        Finding &f = out.emplace_back(RuleId::PsuTransient);
        f.psu = k;
        f.details = PsuTransientDetails { .transientW = psu.transientW, .toleranceW = psu.toleranceW };
        f.gpus.append(fed.constData(), fed.size());
        if (ctx.options.fixes)
            addTransientFixes(ctx, k, circuit, fed, f);
    }
    if (leadsShort) // decided on the totals, without looking at each card's leads
        checkConnectors(ctx, k, circuit, fed, out);
}

void checkCircuit(const PowerContext &ctx, int c, Findings &out)
{
    const CircuitPower &power = ctx.power.circuits[c];
    if (power.wallW <= power.limitW)
        return;
    const Circuit &circuit = ctx.build.circuits[c];
    Finding &f = out.emplace_back(RuleId::CircuitCapacity);
    f.circuit = c;
    f.details = CircuitCapacityDetails { .wallW = power.wallW, .limitW = power.limitW };
    QVarLengthArray<int, 8> gpus;
    double efficiency = 1.0;
    for (std::size_t k = 0; k < ctx.build.psus.size(); ++k) {
        if (ctx.build.psus[k].circuit != c)
            continue;
        efficiency = std::min(efficiency, ctx.power.psus[static_cast<qsizetype>(k)].efficiency);
        for (int i : gpusOnPsu(ctx, static_cast<int>(k)))
            gpus.append(i);
    }
    f.gpus.append(gpus.constData(), gpus.size());
    if (!ctx.options.fixes)
        return;
    const QString larger = largerCircuit(circuit, power.wallW, false);
    if (!larger.isEmpty()) {
        Fix fix { FixAction::SetCircuit };
        fix.circuit = larger;
        f.fixes.append(fix);
    }
    if (ctx.build.psus.size() == 1 || ctx.build.circuits.size() == 1)
        f.fixes.append(addPsuFix(circuit)); // a second PSU on its own circuit halves the draw here
    if (std::optional<Fix> limits = powerLimitsFix(ctx, gpus, [c, efficiency](const PowerBudget &b) {
            return (b.circuits[c].wallW - b.circuits[c].limitW) * efficiency;
        }))
        f.fixes.append(*limits);
}

} // namespace

void checkPower(const PowerContext &ctx, Findings &out)
{
    for (qsizetype k = 0; k < ctx.power.psus.size(); ++k)
        checkPsu(ctx, static_cast<int>(k), out);
    for (qsizetype c = 0; c < ctx.power.circuits.size(); ++c)
        checkCircuit(ctx, static_cast<int>(c), out);
    checkPsuSync(ctx, out);
}

} // namespace RigPlan
