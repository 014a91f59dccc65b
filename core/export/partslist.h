// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/build.h"
#include "core/part.h"
#include "core/power/powerbudget.h"
#include "core/pricepolicy.h"
#include "core/report/buildprice.h"
#include "core/report/powertext.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <array>
#include <optional>

namespace RigPlan {

class PartCatalog;
struct CheckReport;
struct Estimate;
struct ResolvedBuild;

/** One row of the parts list: the build's priced lines (core/report/buildprice.h), risers and sync adapter included. */
using PartsListLine = PricedLine;

/** The power figures of the check report, as the exports show them. */
struct PartsListPower
{
    double gpuW = 0, cpuW = 0, otherW = 0, dcW = 0;
    double psuW = 0, psuLoad = 0; // the sum of the ratings; the worst PSU's load as a fraction (1.0 = full)
    double wallW = 0, circuitW = 0, circuitLoad = 0; // the sum of the limits; the worst circuit's load
    double transientW = 0;
    // Each PSU and circuit against its own limit: the formats list these where there are several.
    QList<UnitLoad> psus;
    QList<UnitLoad> circuits;
};

/** One finding, by severity, with its message in the user's language. */
struct PartsListFinding
{
    QString rule; // the stable id (slot.blocked …)
    QString severity; // error, warning, info
    QString message;
};

/** The estimated training speedup, as the exports show it. */
struct PartsListSpeedup
{
    bool available = false; // false: the build has no GPU
    QString workload; // cnn | transformer (the selected one)
    QString precision; // what the estimate ran at
    double speedup = 0;
    std::array<double, 2> byWorkload {}; // indexed by WorkloadModel: cnn, transformer
    QString baselineId;
    QString baselineName;
};

/** One thing to do while assembling the machine; `command` is what to type, where there is one. */
struct ChecklistItem
{
    enum class Kind
    {
        PowerLimit, // nvidia-smi -i N -pl W for a power-limited card
        NvlinkBridge, // the bridge size to buy for a linked pair
        NvlinkNoBridge, // a linked pair no bridge spans (see the checks)
        RiserLink, // force the PCIe generation of a riser card's slot when its link drops
        RiserTransport, // risers are not for shipping
        Above4GDecoding, // BIOS: map the GPUs' memory above 4 GB
        PsuSync // how the PSUs switch on together: the adapter's wiring, or the order of separate switches
    };
    Kind kind = Kind::PowerLimit;
    QString text; // in the user's language
    QString command; // a shell command, never translated; empty where none
    QList<int> gpus; // indices into the build's gpus
    int value = 0; // watts (PowerLimit), bridge slots (NvlinkBridge), PCIe generation (RiserLink)
};

/**
 * One card of the slot map: where it sits and what feeds it, so whoever assembles the machine knows which
 * card goes in which slot, on which riser, with which PSU's leads.
 */
struct SlotMapRow
{
    int gpu = 0; // index into the build's gpus
    std::optional<int> slot; // the board connector the card (or its riser) plugs into; unset: none given
    QString cardId;
    QString cardName; // untrusted text
    std::optional<Riser> riser; // the build file's riser, if the card sits on one
    int psu = 0; // index into the build's psus
    QString psuName; // untrusted text; empty where the build has no PSU at that index
    CardLeads leads; // the leads the card takes from that PSU (12VHPWR adapters counted as 8-pin leads)
};

/**
 * The chassis as drawn, made by whoever can draw it (the app, or the command line on the offscreen
 * platform) and handed in: the core only embeds or links the bytes, it draws nothing.
 */
struct PartsListPicture
{
    QByteArray png; // a PNG image; empty: no picture (the formats leave it out)
    QString link; // where a format that links rather than embeds finds it (Markdown): a relative path
    int widthPx = 0, heightPx = 0; // the image's size in pixels (for the HTML's width and height)
};

/**
 * Everything a parts-list export holds, made once from a checked and estimated build. Free of widgets and
 * of any output format: the formatters (exportformat.h) only lay it out. Fixed text is already translated.
 */
struct PartsList
{
    QString buildName; // untrusted text
    QString language = QStringLiteral("en"); // BCP 47 tag of the text: "en" or "zh-CN" (HTML lang attribute)
    QList<PartsListLine> lines;
    double totalUsd = 0; // the sum of the priced lines
    int unpricedLines = 0;
    int staleLines = 0; // priced lines whose price is more than a year old
    QString priceBasis; // "new prices", "used prices where known, else new", … (PricePolicy::basisText)
    PriceChoice prices = PriceChoice::New; // the default choice the list was priced at
    PartsListPower power;
    int errors = 0, warnings = 0, infos = 0;
    QList<PartsListFinding> findings;
    int findingsLeftOut = 0; // findings a bounded format (the PDF) leaves out after the first ones; 0 elsewhere
    PartsListSpeedup speedup;
    QList<ChecklistItem> checklist;
    QList<SlotMapRow> slotMap; // in slot order; cards without a slot last, in file order
    PartsListPicture picture; // set by the caller after make(); empty by default

    /**
     * `catalog` is what the build's ids resolve in (the file's inline parts over the catalog): names in the
     * findings' messages and the riser presets. `language` is the UI language ("en", "zh_CN", or "" for
     * English); the caller has installed its translator already. Prices follow `catalog.pricePolicy()` (each
     * part's new price where it has none), and each line says which price it is.
     */
    static PartsList make(const ResolvedBuild &build, const CheckReport &report, const Estimate &estimate,
        const PartCatalog &catalog, const QString &language);
};

/** The fixed words of every export format, in the user's language (one place for the translators). */
class PartsListText
{
    Q_DECLARE_TR_FUNCTIONS(RigPlan::PartsListText)

public:
    static QString title();
    static QString kindName(PartsListLine::Kind kind);
    static QString riserName(int gen, double lengthMm);
    static QString columnKind();
    static QString columnId();
    static QString columnName();
    static QString columnQuantity();
    static QString columnUnitPrice();
    static QString columnLineTotal();
    static QString total();
    static QString unpriced(int lines);
    static QString priceUnknown();
    /** The column that says which price a line is: "new", "used", "new (no used price)", with "stale" marks. */
    static QString columnPriceKind();
    static QString priceKind(const PartsListLine &line);
    /** "Priced at new prices; 2 prices are more than a year old." */
    static QString pricedAt(const PartsList &list);
    static QString powerTitle();
    static QString checksTitle();
    static QString speedupTitle();
    static QString checklistTitle();
    static QString noProblems();
    static QString checksCounts(int errors, int warnings, int infos);
    /** "… and 15,076 more findings: …" where a printed list stops. */
    static QString findingsLeftOut(int count);
    static QString severityName(const QString &severity);
    static QString workloadName(const QString &workload);
    static QString noGpus();
    static QString slotMapTitle();
    static QString columnSlot();
    static QString columnCard();
    static QString columnRiser();
    static QString columnPsuLead();
    static QString pictureText(); // the picture's alternative text
    /** The cells of one slot-map row, in the order of the columns: slot, card, riser, PSU lead. */
    static QString slotCell(const SlotMapRow &row);
    static QString cardCell(const SlotMapRow &row); // "GPU 2: name" (the name untrusted: escape it)
    static QString riserCell(const SlotMapRow &row);
    static QString psuLeadCell(const SlotMapRow &row); // "PSU 1: 2 × PCIe 8-pin" (the PSU's name untrusted)

    /**
     * Power labels and values, in the order every format shows them. With several PSUs (circuits) the
     * rating and load rows give way to one row per PSU (circuit): key psuLoad (circuitLoad), `unit` its
     * number, the value "1200 / 1600 W (75%)" and the number its load.
     */
    struct PowerRow
    {
        QString key; // stable, for CSV and JSON
        QString label;
        QString value; // with its unit
        double number = 0;
        int unit = 0; // the PSU's or circuit's number (from 1) on a per-unit row; 0 on the build's rows
    };
    static QList<PowerRow> powerRows(const PartsListPower &power);

    /** "5.10x against Tesla V100 (transformer, fp16)" and "cnn 4.30x, transformer 5.10x". */
    static QString speedupLine(const PartsListSpeedup &speedup);
    static QString speedupByWorkload(const PartsListSpeedup &speedup);
};

/** Stable spellings for CSV and JSON: case, board, cpu, psu, gpu, riser, psu-sync. */
QString toString(PartsListLine::Kind kind);
/** power-limit, nvlink-bridge, nvlink-no-bridge, riser-link, riser-transport, above-4g-decoding, psu-sync. */
QString toString(ChecklistItem::Kind kind);

/** Prices and figures as every format writes them: fixed two decimals, no thousands separator. */
QString formatUsd(double usd);

} // namespace RigPlan
