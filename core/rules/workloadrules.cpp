// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// precision.unsupported, sparsity.unsupported, memory.fit
#include "core/estimate/performanceconstants.h"
#include "core/rules/rulecontext.h"

#include <algorithm>

namespace RigPlan {

void checkWorkload(const RuleContext &ctx, Findings &out)
{
    const std::optional<Workload> &workload = ctx.build.build.workload;
    if (!workload)
        return;
    Finding precision { RuleId::PrecisionUnsupported };
    Finding sparsity { RuleId::SparsityUnsupported };
    for (int i = 0; i < ctx.gpuCount(); ++i) {
        const GpuSpec &spec = *ctx.gpu(i).spec;
        if (workload->precision && !spec.precisions.contains(*workload->precision))
            precision.gpus.append(i);
        if (workload->sparsity24 && !spec.sparsity24)
            sparsity.gpus.append(i);
    }
    if (!precision.gpus.isEmpty()) {
        precision.a = static_cast<double>(*workload->precision);
        out.push_back(std::move(precision));
    }
    if (!sparsity.gpus.isEmpty())
        out.push_back(std::move(sparsity));
    if (workload->modelParamsB) {
        // Data parallel keeps a full copy of weights, gradients and optimizer state on every card.
        Finding memory { RuleId::MemoryFit };
        memory.a = PerformanceModel::adamTrainingGB(*workload->modelParamsB);
        memory.c = *workload->modelParamsB;
        for (int i = 0; i < ctx.gpuCount(); ++i) {
            const double gb = ctx.gpu(i).spec->memoryGB;
            if (gb < memory.a) {
                memory.b = memory.gpus.isEmpty() ? gb : std::min(memory.b, gb);
                memory.gpus.append(i);
            }
        }
        if (!memory.gpus.isEmpty())
            out.push_back(memory);
    }
}

} // namespace RigPlan
