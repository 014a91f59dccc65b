// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/plan/planner.h"

#include "core/partcatalog.h"
#include "core/plan/planspace.h"
#include "core/resolvedbuild.h"
#include "core/rules/checker.h"

#include <QCoreApplication>

#include <algorithm>
#include <limits>

namespace RigPlan {

namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();

/** The arrangement phase's first error: it reads the parts and the arrangement, never PSUs or power limits. */
std::optional<RuleId> arrangementError(const ResolvedBuild &build, const CheckOptions &options)
{
    Findings out;
    checkArrangement(build, options, out);
    return firstError(out);
}

/** The power phase's first error on this build's budget, which it leaves in `power`. */
std::optional<RuleId> powerError(const ResolvedBuild &build, const CheckOptions &options, PowerBudget *power)
{
    *power = PowerBudget::compute(build);
    Findings out;
    checkPowerSupply(build, *power, options, out);
    return firstError(out);
}

void setPowerLimits(ResolvedBuild &build, double limitW)
{
    for (std::size_t i = 0; i < build.gpus.size(); ++i) {
        ResolvedGpu &g = build.gpus[i];
        const std::optional<double> limit = limitW < g.spec->tdpW ? std::optional(limitW) : std::nullopt;
        g.placement.powerLimitW = limit;
    }
}

/** A lower bound on any candidate's price: the cheapest of each kind, the fewest cards. */
double cheapestPrice(const PlanSpace &space)
{
    const auto cheapest = [](const std::vector<PartPtr> &parts) {
        double least = kInfinity;
        for (const PartPtr &p : parts)
            least = std::min(least, *p->priceUsd);
        return least;
    };
    const double total = cheapest(space.gpus()) * space.request().minGpus + cheapest(space.boards())
        + cheapest(space.cases()) + cheapest(space.cpus())
        + (space.psuConfigs().empty() ? kInfinity : space.psuConfigs().front().priceUsd());
    return std::isfinite(total) ? total : 0;
}

/** Indices of (value up, cost down) pairs no other pair beats: the 2-D case of paretoFront. */
std::vector<int> front2d(const std::vector<std::pair<double, double>> &valueAndCost)
{
    std::vector<Objectives> points;
    points.reserve(valueAndCost.size());
    for (const auto &[value, cost] : valueAndCost)
        points.push_back({ value, cost, 0 });
    return paretoFront(points);
}

/** The result list: each front point built, checked in full (with fixes) and estimated. */
void materialise(PlanResult &result, const PlanSpace &space, const std::vector<PlanCandidate> &candidates,
    const std::vector<int> &front, const Circuit &defaultCircuit)
{
    CheckOptions options;
    options.headroom = space.request().headroom;
    options.catalog = &space.catalog();
    for (int index : front) {
        const PlanCandidate &c = candidates[static_cast<std::size_t>(index)];
        PlannedBuild planned;
        planned.build = space.build(c);
        const PartPtr &gpu = space.gpus()[static_cast<std::size_t>(c.gpu)];
        planned.build.name = QStringLiteral("%1x %2").arg(c.count).arg(gpu->name);
        const ResolvedBuild resolved = ResolvedBuild::resolve(planned.build, space.catalog(), defaultCircuit).value();
        planned.report = check(resolved, options);
        planned.estimate = estimate(resolved, space.estimateOptions());
        planned.objectives = { planned.estimate.speedup, space.priceUsd(c), planned.report.power.wallW };
        result.results.push_back(std::move(planned));
    }
}

struct Platform
{
    int board = 0, chassis = 0, cpu = 0;
    double priceUsd = 0; // board + case + CPU
    int profile = 0; // index of its speedups per power level
};

} // namespace

PlanResult plan(
    const PartCatalog &catalog, const PlanRequest &request, const Circuit &defaultCircuit, const PlanControl &control)
{
    PlanResult result;
    const PlanSpace space(catalog, request, defaultCircuit);
    result.searchSpace = space.size();
    result.cheapestUsd = cheapestPrice(space);
    CheckOptions options; // no catalog: fixes are not needed to tell pass from fail
    options.headroom = request.headroom;
    const EstimateOptions estimateOptions = space.estimateOptions();
    const std::vector<PsuConfig> &psuConfigs = space.psuConfigs();
    const double cheapestPsu = psuConfigs.empty() ? kInfinity : psuConfigs.front().priceUsd();

    std::vector<Objectives> points;
    std::vector<PlanCandidate> candidates;
    const int counts = std::max(0, request.maxGpus - request.minGpus + 1);
    const int total = static_cast<int>(space.gpus().size()) * counts;
    int done = 0;
    PowerBudget power;

    for (int gi = 0; gi < static_cast<int>(space.gpus().size()); ++gi) {
        const PartPtr &gpu = space.gpus()[static_cast<std::size_t>(gi)];
        const std::vector<double> levels = space.powerLevels(*gpu->gpu());
        for (int n = request.minGpus; n <= request.maxGpus; ++n) {
            if (control.cancel && control.cancel->load(std::memory_order_relaxed)) {
                result.cancelled = true;
                return result;
            }
            if (control.progress)
                control.progress(done, total);
            ++done;
            const double gpuCost = *gpu->priceUsd * n;
            if (gpuCost + cheapestPsu > request.budgetUsd)
                break; // more cards only cost more
            if (!space.jobFits(gi, n)) {
                ++result.rejected[RuleId::MemoryFit]; // the LLM job does not fit these cards
                continue;
            }

            // Why this model and count failed, if it does: per rule, how often it stopped a candidate and
            // the cheapest one it stopped.
            struct Stopped
            {
                qint64 evaluations = 0;
                double cheapestUsd = 0;
                PlanCandidate cheapest;
            };
            std::map<RuleId, Stopped> stopped;
            const auto reject = [&](RuleId rule, const PlanCandidate &c, double priceUsd) {
                ++result.rejected[rule];
                Stopped &entry = stopped[rule];
                if (entry.evaluations++ == 0 || priceUsd < entry.cheapestUsd) {
                    entry.cheapestUsd = priceUsd;
                    entry.cheapest = c;
                }
            };

            // Stage 1: platforms (board, case, CPU) that pass the arrangement phase, with their speedups.
            std::vector<Platform> platforms;
            std::vector<std::vector<double>> profiles;
            std::map<int, ResolvedBuild> byCpu; // one passing candidate per CPU, for stage 2
            for (int bi = 0; bi < static_cast<int>(space.boards().size()); ++bi) {
                const PartPtr &board = space.boards()[static_cast<std::size_t>(bi)];
                for (int ci = 0; ci < static_cast<int>(space.cases().size()); ++ci) {
                    const PartPtr &chassis = space.cases()[static_cast<std::size_t>(ci)];
                    std::optional<ResolvedBuild> resolved; // arranged once per board and case
                    int profile = -1;
                    for (int ui = 0; ui < static_cast<int>(space.cpus().size()); ++ui) {
                        const PartPtr &cpu = space.cpus()[static_cast<std::size_t>(ui)];
                        // Another socket is always a cpu.socket error: not worth building the candidate.
                        if (cpu->cpu()->socket != board->board()->socket)
                            continue;
                        const double platformPrice = *board->priceUsd + *chassis->priceUsd + *cpu->priceUsd;
                        if (gpuCost + platformPrice + cheapestPsu > request.budgetUsd)
                            continue;
                        const PlanCandidate c { gi, n, bi, ci, ui, 0, levels.front() };
                        if (!resolved)
                            resolved = space.resolve(c);
                        else
                            space.setCpu(*resolved, ui);
                        ++result.evaluated;
                        if (const std::optional<RuleId> rule = arrangementError(*resolved, options)) {
                            reject(*rule, c, gpuCost + platformPrice + cheapestPsu);
                            continue;
                        }
                        if (profile < 0) {
                            // Speed depends on the cards, the arrangement and the limits, not on CPU or PSUs.
                            std::vector<double> speedups;
                            for (double limit : levels) {
                                setPowerLimits(*resolved, limit);
                                speedups.push_back(estimate(*resolved, estimateOptions).speedup);
                            }
                            setPowerLimits(*resolved, levels.front());
                            profile = static_cast<int>(profiles.size());
                            profiles.push_back(std::move(speedups));
                        }
                        platforms.push_back({ bi, ci, ui, platformPrice, profile });
                        byCpu.try_emplace(ui, *resolved);
                    }
                }
            }

            // Stage 2, per CPU: which PSU configurations carry which limit, and at what wall power.
            bool anyPassed = false;
            for (auto &[cpu, resolved] : byCpu) {
                std::vector<const Platform *> ofCpu;
                double cheapestPlatform = kInfinity;
                for (const Platform &p : platforms) {
                    if (p.cpu == cpu) {
                        ofCpu.push_back(&p);
                        cheapestPlatform = std::min(cheapestPlatform, p.priceUsd);
                    }
                }
                std::vector<std::vector<std::pair<int, double>>> carrying(levels.size()); // (psu config, wall W)
                for (int pi = 0; pi < static_cast<int>(psuConfigs.size()); ++pi) {
                    const double psuPrice = psuConfigs[static_cast<std::size_t>(pi)].priceUsd();
                    if (gpuCost + cheapestPlatform + psuPrice > request.budgetUsd)
                        break; // cheapest first: the rest cost more
                    space.setPsuConfig(resolved, pi);
                    // Every power figure rises with the cards' limit, so once a limit passes, every lower
                    // one does: from there on only the wall power is needed, not the rules.
                    bool passed = false;
                    for (std::size_t li = 0; li < levels.size(); ++li) {
                        setPowerLimits(resolved, levels[li]);
                        if (passed) {
                            carrying[li].push_back({ pi, PowerBudget::compute(resolved).wallW });
                            continue;
                        }
                        ++result.evaluated;
                        if (const std::optional<RuleId> rule = powerError(resolved, options, &power)) {
                            const PlanCandidate c { gi, n, ofCpu.front()->board, ofCpu.front()->chassis, cpu, pi,
                                levels[li] };
                            reject(*rule, c, gpuCost + cheapestPlatform + psuPrice);
                            continue;
                        }
                        passed = true;
                        carrying[li].push_back({ pi, power.wallW });
                    }
                }
                for (std::size_t li = 0; li < levels.size(); ++li) {
                    if (carrying[li].empty())
                        continue;
                    // Same CPU and level: every platform sees the same PSUs and wall power, so only the
                    // (speed, price) front of platforms and the (price, wall) front of PSUs can win.
                    std::vector<std::pair<double, double>> platformPoints;
                    for (const Platform *p : ofCpu)
                        platformPoints.push_back({ profiles[static_cast<std::size_t>(p->profile)][li], p->priceUsd });
                    std::vector<std::pair<double, double>> psuPoints;
                    for (const auto &[pi, wallW] : carrying[li])
                        psuPoints.push_back({ -wallW, psuConfigs[static_cast<std::size_t>(pi)].priceUsd() });
                    const std::vector<int> bestPsus = front2d(psuPoints);
                    for (int p : front2d(platformPoints)) {
                        const Platform &platform = *ofCpu[static_cast<std::size_t>(p)];
                        for (int k : bestPsus) {
                            const auto &[pi, wallW] = carrying[li][static_cast<std::size_t>(k)];
                            const double price
                                = gpuCost + platform.priceUsd + psuConfigs[static_cast<std::size_t>(pi)].priceUsd();
                            if (price > request.budgetUsd)
                                continue;
                            anyPassed = true;
                            points.push_back(
                                { profiles[static_cast<std::size_t>(platform.profile)][li], price, wallW });
                            candidates.push_back(
                                { gi, n, platform.board, platform.chassis, platform.cpu, pi, levels[li] });
                        }
                    }
                }
            }

            // Nothing of this model and count passed within budget: remember the rule that stopped most.
            if (!anyPassed && !stopped.empty()) {
                const auto most = std::max_element(stopped.begin(), stopped.end(),
                    [](const auto &a, const auto &b) { return a.second.evaluations < b.second.evaluations; });
                const auto &[rule, why] = *most;
                const PlanCandidate &c = why.cheapest;
                RejectedAlternative alternative;
                alternative.build = space.build(c);
                alternative.build.name = QStringLiteral("%1x %2").arg(n).arg(gpu->name);
                alternative.rule = rule;
                alternative.priceUsd = why.cheapestUsd;
                alternative.speedup = estimate(space.resolve(c), estimateOptions).speedup;
                result.nearestRejected.push_back(std::move(alternative));
            }
        }
    }
    if (control.progress)
        control.progress(total, total);

    materialise(result, space, candidates, paretoFront(points), defaultCircuit);

    // The rejected worth mentioning: those that would have been faster than the best result.
    const double best = result.results.empty() ? 0 : result.results.front().objectives.speedup;
    std::erase_if(result.nearestRejected, [best](const RejectedAlternative &a) { return a.speedup <= best; });
    std::stable_sort(result.nearestRejected.begin(), result.nearestRejected.end(),
        [](const RejectedAlternative &a, const RejectedAlternative &b) {
            return a.speedup != b.speedup ? a.speedup > b.speedup : a.priceUsd < b.priceUsd;
        });
    constexpr std::size_t kNearest = 5;
    if (result.nearestRejected.size() > kNearest)
        result.nearestRejected.resize(kNearest);
    return result;
}

PlanResult bruteForcePlan(const PartCatalog &catalog, const PlanRequest &request, const Circuit &defaultCircuit)
{
    PlanResult result;
    const PlanSpace space(catalog, request, defaultCircuit);
    result.searchSpace = space.size();
    result.cheapestUsd = cheapestPrice(space);
    CheckOptions options;
    options.headroom = request.headroom;
    const EstimateOptions estimateOptions = space.estimateOptions();
    std::vector<Objectives> points;
    std::vector<PlanCandidate> candidates;
    PlanCandidate c;
    for (c.gpu = 0; c.gpu < static_cast<int>(space.gpus().size()); ++c.gpu) {
        const std::vector<double> levels = space.powerLevels(*space.gpus()[static_cast<std::size_t>(c.gpu)]->gpu());
        for (c.count = request.minGpus; c.count <= request.maxGpus; ++c.count) {
            if (!space.jobFits(c.gpu, c.count))
                continue;
            for (c.board = 0; c.board < static_cast<int>(space.boards().size()); ++c.board) {
                for (c.chassis = 0; c.chassis < static_cast<int>(space.cases().size()); ++c.chassis) {
                    for (c.cpu = 0; c.cpu < static_cast<int>(space.cpus().size()); ++c.cpu) {
                        for (c.psuConfig = 0; c.psuConfig < static_cast<int>(space.psuConfigs().size());
                             ++c.psuConfig) {
                            for (double limit : levels) {
                                c.limitW = limit;
                                ++result.evaluated;
                                // The slow, obvious way on purpose: the file's build looked up in the catalog.
                                const ResolvedBuild resolved
                                    = ResolvedBuild::resolve(space.build(c), catalog, defaultCircuit).value();
                                const CheckReport report = check(resolved, options);
                                if (!report.ok()) {
                                    ++result.rejected[*firstError(report.findings)];
                                    continue;
                                }
                                const double price = space.priceUsd(c);
                                if (price > request.budgetUsd)
                                    continue;
                                points.push_back(
                                    { estimate(resolved, estimateOptions).speedup, price, report.power.wallW });
                                candidates.push_back(c);
                            }
                        }
                    }
                }
            }
        }
    }
    materialise(result, space, candidates, paretoFront(points), defaultCircuit);
    return result;
}

} // namespace RigPlan
