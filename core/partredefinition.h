// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/part.h"

#include <QList>
#include <QString>

namespace RigPlan {

class PartCatalog;

/** One figure where a build file's inline part and the catalog's part of the same id disagree. */
struct RedefinedFigure
{
    enum class What
    {
        SlotWidth, // slots
        TdpW, // a GPU's board power
        LengthMm,
        MemoryGB,
        PsuWatts,
        Kind // the file's part is another kind of part altogether (values unused)
    };
    What what = What::Kind;
    double inFile = 0;
    double inCatalog = 0;

    bool operator==(const RedefinedFigure &) const = default;
};

/**
 * An inline part of a build file that reuses a catalog id with other figures: the file's part wins
 * (build-format.md), so a file can make a 3-slot, 350 W card read as 1 slot and 100 W and the build
 * pass its checks. Said, never silent: the check's `part.redefined` warning, and every export.
 */
struct PartRedefinition
{
    QString id;
    QString name; // the file's name for it
    QList<RedefinedFigure> figures; // the figures that decide the checks; empty: only other fields differ

    bool operator==(const PartRedefinition &) const = default;
};

/**
 * The inline parts that redefine a part of `catalog` (prices and their sources aside: a file may carry
 * what the user paid). An inline part equal to the catalog's is no redefinition.
 */
QList<PartRedefinition> partRedefinitions(const QList<Part> &inlineParts, const PartCatalog &catalog);

} // namespace RigPlan
