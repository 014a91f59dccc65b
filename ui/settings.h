// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/circuit.h"
#include "core/pricepolicy.h"

#include <QCoreApplication>
#include <QStringList>

class QSettings;

namespace RigPlan::Ui {

/** The user's preferences, kept with QSettings; every value has a sensible default on first run. */
class Settings
{
    Q_DECLARE_TR_FUNCTIONS(RigPlan::Ui::Settings)

public:
    struct Currency
    {
        QString code;
        QString symbol;
        double perUsd;
    };

    Settings();

    /** "" follows the system; otherwise "en" or "zh_CN". */
    QString language() const;
    void setLanguage(const QString &language);

    Circuit defaultCircuit() const;
    void setDefaultCircuit(const QString &presetId);

    QString baselineGpu() const;
    void setBaselineGpu(const QString &id);

    double headroom() const;
    void setHeadroom(double fraction);

    /** New or used prices for charts, exports and the planner (default new); single parts may differ. */
    PriceChoice prices() const;
    void setPrices(PriceChoice choice);

    Currency currency() const;
    void setCurrency(const QString &code, double perUsd);
    /** Display currencies and the rate RigPlan suggests (never fetched: the user sets today's rate). */
    static QList<Currency> currencies();

    QStringList recentFiles() const;
    void addRecentFile(const QString &fileName);

    QByteArray windowGeometry() const;
    QByteArray windowState() const;
    void setWindowLayout(const QByteArray &geometry, const QByteArray &state);

    static constexpr const char *kDefaultBaseline = "tesla-v100-pcie-32gb";
    static constexpr int kMaxRecentFiles = 8;

private:
    QSettings &store() const;
};

} // namespace RigPlan::Ui
