// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/part.h"

#include <QVarLengthArray>

#include <utility>

namespace RigPlan {

struct ResolvedBuild;

/** The leads one card takes from a PSU: a 12VHPWR plug on a PSU without that lead uses 8-pin adapters. */
struct CardLeads
{
    int pcie8 = 0; // PCIe 8-pin (and 6-pin) leads, adapters included
    int hpwr = 0; // native 12V-2x6 / 12VHPWR leads
    int eps = 0; // EPS 8-pin plugs (pro and datacenter cards)
};
/** The 8-pin adapter leads of a card's 12VHPWR plugs on a PSU without that lead (out of line: the rare case). */
int adapterLeads(const GpuSpec &gpu);
/** Inline: the power budget and psu.connectors ask it per card per check. */
inline CardLeads cardLeads(const GpuSpec &gpu, const PsuSpec &psu)
{
    const PowerConnectors &c = gpu.powerConnectors;
    CardLeads leads { .pcie8 = c.pcie8pin + c.pcie6pin, .hpwr = 0, .eps = c.eps8pin };
    if (c.hpwr12v > 0) {
        if (psu.hpwr12v > 0)
            leads.hpwr = c.hpwr12v;
        else
            leads.pcie8 += adapterLeads(gpu);
    }
    return leads;
}

/** The load on one PSU. */
struct PsuPower
{
    double loadW = 0; // steady DC load
    double ratingW = 0; // at the circuit's voltage (derated 230 V-only units on 100-127 V)
    double loadFraction = 0;
    bool derated = false;
    double transientW = 0; // peak load during the GPUs' excursions
    double toleranceW = 0; // peak the unit rides through (ATX version)
    double efficiency = 1;
    double wallW = 0;
    int pcie8Needed = 0, pcie8Available = 0;
    int hpwrNeeded = 0, hpwrAvailable = 0;
    int epsNeeded = 0, epsAvailable = 0; // every EPS lead: the board's and the cards' EPS plugs
    int boardEpsNeeded = 0; // of epsNeeded, the board's (PSU 0 only): the sockets its manual requires
};

/** The wall draw on one circuit. */
struct CircuitPower
{
    double wallW = 0;
    double limitW = 0; // continuous watts
    double loadFraction = 0;
};

/**
 * The steady power budget of a build: what each PSU delivers, what each circuit carries. Top-level
 * watts are totals; the load fractions are the worst PSU's and the worst circuit's.
 */
struct PowerBudget
{
    double gpuW = 0, cpuW = 0, otherW = 0, dcW = 0;
    double psuW = 0, psuLoad = 0;
    double transientW = 0;
    double wallW = 0, circuitW = 0, circuitLoad = 0;
    // Inline room for the usual one to four PSUs and circuits: compute() runs in the planner's loop and
    // allocates nothing for them. Qt 6.4.2's QVarLengthArray move assignment overwrites the target's heap
    // buffer without freeing it (qvarlengtharray.h; tst_soak found the leak under LeakSanitizer once a report
    // with more PSUs than the inline room was move-assigned over the last), so a budget moves in by copy.
    QVarLengthArray<PsuPower, 4> psus;
    QVarLengthArray<CircuitPower, 4> circuits;

    PowerBudget() = default;
    PowerBudget(const PowerBudget &) = default;
    PowerBudget(PowerBudget &&) = default; // a fresh target: nothing to leak
    PowerBudget &operator=(const PowerBudget &) = default;
    PowerBudget &operator=(PowerBudget &&other) { return *this = std::as_const(other); }
    ~PowerBudget() = default;

    static PowerBudget compute(const ResolvedBuild &build);
};

} // namespace RigPlan
