// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QComboBox;
class QDoubleSpinBox;

namespace RigPlan {
class PartCatalog;
}

namespace RigPlan::Ui {

/** Language, default circuit, baseline GPU, PSU headroom threshold and display currency. */
class SettingsDialog : public QDialog
{
    Q_OBJECT

public:
    SettingsDialog(const PartCatalog &catalog, QWidget *parent = nullptr);

    /** Stores the choices; true if the language changed (it applies on the next start). */
    bool save();

private:
    QComboBox *m_language, *m_circuit, *m_baseline, *m_currency;
    QDoubleSpinBox *m_headroom, *m_rate;
    QComboBox *m_prices;
};

} // namespace RigPlan::Ui
