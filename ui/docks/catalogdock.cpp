// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/docks/catalogdock.h"

#include "core/buildedits.h"
#include "ui/docks/partstableview.h"
#include "ui/document/builddocument.h"
#include "ui/models/catalogfilterproxy.h"
#include "ui/models/catalogmodel.h"
#include "ui/models/partsummary.h"
#include "ui/widgets/plainheaderview.h"
#include "ui/widgets/wheelguard.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLineEdit>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace RigPlan::Ui {

CatalogDock::CatalogDock(BuildDocument *document, QWidget *parent)
    : QDockWidget(tr("Parts"), parent)
    , m_document(document)
    , m_model(new CatalogModel(this))
    , m_proxy(new CatalogFilterProxy(this))
    , m_view(new PartsTableView(m_model))
    , m_search(new QLineEdit)
    , m_kind(new QComboBox)
    , m_compatibleOnly(new QCheckBox(tr("&Compatible only")))
    , m_compatibilityTimer(new QTimer(this))
{
    setObjectName(QStringLiteral("CatalogDock"));
    m_model->setCatalog(&document->parts());
    // Filter before the view sees the model: its headers then size sections for the GPUs alone, not for
    // every part of the catalog first.
    m_proxy->setKind(PartKind::Gpu);
    m_proxy->setSourceModel(m_model);
    // The sort set before the model, so turning sorting on sorts once (each sort re-measures the headers).
    m_view->setHorizontalHeader(new PlainHeaderView(Qt::Horizontal, m_view));
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSortIndicator(CatalogModel::KindColumn, Qt::AscendingOrder);
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setDragEnabled(true);
    m_view->setDragDropMode(QAbstractItemView::DragOnly);
    m_view->horizontalHeader()->setSectionResizeMode(CatalogModel::NameColumn, QHeaderView::Stretch);
    m_view->setAlternatingRowColors(true);
    // One line per part, long figures elided (the tooltip has them all): wrapped text was cut at the row
    // height anyway, and laying it out cost a millisecond at startup.
    m_view->setWordWrap(false);
    m_view->setToolTip(tr("Drag a GPU onto a slot, a riser area or a card of the chassis, or press Enter or "
                          "double-click to add it at the next place that takes it. Hover a part for its source."));
    m_view->installEventFilter(this);
    connect(m_view, &QAbstractItemView::doubleClicked, this, [this] {
        if (const QString id = currentGpuPart(); !id.isEmpty())
            Q_EMIT addRequested(id);
    });

    m_search->setPlaceholderText(tr("Search parts (e.g. 3090 blower)"));
    m_search->setClearButtonEnabled(true);
    m_kind->addItem(tr("All kinds"), -1);
    for (PartKind kind : { PartKind::Gpu, PartKind::Board, PartKind::Case, PartKind::Cpu, PartKind::Psu,
             PartKind::Riser, PartKind::PsuSync })
        m_kind->addItem(PartSummary::kindName(kind), static_cast<int>(kind));
    m_kind->setCurrentIndex(1); // GPUs, as the proxy already filters
    WheelGuard::guard(m_kind); // a wheel on the way to the list does not change what it lists
    m_compatibleOnly->setToolTip(tr("Grey out parts that would add an error to this build"));

    auto *filters = new QHBoxLayout;
    filters->addWidget(m_search, 1);
    filters->addWidget(m_kind);
    filters->addWidget(m_compatibleOnly);
    auto *body = new QWidget;
    auto *layout = new QVBoxLayout(body);
    layout->addLayout(filters);
    layout->addWidget(m_view);
    setWidget(body);

    connect(m_search, &QLineEdit::textChanged, m_proxy, &CatalogFilterProxy::setSearchText);
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] {
        const int kind = m_kind->currentData().toInt();
        m_proxy->setKind(kind < 0 ? std::nullopt : std::optional(static_cast<PartKind>(kind)));
    });
    // Compatibility costs a check per part: run it once the user pauses, not on every keystroke.
    m_compatibilityTimer->setSingleShot(true);
    m_compatibilityTimer->setInterval(150);
    connect(m_compatibilityTimer, &QTimer::timeout, this, &CatalogDock::updateCompatibility);
    connect(m_compatibleOnly, &QCheckBox::toggled, this, &CatalogDock::updateCompatibility);
    connect(document, &BuildDocument::changed, this, [this] {
        // The file's inline parts came or went: the list reads its parts from the new overlay (the
        // model reads parts on demand, so it must not keep the old one).
        if (m_model->catalog() != &m_document->parts())
            m_model->setCatalog(&m_document->parts());
        if (m_compatibleOnly->isChecked())
            m_compatibilityTimer->start();
    });
}

QString CatalogDock::currentGpuPart() const
{
    const QModelIndex index = m_view->currentIndex();
    if (!index.isValid())
        return {};
    const int row = m_proxy->mapToSource(index).row();
    return m_model->kindAt(row) == PartKind::Gpu ? m_model->partIdAt(row) : QString();
}

bool CatalogDock::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            if (const QString id = currentGpuPart(); !id.isEmpty()) {
                Q_EMIT addRequested(id);
                return true;
            }
        }
    }
    return QDockWidget::eventFilter(watched, event);
}

QSet<QString> CatalogDock::incompatibleParts() const
{
    QSet<QString> out;
    const Build &build = m_document->build();
    const PartCatalog &parts = m_document->parts();
    const CheckOptions options = [&] {
        CheckOptions o = m_document->checkOptions();
        o.catalog = nullptr; // no fix search: we only count errors
        return o;
    }();
    const int errorsNow = m_document->report().count(Severity::Error);
    const PlacementService placement = m_document->placement();
    const auto errorsWith = [&](const Build &b) {
        return check(ResolvedBuild::resolve(b, parts, m_document->defaultCircuit()).value(), options)
            .count(Severity::Error);
    };
    for (PartKind kind : { PartKind::Gpu, PartKind::Board, PartKind::Case, PartKind::Cpu, PartKind::Psu }) {
        for (const PartPtr &p : parts.parts(kind)) {
            Build next = build;
            if (kind == PartKind::Gpu) {
                // Where "add" would put it (the placement policy the chassis uses); nowhere: incompatible.
                const PlacementPayload payload = PlacementPayload::part(p->id);
                const std::optional<PlacementTarget> target = placement.firstLegalTarget(build, payload);
                if (!target && !build.boardId.isEmpty()) {
                    out.insert(p->id);
                    continue;
                }
                if (!target) { // no board yet: the card unplaced, for its other rules
                    BuildEdits::addGpu(next, p->id, std::nullopt);
                } else {
                    next = *placement.place(build, payload, *target).build;
                }
            } else if (kind == PartKind::Psu) {
                if (next.psus.isEmpty())
                    next.psus.append({ p->id, 0 });
                else
                    next.psus[0].part = p->id;
            } else {
                (kind == PartKind::Case ? next.caseId : kind == PartKind::Board ? next.boardId : next.cpuId) = p->id;
            }
            if (errorsWith(next) > errorsNow)
                out.insert(p->id);
        }
    }
    return out;
}

void CatalogDock::updateCompatibility()
{
    m_model->setIncompatible(m_compatibleOnly->isChecked() ? incompatibleParts() : QSet<QString>());
}

} // namespace RigPlan::Ui
