// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/export/partslist.h"

#include "core/estimate/estimator.h"
#include "core/partcatalog.h"
#include "core/report/findingtext.h"
#include "core/resolvedbuild.h"
#include "core/rules/checker.h"
#include "core/rules/slotgeometry.h"
#include "core/valueranges.h"

#include <QLocale>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <numeric>

namespace RigPlan {

using namespace Qt::StringLiterals;

namespace {

QString gpuLabel(const ResolvedBuild &build, int gpu)
{
    return FindingText(build, nullptr).gpuLabel(gpu);
}

/**
 * nvidia-smi numbers the cards in PCI bus order (nvidia-smi(1): "-i … the index … in the natural
 * enumeration returned by the driver"). Assumption: bus order follows the board's slot order, which holds
 * on most boards without a PCIe switch; the checklist text says to confirm with `nvidia-smi -L`.
 */
QList<int> nvidiaSmiOrder(const ResolvedBuild &build)
{
    QList<int> order(static_cast<qsizetype>(build.gpus.size()));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&build](int a, int b) {
        const std::optional<int> &sa = build.gpus[static_cast<std::size_t>(a)].placement.slot;
        const std::optional<int> &sb = build.gpus[static_cast<std::size_t>(b)].placement.slot;
        return sa.value_or(1000) < sb.value_or(1000);
    });
    return order;
}

void addPowerLimits(QList<ChecklistItem> &items, const ResolvedBuild &build)
{
    const QList<int> order = nvidiaSmiOrder(build);
    for (int smiIndex = 0; smiIndex < order.size(); ++smiIndex) {
        const int gpu = order[smiIndex];
        const ResolvedGpu &g = build.gpus[static_cast<std::size_t>(gpu)];
        if (!g.placement.powerLimitW)
            continue;
        const int watts = roundToInt(*g.placement.powerLimitW);
        ChecklistItem item;
        item.kind = ChecklistItem::Kind::PowerLimit;
        item.gpus = { gpu };
        item.value = watts;
        // -pl needs root and does not survive a reboot or driver unload (NVML docs of
        // nvmlDeviceSetPowerManagementLimit, the call behind -pl).
        item.command = u"sudo nvidia-smi -i %1 -pl %2"_s.arg(smiIndex).arg(watts);
        item.text = PartsListText::tr("Limit %1 to %2 W (index %3 in nvidia-smi -L, in slot order). The limit "
                                      "resets at reboot: run the command at every start.")
                        .arg(gpuLabel(build, gpu), QString::number(watts), QString::number(smiIndex));
        items.append(item);
    }
}

/**
 * The bridge to buy for each linked pair: NVLink bridges are sold by the slot spacing of the two cards'
 * connectors (3-slot, 4-slot …; domain-facts.md "NVLink bridge compatibility"), which is the distance of
 * their positions in the slot stack (slotgeometry.h, nvlinkrules.cpp). Pairs no bridge spans get a pointer
 * to the nvlink findings instead.
 */
void addBridges(QList<ChecklistItem> &items, const ResolvedBuild &build)
{
    const SlotGeometry geometry(build);
    const int count = static_cast<int>(build.gpus.size());
    for (int i = 0; i < count; ++i) {
        const std::optional<int> &with = build.gpus[static_cast<std::size_t>(i)].placement.nvlinkWith;
        if (!with || *with < 0 || *with >= count || *with == i)
            continue;
        const int j = *with;
        if (j < i && build.gpus[static_cast<std::size_t>(j)].placement.nvlinkWith == i)
            continue; // each pair once
        const GpuSpec &a = *build.gpus[static_cast<std::size_t>(i)].spec;
        const GpuSpec &b = *build.gpus[static_cast<std::size_t>(j)].spec;
        const StackCard *ca = geometry.stackCard(i);
        const StackCard *cb = geometry.stackCard(j);
        const int spacing = ca && cb ? std::abs(ca->position - cb->position) : 0;
        ChecklistItem item;
        item.gpus = { i, j };
        if (spacing > 0 && a.nvlinkBridgeSlots.contains(spacing) && b.nvlinkBridgeSlots.contains(spacing)) {
            item.kind = ChecklistItem::Kind::NvlinkBridge;
            item.value = spacing;
            item.text = PartsListText::tr("Buy a %1-slot NVLink bridge for %2 and %3.")
                            .arg(QString::number(spacing), gpuLabel(build, i), gpuLabel(build, j));
        } else {
            item.kind = ChecklistItem::Kind::NvlinkNoBridge;
            item.text = PartsListText::tr("No NVLink bridge joins %1 and %2 as placed: see the checks.")
                            .arg(gpuLabel(build, i), gpuLabel(build, j));
        }
        items.append(item);
    }
}

/**
 * Riser notes. A riser that drops the link is cured by forcing a lower PCIe generation for its slot in the
 * BIOS (docs/power-model.md "Risers", riserrules.cpp: the riser's own generation when it is rated below
 * the link, else one generation down). Risers make a machine fragile to move or ship (Lambda, C).
 */
void addRisers(QList<ChecklistItem> &items, const ResolvedBuild &build)
{
    bool anyRiser = false;
    for (int i = 0; i < static_cast<int>(build.gpus.size()); ++i) {
        const ResolvedGpu &g = build.gpus[static_cast<std::size_t>(i)];
        if (!g.placement.riser)
            continue;
        anyRiser = true;
        const Riser &riser = *g.placement.riser;
        const BoardSlot *slot = build.board && g.placement.slot ? build.board->slotAt(*g.placement.slot) : nullptr;
        int linkGen = slot ? std::min(slot->gen, g.spec->pcieGen) : g.spec->pcieGen;
        int forced = riser.gen < linkGen ? riser.gen : std::max(1, linkGen - 1);
        if (g.placement.pcieGenLimit)
            forced = *g.placement.pcieGenLimit;
        ChecklistItem item;
        item.kind = ChecklistItem::Kind::RiserLink;
        item.gpus = { i };
        item.value = forced;
        const QString where
            = g.placement.slot ? PartsListText::tr("slot %1").arg(*g.placement.slot) : PartsListText::tr("its slot");
        item.text = g.placement.pcieGenLimit
            ? PartsListText::tr("%1 is on a PCIe %2.0 riser of %3 mm: set %4 to PCIe Gen %5 in the BIOS, as the "
                                "build asks.")
                  .arg(gpuLabel(build, i), QString::number(riser.gen), QString::number(roundToInt(riser.lengthMm)),
                      where, QString::number(forced))
            : PartsListText::tr("%1 is on a PCIe %2.0 riser of %3 mm: if its link drops or logs errors, set %4 "
                                "to PCIe Gen %5 in the BIOS.")
                  .arg(gpuLabel(build, i), QString::number(riser.gen), QString::number(roundToInt(riser.lengthMm)),
                      where, QString::number(forced));
        items.append(item);
    }
    if (anyRiser) {
        ChecklistItem item;
        item.kind = ChecklistItem::Kind::RiserTransport;
        item.text = PartsListText::tr("Risers are not for shipping: take the cards off their risers, or fix them "
                                      "down, before the machine is moved or shipped.");
        items.append(item);
    }
}

/**
 * Above 4G Decoding lets the board map 64-bit PCIe memory windows above 4 GB (ASUS FAQ 1004170: "memory
 * mapped I/O for a 64-bit PCIe device to 4GB or greater address space"); boards with several GPUs or
 * compute cards need it to enumerate them (secondary: superuser.com/questions/1239231). Assumption: a single
 * passive (datacenter) or SXM card has a large memory window too. Resizable BAR is left out: no reference
 * says what it does for training.
 */
void addBios(QList<ChecklistItem> &items, const ResolvedBuild &build)
{
    const bool largeWindow = std::any_of(build.gpus.begin(), build.gpus.end(), [](const ResolvedGpu &g) {
        return g.spec->cooler == Cooler::Passive || g.spec->formFactor == GpuFormFactor::Sxm;
    });
    if (build.gpus.size() < 2 && !largeWindow)
        return;
    ChecklistItem item;
    item.kind = ChecklistItem::Kind::Above4GDecoding;
    item.text = PartsListText::tr("In the BIOS, enable Above 4G Decoding (also called MMIO above 4 GB) so the "
                                  "board can map every GPU's memory.");
    items.append(item);
}

/**
 * The slot map: every card with its connector, riser and PSU leads, in slot order (the order a person
 * fills the board in); cards without a slot keep the file's order after them.
 */
QList<SlotMapRow> makeSlotMap(const ResolvedBuild &build)
{
    QList<SlotMapRow> rows;
    for (int gpu : nvidiaSmiOrder(build)) {
        const ResolvedGpu &g = build.gpus[static_cast<std::size_t>(gpu)];
        SlotMapRow row;
        row.gpu = gpu;
        row.slot = g.placement.slot;
        row.cardId = g.part->id;
        row.cardName = g.part->name;
        row.riser = g.placement.riser;
        row.psu = g.placement.psu;
        if (row.psu >= 0 && row.psu < static_cast<int>(build.psus.size())) {
            const ResolvedPsu &psu = build.psus[static_cast<std::size_t>(row.psu)];
            row.psuName = psu.part->name;
            row.leads = cardLeads(*g.spec, *psu.spec);
        } else { // no PSU at that index (a build without PSUs): the card's own plugs, as it has them
            row.leads = cardLeads(*g.spec, PsuSpec {});
        }
        rows.append(row);
    }
    return rows;
}

/**
 * How the PSUs switch on together (docs/power-model.md "PSU sync"). An adapter takes the first PSU's
 * 24-pin (which the board switches) and closes the second PSU's PS_ON with it, so both start and stop
 * together; the PSUs' grounds must be joined (the adapter's leads do it). By hand, the GPU PSUs go on
 * before the board's and off after it, so no card is ever powered while its slot is not, or the reverse.
 */
void addPsuSync(QList<ChecklistItem> &items, const ResolvedBuild &build)
{
    if (build.psus.size() < 2 || !build.build.psuSync)
        return;
    ChecklistItem item;
    item.kind = ChecklistItem::Kind::PsuSync;
    if (build.build.psuSync->separateSwitches) {
        item.text = PartsListText::tr("PSUs on separate switches: turn on the GPU PSU(s) first and the board's PSU "
                                      "(PSU 1) last; turn off in the reverse order, the GPU PSU(s) last. Each PSU "
                                      "stays on its own circuit.");
    } else {
        const QString adapter = build.psuSyncPart ? build.psuSyncPart->name : build.build.psuSync->adapter;
        item.text = PartsListText::tr("PSU sync (%1): plug PSU 1's 24-pin cable into the adapter and the adapter "
                                      "into the board; plug the adapter's other lead into PSU 2's 24-pin socket "
                                      "(PSU 3's where it ties three). The adapter shares the PSUs' ground.")
                        .arg(adapter);
    }
    items.append(item);
}

} // namespace

QString toString(PartsListLine::Kind kind)
{
    switch (kind) {
    case PartsListLine::Kind::Case:
        return u"case"_s;
    case PartsListLine::Kind::Board:
        return u"board"_s;
    case PartsListLine::Kind::Cpu:
        return u"cpu"_s;
    case PartsListLine::Kind::Psu:
        return u"psu"_s;
    case PartsListLine::Kind::Gpu:
        return u"gpu"_s;
    case PartsListLine::Kind::Riser:
        return u"riser"_s;
    case PartsListLine::Kind::PsuSync:
        return u"psu-sync"_s;
    }
    return {};
}

QString toString(ChecklistItem::Kind kind)
{
    switch (kind) {
    case ChecklistItem::Kind::PowerLimit:
        return u"power-limit"_s;
    case ChecklistItem::Kind::NvlinkBridge:
        return u"nvlink-bridge"_s;
    case ChecklistItem::Kind::NvlinkNoBridge:
        return u"nvlink-no-bridge"_s;
    case ChecklistItem::Kind::RiserLink:
        return u"riser-link"_s;
    case ChecklistItem::Kind::RiserTransport:
        return u"riser-transport"_s;
    case ChecklistItem::Kind::Above4GDecoding:
        return u"above-4g-decoding"_s;
    case ChecklistItem::Kind::PsuSync:
        return u"psu-sync"_s;
    }
    return {};
}

QString formatUsd(double usd)
{
    return QString::number(usd, 'f', 2);
}

PartsList PartsList::make(const ResolvedBuild &build, const CheckReport &report, const Estimate &estimate,
    const PartCatalog &catalog, const QString &language)
{
    const BuildPrice price = BuildPrice::of(build, catalog);
    PartsList list;
    list.buildName = build.build.name;
    list.language = language.startsWith(u"zh"_s) ? u"zh-CN"_s : u"en"_s;
    list.prices = catalog.pricePolicy() ? catalog.pricePolicy()->choice() : PricePolicy().choice();
    list.priceBasis = catalog.pricePolicy() ? catalog.pricePolicy()->basisText() : PricePolicy().basisText();
    list.lines = price.lines;
    list.totalUsd = price.totalUsd;
    list.unpricedLines = price.unpricedLines;
    list.staleLines = price.staleLines;

    const PowerBudget &p = report.power;
    list.power = PartsListPower { p.gpuW, p.cpuW, p.otherW, p.dcW, p.psuW, p.psuLoad, p.wallW, p.circuitW,
        p.circuitLoad, p.transientW, PowerText::psuLoads(p), PowerText::circuitLoads(p, build) };

    list.errors = report.count(Severity::Error);
    list.warnings = report.count(Severity::Warning);
    list.infos = report.count(Severity::Info);
    const FindingText text(build, &catalog);
    for (const Finding &f : report.findings)
        list.findings.append(PartsListFinding { ruleIdString(f.rule), toString(f.severity()), text.message(f) });

    PartsListSpeedup &s = list.speedup;
    s.available = !build.gpus.empty();
    s.workload = toString(estimate.workload);
    s.precision = toString(estimate.precisionUsed);
    s.speedup = estimate.speedup;
    s.byWorkload = estimate.byWorkload;
    s.baselineId = estimate.baselineId;
    s.baselineName = estimate.baselineName;

    addPowerLimits(list.checklist, build);
    addBridges(list.checklist, build);
    addRisers(list.checklist, build);
    addBios(list.checklist, build);
    list.slotMap = makeSlotMap(build);
    addPsuSync(list.checklist, build);
    return list;
}

// --- PartsListText: the fixed words ---

QString PartsListText::title()
{
    return tr("Parts list");
}

QString PartsListText::kindName(PartsListLine::Kind kind)
{
    switch (kind) {
    case PartsListLine::Kind::Case:
        return tr("Case");
    case PartsListLine::Kind::Board:
        return tr("Motherboard");
    case PartsListLine::Kind::Cpu:
        return tr("CPU");
    case PartsListLine::Kind::Psu:
        return tr("Power supply");
    case PartsListLine::Kind::Gpu:
        return tr("GPU");
    case PartsListLine::Kind::Riser:
        return tr("Riser");
    case PartsListLine::Kind::PsuSync:
        return tr("PSU sync adapter");
    }
    return {};
}

QString PartsListText::riserName(int gen, double lengthMm)
{
    // The same words core/report/buildprice.cpp names a riser line with.
    return tr("PCIe %1.0 riser, %2 mm").arg(QString::number(gen), QString::number(roundToInt(lengthMm)));
}

QString PartsListText::columnKind()
{
    return tr("Kind");
}

QString PartsListText::columnId()
{
    return tr("Id");
}

QString PartsListText::columnName()
{
    return tr("Part");
}

QString PartsListText::columnQuantity()
{
    return tr("Qty");
}

QString PartsListText::columnUnitPrice()
{
    return tr("Unit price (USD)");
}

QString PartsListText::columnLineTotal()
{
    return tr("Total (USD)");
}

QString PartsListText::total()
{
    return tr("Total");
}

QString PartsListText::unpriced(int lines)
{
    return tr("%n line(s) have no known price and are not in the total.", nullptr, lines);
}

QString PartsListText::columnPriceKind()
{
    return tr("New/used");
}

QString PartsListText::priceKind(const PartsListLine &line)
{
    if (!line.unitPriceUsd)
        return {};
    QString kind = line.price.fellBack() ? tr("new (no used price)") : PricePolicy::choiceName(line.price.given);
    if (line.price.stale)
        kind = tr("%1, stale (%2)").arg(kind, line.price.date);
    return kind;
}

QString PartsListText::pricedAt(const PartsList &list)
{
    const QString basis = tr("Priced at %1.").arg(list.priceBasis.isEmpty() ? tr("new prices") : list.priceBasis);
    if (list.staleLines == 0)
        return basis;
    return basis + u' ' + tr("%n price(s) are more than a year old (marked stale).", nullptr, list.staleLines);
}

QString PartsListText::priceUnknown()
{
    return tr("unknown");
}

QString PartsListText::powerTitle()
{
    return tr("Power");
}

QString PartsListText::checksTitle()
{
    return tr("Checks");
}

QString PartsListText::speedupTitle()
{
    return tr("Estimated speedup");
}

QString PartsListText::checklistTitle()
{
    return tr("Assembly checklist");
}

QString PartsListText::noProblems()
{
    return tr("No problems found.");
}

QString PartsListText::checksCounts(int errors, int warnings, int infos)
{
    return tr("%1 error(s), %2 warning(s), %3 note(s)")
        .arg(QString::number(errors), QString::number(warnings), QString::number(infos));
}

QString PartsListText::findingsLeftOut(int count)
{
    return tr("… and %1 more finding(s), left out of print; the JSON export and rigplan-cli check list them all.")
        .arg(QLocale().toString(count));
}

QString PartsListText::severityName(const QString &severity)
{
    if (severity == u"error")
        return tr("error");
    if (severity == u"warning")
        return tr("warning");
    return tr("note");
}

QString PartsListText::workloadName(const QString &workload)
{
    return workload == u"cnn" ? tr("CNN") : tr("transformer");
}

QString PartsListText::noGpus()
{
    return tr("No GPU in this build.");
}

QString PartsListText::slotMapTitle()
{
    return tr("Slot map");
}

QString PartsListText::columnSlot()
{
    return tr("Slot");
}

QString PartsListText::columnCard()
{
    return tr("Card");
}

QString PartsListText::columnRiser()
{
    return tr("Riser");
}

QString PartsListText::columnPsuLead()
{
    return tr("PSU lead");
}

QString PartsListText::pictureText()
{
    return tr("The chassis as RigPlan draws it: slots, cards, risers and power supplies");
}

QString PartsListText::slotCell(const SlotMapRow &row)
{
    return row.slot ? QString::number(*row.slot) : tr("none");
}

QString PartsListText::cardCell(const SlotMapRow &row)
{
    return tr("GPU %1: %2").arg(QString::number(row.gpu + 1), row.cardName);
}

QString PartsListText::riserCell(const SlotMapRow &row)
{
    if (!row.riser)
        return tr("none");
    const QString gen = QString::number(row.riser->gen), length = QString::number(roundToInt(row.riser->lengthMm));
    return row.riser->mount == RiserMount::Frame ? tr("PCIe %1.0, %2 mm, to the open frame").arg(gen, length)
                                                 : tr("PCIe %1.0, %2 mm, to a vertical mount").arg(gen, length);
}

QString PartsListText::psuLeadCell(const SlotMapRow &row)
{
    QStringList leads;
    if (row.leads.pcie8 > 0)
        leads << tr("%1 × PCIe 8-pin").arg(row.leads.pcie8);
    if (row.leads.hpwr > 0)
        leads << tr("%1 × 12V-2x6 (12VHPWR)").arg(row.leads.hpwr);
    if (row.leads.eps > 0)
        leads << tr("%1 × EPS 8-pin").arg(row.leads.eps);
    const QString what
        = leads.isEmpty() ? tr("no lead (slot power only)") : leads.join(tr(", ", "between the items of a list"));
    if (row.psuName.isEmpty())
        return tr("PSU %1 (not in the build): %2").arg(QString::number(row.psu + 1), what);
    return tr("PSU %1 (%2): %3").arg(QString::number(row.psu + 1), row.psuName, what);
}

QList<PartsListText::PowerRow> PartsListText::powerRows(const PartsListPower &p)
{
    const auto w = [](double watts) -> QString { return QString::number(roundToInt(watts)) + u" W"_s; };
    const auto pct = [](double share) -> QString { return QString::number(roundToInt(share * 100)) + u" %"_s; };
    const auto fraction = [](double share) { return std::round(share * 1000) / 1000; };
    QList<PowerRow> rows {
        { u"gpuW"_s, tr("GPUs"), w(p.gpuW), std::round(p.gpuW) },
        { u"cpuW"_s, tr("CPU"), w(p.cpuW), std::round(p.cpuW) },
        { u"otherW"_s, tr("Other"), w(p.otherW), std::round(p.otherW) },
        { u"dcW"_s, tr("DC load"), w(p.dcW), std::round(p.dcW) },
    };
    // Several units: each against its own limit; the worst load beside the sum of the ratings would be no
    // figure of the build at all.
    if (p.psus.size() > 1) {
        for (const UnitLoad &psu : p.psus)
            rows.append({ u"psuLoad"_s, PowerText::psuName(psu), PowerText::loadValue(psu), fraction(psu.fraction),
                psu.number });
    } else {
        rows.append({ u"psuW"_s, tr("PSU rating"), w(p.psuW), std::round(p.psuW) });
        rows.append({ u"psuLoad"_s, tr("PSU load"), pct(p.psuLoad), fraction(p.psuLoad) });
    }
    rows.append({ u"transientW"_s, tr("Transient peak"), w(p.transientW), std::round(p.transientW) });
    rows.append({ u"wallW"_s, tr("At the wall"), w(p.wallW), std::round(p.wallW) });
    if (p.circuits.size() > 1) {
        for (const UnitLoad &circuit : p.circuits)
            rows.append({ u"circuitLoad"_s, PowerText::circuitName(circuit), PowerText::loadValue(circuit),
                fraction(circuit.fraction), circuit.number });
    } else {
        rows.append({ u"circuitW"_s, tr("Circuit limit"), w(p.circuitW), std::round(p.circuitW) });
        rows.append({ u"circuitLoad"_s, tr("Circuit load"), pct(p.circuitLoad), fraction(p.circuitLoad) });
    }
    return rows;
}

QString PartsListText::speedupLine(const PartsListSpeedup &s)
{
    if (!s.available)
        return noGpus();
    return tr("%1x against one %2 (%3, %4)")
        .arg(QString::number(s.speedup, 'f', 2), s.baselineName, workloadName(s.workload), s.precision.toUpper());
}

QString PartsListText::speedupByWorkload(const PartsListSpeedup &s)
{
    return tr("CNN %1x, transformer %2x")
        .arg(QString::number(s.byWorkload[0], 'f', 2), QString::number(s.byWorkload[1], 'f', 2));
}

} // namespace RigPlan
