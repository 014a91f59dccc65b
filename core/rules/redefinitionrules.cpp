// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// part.redefined
#include "core/rules/rulecontext.h"

namespace RigPlan {

void checkRedefinitions(const RuleContext &ctx, Findings &out)
{
    const ResolvedBuild &b = ctx.build;
    for (const PartRedefinition &r : b.redefinitions) {
        Finding &f = out.emplace_back(RuleId::PartRedefined, PartRedefinedDetails { r });
        for (int i = 0; i < ctx.gpuCount(); ++i) {
            if (ctx.gpu(i).part && ctx.gpu(i).part->id == r.id)
                f.gpus.append(i);
        }
        // No fix: which figures are right is the user's to say (a measured card, or a typo).
    }
}

} // namespace RigPlan
