// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/buildprice.h"

#include "core/partcatalog.h"
#include "core/resolvedbuild.h"
#include "core/valueranges.h"

#include <QCoreApplication>

#include <cmath>

namespace RigPlan {

using namespace Qt::StringLiterals;

namespace {

/**
 * Adds one of a part, grouping it with an earlier line of the same kind and id. The price is the
 * policy's (a part the caller priced already through the same policy gives the same price again).
 */
void addPart(QList<PricedLine> &lines, PricedLine::Kind kind, const PartPtr &part, const PricePolicy &prices)
{
    if (!part)
        return;
    for (PricedLine &line : lines) {
        if (line.kind == kind && line.id == part->id) {
            ++line.quantity;
            return;
        }
    }
    const PartPrice price = prices.priceOf(*part);
    lines.append(PricedLine { kind, part->id, part->name, 1, price.usd, price });
}

/**
 * The catalog's riser preset a build-file riser matches (same generation and length, x16 first), so the
 * riser gets a name and a price; none where the file describes a riser no preset has.
 */
PartPtr riserPreset(const PartCatalog &catalog, const Riser &riser)
{
    PartPtr best;
    for (const PartPtr &p : catalog.parts(PartKind::Riser)) {
        const RiserSpec *spec = p->riser();
        if (!spec || spec->gen != riser.gen || !qFuzzyCompare(spec->lengthMm, riser.lengthMm))
            continue;
        if (!best || (spec->lanes == 16 && best->riser()->lanes != 16))
            best = p;
    }
    return best;
}

void addRiser(QList<PricedLine> &lines, const PartCatalog &catalog, const Riser &riser, const PricePolicy &prices)
{
    if (const PartPtr preset = riserPreset(catalog, riser)) {
        addPart(lines, PricedLine::Kind::Riser, preset, prices);
        return;
    }
    // The parts list's words (its translation context), as the exports have always named such a riser.
    const QString name = QCoreApplication::translate("RigPlan::PartsListText", "PCIe %1.0 riser, %2 mm")
                             .arg(QString::number(riser.gen), QString::number(roundToInt(riser.lengthMm)));
    for (PricedLine &line : lines) {
        if (line.kind == PricedLine::Kind::Riser && line.id.isEmpty() && line.name == name) {
            ++line.quantity;
            return;
        }
    }
    lines.append(PricedLine { PricedLine::Kind::Riser, QString(), name, 1, std::nullopt, PartPrice() });
}

} // namespace

std::optional<double> BuildPrice::priceUsd() const
{
    if (unpricedLines == lines.size())
        return std::nullopt;
    return totalUsd;
}

BuildPrice BuildPrice::of(const ResolvedBuild &build, const PartCatalog &catalog)
{
    const PricePolicy fallback;
    const PricePolicy &prices = catalog.pricePolicy() ? *catalog.pricePolicy() : fallback;
    BuildPrice out;
    QList<PricedLine> &lines = out.lines;
    addPart(lines, PricedLine::Kind::Case, build.casePart, prices);
    addPart(lines, PricedLine::Kind::Board, build.boardPart, prices);
    addPart(lines, PricedLine::Kind::Cpu, build.cpuPart, prices);
    for (const ResolvedPsu &psu : build.psus)
        addPart(lines, PricedLine::Kind::Psu, psu.part, prices);
    if (build.psus.size() >= 2) // an adapter named for a single PSU ties nothing and is not bought
        addPart(lines, PricedLine::Kind::PsuSync, build.psuSyncPart, prices);
    for (const ResolvedGpu &gpu : build.gpus)
        addPart(lines, PricedLine::Kind::Gpu, gpu.part, prices);
    for (const ResolvedGpu &gpu : build.gpus) {
        if (gpu.placement.riser)
            addRiser(lines, catalog, *gpu.placement.riser, prices);
    }
    for (const PricedLine &line : std::as_const(lines)) {
        if (const std::optional<double> total = line.lineTotalUsd())
            out.totalUsd += *total;
        else
            ++out.unpricedLines;
        out.staleLines += line.unitPriceUsd && line.price.stale;
    }
    return out;
}

QString usdAmount(double usd)
{
    if (!std::isfinite(usd))
        return u"?"_s;
    const double whole = std::round(usd);
    QString digits = QString::number(std::abs(whole), 'f', 0);
    for (qsizetype i = digits.size() - 3; i > 0; i -= 3)
        digits.insert(i, u',');
    return whole < 0 ? u'-' + digits : digits;
}

} // namespace RigPlan
