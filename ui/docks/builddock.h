// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/build.h"
#include "core/partcatalog.h"

#include <QDockWidget>

class QComboBox;
class QFormLayout;
class QLineEdit;
class QSpinBox;
class QVBoxLayout;

namespace RigPlan::Ui {

class BuildDocument;

/** The pickers: name, case, board, CPU, PSUs with their circuits, the wall circuit and other load. */
class BuildDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit BuildDock(BuildDocument *document, QWidget *parent = nullptr);

    QComboBox *picker(PartKind kind) const;
    /** The first circuit's picker (the only one unless PSUs sit on separate circuits). */
    QComboBox *circuitPicker() const { return m_circuits.value(0); }
    /** One picker per wall circuit of the build. */
    const QList<QComboBox *> &circuitPickers() const { return m_circuits; }

private:
    void sync();
    QComboBox *makePartPicker(PartKind kind, const QString &tooltip);
    void fillPartPicker(QComboBox *box, PartKind kind, const QString &current);
    void rebuildPsuRows();
    QWidget *makePsuSyncPicker(const Build &b);
    void rebuildCircuitRows(int count);
    void chooseCircuit(int index, QComboBox *box);

    BuildDocument *m_document;
    QLineEdit *m_name;
    QComboBox *m_case, *m_board, *m_cpu;
    QList<QComboBox *> m_circuits;
    QWidget *m_circuitRows;
    QVBoxLayout *m_circuitLayout;
    QFormLayout *m_form = nullptr;
    QSpinBox *m_otherLoad;
    QWidget *m_psuRows;
    QVBoxLayout *m_psuLayout;
    const PartCatalog *m_filledFrom = nullptr;
    std::optional<QList<PsuPlacement>> m_shownPsus;
    std::optional<PsuSync> m_shownPsuSync; // the PSU sync the picker shows
    int m_shownCircuitCount = 1;
};

} // namespace RigPlan::Ui
