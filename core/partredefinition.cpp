// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/partredefinition.h"

#include "core/partcatalog.h"

namespace RigPlan {

namespace {

/** `p` without what a file may differ in harmlessly: its prices and where they came from. */
Part withoutPrices(Part p)
{
    p.priceUsd.reset();
    p.priceDate.clear();
    p.priceSource.clear();
    p.usedPriceUsd.reset();
    p.usedPriceDate.clear();
    p.usedPriceSource.clear();
    return p;
}

void compare(QList<RedefinedFigure> &out, RedefinedFigure::What what, double inFile, double inCatalog)
{
    if (inFile != inCatalog)
        out.append({ what, inFile, inCatalog });
}

} // namespace

QList<PartRedefinition> partRedefinitions(const QList<Part> &inlineParts, const PartCatalog &catalog)
{
    QList<PartRedefinition> out;
    for (const Part &mine : inlineParts) {
        const PartPtr theirs = catalog.find(mine.id);
        if (!theirs || withoutPrices(mine) == withoutPrices(*theirs))
            continue;
        PartRedefinition r { mine.id, mine.name, {} };
        using What = RedefinedFigure::What;
        if (mine.kind() != theirs->kind()) {
            r.figures.append({ What::Kind, 0, 0 });
        } else if (const GpuSpec *g = mine.gpu()) {
            const GpuSpec *c = theirs->gpu();
            compare(r.figures, What::SlotWidth, g->slotWidth, c->slotWidth);
            compare(r.figures, What::TdpW, g->tdpW, c->tdpW);
            compare(r.figures, What::LengthMm, g->lengthMm, c->lengthMm);
            compare(r.figures, What::MemoryGB, g->memoryGB, c->memoryGB);
        } else if (const PsuSpec *p = mine.psu()) {
            compare(r.figures, What::PsuWatts, p->watts, theirs->psu()->watts);
        }
        out.append(std::move(r));
    }
    return out;
}

} // namespace RigPlan
