// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <array>
#include <limits>
#include <optional>
#include <variant>

namespace RigPlan {

enum class PartKind
{
    Gpu,
    Board,
    Case,
    Psu,
    Cpu,
    Riser,
    PsuSync // an adapter that switches a second (third) PSU on with the first (Add2PSU and the like)
};
enum class Architecture
{
    Pascal,
    Volta,
    Turing,
    Ampere,
    Ada,
    Hopper,
    Blackwell,
    // AMD, after every NVIDIA architecture: the order above is NVIDIA's generations, which the model
    // compares with >=; ask isNvidia() before comparing.
    Rdna3, // Radeon RX 7900 XTX, Radeon PRO W7900
    Cdna2 // Instinct MI210
};
/** NVIDIA's architectures; the rest are AMD's, which have no measured rows, TF32, FP8 or NVLink in the model. */
constexpr bool isNvidia(Architecture arch)
{
    return arch <= Architecture::Blackwell;
}
/** AMD's support of a card in ROCm: on its official support list, or known to work without being listed. */
enum class RocmSupport
{
    Official,
    Unofficial
};
enum class Cooler
{
    Blower,
    OpenAir,
    Passive,
    Liquid
};
enum class GpuFormFactor
{
    Pcie,
    Sxm
};
enum class Precision
{
    Fp32,
    Tf32,
    Fp16,
    Bf16,
    Fp8
};
enum class Efficiency
{
    Plus80,
    Bronze,
    Silver,
    Gold,
    Platinum,
    Titanium
};
enum class LaneSource
{
    Cpu,
    Chipset,
    Switch
};
enum class Confidence
{
    Confirmed,
    Secondary,
    Unconfirmed
};

/** A set of precisions as a bit mask, so per-card support tests cost nothing. */
class PrecisionSet
{
public:
    constexpr PrecisionSet() = default;
    constexpr void insert(Precision p) { m_bits |= bit(p); }
    constexpr bool contains(Precision p) const { return (m_bits & bit(p)) != 0; }
    constexpr bool isEmpty() const { return m_bits == 0; }
    constexpr bool operator==(const PrecisionSet &) const = default;
    /** The precisions in both sets. */
    constexpr PrecisionSet operator&(PrecisionSet other) const
    {
        other.m_bits &= m_bits;
        return other;
    }
    /** What an architecture supports when a part does not say (Volta/Turing: no TF32/BF16; Ada+: FP8). */
    static PrecisionSet forArchitecture(Architecture arch);

private:
    static constexpr unsigned bit(Precision p) { return 1U << static_cast<unsigned>(p); }
    unsigned m_bits = 0;
};

struct PowerConnectors
{
    int pcie8pin = 0;
    int pcie6pin = 0;
    int hpwr12v = 0; // 12VHPWR / 12V-2x6 16-pin
    int eps8pin = 0; // datacenter and pro cards (RTX A6000, A100 PCIe) take a CPU/EPS plug
    bool operator==(const PowerConnectors &) const = default;
    bool any() const { return pcie8pin + pcie6pin + hpwr12v + eps8pin > 0; }
};

/** A named training benchmark (shared/spec/workloads.md); the estimate is for exactly one of them. */
enum class Benchmark
{
    Resnet50,
    Ssd,
    BertBase,
    BertLarge,
    TransformerXlBase,
    TransformerXlLarge,
    SeResnext101,
    MaskRcnn,
    TransformerWmt14,
    Llm
};
inline constexpr int kBenchmarkCount = 10;
/** A measured training throughput of one GPU on one benchmark: a figure with its source and date. */
struct MeasuredThroughput
{
    double samplesPerSec = 0;
    Precision precision = Precision::Fp16; // the precision measured
    QString model; // the benchmark's name in the source (e.g. "resnet50")
    QString source; // where the figure was read
    QString date; // when it was published or read (YYYY-MM-DD)
    bool operator==(const MeasuredThroughput &) const = default;
};

/** The measured figures a GPU entry carries, one per benchmark (docs/performance-model.md). */
struct MeasuredTraining
{
    std::array<std::optional<MeasuredThroughput>, kBenchmarkCount> byBenchmark {};
    bool operator==(const MeasuredTraining &) const = default;
    bool isEmpty() const
    {
        return std::none_of(byBenchmark.begin(), byBenchmark.end(), [](const auto &m) { return m.has_value(); });
    }
    const std::optional<MeasuredThroughput> &of(Benchmark b) const { return byBenchmark[static_cast<std::size_t>(b)]; }
    std::optional<MeasuredThroughput> &of(Benchmark b) { return byBenchmark[static_cast<std::size_t>(b)]; }
};

struct GpuSpec
{
    QString family; // variants of the same GPU share it (fixes offer a narrower variant)
    Architecture architecture = Architecture::Ampere;
    double memoryGB = 0;
    double memoryBandwidthGBs = 0;
    double fp16TensorTflops = 0; // dense, FP32 accumulate
    double fp32Tflops = 0;
    double tdpW = 0;
    double slotWidth = 2;
    double lengthMm = 0;
    Cooler cooler = Cooler::OpenAir;
    PowerConnectors powerConnectors;
    int pcieGen = 4;
    GpuFormFactor formFactor = GpuFormFactor::Pcie;
    QList<int> nvlinkBridgeSlots; // empty: no NVLink bridge
    bool p2p = false;
    PrecisionSet precisions;
    bool sparsity24 = false;
    std::optional<double> maxPowerLimitW;
    std::optional<double> minPowerLimitW; // the firmware's lowest limit (nvidia-smi -q, "Min Power Limit")
    MeasuredTraining measured; // calibration figures, where the catalog has them
    std::optional<RocmSupport> rocm; // AMD cards only; unset for NVIDIA
    std::optional<double> thicknessMm; // the card's measured thickness; slotWidth follows from it (docs/catalog.md)
    bool operator==(const GpuSpec &) const = default;

    /** Positions a card of this width covers: ceil(slotWidth), a width a hair over a whole one counting as it. */
    int coveredSlots() const
    {
        // Inline and without std::ceil (a libm call on baseline x86-64): the rules ask it per card per check.
        const double w = slotWidth - 1e-9;
        if (!(w > 0))
            return 0;
        constexpr int kMost = std::numeric_limits<int>::max();
        if (!(w < static_cast<double>(kMost)))
            return kMost;
        const int whole = static_cast<int>(w);
        return whole + (whole < w ? 1 : 0);
    }
    /** The range `nvidia-smi -pl` accepts: minPowerLimitW (or a share of the TDP) to maxPowerLimitW (or the TDP). */
    double maxLimitW() const { return maxPowerLimitW.value_or(tdpW); }
    double minLimitW() const;
};

struct BoardSlot
{
    int position = 1;
    int size = 16;
    int lanes = 16;
    int gen = 4;
    LaneSource source = LaneSource::Cpu;
    bool operator==(const BoardSlot &) const = default;
};

struct BoardSpec
{
    QString formFactor;
    QString socket;
    QList<BoardSlot> pcieSlots; // the "slots" of the file, sorted by position
    // EPS 8-pin CPU power sockets on the board, and how many of them the manual says must be connected.
    // A board that does not say (an inline part of an older file) has one and requires it.
    int epsSockets = 1;
    int epsRequired = 1;
    bool operator==(const BoardSpec &) const = default;
    /** The connector at this expansion-slot position, or null. */
    const BoardSlot *slotAt(int position) const
    {
        for (const BoardSlot &slot : pcieSlots) {
            if (slot.position == position)
                return &slot;
        }
        return nullptr;
    }
};

struct CaseSpec
{
    QStringList formFactors;
    int expansionSlots = 7;
    double maxGpuLengthMm = 0;
    int verticalMounts = 0;
    bool openFrame = false;
    bool serverAirflow = false;
    bool operator==(const CaseSpec &) const = default;
};

struct PsuSpec
{
    double watts = 0;
    std::optional<double> wattsAt115V; // set where the full rating needs 230 V input
    Efficiency efficiency = Efficiency::Gold;
    int atx = 2;
    int pcie8pin = 0;
    int hpwr12v = 0;
    int eps8pin = 0;
    bool operator==(const PsuSpec &) const = default;
    /** Rating on a circuit of this voltage (derated below 200 V where the unit says so). */
    double ratedWatts(double circuitVolts) const;
    bool isDerated(double circuitVolts) const;
};

struct CpuSpec
{
    QString socket;
    double tdpW = 0;
    int pcieLanes = 0;
    bool operator==(const CpuSpec &) const = default;
};

/** What carries a riser's signal: a flat ribbon, or shielded cables (twinax, MCIO, SlimSAS, OCuLink). */
enum class RiserCable
{
    Ribbon,
    Twinax,
    Mcio,
    Slimsas,
    Oculink
};
/** How a riser part is sold: with a vertical bracket kit, or as a bare cable. */
enum class RiserKit
{
    VerticalKit,
    Cable
};

struct RiserSpec
{
    int gen = 4;
    double lengthMm = 200;
    int lanes = 16;
    bool retimer = false; // an active retimer regenerates the signal, so length matters far less
    RiserCable cable = RiserCable::Ribbon;
    RiserKit mount = RiserKit::Cable;
    bool operator==(const RiserSpec &) const = default;
};

/** What switches a synced PSU on: the first PSU's 24-pin, a SATA or a Molex lead. */
enum class SyncTrigger
{
    Pin24,
    Sata,
    Molex
};

/** An adapter that turns a second (and third) PSU on and off with the first. */
struct PsuSyncSpec
{
    int psus = 2; // how many PSUs it ties together, the first one included
    SyncTrigger trigger = SyncTrigger::Pin24;
    bool operator==(const PsuSyncSpec &) const = default;
};

/** One catalog entry or inline part of a build file: identity, provenance and the kind's spec. */
struct Part
{
    QString id;
    QString name;
    std::optional<double> priceUsd; // the new price
    QString priceDate; // YYYY-MM of priceUsd
    QString priceSource; // where the new price was read, when not `source`
    std::optional<double> usedPriceUsd; // the used market's price, where one exists
    QString usedPriceDate; // YYYY-MM of usedPriceUsd
    QString usedPriceSource;
    QString source;
    std::optional<Confidence> confidence;
    QString notes;
    std::variant<GpuSpec, BoardSpec, CaseSpec, PsuSpec, CpuSpec, RiserSpec, PsuSyncSpec> spec;

    bool operator==(const Part &) const = default;

    PartKind kind() const { return static_cast<PartKind>(spec.index()); }
    const GpuSpec *gpu() const { return std::get_if<GpuSpec>(&spec); }
    const BoardSpec *board() const { return std::get_if<BoardSpec>(&spec); }
    const CaseSpec *chassis() const { return std::get_if<CaseSpec>(&spec); }
    const PsuSpec *psu() const { return std::get_if<PsuSpec>(&spec); }
    const CpuSpec *cpu() const { return std::get_if<CpuSpec>(&spec); }
    const RiserSpec *riser() const { return std::get_if<RiserSpec>(&spec); }
    const PsuSyncSpec *psuSync() const { return std::get_if<PsuSyncSpec>(&spec); }
};

// String forms used by the build file and the JSON report (stable: they are part of the file format).
QString toString(PartKind kind);
QString toString(Architecture arch);
QString toString(Cooler cooler);
QString toString(GpuFormFactor formFactor);
QString toString(Precision precision);
QString toString(Efficiency efficiency);
QString toString(LaneSource source);
QString toString(Confidence confidence);
QString toString(RocmSupport rocm);
QString toString(RiserCable cable);
QString toString(RiserKit kit);
QString toString(SyncTrigger trigger);

std::optional<PartKind> partKindFromString(QStringView text);
std::optional<Architecture> architectureFromString(QStringView text);
std::optional<Cooler> coolerFromString(QStringView text);
std::optional<GpuFormFactor> gpuFormFactorFromString(QStringView text);
std::optional<Precision> precisionFromString(QStringView text);
std::optional<Efficiency> efficiencyFromString(QStringView text);
std::optional<LaneSource> laneSourceFromString(QStringView text);
std::optional<Confidence> confidenceFromString(QStringView text);
std::optional<RocmSupport> rocmSupportFromString(QStringView text);
std::optional<RiserCable> riserCableFromString(QStringView text);
std::optional<RiserKit> riserKitFromString(QStringView text);
std::optional<SyncTrigger> syncTriggerFromString(QStringView text);

/** All spellings of an enum, for "must be one of …" messages. */
QStringList allPartKinds();
QStringList allArchitectures();
QStringList allCoolers();
QStringList allPrecisions();
QStringList allEfficiencies();
QStringList allRocmSupports();
QStringList allRiserCables();
QStringList allRiserKits();
QStringList allSyncTriggers();

/** Part ids are lowercase letters, digits and '-'. */
bool isValidPartId(QStringView id);

} // namespace RigPlan
