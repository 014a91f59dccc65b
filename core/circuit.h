// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QLocale>
#include <QString>

#include <optional>

namespace RigPlan {

/** A wall circuit: its voltage, breaker rating and the share of it a continuous load may use. */
struct Circuit
{
    QString presetId; // empty for a custom circuit
    double volts = 120;
    double amps = 15;
    double continuous = 0.8; // US NEC 210.19/210.20: continuous loads at most 80% of the breaker

    bool operator==(const Circuit &) const = default;
    double continuousWatts() const { return volts * amps * continuous; }
    /** "us-120v-15a" or "custom 120 V / 15 A". */
    QString label() const;

    static std::optional<Circuit> preset(QStringView id);
    static const QList<Circuit> &presets();
    /** The preset a user in this locale most likely has at a normal socket. */
    static Circuit defaultForLocale(const QLocale &locale);
};

} // namespace RigPlan
