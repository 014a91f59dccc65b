// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/powertext.h"

#include "core/power/powerbudget.h"
#include "core/resolvedbuild.h"
#include "core/valueranges.h"

namespace RigPlan {

QList<UnitLoad> PowerText::psuLoads(const PowerBudget &power)
{
    QList<UnitLoad> out;
    for (qsizetype k = 0; k < power.psus.size(); ++k) {
        const PsuPower &psu = power.psus[k];
        out.append(UnitLoad { static_cast<int>(k) + 1, QString(), psu.loadW, psu.ratingW, psu.loadFraction });
    }
    return out;
}

QList<UnitLoad> PowerText::circuitLoads(const PowerBudget &power, const ResolvedBuild &build)
{
    QList<UnitLoad> out;
    for (qsizetype c = 0; c < power.circuits.size(); ++c) {
        const CircuitPower &circuit = power.circuits[c];
        out.append(UnitLoad { static_cast<int>(c) + 1, build.circuits.value(c).label(), circuit.wallW, circuit.limitW,
            circuit.loadFraction });
    }
    return out;
}

QString PowerText::psuName(const UnitLoad &psu)
{
    return tr("PSU %1").arg(psu.number);
}

QString PowerText::circuitName(const UnitLoad &circuit)
{
    return tr("Circuit %1 (%2)").arg(QString::number(circuit.number), circuit.circuit);
}

QString PowerText::loadValue(const UnitLoad &unit)
{
    // The percentage of the unrounded figures, as the checks compare them.
    return tr("%1 / %2 W (%3%)")
        .arg(QString::number(roundToInt(unit.loadW)), QString::number(roundToInt(unit.limitW)),
            QString::number(roundToInt(unit.fraction * 100)));
}

QString PowerText::psuLine(const UnitLoad &psu)
{
    return tr("%1: %2").arg(psuName(psu), loadValue(psu));
}

QString PowerText::circuitLine(const UnitLoad &circuit)
{
    return tr("%1: %2").arg(circuitName(circuit), loadValue(circuit));
}

QString PowerText::joined(const QStringList &lines)
{
    return lines.join(tr("; "));
}

} // namespace RigPlan
