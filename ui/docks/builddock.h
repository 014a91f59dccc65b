// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/build.h"
#include "core/partcatalog.h"

#include <QDockWidget>

class QComboBox;
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
    QComboBox *circuitPicker() const { return m_circuit; }

private:
    void sync();
    QComboBox *makePartPicker(PartKind kind, const QString &tooltip);
    void fillPartPicker(QComboBox *box, PartKind kind, const QString &current);
    void rebuildPsuRows();

    BuildDocument *m_document;
    QLineEdit *m_name;
    QComboBox *m_case, *m_board, *m_cpu, *m_circuit;
    QSpinBox *m_otherLoad;
    QWidget *m_psuRows;
    QVBoxLayout *m_psuLayout;
    const PartCatalog *m_filledFrom = nullptr;
    std::optional<QList<PsuPlacement>> m_shownPsus;
};

} // namespace RigPlan::Ui
