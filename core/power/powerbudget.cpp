// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/power/powerbudget.h"

#include "core/power/powermodel.h"
#include "core/resolvedbuild.h"
#include "core/valueranges.h"

#include <algorithm>
#include <cmath>

namespace RigPlan {

using namespace PowerModel;

namespace {

/** Slot power: the part of a card's draw that comes through the board (so from PSU 0). */
double slotShare(const ResolvedGpu &g)
{
    return g.spec->powerConnectors.any() ? std::min(g.powerW(), kSlotPowerW) : g.powerW();
}

void addConnectorNeeds(const ResolvedGpu &g, PsuPower &psu, const PsuSpec &spec)
{
    const CardLeads leads = cardLeads(*g.spec, spec);
    psu.pcie8Needed += leads.pcie8;
    psu.hpwrNeeded += leads.hpwr;
    psu.epsNeeded += leads.eps;
}

} // namespace

int adapterLeads(const GpuSpec &gpu)
{
    // Adapters take one 8-pin per 150 W of the card's limit: 3 for 450 W, 4 for 600 W.
    const int perPlug = std::clamp(ceilToInt(gpu.tdpW / kPcie8PinW), 2, 4);
    return gpu.powerConnectors.hpwr12v * perPlug;
}

PowerBudget PowerBudget::compute(const ResolvedBuild &build)
{
    PowerBudget p;
    p.cpuW = build.cpu ? build.cpu->tdpW : 0;
    p.otherW = build.build.otherLoadW.value_or(kDefaultOtherLoadW);
    p.psus.resize(static_cast<qsizetype>(build.psus.size()));
    p.circuits.resize(build.circuits.size());
    // Raw views of the new lists, one bounds assertion each instead of one per write.
    PsuPower *const psus = p.psus.data();
    CircuitPower *const circuits = p.circuits.data();
    const qsizetype psuCount = p.psus.size();
    const qsizetype circuitCount = p.circuits.size();

    for (qsizetype k = 0; k < psuCount; ++k) {
        const ResolvedPsu &rp = build.psus[static_cast<std::size_t>(k)];
        PsuPower &psu = psus[k];
        const double volts = build.circuitOf(rp).volts;
        psu.ratingW = rp.spec->ratedWatts(volts);
        psu.derated = rp.spec->isDerated(volts);
        psu.toleranceW = psu.ratingW * psuExcursionTolerance(rp.spec->atx);
        psu.pcie8Available = rp.spec->pcie8pin;
        psu.hpwrAvailable = rp.spec->hpwr12v;
        psu.epsAvailable = rp.spec->eps8pin;
    }
    if (psuCount > 0) {
        PsuPower &board = psus[0];
        board.loadW += p.cpuW + p.otherW;
        board.transientW += p.cpuW + p.otherW;
        // The board's EPS sockets that its manual requires; a CPU without a board still takes one lead.
        board.boardEpsNeeded = build.board ? build.board->epsRequired : build.cpu ? 1 : 0;
        board.epsNeeded += board.boardEpsNeeded;
    }

    for (const ResolvedGpu &g : build.gpus) {
        const double watts = g.powerW();
        p.gpuW += watts;
        const double slot = slotShare(g);
        const double spike = watts * transientFactor(g.spec->architecture);
        p.transientW += spike;
        if (psuCount == 0)
            continue;
        const qsizetype k = std::clamp<qsizetype>(g.placement.psu, 0, psuCount - 1);
        psus[0].loadW += slot;
        psus[0].transientW += slot;
        psus[k].loadW += watts - slot;
        psus[k].transientW += spike - slot;
        addConnectorNeeds(g, psus[k], *build.psus[static_cast<std::size_t>(k)].spec);
    }
    p.dcW = p.gpuW + p.cpuW + p.otherW;
    p.transientW += p.cpuW + p.otherW;

    for (qsizetype k = 0; k < psuCount; ++k) {
        PsuPower &psu = psus[k];
        const ResolvedPsu &rp = build.psus[static_cast<std::size_t>(k)];
        const qsizetype c = std::clamp<qsizetype>(rp.circuit, 0, circuitCount - 1);
        psu.loadFraction = psu.ratingW > 0 ? psu.loadW / psu.ratingW : 0;
        psu.efficiency = efficiency(rp.spec->efficiency, psu.loadFraction, build.circuits[c].volts >= kHighVoltage);
        psu.wallW = psu.loadW / psu.efficiency;
        p.psuW += psu.ratingW;
        p.psuLoad = std::max(p.psuLoad, psu.loadFraction);
        p.wallW += psu.wallW;
        circuits[c].wallW += psu.wallW;
    }
    for (qsizetype c = 0; c < circuitCount; ++c) {
        CircuitPower &circuit = circuits[c];
        circuit.limitW = build.circuits[c].continuousWatts();
        circuit.loadFraction = circuit.limitW > 0 ? circuit.wallW / circuit.limitW : 0;
        p.circuitW += circuit.limitW;
        p.circuitLoad = std::max(p.circuitLoad, circuit.loadFraction);
    }
    return p;
}

} // namespace RigPlan
