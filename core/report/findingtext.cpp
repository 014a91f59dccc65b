// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/findingtext.h"

#include "core/partcatalog.h"
#include "core/resolvedbuild.h"
#include "core/valueranges.h"

#include <QLocale>

#include <algorithm>

namespace RigPlan {

namespace {

QString watts(double w)
{
    return QString::number(roundToInt(w)); // never overflows (qRound of 1e300 printed -2147483648)
}

} // namespace

FindingText::FindingText(const ResolvedBuild &build, const PartCatalog *catalog)
    : m_build(build)
    , m_catalog(catalog)
{
}

QString FindingText::severityTitle(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return tr("Errors");
    case Severity::Warning:
        return tr("Warnings");
    case Severity::Info:
        return tr("Notes");
    }
    return {};
}

QString FindingText::gpuLabel(int gpu) const
{
    if (gpu < 0 || gpu >= static_cast<int>(m_build.gpus.size()))
        return tr("GPU %1").arg(gpu + 1);
    const ResolvedGpu &g = m_build.gpus[static_cast<std::size_t>(gpu)];
    if (g.placement.riser)
        return tr("GPU %1 (%2, on a riser)").arg(gpu + 1).arg(g.part->name);
    if (g.placement.slot)
        return tr("GPU %1 (%2 in slot %3)")
            .arg(QString::number(gpu + 1), g.part->name, QString::number(*g.placement.slot));
    return tr("GPU %1 (%2)").arg(gpu + 1).arg(g.part->name);
}

QString FindingText::joined(const QStringList &items)
{
    // Not QLocale::createSeparatedList: the locale (LANG=C.UTF-8 …) need not be the language of the text.
    if (items.size() <= 1)
        return items.value(0);
    const QString init = items.first(items.size() - 1).join(tr(", ", "between the items of a list"));
    return tr("%1 and %2", "the last two items of a list").arg(init, items.last());
}

QString FindingText::gpuList(const Finding &f) const
{
    return gpuList(f.gpus);
}

QString FindingText::gpuList(const GpuList &gpus) const
{
    QStringList labels;
    for (int gpu : gpus)
        labels << gpuLabel(gpu);
    return joined(labels);
}

QString FindingText::connectorsMessage(const Finding &f) const
{
    // One sentence per kind of lead that is short, naming the board or the cards it is short for.
    const auto &d = f.detail<PsuConnectorsDetails>();
    QStringList parts;
    if (d.boardEps.isShort()) {
        parts << tr("The board (%1) requires %2 EPS 8-pin CPU power lead(s); %3 has %4.")
                     .arg(m_build.boardPart ? m_build.boardPart->name : tr("none listed"))
                     .arg(d.boardEps.needed)
                     .arg(psuLabel(f.psu))
                     .arg(d.boardEps.available);
        const bool swapOffered = std::any_of(f.fixes.cbegin(), f.fixes.cend(),
            [](const Fix &x) { return x.action == FixAction::SwapPart && x.gpu < 0; });
        if (!swapOffered)
            parts << tr("No PSU in the catalog has %1 EPS leads and also carries this build; use one that does "
                        "(a second PSU cannot feed the board's CPU sockets).")
                         .arg(d.boardEps.needed + d.cardEps.needed);
    }
    // "for" the cards rather than a verb, so one card and several read the same.
    if (d.pcie8.isShort())
        parts << tr("PCIe 8-pin leads for %1: %2 needed (12VHPWR adapters included), %3 on %4.")
                     .arg(gpuList(d.pcie8Gpus))
                     .arg(d.pcie8.needed)
                     .arg(d.pcie8.available)
                     .arg(psuLabel(f.psu));
    if (d.hpwr.isShort())
        parts << tr("12V-2x6/12VHPWR leads for %1: %2 needed, %3 on %4.")
                     .arg(gpuList(d.hpwrGpus))
                     .arg(d.hpwr.needed)
                     .arg(d.hpwr.available)
                     .arg(psuLabel(f.psu));
    if (d.cardEps.isShort()) {
        parts << (d.boardEps.needed > 0 ? tr("EPS 8-pin leads for %1: %2 needed, %3 left on %4 after the board's.")
                                        : tr("EPS 8-pin leads for %1: %2 needed, %3 on %4."))
                     .arg(gpuList(d.cardEpsGpus))
                     .arg(d.cardEps.needed)
                     .arg(d.cardEps.available)
                     .arg(psuLabel(f.psu));
    }
    return parts.join(u' ');
}

QString FindingText::partName(const QString &id) const
{
    const PartPtr part = m_catalog ? m_catalog->find(id) : nullptr;
    return part ? part->name : id;
}

QString FindingText::psuLabel(int psu) const
{
    if (psu < 0 || psu >= static_cast<int>(m_build.psus.size()))
        return tr("PSU %1").arg(psu + 1);
    return tr("PSU %1 (%2)").arg(psu + 1).arg(m_build.psus[static_cast<std::size_t>(psu)].part->name);
}

QString FindingText::message(const Finding &f) const
{
    const int slot = f.slotPositions.isEmpty() ? 0 : f.slotPositions.first();
    switch (f.rule) {
    case RuleId::SlotMissing:
        return tr("%1 is placed at position %2, where %3 has no PCIe connector.")
            .arg(gpuList(f))
            .arg(slot)
            .arg(m_build.boardPart ? m_build.boardPart->name : tr("the board"));
    case RuleId::SlotShared:
        return tr("%1 are all placed in the connector at slot %2; each card needs its own.")
            .arg(gpuList(f), QString::number(slot));
    case RuleId::SlotBlocked:
        return tr("The connector of %1 lies under the body of %2, so the card cannot be plugged in.")
            .arg(gpuList(f), gpuLabel(f.detail<SlotBlockedDetails>().blocker));
    case RuleId::SlotOverflow: {
        const auto &d = f.detail<SlotOverflowDetails>();
        return tr("%1 reaches down to slot position %2, past the case's last expansion slot (%3).")
            .arg(gpuList(f))
            .arg(d.lastCoveredSlot)
            .arg(d.caseSlots);
    }
    case RuleId::CaseGpuLength: {
        const auto &d = f.detail<GpuLengthDetails>();
        return tr("%1 is %2 mm long; the case takes cards up to %3 mm.")
            .arg(gpuList(f), QString::number(d.lengthMm), QString::number(d.maxLengthMm));
    }
    case RuleId::CaseBoardFit:
        return tr("The case (%1) does not take a %2 board (%3).")
            .arg(m_build.casePart->name, m_build.board->formFactor, m_build.boardPart->name);
    case RuleId::CpuSocket:
        return tr("The CPU (%1, socket %2) does not fit the board's socket %3.")
            .arg(m_build.cpuPart->name, m_build.cpu->socket, m_build.board->socket);
    case RuleId::CoolingGap:
        return tr("%1 is an open-air card with %2 free slot(s) under its fans; it needs at least one or it "
                  "will throttle.")
            .arg(gpuList(f))
            .arg(QString::number(f.detail<CoolingGapDetails>().freeSlots, 'g', 2));
    case RuleId::CoolingPassive:
        return tr("%1 is passively cooled and needs server airflow, which this case does not have.").arg(gpuList(f));
    case RuleId::PsuCapacity: {
        const auto &d = f.detail<PsuLoadDetails>();
        return tr("%1 must deliver %2 W but is rated %3 W on this circuit.")
            .arg(psuLabel(f.psu), watts(d.loadW), watts(d.ratingW));
    }
    case RuleId::PsuHeadroom: {
        const auto &d = f.detail<PsuLoadDetails>();
        return tr("%1 runs at %2% of its %3 W rating (%4 W), above the %5% headroom threshold.")
            .arg(psuLabel(f.psu))
            .arg(roundToInt(100.0 * d.loadW / d.ratingW))
            .arg(watts(d.ratingW), watts(d.loadW))
            .arg(roundToInt(100.0 * d.headroom));
    }
    case RuleId::PsuTransient: {
        const auto &d = f.detail<PsuTransientDetails>();
        return tr("Short GPU power spikes may reach %1 W on %2, more than the %3 W it rides through; it may "
                  "shut down under load.")
            .arg(watts(d.transientW), psuLabel(f.psu), watts(d.toleranceW));
    }
    case RuleId::PsuConnectors:
        return connectorsMessage(f);
    case RuleId::PsuInputVoltage: {
        const auto &d = f.detail<PsuLoadDetails>();
        if (d.ratingW <= 0) // a 230 V-only unit (wattsAt115V 0)
            return tr("%1 runs only on 200-240 V: it does not start on this circuit, and the build needs %2 W "
                      "from it.")
                .arg(psuLabel(f.psu), watts(d.loadW));
        return tr("%1 reaches its full rating only on 200-240 V; on this circuit it gives %2 W and must "
                  "deliver %3 W.")
            .arg(psuLabel(f.psu), watts(d.ratingW), watts(d.loadW));
    }
    case RuleId::CircuitCapacity: {
        const auto &d = f.detail<CircuitCapacityDetails>();
        return tr("The build draws about %1 W at the wall on circuit %2, above its %3 W continuous limit.")
            .arg(watts(d.wallW), m_build.circuits.value(f.circuit).label(), watts(d.limitW));
    }
    case RuleId::RiserMount: {
        const auto &d = f.detail<RiserMountDetails>();
        if (d.mount == RiserMount::Vertical && d.verticalMounts <= 0)
            return tr("%1 is on a riser to a vertical mount, but the case has no vertical mount.").arg(gpuList(f));
        if (d.mount == RiserMount::Vertical)
            return tr("%1 is on a riser to a vertical mount, but the case has only %n vertical mount(s) and "
                      "they are taken.",
                nullptr, d.verticalMounts)
                .arg(gpuList(f));
        return tr("%1 is on a riser to an open frame, but this case is not one.").arg(gpuList(f));
    }
    case RuleId::RiserSignal: {
        const auto &d = f.detail<RiserSignalDetails>();
        if (d.cause == RiserSignalDetails::Cause::RatedBelowLink)
            return tr("%1 sits on a PCIe %2 riser but its link runs at PCIe %3; expect link errors.")
                .arg(gpuList(f))
                .arg(d.riserGen)
                .arg(d.linkGen);
        return tr("%1 sits on a long riser without a retimer; at PCIe %2 that risks link errors.")
            .arg(gpuList(f), QString::number(d.linkGen));
    }
    case RuleId::RiserTransport:
        // Two sentences rather than one %n string: without an English translation file %n picks no verb form.
        if (f.gpus.size() == 1)
            return tr("%1 relies on a riser: fragile to move or ship; secure the card before transport.")
                .arg(gpuList(f));
        return tr("%1 rely on risers: fragile to move or ship; secure the cards before transport.").arg(gpuList(f));
    case RuleId::PcieLanes:
        if (const auto *d = f.detailIf<SlotLanesDetails>())
            return tr("%1 gets only %2 PCIe lanes; multi-GPU training loses speed below x8.")
                .arg(gpuList(f), QString::number(d->lanes));
        return tr("The cards in CPU-attached slots want %1 lanes, but the CPU has %2.")
            .arg(f.detail<CpuLanesDetails>().wantedLanes)
            .arg(f.detail<CpuLanesDetails>().cpuLanes);
    case RuleId::NvlinkSpacing: {
        const auto &d = f.detail<NvlinkSpacingDetails>();
        if (d.spacingSlots == 0)
            return tr("%1 and %2 are bridged with NVLink, but a card on a riser cannot take a bridge.")
                .arg(gpuLabel(f.gpus[0]), gpuLabel(d.partner));
        return tr("%1 and %2 are %3 slots apart; no NVLink bridge for these cards spans that.")
            .arg(gpuLabel(f.gpus[0]), gpuLabel(d.partner))
            .arg(d.spacingSlots);
    }
    case RuleId::NvlinkUnsupported:
        return tr("%1 has no NVLink, so it cannot be bridged to %2.")
            .arg(gpuList(f), gpuLabel(f.detail<NvlinkUnsupportedDetails>().bridgedTo));
    case RuleId::PrecisionUnsupported:
        return tr("%1 does not support %2; the estimate falls back to the best precision it has.")
            .arg(gpuList(f), toString(f.detail<PrecisionDetails>().precision).toUpper());
    case RuleId::SparsityUnsupported:
        return tr("%1 has no sparse tensor cores; 2:4 sparsity will not speed it up.").arg(gpuList(f));
    case RuleId::GpuFormFactor:
        return tr("%1 is an SXM module; it fits only an HGX/DGX baseboard, not a PCIe slot.").arg(gpuList(f));
    case RuleId::MemoryFit:
        if (const auto *llm = f.detailIf<LlmMemoryFitDetails>()) {
            return tr("%1 has %2 GB, but the %3-billion-parameter %4 job needs about %5 GB on each card under %6 "
                      "(weights, gradients, optimizer state, activations and overhead); memory is never pooled "
                      "across cards. Missing: %7 GB. Use another method or strategy, or more or larger cards.")
                .arg(gpuList(f), QString::number(llm->cardGB, 'g', 4), QString::number(llm->paramsB, 'g', 4),
                    toString(llm->method), QString::number(llm->neededGB, 'f', 1), toString(llm->strategy),
                    QString::number(llm->neededGB - llm->cardGB, 'f', 1));
        } else {
            const auto &d = f.detail<MemoryFitDetails>();
            return tr(
                "%1 has %2 GB, but training a %3-billion-parameter model with Adam in mixed precision needs about "
                "%4 GB on each card (16 bytes per parameter, before activations); data-parallel training does not "
                "pool memory across cards.")
                .arg(gpuList(f), QString::number(d.smallestGB, 'g', 4), QString::number(d.modelParamsB, 'g', 4))
                .arg(roundToInt(d.neededGB));
        }
    case RuleId::ParallelDivisibility: {
        const auto &d = f.detail<ParallelDivisibilityDetails>();
        if (d.mixedCards)
            return tr("Tensor parallelism over mixed cards: the smaller card (%1) sets an even split, so the larger "
                      "cards' extra memory and speed go unused.")
                .arg(gpuList(f));
        return tr("Tensor parallelism over %1 GPUs: the model's %2 attention heads do not divide evenly; use a GPU "
                  "count that divides them, or another strategy.")
            .arg(d.gpuCount)
            .arg(d.attentionHeads);
    }
    case RuleId::PsuSync: {
        const auto &d = f.detail<PsuSyncDetails>();
        switch (d.cause) {
        case PsuSyncDetails::Cause::Unsaid:
            return tr("The build has %1 PSUs but does not say how they switch on together: a PSU that stays off "
                      "while the board starts leaves its cards unpowered, and one that stays on feeds them while "
                      "the board is off. Use a PSU sync adapter, or separate switches.")
                .arg(d.psus);
        case PsuSyncDetails::Cause::AdapterTooSmall:
            return tr("The PSU sync adapter ties %1 PSUs, but the build has %2.").arg(d.tied).arg(d.psus);
        case PsuSyncDetails::Cause::SharedCircuit:
            return tr("The PSUs are to be switched on by hand, but some of them share a circuit; separate switches "
                      "are for PSUs each on a circuit of its own.");
        }
        return {};
    }
    case RuleId::PartRedefined: {
        const PartRedefinition &r = f.detail<PartRedefinedDetails>().redefinition;
        QStringList mine, theirs;
        for (const RedefinedFigure &x : r.figures) {
            const auto both = [&](const char *text) {
                mine << tr(text).arg(QLocale().toString(x.inFile, 'g', 4));
                theirs << tr(text).arg(QLocale().toString(x.inCatalog, 'g', 4));
            };
            switch (x.what) {
            case RedefinedFigure::What::SlotWidth:
                both(QT_TR_NOOP("%1 slot(s)"));
                break;
            case RedefinedFigure::What::TdpW:
            case RedefinedFigure::What::PsuWatts:
                both(QT_TR_NOOP("%1 W"));
                break;
            case RedefinedFigure::What::LengthMm:
                both(QT_TR_NOOP("%1 mm long"));
                break;
            case RedefinedFigure::What::MemoryGB:
                both(QT_TR_NOOP("%1 GB"));
                break;
            case RedefinedFigure::What::Kind:
                return tr("This file redefines %1 as another kind of part; its own part is used, not the "
                          "catalog's.")
                    .arg(r.id);
            }
        }
        if (mine.isEmpty())
            return tr("This file redefines %1 (%2) with figures of its own; its part is used, not the catalog's.")
                .arg(r.id, r.name);
        return tr("This file redefines %1: %2 instead of the catalog's %3. The checks use the file's figures; "
                  "remove the part from the file's parts to check the real card.")
            .arg(r.id, mine.join(tr(", ")), theirs.join(tr(", ")));
    }
    case RuleId::Count:
        break;
    }
    return {};
}

QString FindingText::fix(const Finding &f, const Fix &x) const
{
    switch (x.action) {
    case FixAction::MoveToSlot:
        return tr("Move %1 to slot %2.").arg(gpuLabel(x.gpu), QString::number(x.slot));
    case FixAction::UseRiser:
        return x.frame ? tr("Put %1 on a riser to the open frame.").arg(gpuLabel(x.gpu))
                       : tr("Put %1 on a riser to a vertical mount.").arg(gpuLabel(x.gpu));
    case FixAction::SwapPart:
        if (x.gpu < 0 && f.rule == RuleId::PsuConnectors) {
            // Say what the new unit supplies: the leads that were short.
            const PartPtr part = m_catalog ? m_catalog->find(x.part) : nullptr;
            if (const PsuSpec *psu = part ? part->psu() : nullptr)
                return tr("Replace %1 with %2 (%3 EPS 8-pin, %4 PCIe 8-pin and %5 12V-2x6/12VHPWR leads).")
                    .arg(psuLabel(x.psu), part->name)
                    .arg(psu->eps8pin)
                    .arg(psu->pcie8pin)
                    .arg(psu->hpwr12v);
        }
        if (x.gpu < 0)
            return tr("Replace %1 with %2.").arg(psuLabel(x.psu), partName(x.part));
        return tr("Swap %1 for %2.").arg(gpuLabel(x.gpu), partName(x.part));
    case FixAction::SetPowerLimit:
        return tr("Limit %1 to %2 W (nvidia-smi -pl %2 on that card).").arg(gpuLabel(x.gpu), watts(x.watts));
    case FixAction::MoveToPsu:
        return tr("Feed %1 from %2.").arg(gpuLabel(x.gpu), psuLabel(x.psu));
    case FixAction::AddPsu:
        return tr("Add a second PSU on a separate %1 circuit and move cards to it.")
            .arg(x.circuit.isEmpty() ? tr("wall") : x.circuit);
    case FixAction::SetCircuit:
        return tr("Use a %1 circuit.").arg(x.circuit);
    case FixAction::SetPcieGen:
        return tr("Force PCIe %1 for the slot of %2 in the BIOS (or use a riser rated for the link).")
            .arg(x.pcieGen)
            .arg(gpuLabel(x.gpu));
    case FixAction::RemoveBridge:
        return tr("Remove the NVLink bridge of %1.").arg(gpuLabel(x.gpu));
    case FixAction::SetPsuSync:
        if (x.part.isEmpty())
            return tr("Switch each PSU on by hand, each on its own circuit: the GPU PSUs first, the board's last "
                      "(and off in reverse).");
        return tr("Add %1 to switch the PSUs on with the board's.").arg(partName(x.part));
    case FixAction::SetLlmJob:
        if (x.llmMethod)
            return tr("Train with %1 instead.").arg(toString(*x.llmMethod));
        return tr("Spread the model with %1 instead.").arg(toString(x.llmParallel.value_or(LlmParallel::Auto)));
    case FixAction::SetPowerLimits: {
        if (!x.speedKept) {
            // The rules' even cut: only the cards it lowers, with the command for each.
            QList<int> cards;
            QList<double> limitsW;
            for (qsizetype i = 0; i < x.limitsW.size() && i < static_cast<qsizetype>(m_build.gpus.size()); ++i) {
                const ResolvedGpu &g = m_build.gpus[static_cast<std::size_t>(i)];
                const double limit = x.limitsW[i] > 0 ? x.limitsW[i] : g.spec->tdpW;
                if (limit < g.powerW()) {
                    cards << static_cast<int>(i);
                    limitsW << limit;
                }
            }
            if (!limitsW.isEmpty()
                && std::all_of(limitsW.cbegin(), limitsW.cend(), [&](double w) { return w == limitsW.first(); })) {
                GpuList all(cards.cbegin(), cards.cend());
                return tr("Limit %1 to %2 W each (nvidia-smi -pl %2 on each card).")
                    .arg(gpuList(all), watts(limitsW.first()));
            }
            QStringList each;
            for (qsizetype j = 0; j < cards.size(); ++j)
                each << tr("%1 to %2 W").arg(gpuLabel(cards[j]), watts(limitsW[j]));
            return tr("Limit %1 (nvidia-smi -pl on each card).").arg(joined(each));
        }
        QStringList limits;
        for (qsizetype i = 0; i < x.limitsW.size(); ++i)
            limits << (x.limitsW[i] > 0 ? tr("%1 at %2 W").arg(gpuLabel(static_cast<int>(i)), watts(x.limitsW[i]))
                                        : tr("%1 unlimited").arg(gpuLabel(static_cast<int>(i))));
        return tr("Set the power limits that keep the most speed within the PSUs and the circuit: %1 "
                  "(keeps %2% of the unlimited speed).")
            .arg(joined(limits), QString::number(roundToInt(*x.speedKept * 100)));
    }
    }
    return {};
}

} // namespace RigPlan
