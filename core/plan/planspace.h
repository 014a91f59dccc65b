// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/estimate/estimator.h"
#include "core/plan/planrequest.h"
#include "core/resolvedbuild.h"

#include <vector>

namespace RigPlan {

class PartCatalog;

/**
 * One PSU model, once or twice (a second unit of the same model, on the second circuit when there is one).
 * Two units on one circuit switch on together through the catalog's cheapest sync adapter, which is bought
 * with them; on two circuits each is switched by hand (psu.sync, docs/power-model.md).
 */
struct PsuConfig
{
    PartPtr psu;
    int copies = 1;
    PartPtr sync; // the sync adapter bought with two units on one circuit; null otherwise
    double priceUsd() const { return *psu->priceUsd * copies + (sync ? *sync->priceUsd : 0); }
};

/** One point of the search space, as indices into PlanSpace's lists. */
struct PlanCandidate
{
    int gpu = 0, count = 1, board = 0, chassis = 0, cpu = 0, psuConfig = 0;
    double limitW = 0; // the same limit on every card; at or above TDP means none is set
};

/**
 * The space the planner searches, shared with the brute-force reference so both search the same one:
 * identical GPUs of one model (count in the request's range), every board, case, CPU of the board's
 * socket and PSU configuration, and one power limit for all cards from TDP down in the request's
 * steps. Parts without a price are left out (they cannot be held to a budget), and so are SXM modules
 * (they need a vendor's baseboard) and open frames unless risers are allowed. The card arrangement is
 * not searched: placeCards() derives it.
 */
class PlanSpace
{
public:
    PlanSpace(const PartCatalog &catalog, const PlanRequest &request, const Circuit &defaultCircuit);

    const PlanRequest &request() const { return m_request; }
    const PartCatalog &catalog() const { return *m_catalog; }
    const std::vector<PartPtr> &gpus() const { return m_gpus; }
    const std::vector<PartPtr> &boards() const { return m_boards; }
    const std::vector<PartPtr> &cases() const { return m_cases; }
    const std::vector<PartPtr> &cpus() const { return m_cpus; }
    const std::vector<PsuConfig> &psuConfigs() const { return m_psuConfigs; } // cheapest first
    const QList<Circuit> &circuits() const { return m_circuits; }

    /** Limits tried for this card, highest (its TDP) first. */
    std::vector<double> powerLevels(const GpuSpec &gpu) const;

    /** Every candidate's count: what brute force evaluates. */
    qint64 size() const;

    /** The build file of a candidate. */
    Build build(const PlanCandidate &candidate) const;
    /** The candidate resolved without catalog lookups (the parts are at hand). */
    ResolvedBuild resolve(const PlanCandidate &candidate) const;
    /** Changes a resolved candidate's CPU in place (the planner's inner loops avoid rebuilding). */
    void setCpu(ResolvedBuild &build, int cpu) const;
    /** Changes a resolved candidate's PSUs (and circuits, and which PSU feeds each card) in place. */
    void setPsuConfig(ResolvedBuild &build, int psuConfig) const;
    /** Every priced part of the candidate. */
    double priceUsd(const PlanCandidate &candidate) const;

    EstimateOptions estimateOptions() const;
    /** Whether `count` cards of GPU `gpu` hold the request's LLM job (always true without one). */
    bool jobFits(int gpu, int count) const;

private:
    /** The PSUs, circuits and card feeds of a configuration, as the build file says them. */
    void applyPsuConfig(Build &build, int psuConfig) const;

    const PartCatalog *m_catalog;
    PlanRequest m_request;
    std::vector<PartPtr> m_gpus, m_boards, m_cases, m_cpus;
    std::vector<PsuConfig> m_psuConfigs;
    QList<Circuit> m_circuits;
};

} // namespace RigPlan
