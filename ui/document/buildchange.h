// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFlags>
#include <QMetaType>

namespace RigPlan {
struct Build;
}

namespace RigPlan::Ui {

/**
 * What one change of the open build touched, so each view redoes only its share (after Tiled's
 * changeevents.h): a power slider does not rebuild the chassis, a selection does not re-check the build.
 */
class BuildChange
{
public:
    enum Kind : unsigned
    {
        None = 0,
        Name = 1u << 0, // name, baseline: labels only
        Placement = 1u << 1, // a card added, removed, swapped or moved (slot, riser, PSU lead, NVLink, link generation)
        PowerLimit = 1u << 2, // only a card's power limit
        Parts = 1u << 3, // case, board, CPU or a PSU model
        Catalog = 1u << 4, // the inline parts changed: parts() is a new overlay, pointers into the old one are gone
        Circuits = 1u << 5, // the circuits, which PSU is on which, other load
        Workload = 1u << 6, // workload, precision, interconnect: speed estimates only
        CheckOptions = 1u << 7, // headroom or the default circuit: the same build checked differently
        Selection = 1u << 8, // the cards being looked at (a finding chosen): no re-check
        Reset = 1u << 9, // New, Open: a different build, history forgotten

        BuildContent = Name | Placement | PowerLimit | Parts | Catalog | Circuits | Workload,
        Rechecked = BuildContent | CheckOptions | Reset, // every kind after which the checks ran again
        Everything = Rechecked | Selection
    };
    Q_DECLARE_FLAGS(Kinds, Kind)

    BuildChange() = default;
    BuildChange(Kinds kinds)
        : m_kinds(kinds)
    {
    }
    BuildChange(Kind kind)
        : m_kinds(kind)
    {
    }

    /** The kinds that differ between two builds (None when they are equal). */
    static BuildChange between(const Build &before, const Build &after);

    Kinds kinds() const { return m_kinds; }
    /** True when any of `kinds` is part of this change. */
    bool touches(Kinds kinds) const { return (m_kinds & kinds) != 0; }
    /** The checks ran again: the report (findings, power, fixes) may be different. */
    bool reportChanged() const { return touches(Rechecked); }
    /** Where the cards are or what they are: the chassis must re-sync its items. */
    bool layoutChanged() const { return touches(Kinds(Placement) | Parts | Catalog | Reset); }

    bool operator==(const BuildChange &) const = default;

private:
    Kinds m_kinds;
};

Q_DECLARE_OPERATORS_FOR_FLAGS(BuildChange::Kinds)

} // namespace RigPlan::Ui

Q_DECLARE_METATYPE(RigPlan::Ui::BuildChange)
