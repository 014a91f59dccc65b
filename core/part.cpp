// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/part.h"

#include "core/valueranges.h"

#include <array>
#include <cmath>

namespace RigPlan {

namespace {

// One table per enum, in enum order: the single place where the file format spells each value.
constexpr std::array kPartKinds { u"gpu", u"board", u"case", u"psu", u"cpu", u"riser", u"psu-sync" };
constexpr std::array kArchitectures { u"pascal", u"volta", u"turing", u"ampere", u"ada", u"hopper", u"blackwell",
    u"rdna3", u"cdna2" };
constexpr std::array kCoolers { u"blower", u"open-air", u"passive", u"liquid" };
constexpr std::array kGpuFormFactors { u"pcie", u"sxm" };
constexpr std::array kPrecisions { u"fp32", u"tf32", u"fp16", u"bf16", u"fp8" };
constexpr std::array kEfficiencies { u"80plus", u"bronze", u"silver", u"gold", u"platinum", u"titanium" };
constexpr std::array kLaneSources { u"cpu", u"chipset", u"switch" };
constexpr std::array kConfidences { u"confirmed", u"secondary", u"unconfirmed" };
constexpr std::array kRocmSupports { u"official", u"unofficial" };
constexpr std::array kRiserCables { u"ribbon", u"twinax", u"mcio", u"slimsas", u"oculink" };
constexpr std::array kRiserKits { u"vertical-kit", u"cable" };
constexpr std::array kSyncTriggers { u"24pin", u"sata", u"molex" };

template<typename Enum, typename Table> QString spell(const Table &table, Enum value)
{
    return QString::fromUtf16(table[static_cast<std::size_t>(value)]);
}

template<typename Enum, typename Table> std::optional<Enum> parse(const Table &table, QStringView text)
{
    for (std::size_t i = 0; i < table.size(); ++i) {
        if (text == QStringView(table[i]))
            return static_cast<Enum>(i);
    }
    return std::nullopt;
}

template<typename Table> QStringList spellAll(const Table &table)
{
    QStringList out;
    for (const auto *entry : table)
        out << QString::fromUtf16(entry);
    return out;
}

} // namespace

PrecisionSet PrecisionSet::forArchitecture(Architecture arch)
{
    PrecisionSet set;
    set.insert(Precision::Fp32);
    set.insert(Precision::Fp16);
    if (!isNvidia(arch)) {
        // RDNA3 (WMMA) and CDNA2 (matrix cores) run FP16 and BF16; neither has TF32 or FP8 (AMD ISA guides, U).
        set.insert(Precision::Bf16);
        return set;
    }
    if (arch >= Architecture::Ampere) {
        set.insert(Precision::Tf32);
        set.insert(Precision::Bf16);
    }
    if (arch >= Architecture::Ada)
        set.insert(Precision::Fp8);
    return set;
}

bool PsuSpec::isDerated(double circuitVolts) const
{
    // 2 kW-class units reach their label only on 200-240 V mains; on 100-127 V they deliver less.
    return wattsAt115V.has_value() && circuitVolts < 200.0;
}

double PsuSpec::ratedWatts(double circuitVolts) const
{
    return isDerated(circuitVolts) ? *wattsAt115V : watts;
}

QString toString(PartKind kind)
{
    return spell(kPartKinds, kind);
}
QString toString(Architecture arch)
{
    return spell(kArchitectures, arch);
}
QString toString(Cooler cooler)
{
    return spell(kCoolers, cooler);
}
QString toString(GpuFormFactor formFactor)
{
    return spell(kGpuFormFactors, formFactor);
}
QString toString(Precision precision)
{
    return spell(kPrecisions, precision);
}
QString toString(Efficiency efficiency)
{
    return spell(kEfficiencies, efficiency);
}
QString toString(LaneSource source)
{
    return spell(kLaneSources, source);
}
QString toString(Confidence confidence)
{
    return spell(kConfidences, confidence);
}

QString toString(RocmSupport rocm)
{
    return spell(kRocmSupports, rocm);
}
QString toString(RiserCable cable)
{
    return spell(kRiserCables, cable);
}
QString toString(RiserKit kit)
{
    return spell(kRiserKits, kit);
}
QString toString(SyncTrigger trigger)
{
    return spell(kSyncTriggers, trigger);
}

std::optional<RocmSupport> rocmSupportFromString(QStringView text)
{
    return parse<RocmSupport>(kRocmSupports, text);
}
std::optional<RiserCable> riserCableFromString(QStringView text)
{
    return parse<RiserCable>(kRiserCables, text);
}
std::optional<RiserKit> riserKitFromString(QStringView text)
{
    return parse<RiserKit>(kRiserKits, text);
}
std::optional<SyncTrigger> syncTriggerFromString(QStringView text)
{
    return parse<SyncTrigger>(kSyncTriggers, text);
}
QStringList allRocmSupports()
{
    static const QStringList spelled = spellAll(kRocmSupports); // built once, then shared
    return spelled;
}
QStringList allRiserCables()
{
    static const QStringList spelled = spellAll(kRiserCables); // built once, then shared
    return spelled;
}
QStringList allRiserKits()
{
    static const QStringList spelled = spellAll(kRiserKits); // built once, then shared
    return spelled;
}
QStringList allSyncTriggers()
{
    static const QStringList spelled = spellAll(kSyncTriggers); // built once, then shared
    return spelled;
}

std::optional<PartKind> partKindFromString(QStringView text)
{
    return parse<PartKind>(kPartKinds, text);
}
std::optional<Architecture> architectureFromString(QStringView text)
{
    return parse<Architecture>(kArchitectures, text);
}
std::optional<Cooler> coolerFromString(QStringView text)
{
    return parse<Cooler>(kCoolers, text);
}
std::optional<GpuFormFactor> gpuFormFactorFromString(QStringView text)
{
    return parse<GpuFormFactor>(kGpuFormFactors, text);
}
std::optional<Precision> precisionFromString(QStringView text)
{
    return parse<Precision>(kPrecisions, text);
}
std::optional<Efficiency> efficiencyFromString(QStringView text)
{
    return parse<Efficiency>(kEfficiencies, text);
}
std::optional<LaneSource> laneSourceFromString(QStringView text)
{
    return parse<LaneSource>(kLaneSources, text);
}
std::optional<Confidence> confidenceFromString(QStringView text)
{
    return parse<Confidence>(kConfidences, text);
}

QStringList allPartKinds()
{
    static const QStringList spelled = spellAll(kPartKinds); // built once, then shared
    return spelled;
}
QStringList allArchitectures()
{
    static const QStringList spelled = spellAll(kArchitectures); // built once, then shared
    return spelled;
}
QStringList allCoolers()
{
    static const QStringList spelled = spellAll(kCoolers); // built once, then shared
    return spelled;
}
QStringList allPrecisions()
{
    static const QStringList spelled = spellAll(kPrecisions); // built once, then shared
    return spelled;
}
QStringList allEfficiencies()
{
    static const QStringList spelled = spellAll(kEfficiencies); // built once, then shared
    return spelled;
}

bool isValidPartId(QStringView id)
{
    return isPartIdSyntax(id); // one syntax, with the ranges (core/valueranges.h)
}

double GpuSpec::minLimitW() const
{
    // Where the part does not say: the lowest "Min Power Limit" nvidia-smi reports on the cards of the
    // catalog is 100 W on a 320-350 W RTX 3080/3090 (29 %); a quarter of the TDP stays below that (assumption).
    constexpr double kDefaultMinLimitShare = 0.25;
    return minPowerLimitW.value_or(std::floor(tdpW * kDefaultMinLimitShare));
}

} // namespace RigPlan
