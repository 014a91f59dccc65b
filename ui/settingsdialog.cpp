// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/settingsdialog.h"

#include "core/partcatalog.h"
#include "core/valueranges.h"
#include "ui/settings.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>

namespace RigPlan::Ui {

SettingsDialog::SettingsDialog(const PartCatalog &catalog, QWidget *parent)
    : QDialog(parent)
    , m_language(new QComboBox)
    , m_circuit(new QComboBox)
    , m_baseline(new QComboBox)
    , m_currency(new QComboBox)
    , m_headroom(new QDoubleSpinBox)
    , m_rate(new QDoubleSpinBox)
    , m_prices(new QComboBox)
{
    setWindowTitle(tr("Settings"));
    const Settings settings;
    m_language->addItem(tr("System language"), QString());
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("简体中文"), QStringLiteral("zh_CN"));
    m_language->setCurrentIndex(std::max(0, m_language->findData(settings.language())));
    for (const Circuit &c : Circuit::presets())
        m_circuit->addItem(tr("%1 (%2 W continuous)").arg(c.presetId).arg(c.continuousWatts()), c.presetId);
    m_circuit->setCurrentIndex(std::max(0, m_circuit->findData(settings.defaultCircuit().presetId)));
    m_circuit->setToolTip(
        tr("The circuit a build without one is checked against; the first default follows your locale."));
    for (const PartPtr &gpu : catalog.parts(PartKind::Gpu))
        m_baseline->addItem(gpu->name, gpu->id);
    m_baseline->setCurrentIndex(std::max(0, m_baseline->findData(settings.baselineGpu())));
    m_baseline->setToolTip(tr("Speedups are measured against one of this GPU."));
    m_headroom->setObjectName(QStringLiteral("headroom"));
    m_headroom->setRange(Ranges::PsuHeadroom.min * 100, Ranges::PsuHeadroom.max * 100); // shown in percent
    m_headroom->setSuffix(QStringLiteral(" %"));
    m_headroom->setDecimals(0);
    m_headroom->setValue(settings.headroom() * 100);
    m_headroom->setToolTip(tr("Warn when a PSU's steady load is above this share of its rating."));
    m_prices->addItem(tr("New"), toString(PriceChoice::New));
    m_prices->addItem(tr("Used where known, else new"), toString(PriceChoice::Used));
    m_prices->setCurrentIndex(std::max(0, m_prices->findData(toString(settings.prices()))));
    m_prices->setToolTip(tr("The price charts, exports and the planner count: the catalog's new price, or its "
                            "used-market price where it has one. A part's own choice (the parts list's menu) wins."));
    for (const Settings::Currency &c : Settings::currencies())
        m_currency->addItem(c.code, c.code);
    m_currency->setCurrentIndex(std::max(0, m_currency->findData(settings.currency().code)));
    m_rate->setObjectName(QStringLiteral("rate"));
    m_rate->setRange(Ranges::CurrencyPerUsd.min, Ranges::CurrencyPerUsd.max);
    m_rate->setDecimals(4);
    m_rate->setValue(settings.currency().perUsd);
    m_rate->setToolTip(tr("RigPlan never fetches exchange rates: enter today's rate yourself."));
    connect(m_currency, &QComboBox::activated, this, [this] {
        for (const Settings::Currency &c : Settings::currencies()) {
            if (c.code == m_currency->currentData().toString())
                m_rate->setValue(c.perUsd);
        }
    });

    auto *form = new QFormLayout(this);
    form->addRow(tr("&Language:"), m_language);
    form->addRow(QString(), new QLabel(tr("A new language applies when RigPlan starts again.")));
    form->addRow(tr("Default &circuit:"), m_circuit);
    form->addRow(tr("&Baseline GPU:"), m_baseline);
    form->addRow(tr("PSU &headroom threshold:"), m_headroom);
    form->addRow(tr("&Prices:"), m_prices);
    form->addRow(tr("C&urrency:"), m_currency);
    form->addRow(tr("&Rate per US dollar:"), m_rate);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

bool SettingsDialog::save()
{
    Settings settings;
    const bool languageChanged = settings.language() != m_language->currentData().toString();
    settings.setLanguage(m_language->currentData().toString());
    settings.setDefaultCircuit(m_circuit->currentData().toString());
    settings.setBaselineGpu(m_baseline->currentData().toString());
    settings.setHeadroom(m_headroom->value() / 100.0);
    settings.setPrices(priceChoiceFromString(m_prices->currentData().toString()).value_or(PriceChoice::New));
    settings.setCurrency(m_currency->currentData().toString(), m_rate->value());
    return languageChanged;
}

} // namespace RigPlan::Ui
