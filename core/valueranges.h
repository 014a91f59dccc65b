// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringView>

#include <optional>

namespace RigPlan {

/**
 * The range of one number a build file, a catalog part, a command-line argument or an editor can carry.
 * Every reader checks against these, so nothing downstream sees a number it was not written for, and
 * every loop whose length follows from such a number stays bounded.
 */
struct ValueRange
{
    const char *name; // what docs/format-extensions.md lists, e.g. "gpu.tdpW"
    const char *unit; // "W", "mm", "USD", "" for a plain count
    double min;
    double max;
    bool whole; // a whole number
    bool aboveMin; // min itself is not allowed (a size of more than 0)
    const char *why; // where the bounds come from: a source, or "assumption: ..."

    bool contains(double v) const;
    /** "a number from 1 to 2000 W", "a whole number from 0 to 127", "a number above 0 and at most 6 slots". */
    QString expected() const;
};

namespace Ranges {

// Power. The catalog's GPUs run 72 W (RTX A2000) to 700 W (H100 SXM); NVIDIA's B200 is 1000 W, GB300 1400 W.
inline constexpr ValueRange GpuTdpW { "gpu.tdpW", "W", 1, 2000, false, false,
    "catalog 70-1000 W (B200 SXM 1000 W); 2000 W leaves room for GB300 (1400 W)" };
inline constexpr ValueRange GpuPowerLimitW { "gpu.maxPowerLimitW, gpu.minPowerLimitW, gpus[].powerLimitW", "W", 1, 2000,
    false, false, "as gpu.tdpW; a placement's limit must also lie within its card's firmware range" };
inline constexpr ValueRange CpuTdpW { "cpu.tdpW", "W", 1, 1000, false, false,
    "catalog 105-350 W; Xeon 6980P is 500 W (Intel ARK); 1000 W is an assumption with room" };
inline constexpr ValueRange PsuWatts { "psu.watts", "W", 100, 5000, false, false,
    "catalog 650-2800 W; the largest ATX/CRPS units sold are about 3000 W (assumption, with room)" };
inline constexpr ValueRange PsuWattsAt115V { "psu.wattsAt115V", "W", 0, 5000, false, false,
    "as psu.watts; 0 says the unit does not run on 100-120 V at all (230 V-only units)" };
inline constexpr ValueRange OtherLoadW { "otherLoadW", "W", 0, 5000, false, false,
    "assumption: drives, fans, RAM and pumps of one box stay far below one large PSU" };
inline constexpr ValueRange CircuitVolts { "circuit.volts", "V", 1, 1000, false, false,
    "mains is 100-240 V (shared/spec circuit presets); 1000 V is the low-voltage limit of IEC 60038" };
inline constexpr ValueRange CircuitAmps { "circuit.amps", "A", 0.1, 1000, false, false,
    "assumption: branch circuits are 10-32 A; 1000 A bounds a typo" };
inline constexpr ValueRange CircuitContinuous { "circuit.continuous", "", 0.1, 1, false, false,
    "a share of the breaker rating; NEC 210.19 uses 0.8" };

// Sizes.
inline constexpr ValueRange GpuSlotWidth { "gpu.slotWidth", "slots", 1, 6, false, false,
    "a card takes at least the one slot its bracket fills (catalog 1-3.9); shared/spec/build-format.md, Bad input: "
    "a width of 0 or above 6 slots is a typo" };
inline constexpr ValueRange GpuLengthMm { "gpu.lengthMm", "mm", 0, 1000, false, false,
    "catalog 168-359 mm; 0 for SXM modules; 1000 mm is an assumption with room" };
inline constexpr ValueRange CaseGpuLengthMm { "case.maxGpuLengthMm", "mm", 0, 2000, false, false,
    "catalog 267-1000 mm (open frames); 2000 mm is an assumption with room" };
inline constexpr ValueRange GpuThicknessMm { "gpu.thicknessMm", "mm", 0, 150, false, true,
    "catalog 38-78 mm (2- to 3.9-slot cards at 20.32 mm a slot); 150 mm bounds a typo (assumption)" };
inline constexpr ValueRange RiserLengthMm { "riser.lengthMm, gpus[].riser.lengthMm", "mm", 0, 5000, false, false,
    "catalog 200-600 mm; 5000 mm bounds a typo (assumption)" };
inline constexpr ValueRange SlotPosition { "board.slots[].position, gpus[].slot, case.expansionSlots", "", 1, 20, true,
    false, "ATX has 7 expansion slots, the largest cases 10-11; 20 is the build format's bound" };
inline constexpr ValueRange VerticalMounts { "case.verticalMounts", "", 0, 20, true, false,
    "catalog 0-8; bounded like slots" };
inline constexpr ValueRange NvlinkBridgeSlots { "gpu.nvlinkBridgeSlots[]", "slots", 1, 8, true, false,
    "NVIDIA sells 2-, 3- and 4-slot bridges; 8 bounds a typo" };

// Performance figures of a GPU.
inline constexpr ValueRange GpuMemoryGB { "gpu.memoryGB, plan --min-vram", "GB", 0, 1024, false, false,
    "catalog 8-180 GB (B200 180 GB); GB300 288 GB (NVIDIA); 1024 GB leaves room" };
inline constexpr ValueRange GpuBandwidthGBs { "gpu.memoryBandwidthGBs", "GB/s", 0, 100000, false, false,
    "catalog 288-8000 GB/s (B200 8000 GB/s); 100000 is an assumption with room" };
inline constexpr ValueRange GpuTflops { "gpu.fp16TensorTflops, gpu.fp32Tflops", "TFLOPS", 0, 100000, false, false,
    "catalog up to 2250 (B200 dense FP16); 100000 is an assumption with room" };
inline constexpr ValueRange SamplesPerSec { "gpu.measured.*.samplesPerSec", "samples/s", 0, 1e9, false, true,
    "Lambda's measured figures are 10-10000 samples/s; 1e9 bounds a typo (assumption)" };

// Connectors, lanes, generations.
inline constexpr ValueRange PcieGen { "pcieGen, gen, pcieGenLimit", "", 1, 6, true, false,
    "PCI-SIG: PCIe 1.0 to 6.0 are published" };
inline constexpr ValueRange SlotLanes { "board.slots[].size, .lanes, riser.lanes", "lanes", 1, 16, true, false,
    "PCI-SIG: x1 to x16" };
inline constexpr ValueRange CpuPcieLanes { "cpu.pcieLanes", "lanes", 0, 512, true, false,
    "catalog 20-128; a 2-socket EPYC board has 160 (AMD); 512 leaves room" };
inline constexpr ValueRange GpuPowerPlugs { "gpu.powerConnectors.pcie8pin, .pcie6pin", "", 0, 8, true, false,
    "cards have at most 4 such plugs (assumption, with room)" };
inline constexpr ValueRange GpuSmallPlugs { "gpu.powerConnectors.12vhpwr, .eps8pin", "", 0, 4, true, false,
    "cards have at most 2 (assumption, with room)" };
inline constexpr ValueRange PsuPcieLeads { "psu.pcie8pin", "", 0, 32, true, false,
    "catalog 4-10; 32 bounds a typo (assumption)" };
inline constexpr ValueRange PsuSmallLeads { "psu.12vhpwr, psu.eps8pin", "", 0, 8, true, false,
    "catalog 0-2; 8 bounds a typo (assumption)" };
inline constexpr ValueRange BoardEps { "board.epsSockets, board.epsRequired", "", 1, 4, true, false,
    "the catalog's boards have 1-2 EPS 8-pin sockets; 4 leaves room (assumption)" };
inline constexpr ValueRange PsuSyncPsus { "psu-sync.psus", "", 2, 3, true, false,
    "dual and triple PSU adapters (Add2PSU and the like) tie 2 or 3 units" };
inline constexpr ValueRange PsuAtx { "psu.atx", "", 2, 3, true, false, "Intel ATX 2.x and 3.x" };

// Counts of a build, and the indices into them.
inline constexpr ValueRange GpuCount { "gpus (entries)", "", 0, 256, true, false,
    "RigPlan plans 1-8 GPUs; 256 bounds the work of every rule (assumption)" };
inline constexpr ValueRange GpuIndex { "gpus[].nvlinkWith", "", 0, 255, true, false,
    "an index into gpus; also below the number of GPUs" };
inline constexpr ValueRange PsuCount { "psus (entries)", "", 0, 128, true, false,
    "a box holds 1-4 PSUs; 128 bounds the work (assumption)" };
inline constexpr ValueRange PsuIndex { "gpus[].psu", "", 0, 127, true, false,
    "an index into psus; also below the number of PSUs" };
inline constexpr ValueRange CircuitCount { "circuits (entries)", "", 0, 128, true, false,
    "at most one circuit per PSU" };
inline constexpr ValueRange CircuitIndex { "psus[].circuit", "", 0, 127, true, false,
    "an index into circuits; also below the number of circuits" };
inline constexpr ValueRange PartCount { "parts (entries of a build or a catalog file)", "", 0, 100000, true, false,
    "the bundled catalog has about 100 parts; 100000 bounds an import (assumption)" };
inline constexpr ValueRange BoardSlotCount { "board.slots (entries)", "", 0, 20, true, false,
    "one per expansion-slot position" };

// The workload.
inline constexpr ValueRange ParamsB { "workload.paramsB, workload.modelParamsB, --params-b", "billion", 0.001, 1e5,
    false, false,
    "the largest published models are about 2000 billion parameters; 1e5 leaves room. Below a million "
    "(0.001) the speed model's tokens per second run past any number shown (1e-9 printed -2147483648)" };
inline constexpr ValueRange SeqLen { "workload.seqLen", "tokens", 1, 1 << 20, true, false,
    "assumption: 1M-token contexts are the longest trained" };
inline constexpr ValueRange MicroBatch { "workload.microBatch", "", 1, 4096, true, false,
    "assumption: per-GPU micro-batches are 1-64" };
inline constexpr ValueRange ModelShape { "workload.attentionHeads, workload.layers", "", 1, 4096, true, false,
    "assumption: published models have at most a few hundred" };
inline constexpr ValueRange ModelHidden { "workload.hidden", "", 1, 1 << 20, true, false,
    "assumption: published models have a hidden size of at most 32768" };

// Money and the planner.
inline constexpr ValueRange PriceUsd { "priceUsd, usedPriceUsd, userPrices[].priceUsd, catalog price", "USD", 0, 1e9,
    false, false, "assumption: no part costs a billion dollars" };
inline constexpr ValueRange BudgetUsd { "plan --budget", "USD", 0, 1e9, false, true, "as priceUsd" };
inline constexpr ValueRange PlanGpus { "plan --gpus", "", 1, 8, true, false, "RigPlan plans 1 to 8 GPUs" };
inline constexpr ValueRange PlanCircuits { "plan --circuit (ids)", "", 1, 2, true, false,
    "the planner puts at most two PSUs in a box, each on its own circuit" };
inline constexpr ValueRange PlanTop { "plan --top", "", 1, 10000, true, false,
    "assumption: a longer list is not read" };
inline constexpr ValueRange Version { "version", "", 1, 1000000, true, false,
    "format versions count from 1; a higher one than the reader knows is refused by name" };
inline constexpr ValueRange CatalogVersion { "catalogVersion", "", 0, 1000000, true, false,
    "the bundled catalog's edition; bounds a typo (assumption)" };

// The settings (Edit > Settings, and the settings file a user may edit by hand).
inline constexpr ValueRange PsuHeadroom { "settings: PSU headroom threshold", "", 0.5, 1, false, false,
    "a share of the PSU's rating; 0.8 by default (PowerModel); below half no warning would make sense (assumption)" };
inline constexpr ValueRange CurrencyPerUsd { "settings: rate per US dollar", "", 0.0001, 100000, false, false,
    "currencies trade from about 0.3 (KWD) to about 42000 (IRR) per USD; assumption with room" };

} // namespace Ranges

/** Every range above, in the order docs/format-extensions.md lists them. */
QList<const ValueRange *> allValueRanges();

/** The Markdown table of docs/format-extensions.md, "Ranges" (a test compares the two). */
QString valueRangesMarkdown();

/** A part id: a lowercase letter or digit, then lowercase letters, digits and '-', at most this long. */
inline constexpr int kMaxPartIdLength = 64;
bool isPartIdSyntax(QStringView id);
/** Why `id` is not a part id, in the reader's words. */
QString partIdProblem(const QString &id);

/** The largest build or catalog file any reader takes, read in chunks so nothing larger is held whole. */
inline constexpr qint64 kMaxInputBytes = 16 * 1024 * 1024;

/** A number of the command line (`--budget 8000`): nothing for text that is not a finite number in range. */
std::optional<double> parseNumberArgument(const QString &text, const ValueRange &range);

/**
 * A double as an int for display, a widget or a loop count, never overflowing: NaN gives 0, anything
 * beyond int clamps to its end (qRound and static_cast<int> of 1e300 are undefined; qRound printed
 * -2147483648). Every conversion of a number that can come from a file, the command line or an editor
 * goes through one of these three.
 */
int roundToInt(double v);
/** As roundToInt, rounding up (a count of slots or plugs). */
int ceilToInt(double v);
/** As roundToInt, rounding down. */
int floorToInt(double v);
/**
 * A figure computed from numbers in range that can still pass any int (a price total, tokens per second)
 * as a whole number however large ("8000000000"), or "?" for NaN and infinity; for text, never for counts.
 */
QString wholeNumberText(double v);

} // namespace RigPlan
