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
class QToolButton;
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
    /** One model picker per PSU of the build, in order. */
    QList<QComboBox *> psuPickers() const;
    /** How the PSUs switch on together (shown with two PSUs or more). */
    QComboBox *psuSyncPicker() const { return m_psuSync; }
    QSpinBox *otherLoadBox() const { return m_otherLoad; }

private:
    /** A PSU's row: its model, its wall circuit (with several circuits), a remove button (PSU 2 on). */
    struct PsuRow
    {
        QWidget *row;
        QComboBox *part;
        QComboBox *circuit;
    };

    void sync();
    QComboBox *makePartPicker(PartKind kind, const QString &tooltip);
    void fillPartPicker(QComboBox *box, PartKind kind, const QString &current);
    PsuRow makePsuRow(int k);
    void syncPsuRows(bool refill);
    void makePsuSyncPicker();
    void fillPsuSyncPicker();
    void syncCircuitRows(int count);
    void chooseCircuit(int index, QComboBox *box);
    void orderTabs();

    BuildDocument *m_document;
    QLineEdit *m_name;
    QComboBox *m_case, *m_board, *m_cpu;
    QList<QComboBox *> m_circuits;
    QList<QWidget *> m_circuitRowList; // m_circuits[k]'s row, with its "k:" label
    QWidget *m_circuitRows;
    QVBoxLayout *m_circuitLayout;
    QFormLayout *m_form = nullptr;
    QSpinBox *m_otherLoad;
    QWidget *m_psuRows;
    QVBoxLayout *m_psuLayout;
    QList<PsuRow> m_psuRowList;
    QComboBox *m_psuSync = nullptr;
    QToolButton *m_addPsu = nullptr;
    const PartCatalog *m_filledFrom = nullptr;
};

} // namespace RigPlan::Ui
