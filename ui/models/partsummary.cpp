// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/models/partsummary.h"

namespace RigPlan::Ui {

using namespace Qt::StringLiterals;

QString PartSummary::kindName(PartKind kind)
{
    switch (kind) {
    case PartKind::Gpu:
        return tr("GPU");
    case PartKind::Board:
        return tr("Board");
    case PartKind::Case:
        return tr("Case");
    case PartKind::Psu:
        return tr("PSU");
    case PartKind::Cpu:
        return tr("CPU");
    case PartKind::Riser:
        return tr("Riser");
    case PartKind::PsuSync:
        return tr("PSU sync adapter");
    }
    return {};
}

QString PartSummary::coolerName(Cooler cooler)
{
    switch (cooler) {
    case Cooler::OpenAir:
        return tr("open-air");
    case Cooler::Blower:
        return tr("blower");
    case Cooler::Passive:
        return tr("passive");
    case Cooler::Liquid:
        return tr("liquid");
    }
    return {};
}

QString PartSummary::confidenceName(std::optional<Confidence> confidence)
{
    if (!confidence)
        return tr("not stated");
    switch (*confidence) {
    case Confidence::Confirmed:
        return tr("confirmed");
    case Confidence::Secondary:
        return tr("secondary");
    case Confidence::Unconfirmed:
        return tr("unconfirmed");
    }
    return {};
}

QString PartSummary::specLine(const Part &part)
{
    if (const GpuSpec *g = part.gpu()) {
        if (g->formFactor == GpuFormFactor::Sxm)
            return tr("SXM module · %1 GB · %2 W").arg(g->memoryGB).arg(g->tdpW);
        // "2.5-slot": the card's thickness, as cards are sold (and no "1 slots").
        return tr("%1-slot · %2 mm · %3 W · %4 GB · %5")
            .arg(g->slotWidth)
            .arg(g->lengthMm)
            .arg(g->tdpW)
            .arg(g->memoryGB)
            .arg(coolerName(g->cooler));
    }
    if (const BoardSpec *b = part.board())
        return tr("%1 · %2 · %n PCIe slot(s)", nullptr, static_cast<int>(b->pcieSlots.size()))
            .arg(b->formFactor, b->socket);
    if (const CaseSpec *c = part.chassis())
        return tr("%1 slots · GPUs up to %2 mm · %3 vertical")
                   .arg(c->expansionSlots)
                   .arg(c->maxGpuLengthMm)
                   .arg(c->verticalMounts)
            + (c->openFrame ? tr(" · open frame") : QString())
            + (c->serverAirflow ? tr(" · server airflow") : QString());
    if (const PsuSpec *p = part.psu())
        return tr("%1 W · %2 · ATX %3 · %4x 8-pin")
                   .arg(p->watts)
                   .arg(toString(p->efficiency))
                   .arg(p->atx)
                   .arg(p->pcie8pin)
            + (p->wattsAt115V ? tr(" · %1 W at 115 V").arg(*p->wattsAt115V) : QString());
    if (const CpuSpec *c = part.cpu())
        return tr("%1 · %2 W · %3 lanes").arg(c->socket).arg(c->tdpW).arg(c->pcieLanes);
    if (const RiserSpec *r = part.riser())
        return tr("PCIe %1 x%2 · %3 mm").arg(r->gen).arg(r->lanes).arg(r->lengthMm)
            + (r->retimer ? tr(" · retimer") : QString()) + u" · "_s + toString(r->cable);
    if (const PsuSyncSpec *s = part.psuSync())
        return tr("ties %n PSU(s) · switched by %1", nullptr, s->psus).arg(toString(s->trigger));
    return {};
}

} // namespace RigPlan::Ui
