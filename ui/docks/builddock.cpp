// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/docks/builddock.h"

#include "core/buildedits.h"
#include "core/power/powermodel.h"
#include "core/valueranges.h"
#include "ui/document/builddocument.h"
#include "ui/models/partsummary.h"
#include "ui/widgets/compactcombobox.h"
#include "ui/widgets/wheelguard.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QToolButton>

#include <algorithm>

namespace RigPlan::Ui {

namespace {

/**
 * A part in a picker: its name from the catalog's listing, its key figures (the tooltip) made when
 * first hovered. Filling the pickers then reads no part whole, which at startup was 80 parts read
 * and described before the first frame for tooltips nobody had asked for yet.
 */
class PartPickerItem : public QStandardItem
{
public:
    PartPickerItem(const PartListing &listing, const BuildDocument *document)
        : QStandardItem(listing.name)
        , m_document(document)
    {
        setData(listing.id, Qt::UserRole); // where QComboBox keeps an item's data (findData, currentData)
    }

    QVariant data(int role) const override
    {
        if (role != Qt::ToolTipRole)
            return QStandardItem::data(role);
        if (!m_spec) {
            // The document's parts now, not when the item was made: the overlay of inline parts changes.
            const PartPtr part = m_document->parts().find(QStandardItem::data(Qt::UserRole).toString());
            m_spec = part ? PartSummary::specLine(*part) : QString();
        }
        return *m_spec;
    }

private:
    const BuildDocument *m_document;
    mutable std::optional<QString> m_spec;
};

} // namespace

BuildDock::BuildDock(BuildDocument *document, QWidget *parent)
    : QDockWidget(tr("Build"), parent)
    , m_document(document)
    , m_name(new QLineEdit)
    , m_circuitRows(new QWidget)
    , m_circuitLayout(new QVBoxLayout(m_circuitRows))
    , m_otherLoad(new QSpinBox)
    , m_psuRows(new QWidget)
    , m_psuLayout(new QVBoxLayout(m_psuRows))
{
    setObjectName(QStringLiteral("BuildDock"));
    m_case = makePartPicker(PartKind::Case, tr("The case: its expansion slots, GPU clearance and mounts"));
    m_board = makePartPicker(PartKind::Board, tr("The motherboard: its PCIe connectors decide where cards go"));
    m_cpu = makePartPicker(PartKind::Cpu, tr("The CPU: its socket, power and PCIe lanes"));
    m_name->setPlaceholderText(tr("Name this build"));
    m_circuitLayout->setContentsMargins(0, 0, 0, 0);
    syncCircuitRows(1);
    m_otherLoad->setRange(int(Ranges::OtherLoadW.min), int(Ranges::OtherLoadW.max));
    m_otherLoad->setSuffix(tr(" W"));
    m_otherLoad->setSpecialValueText(tr("default"));
    m_otherLoad->setToolTip(
        tr("Drives, fans, RAM, pump: DC watts not listed as parts (default %1 W)").arg(PowerModel::kDefaultOtherLoadW));
    WheelGuard::guard(m_otherLoad);
    m_psuLayout->setContentsMargins(0, 0, 0, 0);
    makePsuSyncPicker();
    m_addPsu = new QToolButton;
    m_addPsu->setToolTip(tr("A second PSU can sit on its own wall circuit (set by the circuit fixes)"));
    connect(m_addPsu, &QToolButton::clicked, this, [this] {
        Build next = m_document->build();
        const std::vector<PartPtr> psus = m_document->parts().parts(PartKind::Psu);
        if (psus.empty())
            return;
        next.psus.append({ next.psus.isEmpty() ? psus.front()->id : next.psus.first().part, 0 });
        m_document->edit(tr("Add PSU"), next);
    });
    m_psuLayout->addWidget(m_addPsu);

    auto *form = m_form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("C&ase:"), m_case);
    form->addRow(tr("&Board:"), m_board);
    form->addRow(tr("C&PU:"), m_cpu);
    form->addRow(tr("PS&Us:"), m_psuRows);
    form->addRow(tr("C&ircuit:"), m_circuitRows);
    form->addRow(tr("&Other load:"), m_otherLoad);
    auto *body = new QWidget;
    body->setLayout(form);
    // Scrolls on a short screen rather than making the window taller than it.
    auto *scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidget(body);
    setWidget(scroll);

    connect(m_name, &QLineEdit::editingFinished, this, [this] {
        Build next = m_document->build();
        next.name = m_name->text();
        m_document->edit(tr("Rename build"), next);
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
    WheelGuard::guard(box);
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
    auto *items = qobject_cast<QStandardItemModel *>(box->model()); // QComboBox's own
    for (const PartListing &listing : m_document->parts().listing(kind))
        items->appendRow(new PartPickerItem(listing, m_document));
    box->setCurrentIndex(std::max(0, box->findData(current)));
}

void BuildDock::syncCircuitRows(int count)
{
    // In place: a picker may be the one whose signal brought us here (no widget goes inside its own signal).
    while (m_circuitRowList.size() > count) {
        QWidget *row = m_circuitRowList.takeLast();
        m_circuits.removeLast();
        m_circuitLayout->removeWidget(row);
        row->hide();
        row->deleteLater();
    }
    while (m_circuitRowList.size() < count) {
        const int k = static_cast<int>(m_circuitRowList.size());
        auto *box = new CompactComboBox(16);
        box->addItem(tr("Default (from Settings)"), QString());
        for (const Circuit &c : Circuit::presets())
            box->addItem(tr("%1 (%2 W continuous)").arg(c.presetId).arg(c.continuousWatts()), c.presetId);
        WheelGuard::guard(box);
        connect(box, &QComboBox::activated, this, [this, k, box] { chooseCircuit(k, box); });
        auto *row = new QWidget;
        auto *h = new QHBoxLayout(row);
        h->setContentsMargins(0, 0, 0, 0);
        h->addWidget(new QLabel(tr("%1:").arg(k + 1)));
        h->addWidget(box, 1);
        m_circuitLayout->addWidget(row);
        m_circuitRowList.append(row);
        m_circuits.append(box);
    }
    for (int k = 0; k < count; ++k) {
        // A single circuit needs no number.
        m_circuitRowList[k]->findChild<QLabel *>(QString(), Qt::FindDirectChildrenOnly)->setVisible(count > 1);
        m_circuits[k]->setToolTip(count == 1
                ? tr("The wall circuit the PSUs plug into; its continuous limit is 80% of the breaker.")
                : tr("Wall circuit %1: the PSUs set to it plug in here").arg(k + 1));
    }
}

void BuildDock::chooseCircuit(int index, QComboBox *box)
{
    Build next = m_document->build();
    const QString id = box->currentData().toString();
    if (id == u"custom")
        return; // the file's own circuit, already chosen
    const std::optional<Circuit> chosen = id.isEmpty() ? std::nullopt : Circuit::preset(id);
    if (next.circuits.isEmpty() || (next.circuits.size() == 1 && index == 0)) {
        next.circuit = chosen;
        next.circuits.clear();
        for (PsuPlacement &p : next.psus)
            p.circuit = 0;
    } else if (index < next.circuits.size()) {
        next.circuits[index] = chosen.value_or(m_document->defaultCircuit());
    }
    m_document->edit(tr("Change circuit %1").arg(index + 1), next);
}

void BuildDock::makePsuSyncPicker()
{
    // How the PSUs switch on together (psu.sync): a sync adapter of the catalog, or separate switches.
    m_psuSync = new CompactComboBox(16);
    m_psuSync->setToolTip(tr("How the PSUs switch on together: an adapter ties them to the board's PSU; by hand, "
                             "the GPU PSUs go on first and off last"));
    m_psuSync->setAccessibleName(tr("PSU sync"));
    m_psuSync->hide(); // shown with a second PSU
    WheelGuard::guard(m_psuSync);
    connect(m_psuSync, &QComboBox::activated, this, [this] {
        Build next = m_document->build();
        const QString data = m_psuSync->currentData().toString();
        if (data.isEmpty())
            next.psuSync.reset();
        else if (data.startsWith(QStringLiteral("adapter:")))
            next.psuSync = PsuSync { data.mid(8), false };
        else
            next.psuSync = PsuSync { QString(), true };
        m_document->edit(tr("Set how the PSUs switch on"), next);
    });
    m_psuLayout->addWidget(m_psuSync);
}

void BuildDock::fillPsuSyncPicker()
{
    m_psuSync->clear();
    m_psuSync->addItem(tr("Switched on together: not said"), QString());
    m_psuSync->addItem(
        tr("Separate switches (each PSU on its own circuit)"), QStringLiteral("method:separate-switches"));
    for (const PartListing &p : m_document->parts().listing(PartKind::PsuSync))
        m_psuSync->addItem(tr("Sync adapter: %1").arg(p.name), QString(QStringLiteral("adapter:") + p.id));
}

BuildDock::PsuRow BuildDock::makePsuRow(int k)
{
    // Row k stands for PSU k for as long as it lives: the handlers read the build's psus[k] when used.
    auto *row = new QWidget;
    auto *h = new QHBoxLayout(row);
    h->setContentsMargins(0, 0, 0, 0);
    auto *box = new CompactComboBox(16);
    box->setToolTip(
        k == 0 ? tr("PSU 1 feeds the board, the CPU and every card's slot power") : tr("PSU %1").arg(k + 1));
    WheelGuard::guard(box);
    connect(box, &QComboBox::activated, this, [this, box, k] {
        Build next = m_document->build();
        if (k >= next.psus.size())
            return;
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
    // Which wall circuit this unit plugs into (shown with several circuits).
    auto *circuit = new QComboBox;
    circuit->setToolTip(tr("The wall circuit PSU %1 plugs into").arg(k + 1));
    circuit->hide();
    WheelGuard::guard(circuit);
    connect(circuit, &QComboBox::activated, this, [this, k](int c) {
        Build next = m_document->build();
        if (k >= next.psus.size())
            return;
        next.psus[k].circuit = c;
        m_document->edit(tr("Move PSU %1 to circuit %2").arg(k + 1).arg(c + 1), next);
    });
    h->addWidget(circuit);
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
    return { row, box, circuit };
}

void BuildDock::syncPsuRows(bool refill)
{
    const Build &b = m_document->build();
    const int count = static_cast<int>(b.psus.size());
    // Rows are updated in place and only surplus ones go, later: the picker or the remove button whose
    // signal led here may be one of them, and QComboBox goes on using itself after activated() (a wheel
    // over a PSU picker crashed in its textActivated() once the rows were rebuilt under it).
    bool added = false;
    while (m_psuRowList.size() > count) {
        const PsuRow row = m_psuRowList.takeLast();
        m_psuLayout->removeWidget(row.row);
        row.row->hide();
        row.row->deleteLater();
    }
    while (m_psuRowList.size() < count) {
        const int k = static_cast<int>(m_psuRowList.size());
        const PsuRow row = makePsuRow(k);
        fillPartPicker(row.part, PartKind::Psu, b.psus[k].part);
        m_psuLayout->insertWidget(k, row.row); // above the sync picker and the add button
        m_psuRowList.append(row);
        added = true;
    }
    const int circuits = static_cast<int>(b.circuits.size());
    for (int k = 0; k < count; ++k) {
        const PsuRow &row = m_psuRowList[k];
        if (refill)
            fillPartPicker(row.part, PartKind::Psu, b.psus[k].part);
        row.part->setCurrentIndex(std::max(0, row.part->findData(b.psus[k].part)));
        if (circuits > 1 && row.circuit->count() != circuits) {
            row.circuit->clear();
            for (int c = 0; c < circuits; ++c)
                row.circuit->addItem(tr("circuit %1").arg(c + 1), c);
        }
        if (circuits > 1)
            row.circuit->setCurrentIndex(std::clamp(b.psus[k].circuit, 0, circuits - 1));
        row.circuit->setVisible(circuits > 1);
    }
    if (refill)
        fillPsuSyncPicker();
    const QString sync = !b.psuSync   ? QString()
        : b.psuSync->separateSwitches ? QStringLiteral("method:separate-switches")
                                      : QString(QStringLiteral("adapter:") + b.psuSync->adapter);
    m_psuSync->setCurrentIndex(std::max(0, m_psuSync->findData(sync)));
    m_psuSync->setVisible(count >= 2);
    m_addPsu->setText(b.psus.isEmpty() ? tr("Add a PSU") : tr("Add another PSU"));
    if (added)
        orderTabs();
}

void BuildDock::orderTabs()
{
    // Top to bottom as the form reads: rows made after the form would otherwise come last.
    QList<QWidget *> order { m_name, m_case, m_board, m_cpu };
    for (const PsuRow &row : std::as_const(m_psuRowList)) {
        order << row.part << row.circuit;
        if (auto *remove = row.row->findChild<QToolButton *>(QString(), Qt::FindDirectChildrenOnly))
            order << remove;
    }
    order << m_psuSync << m_addPsu;
    for (QComboBox *box : std::as_const(m_circuits))
        order << box;
    order << m_otherLoad;
    for (qsizetype i = 1; i < order.size(); ++i)
        QWidget::setTabOrder(order[i - 1], order[i]);
}

QList<QComboBox *> BuildDock::psuPickers() const
{
    QList<QComboBox *> out;
    for (const PsuRow &row : m_psuRowList)
        out << row.part;
    return out;
}

void BuildDock::sync()
{
    const Build &b = m_document->build();
    if (!m_name->hasFocus() && m_name->text() != b.name) {
        m_name->setText(b.name);
        m_name->setCursorPosition(0); // a long name shows its start, not its end, in a narrow dock
    }
    // Refill the lists only when the parts change (the file's own parts); otherwise just select.
    const bool refill = &m_document->parts() != m_filledFrom;
    if (refill) {
        m_filledFrom = &m_document->parts();
        fillPartPicker(m_case, PartKind::Case, b.caseId);
        fillPartPicker(m_board, PartKind::Board, b.boardId);
        fillPartPicker(m_cpu, PartKind::Cpu, b.cpuId);
    }
    for (auto [box, id] :
        { std::pair { m_case, &b.caseId }, std::pair { m_board, &b.boardId }, std::pair { m_cpu, &b.cpuId } })
        box->setCurrentIndex(std::max(0, box->findData(*id)));
    syncPsuRows(refill);
    const int circuitCount = std::max(1, static_cast<int>(b.circuits.size()));
    if (m_circuits.size() != circuitCount) {
        const bool more = m_circuits.size() < circuitCount;
        syncCircuitRows(circuitCount);
        if (auto *label = qobject_cast<QLabel *>(m_form->labelForField(m_circuitRows)))
            label->setText(circuitCount == 1 ? tr("C&ircuit:") : tr("C&ircuits:"));
        if (more)
            orderTabs();
    }
    for (int k = 0; k < circuitCount; ++k) {
        const std::optional<Circuit> circuit = b.circuits.isEmpty() ? b.circuit : std::optional(b.circuits[k]);
        QComboBox *box = m_circuits[k];
        int index = circuit ? box->findData(circuit->presetId) : 0;
        if (circuit && circuit->presetId.isEmpty()) {
            // A circuit the file spells out: show it as it is, not as "Default".
            index = box->findData(circuit->label(), Qt::ToolTipRole);
            if (index < 0) {
                box->addItem(circuit->label(), QStringLiteral("custom"));
                index = box->count() - 1;
                box->setItemData(index, circuit->label(), Qt::ToolTipRole);
            }
        }
        box->setCurrentIndex(std::max(0, index));
    }
    m_otherLoad->setValue(roundToInt(b.otherLoadW.value_or(0)));
}

} // namespace RigPlan::Ui
