// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace RigPlan {

struct PowerBudget;
struct ResolvedBuild;

/** One PSU's or one circuit's load: what it carries against its own limit, never against the sum of all. */
struct UnitLoad
{
    int number = 1; // PSU or circuit number, from 1 as people count
    QString circuit; // the circuit's label ("us-120v-15a"); empty for a PSU
    double loadW = 0; // DC watts (a PSU) or watts at the wall (a circuit)
    double limitW = 0; // the PSU's rating on its circuit, or the circuit's continuous watts
    double fraction = 0; // loadW / limitW (1.0 = full)
};

/**
 * The power budget's per-PSU and per-circuit loads as `check`, `compare` and every export write them:
 * "PSU 1: 1200 / 1600 W (75%)", "Circuit 1 (us-120v-15a): 1300 / 1440 W (91%)".
 */
class PowerText
{
    Q_DECLARE_TR_FUNCTIONS(RigPlan::PowerText)

public:
    static QList<UnitLoad> psuLoads(const PowerBudget &power);
    /** `build` names the circuits (the budget holds their watts only). */
    static QList<UnitLoad> circuitLoads(const PowerBudget &power, const ResolvedBuild &build);

    static QString psuName(const UnitLoad &psu); // "PSU 1"
    static QString circuitName(const UnitLoad &circuit); // "Circuit 1 (us-120v-15a)"
    static QString loadValue(const UnitLoad &unit); // "1200 / 1600 W (75%)"
    static QString psuLine(const UnitLoad &psu); // "PSU 1: 1200 / 1600 W (75%)"
    static QString circuitLine(const UnitLoad &circuit);
    /** The lines of several units joined as one sentence: "PSU 1: …; PSU 2: …". */
    static QString joined(const QStringList &lines);
};

} // namespace RigPlan
