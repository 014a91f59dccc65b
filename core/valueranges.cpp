// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/valueranges.h"

#include <QLocale>

#include <algorithm>
#include <cmath>
#include <limits>

namespace RigPlan {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("RigPlan::ValueRanges", text);
}

/** 1e9 reads better than 1000000000 and 0.1 better than 1e-01. */
QString bound(double v)
{
    return QString::number(v, 'g', 10);
}

} // namespace

bool ValueRange::contains(double v) const
{
    if (!std::isfinite(v) || v < min || v > max || (aboveMin && v <= min))
        return false;
    return !whole || v == std::floor(v);
}

QString ValueRange::expected() const
{
    const QString u = *unit ? u" "_s + QString::fromLatin1(unit) : QString();
    if (whole)
        return tr("a whole number from %1 to %2%3").arg(bound(min), bound(max), u);
    if (aboveMin)
        return tr("a number above %1 and at most %2%3").arg(bound(min), bound(max), u);
    return tr("a number from %1 to %2%3").arg(bound(min), bound(max), u);
}

QList<const ValueRange *> allValueRanges()
{
    using namespace Ranges;
    return { &GpuTdpW, &GpuPowerLimitW, &CpuTdpW, &PsuWatts, &PsuWattsAt115V, &OtherLoadW, &CircuitVolts, &CircuitAmps,
        &CircuitContinuous, &GpuSlotWidth, &GpuLengthMm, &CaseGpuLengthMm, &GpuThicknessMm, &RiserLengthMm,
        &SlotPosition, &VerticalMounts, &NvlinkBridgeSlots, &GpuMemoryGB, &GpuBandwidthGBs, &GpuTflops, &SamplesPerSec,
        &PcieGen, &SlotLanes, &CpuPcieLanes, &GpuPowerPlugs, &GpuSmallPlugs, &PsuPcieLeads, &PsuSmallLeads, &BoardEps,
        &PsuSyncPsus, &PsuAtx, &GpuCount, &GpuIndex, &PsuCount, &PsuIndex, &CircuitCount, &CircuitIndex, &PartCount,
        &BoardSlotCount, &ParamsB, &SeqLen, &MicroBatch, &ModelShape, &ModelHidden, &PriceUsd, &BudgetUsd, &PlanGpus,
        &PlanCircuits, &PlanTop, &Version, &CatalogVersion, &PsuHeadroom, &CurrencyPerUsd };
}

QString valueRangesMarkdown()
{
    // Not translated: this is the reference table of a document written in English.
    QString out = u"| value | unit | min | max | kind | why |\n| --- | --- | --- | --- | --- | --- |\n"_s;
    for (const ValueRange *r : allValueRanges()) {
        const QString kind = r->whole ? u"whole"_s : r->aboveMin ? u"above min"_s : u"number"_s;
        out += u"| `%1` | %2 | %3 | %4 | %5 | %6 |\n"_s.arg(QString::fromLatin1(r->name),
            *r->unit ? QString::fromLatin1(r->unit) : u"-"_s, bound(r->min), bound(r->max), kind,
            QString::fromUtf8(r->why));
    }
    out += u"| part `id` | - | 1 char | %1 chars | `[a-z0-9][a-z0-9-]*` | "
           "shared/spec: lowercase letters, digits and '-'; a leading letter or digit so no id reads as an option "
           "(`--json`) |\n"_s.arg(kMaxPartIdLength);
    out += u"| input size | bytes | 0 | %1 | whole | a build or catalog file of 16 MiB is 100 times the largest "
           "catalog; read in chunks, refused at the cap |\n"_s.arg(kMaxInputBytes);
    return out;
}

bool isPartIdSyntax(QStringView id)
{
    if (id.isEmpty() || id.size() > kMaxPartIdLength)
        return false;
    for (qsizetype i = 0; i < id.size(); ++i) {
        const char16_t u = id[i].unicode();
        const bool alnum = (u >= u'a' && u <= u'z') || (u >= u'0' && u <= u'9');
        if (!alnum && (i == 0 || u != u'-'))
            return false;
    }
    return true;
}

QString partIdProblem(const QString &id)
{
    if (id.size() > kMaxPartIdLength)
        return tr("is not a part id: longer than %1 characters").arg(kMaxPartIdLength);
    return tr("'%1' is not a part id (a lowercase letter or digit, then lowercase letters, digits and '-')").arg(id);
}

std::optional<double> parseNumberArgument(const QString &text, const ValueRange &range)
{
    QLocale c = QLocale::c();
    c.setNumberOptions(QLocale::RejectGroupSeparator); // "8,000" is not 8000 everywhere: refuse it
    bool ok = false;
    const double v = c.toDouble(text.trimmed(), &ok);
    if (!ok || !range.contains(v))
        return std::nullopt;
    return v;
}

namespace {

/** `whole` (already a whole number or infinite) clamped into int; NaN is 0. */
int clampToInt(double whole)
{
    if (std::isnan(whole))
        return 0;
    constexpr double lo = std::numeric_limits<int>::min();
    constexpr double hi = std::numeric_limits<int>::max();
    return static_cast<int>(std::clamp(whole, lo, hi));
}

} // namespace

int roundToInt(double v)
{
    return clampToInt(std::round(v));
}

int ceilToInt(double v)
{
    return clampToInt(std::ceil(v));
}

int floorToInt(double v)
{
    return clampToInt(std::floor(v));
}

QString wholeNumberText(double v)
{
    return std::isfinite(v) ? QString::number(std::round(v), 'f', 0) : u"?"_s;
}

} // namespace RigPlan
