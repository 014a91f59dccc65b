// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/circuit.h"

#include <QCoreApplication>

namespace RigPlan {

// The presets of shared/spec/build-format.md; the sources per region are in docs/power-model.md.
const QList<Circuit> &Circuit::presets()
{
    static const QList<Circuit> list {
        { QStringLiteral("us-120v-15a"), 120, 15, 0.8 },
        { QStringLiteral("us-120v-20a"), 120, 20, 0.8 },
        { QStringLiteral("eu-230v-16a"), 230, 16, 0.8 },
        { QStringLiteral("uk-230v-13a"), 230, 13, 0.8 },
        { QStringLiteral("cn-220v-10a"), 220, 10, 0.8 },
        { QStringLiteral("cn-220v-16a"), 220, 16, 0.8 },
        { QStringLiteral("jp-100v-15a"), 100, 15, 0.8 },
        // Added to the spec's table: the NEMA 6-20 240 V circuit US labs install for servers.
        { QStringLiteral("us-240v-20a"), 240, 20, 0.8 },
    };
    return list;
}

std::optional<Circuit> Circuit::preset(QStringView id)
{
    for (const Circuit &c : presets()) {
        if (c.presetId == id)
            return c;
    }
    return std::nullopt;
}

QString Circuit::label() const
{
    if (!presetId.isEmpty())
        return presetId;
    return QCoreApplication::translate("RigPlan::Circuit", "custom %1 V / %2 A").arg(volts).arg(amps);
}

Circuit Circuit::defaultForLocale(const QLocale &locale)
{
    const char *id = "eu-230v-16a";
    switch (locale.territory()) {
    case QLocale::UnitedStates:
    case QLocale::Canada:
    case QLocale::Mexico:
    case QLocale::Taiwan:
    case QLocale::AnyTerritory: // the C locale: assume the most common (and a strict) North-American socket
        id = "us-120v-15a";
        break;
    case QLocale::China:
        id = "cn-220v-10a";
        break;
    case QLocale::Japan:
        id = "jp-100v-15a";
        break;
    case QLocale::UnitedKingdom:
    case QLocale::Ireland:
        id = "uk-230v-13a";
        break;
    default:
        break;
    }
    return *preset(QLatin1StringView(id).toString());
}

} // namespace RigPlan
