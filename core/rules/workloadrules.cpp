// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// precision.unsupported, sparsity.unsupported, memory.fit, parallel.divisibility
#include "core/memory/llmmemory.h"
#include "core/memory/trainingmemory.h"
#include "core/rules/rulecontext.h"

#include <algorithm>

namespace RigPlan {

namespace {

/** memory.fit and parallel.divisibility of an LLM job (shared/spec/workloads.md), with the fixes that help. */
void checkLlm(const RuleContext &ctx, const LlmJob &job, Findings &out)
{
    const LlmFit e = LlmModel::fitMemory(ctx.build, job);
    const int n = ctx.gpuCount();
    if (!e.fits && e.smallestCard >= 0) {
        const LlmMemoryFitDetails fit { .neededGB = e.perGpu.total(),
            .cardGB = e.smallestCardGB,
            .paramsB = job.paramsB,
            .method = job.method,
            .strategy = e.parallel };
        Finding &memory = out.emplace_back(RuleId::MemoryFit, fit);
        memory.gpus.append(e.smallestCard);
        // Fixes: a lighter method or another strategy that fits these cards, then a larger variant.
        for (LlmMethod m : { LlmMethod::Lora, LlmMethod::Qlora }) {
            if (!ctx.options.fixes)
                break;
            LlmJob lighter = job;
            lighter.method = m;
            if (m > job.method && LlmModel::fitMemory(ctx.build, lighter).fits && memory.fixes.size() < 2) {
                Fix fix { FixAction::SetLlmJob };
                fix.llmMethod = m;
                memory.fixes.append(fix);
            }
        }
        for (LlmParallel p : { LlmParallel::Fsdp, LlmParallel::Tensor, LlmParallel::Pipeline }) {
            LlmJob other = job;
            other.parallel = p;
            if (ctx.options.fixes && n > 1 && p != e.parallel && memory.fixes.size() < 3
                && LlmModel::fitMemory(ctx.build, other).fits) {
                Fix fix { FixAction::SetLlmJob };
                fix.llmParallel = p;
                memory.fixes.append(fix);
            }
        }
        const double need = fit.neededGB;
        if (const PartPtr larger
            = ctx.variant(e.smallestCard, [need](const GpuSpec &g) { return g.memoryGB >= need; })) {
            Fix fix { FixAction::SwapPart };
            fix.gpu = e.smallestCard;
            fix.part = larger->id;
            memory.fixes.append(fix);
        }
    }
    if (e.parallel == LlmParallel::Tensor && n > 1 && (e.headsIndivisible || e.mixedCards)) {
        Finding &split = out.emplace_back(RuleId::ParallelDivisibility,
            ParallelDivisibilityDetails {
                .gpuCount = n, .mixedCards = !e.headsIndivisible, .attentionHeads = e.shape.attentionHeads });
        for (int i = 0; i < n; ++i)
            split.gpus.append(i);
        if (ctx.options.fixes) {
            Fix fix { FixAction::SetLlmJob };
            fix.llmParallel = LlmParallel::Fsdp;
            split.fixes.append(fix);
        }
    }
}

} // namespace

void checkWorkload(const RuleContext &ctx, Findings &out)
{
    const std::optional<Workload> &workload = ctx.build.build.workload;
    if (!workload)
        return;
    GpuList lackPrecision, lackSparsity;
    for (int i = 0; i < ctx.gpuCount(); ++i) {
        const GpuSpec &spec = *ctx.gpu(i).spec;
        if (workload->precision && !spec.precisions.contains(*workload->precision))
            lackPrecision.append(i);
        if (workload->sparsity24 && !spec.sparsity24)
            lackSparsity.append(i);
    }
    if (!lackPrecision.isEmpty()) {
        out.emplace_back(RuleId::PrecisionUnsupported, PrecisionDetails { .precision = *workload->precision }).gpus
            = lackPrecision;
    }
    if (!lackSparsity.isEmpty())
        out.emplace_back(RuleId::SparsityUnsupported).gpus = lackSparsity;
    if (workload->benchmark == Benchmark::Llm && workload->llm) {
        checkLlm(ctx, *workload->llm, out);
    } else if (workload->modelParamsB) {
        // Data parallel keeps a full copy of weights, gradients and optimizer state on every card.
        MemoryFitDetails fit { .neededGB = PerformanceModel::adamTrainingGB(*workload->modelParamsB),
            .smallestGB = 0,
            .modelParamsB = *workload->modelParamsB };
        GpuList tooSmall;
        for (int i = 0; i < ctx.gpuCount(); ++i) {
            const double gb = ctx.gpu(i).spec->memoryGB;
            if (gb < fit.neededGB) {
                fit.smallestGB = tooSmall.isEmpty() ? gb : std::min(fit.smallestGB, gb);
                tooSmall.append(i);
            }
        }
        if (!tooSmall.isEmpty())
            out.emplace_back(RuleId::MemoryFit, fit).gpus = tooSmall;
    }
}

} // namespace RigPlan
