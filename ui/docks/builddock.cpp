// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/docks/builddock.h"

#include "core/buildedits.h"
#include "core/power/powermodel.h"
#include "ui/document/builddocument.h"
#include "ui/models/partsummary.h"
#include "ui/widgets/compactcombobox.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QSpinBox>
#include <QToolButton>

namespace RigPlan::Ui {

BuildDock::BuildDock(BuildDocument *document, QWidget *parent)
    : QDockWidget(tr("Build"), parent)
    , m_document(document)
    , m_name(new QLineEdit)
    , m_circuit(new QComboBox)
    , m_otherLoad(new QSpinBox)
    , m_psuRows(new QWidget)
    , m_psuLayout(new QVBoxLayout(m_psuRows))
{
    setObjectName(QStringLiteral("BuildDock"));
    m_case = makePartPicker(PartKind::Case, tr("The case: its expansion slots, GPU clearance and mounts"));
    m_board = makePartPicker(PartKind::Board, tr("The motherboard: its PCIe connectors decide where cards go"));
    m_cpu = makePartPicker(PartKind::Cpu, tr("The CPU: its socket, power and PCIe lanes"));
    m_name->setPlaceholderText(tr("Name this build"));
    m_circuit->setToolTip(tr("The wall circuit the PSUs plug into; its continuous limit is 80% of the breaker."));
    m_circuit->addItem(tr("Default (from Settings)"), QString());
    for (const Circuit &c : Circuit::presets())
        m_circuit->addItem(tr("%1 (%2 W continuous)").arg(c.presetId).arg(c.continuousWatts()), c.presetId);
    m_otherLoad->setRange(0, 2000);
    m_otherLoad->setSuffix(tr(" W"));
    m_otherLoad->setSpecialValueText(tr("default"));
    m_otherLoad->setToolTip(
        tr("Drives, fans, RAM, pump: DC watts not listed as parts (default %1 W)").arg(PowerModel::kDefaultOtherLoadW));
    m_psuLayout->setContentsMargins(0, 0, 0, 0);

    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("C&ase:"), m_case);
    form->addRow(tr("&Board:"), m_board);
    form->addRow(tr("C&PU:"), m_cpu);
    form->addRow(tr("PS&Us:"), m_psuRows);
    form->addRow(tr("C&ircuit:"), m_circuit);
    form->addRow(tr("&Other load:"), m_otherLoad);
    auto *body = new QWidget;
    body->setLayout(form);
    setWidget(body);

    connect(m_name, &QLineEdit::editingFinished, this, [this] {
        Build next = m_document->build();
        next.name = m_name->text();
        m_document->edit(tr("Rename build"), next);
    });
    connect(m_circuit, &QComboBox::activated, this, [this] {
        Build next = m_document->build();
        const QString id = m_circuit->currentData().toString();
        next.circuit = id.isEmpty() ? std::nullopt : Circuit::preset(id);
        next.circuits.clear(); // one circuit for all PSUs again
        for (PsuPlacement &p : next.psus)
            p.circuit = 0;
        m_document->edit(tr("Change circuit"), next);
    });
    connect(m_otherLoad, &QSpinBox::editingFinished, this, [this] {
        Build next = m_document->build();
        next.otherLoadW = m_otherLoad->value() == 0 ? std::nullopt : std::optional<double>(m_otherLoad->value());
        m_document->edit(tr("Change other load"), next);
    });
    connect(m_document, &BuildDocument::changed, this, [this](const BuildChange &change) {
        if (change.reportChanged())
            sync();
    });
    sync();
}

QComboBox *BuildDock::picker(PartKind kind) const
{
    switch (kind) {
    case PartKind::Case:
        return m_case;
    case PartKind::Board:
        return m_board;
    case PartKind::Cpu:
        return m_cpu;
    default:
        return nullptr;
    }
}

QComboBox *BuildDock::makePartPicker(PartKind kind, const QString &tooltip)
{
    auto *box = new CompactComboBox(18);
    box->setToolTip(tooltip);
    connect(box, &QComboBox::activated, this, [this, box, kind] {
        Build next = m_document->build();
        const QString id = box->currentData().toString();
        QString *field = kind == PartKind::Case ? &next.caseId : kind == PartKind::Board ? &next.boardId : &next.cpuId;
        *field = id;
        m_document->edit(tr("Choose %1").arg(PartSummary::kindName(kind)), next);
    });
    return box;
}

void BuildDock::fillPartPicker(QComboBox *box, PartKind kind, const QString &current)
{
    box->clear();
    box->addItem(tr("(none)"), QString());
    for (const PartPtr &p : m_document->parts().parts(kind)) {
        box->addItem(p->name, p->id);
        box->setItemData(box->count() - 1, PartSummary::specLine(*p), Qt::ToolTipRole);
    }
    box->setCurrentIndex(std::max(0, box->findData(current)));
}

void BuildDock::rebuildPsuRows()
{
    while (QLayoutItem *item = m_psuLayout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    const Build &b = m_document->build();
    for (int k = 0; k < b.psus.size(); ++k) {
        auto *row = new QWidget;
        auto *h = new QHBoxLayout(row);
        h->setContentsMargins(0, 0, 0, 0);
        auto *box = new CompactComboBox(16);
        fillPartPicker(box, PartKind::Psu, b.psus[k].part);
        box->setToolTip(
            k == 0 ? tr("PSU 1 feeds the board, the CPU and every card's slot power") : tr("PSU %1").arg(k + 1));
        connect(box, &QComboBox::activated, this, [this, box, k] {
            Build next = m_document->build();
            const QString id = box->currentData().toString();
            if (id.isEmpty()) {
                BuildEdits::removePsu(next, k);
                if (next.psus.size() == 1 && k == 0)
                    next.psus.clear();
            } else {
                next.psus[k].part = id;
            }
            m_document->edit(tr("Choose PSU %1").arg(k + 1), next);
        });
        h->addWidget(box, 1);
        if (k > 0) {
            auto *remove = new QToolButton;
            remove->setText(QStringLiteral("−"));
            remove->setToolTip(tr("Remove PSU %1; its cards move to PSU 1").arg(k + 1));
            connect(remove, &QToolButton::clicked, this, [this, k] {
                Build next = m_document->build();
                BuildEdits::removePsu(next, k);
                m_document->edit(tr("Remove PSU %1").arg(k + 1), next);
            });
            h->addWidget(remove);
        }
        m_psuLayout->addWidget(row);
    }
    auto *add = new QToolButton;
    add->setText(b.psus.isEmpty() ? tr("Add a PSU") : tr("Add another PSU"));
    add->setToolTip(tr("A second PSU can sit on its own wall circuit (set by the circuit fixes)"));
    connect(add, &QToolButton::clicked, this, [this] {
        Build next = m_document->build();
        const std::vector<PartPtr> psus = m_document->parts().parts(PartKind::Psu);
        if (psus.empty())
            return;
        next.psus.append({ next.psus.isEmpty() ? psus.front()->id : next.psus.first().part, 0 });
        m_document->edit(tr("Add PSU"), next);
    });
    m_psuLayout->addWidget(add);
}

void BuildDock::sync()
{
    const Build &b = m_document->build();
    if (!m_name->hasFocus())
        m_name->setText(b.name);
    // Refill the lists only when the parts change (the file's own parts); otherwise just select.
    if (&m_document->parts() != m_filledFrom) {
        m_filledFrom = &m_document->parts();
        fillPartPicker(m_case, PartKind::Case, b.caseId);
        fillPartPicker(m_board, PartKind::Board, b.boardId);
        fillPartPicker(m_cpu, PartKind::Cpu, b.cpuId);
        m_shownPsus.reset();
    }
    for (auto [box, id] :
        { std::pair { m_case, &b.caseId }, std::pair { m_board, &b.boardId }, std::pair { m_cpu, &b.cpuId } })
        box->setCurrentIndex(std::max(0, box->findData(*id)));
    if (m_shownPsus != b.psus) {
        m_shownPsus = b.psus;
        rebuildPsuRows();
    }
    const QString circuit
        = b.circuits.isEmpty() ? (b.circuit ? b.circuit->presetId : QString()) : b.circuits.first().presetId;
    m_circuit->setCurrentIndex(std::max(0, m_circuit->findData(circuit)));
    m_otherLoad->setValue(static_cast<int>(b.otherLoadW.value_or(0)));
}

} // namespace RigPlan::Ui
