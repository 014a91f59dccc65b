// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/plan/planspace.h"

#include "core/estimate/llmmodel.h"
#include "core/partcatalog.h"
#include "core/plan/gpuplacer.h"

#include <algorithm>
#include <cmath>

namespace RigPlan {

namespace {

std::vector<PartPtr> pricedParts(const PartCatalog &catalog, PartKind kind, const QString &fixedId)
{
    std::vector<PartPtr> out;
    for (const PartPtr &p : catalog.parts(kind)) {
        if (p->priceUsd && (fixedId.isEmpty() || p->id == fixedId))
            out.push_back(p);
    }
    return out;
}

} // namespace

PlanSpace::PlanSpace(const PartCatalog &catalog, const PlanRequest &request, const Circuit &defaultCircuit)
    : m_catalog(&catalog)
    , m_request(request)
    , m_circuits(request.circuits.isEmpty() ? QList<Circuit> { defaultCircuit } : request.circuits)
{
    for (const PartPtr &p : pricedParts(catalog, PartKind::Gpu, QString())) {
        const GpuSpec &g = *p->gpu();
        if (g.formFactor == GpuFormFactor::Pcie && g.memoryGB >= request.minVramGB && g.tdpW > 0)
            m_gpus.push_back(p);
    }
    m_boards = pricedParts(catalog, PartKind::Board, request.boardId);
    for (const PartPtr &p : pricedParts(catalog, PartKind::Case, request.caseId)) {
        if (request.allowRisers || !p->chassis()->openFrame)
            m_cases.push_back(p);
    }
    m_cpus = pricedParts(catalog, PartKind::Cpu, QString());
    // The cheapest adapter that ties two PSUs, for two units sharing a circuit (none: psu.sync warns).
    PartPtr adapter;
    for (const PartPtr &p : pricedParts(catalog, PartKind::PsuSync, QString())) {
        if (p->psuSync()->psus >= 2 && (!adapter || *p->priceUsd < *adapter->priceUsd))
            adapter = p;
    }
    const bool twoCircuits = m_circuits.size() > 1;
    for (const PartPtr &p : pricedParts(catalog, PartKind::Psu, request.psuId)) {
        m_psuConfigs.push_back({ p, 1, nullptr });
        m_psuConfigs.push_back({ p, 2, twoCircuits ? nullptr : adapter });
    }
    std::stable_sort(m_psuConfigs.begin(), m_psuConfigs.end(),
        [](const PsuConfig &a, const PsuConfig &b) { return a.priceUsd() < b.priceUsd(); });
}

std::vector<double> PlanSpace::powerLevels(const GpuSpec &gpu) const
{
    std::vector<double> levels;
    const double lowest = std::ceil(gpu.tdpW * PowerModel::kLowestSensibleLimitShare);
    for (double w = gpu.tdpW; w >= lowest; w -= m_request.powerStepW)
        levels.push_back(w);
    return levels;
}

qint64 PlanSpace::size() const
{
    qint64 perCount = 0; // candidates of one GPU model and count: platforms x CPUs x PSUs x limits
    qint64 total = 0;
    const qint64 platforms
        = static_cast<qint64>(m_boards.size() * m_cases.size() * m_cpus.size() * m_psuConfigs.size());
    for (const PartPtr &g : m_gpus) {
        perCount = platforms * static_cast<qint64>(powerLevels(*g->gpu()).size());
        for (int n = m_request.minGpus; n <= m_request.maxGpus; ++n)
            total += perCount;
    }
    return total;
}

Build PlanSpace::build(const PlanCandidate &c) const
{
    const PartPtr &gpu = m_gpus[static_cast<std::size_t>(c.gpu)];
    const PartPtr &board = m_boards[static_cast<std::size_t>(c.board)];
    const PartPtr &chassis = m_cases[static_cast<std::size_t>(c.chassis)];
    Build b;
    b.caseId = chassis->id;
    b.boardId = board->id;
    b.cpuId = m_cpus[static_cast<std::size_t>(c.cpu)]->id;
    b.circuit = m_circuits.first();
    const QVarLengthArray<CardSpot, 8> spots
        = placeCards(*board->board(), *chassis->chassis(), *gpu->gpu(), c.count, m_request.allowRisers);
    for (int i = 0; i < c.count; ++i) {
        GpuPlacement g;
        g.part = gpu->id;
        g.slot = spots[i].position;
        if (c.limitW < gpu->gpu()->tdpW)
            g.powerLimitW = c.limitW;
        if (spots[i].onRiser) {
            Riser riser;
            riser.mount = chassis->chassis()->openFrame ? RiserMount::Frame : RiserMount::Vertical;
            g.riser = riser;
        }
        b.gpus.append(g);
    }
    applyPsuConfig(b, c.psuConfig);
    Workload workload;
    workload.model = m_request.workload;
    workload.benchmark = m_request.benchmark;
    workload.llm = m_request.llm;
    workload.precision = m_request.precision;
    b.workload = workload;
    b.baseline = m_request.baselineId;
    return b;
}

void PlanSpace::applyPsuConfig(Build &b, int psuConfig) const
{
    const PsuConfig &psus = m_psuConfigs[static_cast<std::size_t>(psuConfig)];
    const bool twoCircuits = m_circuits.size() > 1 && psus.copies > 1;
    b.circuits = twoCircuits ? m_circuits : QList<Circuit>();
    b.psus.clear();
    for (int k = 0; k < psus.copies; ++k)
        b.psus.append({ psus.psu->id, twoCircuits ? k : 0 });
    b.psuSync.reset();
    if (twoCircuits)
        b.psuSync = PsuSync { QString(), true };
    else if (psus.sync)
        b.psuSync = PsuSync { psus.sync->id, false };
    // With two PSUs the second feeds the upper half of the cards; the first also carries the board.
    const qsizetype onFirst = psus.copies > 1 ? b.gpus.size() / 2 : b.gpus.size();
    for (qsizetype i = 0; i < b.gpus.size(); ++i)
        b.gpus[i].psu = i < onFirst ? 0 : 1;
}

void PlanSpace::setCpu(ResolvedBuild &r, int cpu) const
{
    r.cpuPart = m_cpus[static_cast<std::size_t>(cpu)];
    r.cpu = r.cpuPart->cpu();
}

void PlanSpace::setPsuConfig(ResolvedBuild &r, int psuConfig) const
{
    // The configuration as the file would say it (applyPsuConfig), then resolved: the PSU model is at hand.
    Build file;
    file.gpus.resize(static_cast<qsizetype>(r.gpus.size()));
    applyPsuConfig(file, psuConfig);
    r.build.circuits = file.circuits;
    r.build.psuSync = file.psuSync;
    r.psuSyncPart = m_psuConfigs[static_cast<std::size_t>(psuConfig)].sync;
    r.circuits = r.build.effectiveCircuits(m_circuits.first());
    const PartPtr &psu = m_psuConfigs[static_cast<std::size_t>(psuConfig)].psu;
    r.psus.clear();
    for (const PsuPlacement &p : std::as_const(file.psus))
        r.psus.push_back({ psu, psu->psu(), p.circuit });
    for (std::size_t i = 0; i < r.gpus.size(); ++i)
        r.gpus[i].placement.psu = file.gpus[static_cast<qsizetype>(i)].psu;
}

ResolvedBuild PlanSpace::resolve(const PlanCandidate &c) const
{
    const Build file = build(c);
    ResolvedBuild r;
    r.build = file; // the settings; the parts and placements below
    r.casePart = m_cases[static_cast<std::size_t>(c.chassis)];
    r.boardPart = m_boards[static_cast<std::size_t>(c.board)];
    r.cpuPart = m_cpus[static_cast<std::size_t>(c.cpu)];
    r.chassis = r.casePart->chassis();
    r.board = r.boardPart->board();
    r.cpu = r.cpuPart->cpu();
    const PartPtr &gpu = m_gpus[static_cast<std::size_t>(c.gpu)];
    const PartPtr &psu = m_psuConfigs[static_cast<std::size_t>(c.psuConfig)].psu;
    r.psuSyncPart = m_psuConfigs[static_cast<std::size_t>(c.psuConfig)].sync;
    for (const PsuPlacement &p : file.psus)
        r.psus.push_back({ psu, psu->psu(), p.circuit });
    for (const GpuPlacement &g : file.gpus)
        r.gpus.push_back({ g, gpu, gpu->gpu() });
    r.circuits = r.build.effectiveCircuits(m_circuits.first());
    return r;
}

double PlanSpace::priceUsd(const PlanCandidate &c) const
{
    return *m_gpus[static_cast<std::size_t>(c.gpu)]->priceUsd * c.count
        + *m_boards[static_cast<std::size_t>(c.board)]->priceUsd
        + *m_cases[static_cast<std::size_t>(c.chassis)]->priceUsd + *m_cpus[static_cast<std::size_t>(c.cpu)]->priceUsd
        + m_psuConfigs[static_cast<std::size_t>(c.psuConfig)].priceUsd();
}

bool PlanSpace::jobFits(int gpu, int count) const
{
    return !m_request.llm
        || LlmModel::fitsOn(*m_request.llm, m_gpus[static_cast<std::size_t>(gpu)]->gpu()->memoryGB, count);
}

EstimateOptions PlanSpace::estimateOptions() const
{
    EstimateOptions options;
    options.workload = m_request.workload;
    options.benchmark = m_request.benchmark;
    options.llm = m_request.llm;
    options.precision = m_request.precision;
    options.baselineId = m_request.baselineId;
    options.catalog = m_catalog;
    return options;
}

} // namespace RigPlan
