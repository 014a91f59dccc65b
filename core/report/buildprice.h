// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/part.h"
#include "core/pricepolicy.h"

#include <QList>
#include <QString>

#include <optional>

namespace RigPlan {

class PartCatalog;
struct ResolvedBuild;

/** One priced line of a build: identical parts (same id) are grouped with their quantity. */
struct PricedLine
{
    /** A riser has no catalog id of its own in the build: it is priced at the catalog preset it matches. */
    enum class Kind
    {
        Case,
        Board,
        Cpu,
        Psu,
        Gpu,
        Riser,
        PsuSync
    };
    Kind kind = Kind::Gpu;
    QString id; // the part id; empty for a riser no preset matches
    QString name; // as the file or catalog says: untrusted text, every format escapes it
    int quantity = 1;
    std::optional<double> unitPriceUsd; // unset: no price known
    PartPrice price; // which price unitPriceUsd is (new or used), its date and whether it is stale
    std::optional<double> lineTotalUsd() const
    {
        return unitPriceUsd ? std::optional<double>(*unitPriceUsd * quantity) : std::nullopt;
    }
};

/**
 * What a build costs: every part, the risers and the PSU sync adapter included. The one sum `check`,
 * `compare` and every export show, so they cannot disagree.
 */
struct BuildPrice
{
    QList<PricedLine> lines; // case, board, CPU, PSUs, the sync adapter, GPUs, risers
    double totalUsd = 0; // the sum of the priced lines
    int unpricedLines = 0;
    int staleLines = 0; // priced lines whose price is more than a year old

    /** The total where any line is priced; unset where none is. */
    std::optional<double> priceUsd() const;

    /**
     * `catalog` is what the build's ids resolve in (the file's inline parts over the catalog): it has the
     * riser presets. Prices follow `catalog.pricePolicy()` (each part's new price where it has none).
     */
    static BuildPrice of(const ResolvedBuild &build, const PartCatalog &catalog);
};

/**
 * "3,200": whole dollars with a comma every three digits, whatever the locale (the C locale would write
 * "3200", German "3.200"); the text around it says "USD".
 */
QString usdAmount(double usd);

} // namespace RigPlan
