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
#include <numeric>
#include <tuple>

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
    // A build that passes without a warning comes before one that throttles or runs a PSU past its
    // headroom, whatever their speed: the user asked for builds that pass every check, and a warning is a
    // problem to fix (issue 36: the top pick for a 70B QLoRA carried three). Within each, the front's order.
    std::stable_sort(result.results.begin(), result.results.end(), [](const PlannedBuild &a, const PlannedBuild &b) {
        return (a.report.count(Severity::Warning) > 0) < (b.report.count(Severity::Warning) > 0);
    });
}

/** The items nothing in them dominates. `order` must put every dominator before what it dominates. */
template<class T, class Order, class Dominates>
void keepUndominated(std::vector<T> &items, Order order, Dominates dominates)
{
    std::stable_sort(items.begin(), items.end(), order);
    std::size_t kept = 0;
    for (std::size_t i = 0; i < items.size(); ++i) {
        bool dominated = false;
        // A dominator of a dominated item is itself dominated by one kept earlier: compare with those only.
        for (std::size_t j = 0; j < kept && !dominated; ++j)
            dominated = dominates(items[j], items[i]);
        if (!dominated)
            items[kept++] = items[i];
    }
    items.resize(kept);
}

/** A CPU as the rules read it: the arrangement its socket and lanes, the power phase its TDP. */
struct CpuChoice
{
    int index = 0; // into PlanSpace::cpus()
    int socket = 0;
    int lanes = 0;
    double tdpW = 0;
    double priceUsd = 0;
};

/**
 * The CPUs worth trying: a CPU is left out when another of its socket has at least its lanes, at most its
 * TDP and costs less, because every candidate with it has a cheaper twin that passes whatever it passes
 * (more lanes, less power), as fast and drawing no more.
 */
std::vector<CpuChoice> undominatedCpus(const PlanSpace &space, const QStringList &sockets)
{
    std::vector<CpuChoice> all;
    for (int u = 0; u < static_cast<int>(space.cpus().size()); ++u) {
        const PartPtr &cpu = space.cpus()[static_cast<std::size_t>(u)];
        const int socket = static_cast<int>(sockets.indexOf(cpu->cpu()->socket));
        if (socket >= 0)
            all.push_back({ u, socket, cpu->cpu()->pcieLanes, cpu->cpu()->tdpW, *cpu->priceUsd });
    }
    std::vector<CpuChoice> kept;
    for (const CpuChoice &a : all) {
        const bool dominated = std::any_of(all.begin(), all.end(), [&a](const CpuChoice &b) {
            return b.socket == a.socket && b.lanes >= a.lanes && b.tdpW <= a.tdpW && b.priceUsd < a.priceUsd;
        });
        if (!dominated)
            kept.push_back(a);
    }
    return kept;
}

struct LaneClass
{
    int socket = 0;
    int lanes = 0;
    std::vector<int> cpus; // into the undominated CPUs
};

/** A board and case whose arrangement passes with some CPU of the board's socket. */
struct Platform
{
    int board = 0, chassis = 0;
    int socket = 0;
    int minLanes = 0; // the fewest CPU lanes it passes with (more never add an arrangement error)
    int eps = 0; // EPS leads the board requires (fewer never add a power error)
    double priceUsd = 0; // board + case
    int profile = 0; // index of its speedups per power level
};

/** What the arrangement phase (and placeCards) reads of a board and case, for one GPU model and count. */
struct ArrangementKey
{
    int layout = 0; // boards with equal connectors share it
    int caseSlots = 0;
    int verticalMounts = 0;
    bool openFrame = false;
    bool serverAirflow = false;
    bool cardFits = false; // the card is no longer than the case takes
    bool operator==(const ArrangementKey &) const = default;
};

/** The arrangement phase's outcome for such a board and case, with each lane count of the socket's CPUs. */
struct Arranged
{
    ArrangementKey key;
    int minLanes = -1; // the fewest lanes it passes with; -1: none
    std::optional<RuleId> rule; // the first error where it stopped passing
    int failedCpu = 0; // the CPU it failed with
    int profile = -1;
};

/** What the estimator reads of a platform: the board's connectors, the case's slot count, where the cards sit. */
struct ProfileKey
{
    int layout = 0; // boards with equal connectors share it
    int caseSlots = 0;
    QVarLengthArray<std::pair<int, std::optional<Riser>>, 8> cards;
    bool operator==(const ProfileKey &) const = default;
};

ProfileKey profileKey(const ResolvedBuild &build, int layout)
{
    ProfileKey key { layout, build.chassis->expansionSlots, {} };
    for (const ResolvedGpu &g : build.gpus)
        key.cards.append({ g.placement.slot.value_or(0), g.placement.riser });
    return key;
}

/** A platform with a CPU at one power level: its speed, price (without GPUs and PSUs) and what power reads. */
struct Combo
{
    int platform = 0;
    int cpu = 0; // into the undominated CPUs
    double speedup = 0;
    double priceUsd = 0;
    double tdpW = 0;
    int eps = 0;
    int power = 0; // index of its (TDP, EPS) power class
};

/** Cheapest first, then fastest, least TDP and EPS: every dominator comes before what it dominates. */
bool comboOrder(const Combo &a, const Combo &b)
{
    if (a.priceUsd != b.priceUsd)
        return a.priceUsd < b.priceUsd;
    if (a.speedup != b.speedup)
        return a.speedup > b.speedup;
    if (a.tdpW != b.tdpW)
        return a.tdpW < b.tdpW;
    return a.eps < b.eps;
}

/**
 * `a` beats `b` whatever PSUs they get: as fast, as cheap, no more TDP or EPS leads, and faster or
 * cheaper (equal pairs both stay: their candidates are equal, and the front keeps equal candidates).
 */
bool comboDominates(const Combo &a, const Combo &b)
{
    return a.speedup >= b.speedup && a.priceUsd <= b.priceUsd && a.tdpW <= b.tdpW && a.eps <= b.eps
        && (a.speedup > b.speedup || a.priceUsd < b.priceUsd);
}

/** One combination of CPU TDP and board EPS: the power phase reads nothing else of CPU and board. */
struct PowerClass
{
    double tdpW = 0;
    int eps = 0;
    int cpu = 0, platform = 0; // a representative, to resolve a candidate
    double cheapestUsd = 0; // the cheapest combo of the class, for the budget
    std::vector<char> needed; // per level: some pair of the class survived there
    std::vector<int> firstPassing; // per PSU config: the first level index it passes (levels.size(): none)
    std::vector<char> searched; // per PSU config: firstPassing was searched (not left out for the budget)
    int tdpClass = 0; // index of its TDP among the classes' TDPs
};

} // namespace

PlanResult plan(
    const PartCatalog &catalog, const PlanRequest &request, const Circuit &defaultCircuit, const PlanControl &control)
{
    PlanResult result;
    const PlanSpace space(catalog, request, defaultCircuit);
    result.searchSpace = space.size();
    result.cheapestUsd = cheapestPrice(space);
    CheckOptions options;
    options.headroom = request.headroom;
    options.fixes = false; // pass or fail is all the search needs; materialise() checks the front with fixes
    EstimateOptions estimateOptions = space.estimateOptions();
    estimateOptions.speedOnly = true; // the search reads the speedup alone; materialise() estimates the front in full
    const std::vector<PsuConfig> &psuConfigs = space.psuConfigs();
    const int psuCount = static_cast<int>(psuConfigs.size());
    const double cheapestPsu = psuConfigs.empty() ? kInfinity : psuConfigs.front().priceUsd();

    // Sockets, the CPUs worth trying per socket, and each socket's distinct lane counts (most first).
    QStringList sockets;
    for (const PartPtr &b : space.boards()) {
        if (!sockets.contains(b->board()->socket))
            sockets << b->board()->socket;
    }
    const std::vector<CpuChoice> cpus = undominatedCpus(space, sockets);
    std::vector<std::vector<int>> laneCpus(static_cast<std::size_t>(sockets.size())); // one CPU per lane count
    std::vector<double> cheapestCpu(static_cast<std::size_t>(sockets.size()), kInfinity);
    std::vector<LaneClass> laneClasses; // CPUs of one socket and lane count: the arrangement sees them alike
    for (int k = 0; k < static_cast<int>(cpus.size()); ++k) {
        const CpuChoice &u = cpus[static_cast<std::size_t>(k)];
        auto cls = std::find_if(laneClasses.begin(), laneClasses.end(),
            [&u](const LaneClass &c) { return c.socket == u.socket && c.lanes == u.lanes; });
        if (cls == laneClasses.end()) {
            laneClasses.push_back({ u.socket, u.lanes, {} });
            cls = laneClasses.end() - 1;
            laneCpus[static_cast<std::size_t>(u.socket)].push_back(k);
        }
        cls->cpus.push_back(k);
        double &cheapest = cheapestCpu[static_cast<std::size_t>(u.socket)];
        cheapest = std::min(cheapest, u.priceUsd);
    }
    for (std::vector<int> &list : laneCpus) {
        std::sort(list.begin(), list.end(), [&](int a, int b) {
            return cpus[static_cast<std::size_t>(a)].lanes > cpus[static_cast<std::size_t>(b)].lanes;
        });
    }
    // Boards with equal connectors share speed profiles.
    std::vector<int> layouts;
    for (std::size_t bi = 0; bi < space.boards().size(); ++bi) {
        int layout = static_cast<int>(bi);
        for (std::size_t o = 0; o < bi; ++o) {
            if (space.boards()[o]->board()->pcieSlots == space.boards()[bi]->board()->pcieSlots) {
                layout = layouts[o];
                break;
            }
        }
        layouts.push_back(layout);
    }

    std::vector<Objectives> points;
    std::vector<PlanCandidate> candidates;
    const int counts = std::max(0, request.maxGpus - request.minGpus + 1);
    const int total = static_cast<int>(space.gpus().size()) * counts;
    int done = 0;
    PowerBudget power;
    // Reused across GPU models and counts, so the inner loops do not allocate.
    std::vector<Platform> platforms;
    std::vector<Arranged> arranged;
    std::vector<ProfileKey> profileKeys;
    std::vector<std::vector<double>> profiles;
    std::vector<Combo> combos, levelCombos, group;
    std::vector<PowerClass> powerClasses;
    std::vector<std::pair<int, double>> psuFront; // (config, wall)
    std::vector<Objectives> groupPoints;
    std::vector<double> tdps, walls; // walls: per TDP, level and PSU configuration, -1 while not computed
    std::vector<std::optional<ResolvedBuild>> psuBuilds; // per PSU configuration

    for (int gi = 0; gi < static_cast<int>(space.gpus().size()); ++gi) {
        const PartPtr &gpu = space.gpus()[static_cast<std::size_t>(gi)];
        const std::vector<double> levels = space.powerLevels(*gpu->gpu());
        const int levelCount = static_cast<int>(levels.size());
        // Speed depends on the cards, the arrangement and the limits, not on CPU or PSUs: one profile (the
        // speedup per power level) per arrangement the estimator sees alike.
        const auto speedProfile = [&](ResolvedBuild &build, int layout) {
            ProfileKey key = profileKey(build, layout);
            const auto known = std::find(profileKeys.begin(), profileKeys.end(), key);
            if (known != profileKeys.end())
                return static_cast<int>(known - profileKeys.begin());
            build.psus.clear(); // the estimate's wall power is not wanted here
            std::vector<double> speedups;
            speedups.reserve(levels.size());
            for (double limit : levels) {
                setPowerLimits(build, limit);
                speedups.push_back(estimate(build, estimateOptions).speedup);
            }
            profiles.push_back(std::move(speedups));
            profileKeys.push_back(std::move(key));
            return static_cast<int>(profileKeys.size()) - 1;
        };
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
                ++result.evaluated; // the memory check is a rule check too: "0 checks, 592 rejected" read as nonsense
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

            // Stage 1: boards and cases that pass the arrangement phase, with the fewest CPU lanes they pass
            // with (tried from the most: fewer lanes only add pcie.lanes), and their speed per power level.
            platforms.clear();
            arranged.clear();
            profileKeys.clear();
            profiles.clear();
            for (int bi = 0; bi < static_cast<int>(space.boards().size()); ++bi) {
                const PartPtr &board = space.boards()[static_cast<std::size_t>(bi)];
                const int socket = static_cast<int>(sockets.indexOf(board->board()->socket));
                const std::vector<int> &byLanes = laneCpus[static_cast<std::size_t>(socket)];
                if (byLanes.empty())
                    continue; // no CPU fits the board: always cpu.socket
                for (int ci = 0; ci < static_cast<int>(space.cases().size()); ++ci) {
                    const PartPtr &chassis = space.cases()[static_cast<std::size_t>(ci)];
                    // A case without the board's form factor is always a case.board-fit error: not worth building.
                    if (!chassis->chassis()->formFactors.contains(board->board()->formFactor))
                        continue;
                    const double platformPrice = *board->priceUsd + *chassis->priceUsd;
                    const double leastUsd
                        = gpuCost + platformPrice + cheapestCpu[static_cast<std::size_t>(socket)] + cheapestPsu;
                    if (leastUsd > request.budgetUsd)
                        continue;
                    // The arrangement phase reads the board's connectors, the case's slots, mounts, airflow and
                    // whether the card fits its length (the form factor and socket are settled above): a
                    // platform that looks the same to it has the outcome of the one checked before.
                    const CaseSpec &caseSpec = *chassis->chassis();
                    const ArrangementKey key { layouts[static_cast<std::size_t>(bi)], caseSpec.expansionSlots,
                        caseSpec.verticalMounts, caseSpec.openFrame, caseSpec.serverAirflow,
                        gpu->gpu()->lengthMm <= caseSpec.maxGpuLengthMm };
                    auto known = std::find_if(
                        arranged.begin(), arranged.end(), [&key](const Arranged &a) { return a.key == key; });
                    if (known == arranged.end()) {
                        Arranged outcome { key, -1, std::nullopt, 0, -1 };
                        std::optional<ResolvedBuild> resolved;
                        for (int k : byLanes) {
                            const CpuChoice &cpu = cpus[static_cast<std::size_t>(k)];
                            if (!resolved)
                                resolved = space.resolve({ gi, n, bi, ci, cpu.index, 0, levels.front() });
                            space.setCpu(*resolved, cpu.index);
                            ++result.evaluated;
                            if (const std::optional<RuleId> rule = arrangementError(*resolved, options)) {
                                outcome.rule = rule;
                                outcome.failedCpu = cpu.index;
                                break;
                            }
                            outcome.minLanes = cpu.lanes;
                        }
                        if (outcome.minLanes >= 0)
                            outcome.profile = speedProfile(*resolved, layouts[static_cast<std::size_t>(bi)]);
                        arranged.push_back(outcome);
                        known = arranged.end() - 1;
                    }
                    if (known->rule)
                        reject(*known->rule, { gi, n, bi, ci, known->failedCpu, 0, levels.front() }, leastUsd);
                    if (known->minLanes < 0)
                        continue;
                    const int minLanes = known->minLanes;
                    const int profile = known->profile;
                    platforms.push_back(
                        { bi, ci, socket, minLanes, board->board()->epsRequired, platformPrice, profile });
                }
            }

            // Stage 2, per power level: the platform and CPU pairs no other pair beats, knowing that the
            // power phase reads only the CPU's TDP and the board's EPS leads and passes more with less of
            // either, and that less TDP never draws more at the wall.
            powerClasses.clear();
            combos.clear();
            std::vector<std::pair<int, int>> levelRanges(static_cast<std::size_t>(levelCount)); // into combos
            for (int li = 0; li < levelCount; ++li) {
                levelCombos.clear();
                for (const LaneClass &lanes : laneClasses) {
                    // The platforms these CPUs fit that no cheaper or faster one with as few EPS leads beats:
                    // the same for every CPU of the class, whose price only shifts them all.
                    group.clear();
                    for (int pi = 0; pi < static_cast<int>(platforms.size()); ++pi) {
                        const Platform &p = platforms[static_cast<std::size_t>(pi)];
                        if (p.socket != lanes.socket || p.minLanes > lanes.lanes)
                            continue;
                        group.push_back(
                            { pi, 0, profiles[static_cast<std::size_t>(p.profile)][static_cast<std::size_t>(li)],
                                p.priceUsd, 0, p.eps, 0 });
                    }
                    keepUndominated(group, comboOrder, comboDominates);
                    for (int k : lanes.cpus) {
                        const CpuChoice &cpu = cpus[static_cast<std::size_t>(k)];
                        for (Combo c : group) {
                            c.cpu = k;
                            c.priceUsd += cpu.priceUsd;
                            c.tdpW = cpu.tdpW;
                            levelCombos.push_back(c);
                        }
                    }
                }
                keepUndominated(levelCombos, comboOrder, comboDominates);
                for (Combo &c : levelCombos) {
                    auto cls = std::find_if(powerClasses.begin(), powerClasses.end(),
                        [&](const PowerClass &pc) { return pc.tdpW == c.tdpW && pc.eps == c.eps; });
                    if (cls == powerClasses.end()) {
                        powerClasses.push_back({ c.tdpW, c.eps, cpus[static_cast<std::size_t>(c.cpu)].index, c.platform,
                            c.priceUsd, std::vector<char>(static_cast<std::size_t>(levelCount), 0), {}, {}, 0 });
                        cls = powerClasses.end() - 1;
                    }
                    cls->cheapestUsd = std::min(cls->cheapestUsd, c.priceUsd);
                    cls->needed[static_cast<std::size_t>(li)] = 1;
                    c.power = static_cast<int>(cls - powerClasses.begin());
                }
                levelRanges[static_cast<std::size_t>(li)]
                    = { static_cast<int>(combos.size()), static_cast<int>(combos.size() + levelCombos.size()) };
                combos.insert(combos.end(), levelCombos.begin(), levelCombos.end());
            }

            // Wall power depends on the CPU's TDP, the PSUs and the limit (not on the board's EPS leads), and
            // never falls as the TDP or the limit rises: known walls bound unknown ones from below.
            tdps.clear();
            for (const PowerClass &cls : powerClasses)
                tdps.push_back(cls.tdpW);
            std::sort(tdps.begin(), tdps.end());
            tdps.erase(std::unique(tdps.begin(), tdps.end()), tdps.end());
            const int tdpCount = static_cast<int>(tdps.size());
            walls.assign(static_cast<std::size_t>(tdpCount * levelCount * psuCount), -1);
            const auto wallAt = [&](int ti, int li, int pi) -> double & {
                return walls[static_cast<std::size_t>((ti * levelCount + li) * psuCount + pi)];
            };

            // Stage 3, per power class and PSU configuration: the first level that passes. Every power figure
            // rises with the cards' limit, so every lower level passes too, and with the TDP and the board's EPS
            // leads, so a class with less of both bounds the search of one with more.
            std::sort(powerClasses.begin(), powerClasses.end(), [](const PowerClass &a, const PowerClass &b) {
                return a.tdpW != b.tdpW ? a.tdpW < b.tdpW : a.eps < b.eps;
            });
            for (Combo &c : combos) {
                const double tdpW = c.tdpW;
                const int eps = c.eps;
                c.power = static_cast<int>(std::find_if(powerClasses.begin(), powerClasses.end(),
                                               [&](const PowerClass &pc) { return pc.tdpW == tdpW && pc.eps == eps; })
                    - powerClasses.begin());
            }
            double cheapestClass = kInfinity;
            for (PowerClass &cls : powerClasses) {
                cls.tdpClass = static_cast<int>(std::lower_bound(tdps.begin(), tdps.end(), cls.tdpW) - tdps.begin());
                cls.firstPassing.assign(static_cast<std::size_t>(psuCount), levelCount);
                cls.searched.assign(static_cast<std::size_t>(psuCount), 0);
                cheapestClass = std::min(cheapestClass, cls.cheapestUsd);
            }
            // One build per PSU configuration, its CPU and board swapped per class: the power phase reads
            // nothing else of them.
            psuBuilds.clear();
            psuBuilds.resize(static_cast<std::size_t>(psuCount));
            const auto psuBuild = [&](int pi, const PowerClass &cls) -> ResolvedBuild & {
                std::optional<ResolvedBuild> &build = psuBuilds[static_cast<std::size_t>(pi)];
                const Platform &platform = platforms[static_cast<std::size_t>(cls.platform)];
                if (!build) {
                    // The first placed once; the others copy it and change the PSUs.
                    const auto made
                        = std::find_if(psuBuilds.begin(), psuBuilds.end(), [](const auto &b) { return b.has_value(); });
                    if (made == psuBuilds.end()) {
                        build.emplace(
                            space.resolve({ gi, n, platform.board, platform.chassis, cls.cpu, pi, levels.front() }));
                        return *build;
                    }
                    build.emplace(**made);
                    space.setPsuConfig(*build, pi);
                }
                build->boardPart = space.boards()[static_cast<std::size_t>(platform.board)];
                build->board = build->boardPart->board();
                space.setCpu(*build, cls.cpu);
                return *build;
            };
            for (int pi = 0; pi < psuCount; ++pi) {
                const double psuPrice = psuConfigs[static_cast<std::size_t>(pi)].priceUsd();
                if (gpuCost + cheapestClass + psuPrice > request.budgetUsd)
                    break; // cheapest first: the rest cost more
                for (std::size_t k = 0; k < powerClasses.size(); ++k) {
                    PowerClass &cls = powerClasses[k];
                    if (gpuCost + cls.cheapestUsd + psuPrice > request.budgetUsd)
                        continue; // left at none passing, and not searched: no bound for heavier classes
                    cls.searched[static_cast<std::size_t>(pi)] = 1;
                    // Levels above the first that passes for a class with no more TDP and EPS leads fail here too.
                    int lo = 0;
                    for (std::size_t o = 0; o < k; ++o) {
                        const PowerClass &lighter = powerClasses[o];
                        if (lighter.tdpW <= cls.tdpW && lighter.eps <= cls.eps
                            && lighter.searched[static_cast<std::size_t>(pi)])
                            lo = std::max(lo, lighter.firstPassing[static_cast<std::size_t>(pi)]);
                    }
                    if (lo >= levelCount)
                        continue;
                    ResolvedBuild &resolved = psuBuild(pi, cls);
                    const Platform &platform = platforms[static_cast<std::size_t>(cls.platform)];
                    const auto passes = [&](int li) {
                        setPowerLimits(resolved, levels[static_cast<std::size_t>(li)]);
                        ++result.evaluated;
                        if (const std::optional<RuleId> rule = powerError(resolved, options, &power)) {
                            const PlanCandidate c { gi, n, platform.board, platform.chassis, cls.cpu, pi,
                                levels[static_cast<std::size_t>(li)] };
                            reject(*rule, c, gpuCost + cls.cheapestUsd + psuPrice);
                            return false;
                        }
                        wallAt(cls.tdpClass, li, pi) = power.wallW;
                        return true;
                    };
                    // Binary search between the last level known to fail and the first known to pass; the
                    // highest possible first, since it usually passes.
                    int hi = levelCount;
                    bool first = true;
                    while (lo < hi) {
                        const int mid = first ? lo : (lo + hi) / 2;
                        first = false;
                        if (passes(mid))
                            hi = mid;
                        else
                            lo = mid + 1;
                    }
                    cls.firstPassing[static_cast<std::size_t>(pi)] = hi;
                }
            }

            // The (price, wall) front of the PSU configurations a class passes with at a level. A wall is only
            // computed where its bound (a known wall at less TDP or a lower limit) does not already show a
            // cheaper configuration drawing less.
            const auto lowerBound = [&](int ti, int li, int pi) {
                double bound = 0;
                for (int t = ti - 1; t >= 0; --t) {
                    if (wallAt(t, li, pi) >= 0) {
                        bound = wallAt(t, li, pi);
                        break;
                    }
                }
                for (int l = li + 1; l < levelCount; ++l) {
                    if (wallAt(ti, l, pi) >= 0) {
                        bound = std::max(bound, wallAt(ti, l, pi));
                        break;
                    }
                }
                return bound;
            };
            const auto frontOf = [&](const PowerClass &cls, int li) {
                psuFront.clear();
                double leastWall = kInfinity; // over the configurations computed so far
                double leastWallCheaper = kInfinity; // over those strictly cheaper than the current one
                double lastPrice = -1;
                for (int pi = 0; pi < psuCount; ++pi) {
                    if (cls.firstPassing[static_cast<std::size_t>(pi)] > li)
                        continue;
                    const double price = psuConfigs[static_cast<std::size_t>(pi)].priceUsd();
                    if (price > lastPrice) {
                        leastWallCheaper = leastWall;
                        lastPrice = price;
                    }
                    double &wallW = wallAt(cls.tdpClass, li, pi);
                    const double bound = wallW >= 0 ? wallW : lowerBound(cls.tdpClass, li, pi);
                    if (bound >= leastWallCheaper || bound > leastWall)
                        continue; // a cheaper one draws no more, or one as cheap draws less
                    if (wallW < 0) {
                        ResolvedBuild &build = psuBuild(pi, cls);
                        setPowerLimits(build, levels[static_cast<std::size_t>(li)]);
                        wallW = PowerBudget::compute(build).wallW;
                        if (wallW >= leastWallCheaper || wallW > leastWall)
                            continue;
                    }
                    psuFront.push_back({ pi, wallW });
                    leastWall = std::min(leastWall, wallW);
                }
                keepUndominated(
                    psuFront,
                    [&](const auto &a, const auto &b) {
                        const double pa = psuConfigs[static_cast<std::size_t>(a.first)].priceUsd();
                        const double pb = psuConfigs[static_cast<std::size_t>(b.first)].priceUsd();
                        return pa != pb ? pa < pb : a.second < b.second;
                    },
                    [&](const auto &a, const auto &b) {
                        const double pa = psuConfigs[static_cast<std::size_t>(a.first)].priceUsd();
                        const double pb = psuConfigs[static_cast<std::size_t>(b.first)].priceUsd();
                        return pa <= pb && a.second <= b.second && (pa < pb || a.second < b.second);
                    });
            };

            // Stage 4, per level from the lowest limit up (so lower limits bound the walls of higher ones) and
            // per class from the least TDP: each surviving pair with its class's PSU front.
            bool anyPassed = false;
            const std::size_t groupStart = points.size();
            for (int li = levelCount - 1; li >= 0; --li) {
                const auto [from, to] = levelRanges[static_cast<std::size_t>(li)];
                for (std::size_t k = 0; k < powerClasses.size(); ++k) {
                    if (!powerClasses[k].needed[static_cast<std::size_t>(li)])
                        continue;
                    frontOf(powerClasses[k], li);
                    for (int ci = from; ci < to; ++ci) {
                        const Combo &c = combos[static_cast<std::size_t>(ci)];
                        if (c.power != static_cast<int>(k))
                            continue;
                        const Platform &platform = platforms[static_cast<std::size_t>(c.platform)];
                        for (const auto &[pi, wallW] : psuFront) {
                            const double price
                                = gpuCost + c.priceUsd + psuConfigs[static_cast<std::size_t>(pi)].priceUsd();
                            if (price > request.budgetUsd)
                                continue;
                            anyPassed = true;
                            points.push_back({ c.speedup, price, wallW });
                            candidates.push_back(
                                { gi, n, platform.board, platform.chassis, cpus[static_cast<std::size_t>(c.cpu)].index,
                                    pi, levels[static_cast<std::size_t>(li)] });
                        }
                    }
                }
            }

            // What another candidate of this model and count beats is beaten on the whole front too: only
            // the group's own front goes on to the final one (smaller to sort).
            if (points.size() > groupStart) {
                groupPoints.assign(points.begin() + static_cast<std::ptrdiff_t>(groupStart), points.end());
                std::vector<int> kept = paretoFront(groupPoints);
                std::sort(kept.begin(), kept.end());
                std::size_t to = groupStart;
                for (int k : kept) {
                    points[to] = groupPoints[static_cast<std::size_t>(k)];
                    candidates[to] = candidates[groupStart + static_cast<std::size_t>(k)];
                    ++to;
                }
                points.resize(to);
                candidates.resize(to);
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

    // Equal candidates come out in brute force's order (it visits GPU, count, board, case, CPU, PSUs, limit).
    std::vector<int> order(candidates.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](int a, int b) {
        const PlanCandidate &x = candidates[static_cast<std::size_t>(a)];
        const PlanCandidate &y = candidates[static_cast<std::size_t>(b)];
        return std::tie(x.gpu, x.count, x.board, x.chassis, x.cpu, x.psuConfig, y.limitW)
            < std::tie(y.gpu, y.count, y.board, y.chassis, y.cpu, y.psuConfig, x.limitW);
    });
    std::vector<Objectives> orderedPoints;
    std::vector<PlanCandidate> orderedCandidates;
    orderedPoints.reserve(order.size());
    orderedCandidates.reserve(order.size());
    for (int i : order) {
        orderedPoints.push_back(points[static_cast<std::size_t>(i)]);
        orderedCandidates.push_back(candidates[static_cast<std::size_t>(i)]);
    }
    materialise(result, space, orderedCandidates, paretoFront(orderedPoints), defaultCircuit);

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
