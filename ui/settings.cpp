// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/settings.h"

#include "core/power/powermodel.h"
#include "core/valueranges.h"

#include <QLocale>
#include <QSettings>

namespace RigPlan::Ui {

using namespace Qt::StringLiterals;

Settings::Settings() = default;

QSettings &Settings::store() const
{
    static QSettings settings;
    return settings;
}

QString Settings::language() const
{
    return store().value(u"language"_s).toString();
}

void Settings::setLanguage(const QString &language)
{
    store().setValue(u"language"_s, language);
}

Circuit Settings::defaultCircuit() const
{
    const QString id = store().value(u"defaultCircuit"_s).toString();
    return Circuit::preset(id).value_or(Circuit::defaultForLocale(QLocale()));
}

void Settings::setDefaultCircuit(const QString &presetId)
{
    store().setValue(u"defaultCircuit"_s, presetId);
}

QString Settings::baselineGpu() const
{
    return store().value(u"baselineGpu"_s, QString::fromLatin1(kDefaultBaseline)).toString();
}

void Settings::setBaselineGpu(const QString &id)
{
    store().setValue(u"baselineGpu"_s, id);
}

double Settings::headroom() const
{
    // The file may be edited by hand: a value out of range (or not a number) counts as unset.
    const double fraction = store().value(u"headroom"_s, PowerModel::kDefaultHeadroom).toDouble();
    return Ranges::PsuHeadroom.contains(fraction) ? fraction : PowerModel::kDefaultHeadroom;
}

void Settings::setHeadroom(double fraction)
{
    store().setValue(u"headroom"_s, fraction);
}

PriceChoice Settings::prices() const
{
    return priceChoiceFromString(store().value(u"prices"_s).toString()).value_or(PriceChoice::New);
}

void Settings::setPrices(PriceChoice choice)
{
    store().setValue(u"prices"_s, toString(choice));
}

QList<Settings::Currency> Settings::currencies()
{
    // Suggested rates are placeholders for the user to overwrite with today's rate (assumption,
    // late-2026 order of magnitude); RigPlan fetches nothing from the network.
    return { { u"USD"_s, u"$"_s, 1.0 }, { u"CNY"_s, u"¥"_s, 7.1 }, { u"EUR"_s, u"€"_s, 0.92 },
        { u"GBP"_s, u"£"_s, 0.79 }, { u"JPY"_s, u"¥"_s, 150.0 } };
}

Settings::Currency Settings::currency() const
{
    const QString code = store().value(u"currency"_s, u"USD"_s).toString();
    for (Currency c : currencies()) {
        if (c.code == code) {
            const double perUsd = store().value(u"currencyPerUsd"_s, c.perUsd).toDouble();
            if (Ranges::CurrencyPerUsd.contains(perUsd)) // else the suggestion, as for an unset rate
                c.perUsd = perUsd;
            return c;
        }
    }
    return currencies().first();
}

void Settings::setCurrency(const QString &code, double perUsd)
{
    store().setValue(u"currency"_s, code);
    store().setValue(u"currencyPerUsd"_s, perUsd);
}

QStringList Settings::recentFiles() const
{
    return store().value(u"recentFiles"_s).toStringList();
}

void Settings::addRecentFile(const QString &fileName)
{
    QStringList files = recentFiles();
    files.removeAll(fileName);
    files.prepend(fileName);
    store().setValue(u"recentFiles"_s, files.mid(0, kMaxRecentFiles));
}

QByteArray Settings::windowGeometry() const
{
    return store().value(u"window/geometry"_s).toByteArray();
}

QByteArray Settings::windowState() const
{
    return store().value(u"window/state"_s).toByteArray();
}

void Settings::setWindowLayout(const QByteArray &geometry, const QByteArray &state)
{
    store().setValue(u"window/geometry"_s, geometry);
    store().setValue(u"window/state"_s, state);
}

} // namespace RigPlan::Ui
