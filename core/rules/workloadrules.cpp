// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// precision.unsupported, sparsity.unsupported
#include "core/rules/rulecontext.h"

namespace RigPlan {

void checkWorkload(const RuleContext &ctx, Findings &out)
{
    const std::optional<Workload> &workload = ctx.build.build.workload;
    if (!workload)
        return;
    Finding precision{RuleId::PrecisionUnsupported};
    Finding sparsity{RuleId::SparsityUnsupported};
    for (int i = 0; i < ctx.gpuCount(); ++i) {
        const GpuSpec &spec = *ctx.gpu(i).spec;
        if (workload->precision && !spec.precisions.contains(*workload->precision))
            precision.gpus.append(i);
        if (workload->sparsity24 && !spec.sparsity24)
            sparsity.gpus.append(i);
    }
    if (!precision.gpus.isEmpty()) {
        precision.a = static_cast<double>(*workload->precision);
        out.push_back(precision);
    }
    if (!sparsity.gpus.isEmpty())
        out.push_back(sparsity);
}

} // namespace RigPlan
