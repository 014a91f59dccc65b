// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/document/builddocument.h"

#include "core/plan/optimisedlimits.h"
#include "ui/document/buildeditcommand.h"

#include <QLocale>
#include <QSignalBlocker>

#include <algorithm>

namespace RigPlan::Ui {

BuildDocument::BuildDocument(const PartCatalog *catalog, QObject *parent)
    : QObject(parent)
    , m_catalog(std::make_unique<LayeredCatalog>(catalog, QList<Part>()))
    , m_baseCatalog(catalog)
    , m_defaultCircuit(Circuit::defaultForLocale(QLocale()))
    , m_headroom(PowerModel::kDefaultHeadroom)
{
    connect(&m_undoStack, &QUndoStack::cleanChanged, this, [this](bool clean) { Q_EMIT modifiedChanged(!clean); });
    refresh(BuildChange::Everything);
}

BuildDocument::~BuildDocument()
{
    // Commands point back at the document. Clearing a modified stack says "clean": nobody may hear it,
    // the window listening may be half destroyed already (UBSan: a downcast to a destroyed MainWindow).
    const QSignalBlocker silence(this);
    m_undoStack.clear();
}

void BuildDocument::setFileName(const QString &fileName)
{
    if (m_fileName == fileName)
        return;
    m_fileName = fileName;
    Q_EMIT fileNameChanged(fileName);
}

void BuildDocument::reset(const Build &build, const QString &fileName)
{
    m_undoStack.clear();
    const BuildChange change(BuildChange::between(m_build, build).kinds() | BuildChange::Reset
        | (m_highlightedGpus.isEmpty() ? BuildChange::None : BuildChange::Selection));
    m_build = build;
    m_highlightedGpus.clear(); // the cards of another build
    refresh(change);
    setFileName(fileName);
    Q_EMIT modifiedChanged(false);
}

void BuildDocument::edit(const QString &text, const Build &next, EditMerge merge, int mergeKey)
{
    if (next == m_build)
        return;
    m_undoStack.push(new BuildEditCommand(this, text, m_build, next, merge, mergeKey));
}

void BuildDocument::applyFromCommand(const Build &build)
{
    BuildChange change = BuildChange::between(m_build, build);
    if (change.kinds() == BuildChange::None && !(build == m_build))
        change = BuildChange(BuildChange::BuildContent); // a field between() does not know yet
    m_build = build;
    // Highlights name cards by index: drop the ones that are gone.
    const auto gone = std::remove_if(
        m_highlightedGpus.begin(), m_highlightedGpus.end(), [n = m_build.gpus.size()](int gpu) { return gpu >= n; });
    if (gone != m_highlightedGpus.end()) {
        m_highlightedGpus.erase(gone, m_highlightedGpus.end());
        change = BuildChange(change.kinds() | BuildChange::Selection);
    }
    refresh(change);
}

void BuildDocument::setCheckOptions(double headroom)
{
    if (m_headroom == headroom)
        return;
    m_headroom = headroom;
    refresh(BuildChange::CheckOptions);
}

void BuildDocument::setDefaultCircuit(const Circuit &circuit)
{
    if (m_defaultCircuit == circuit)
        return;
    m_defaultCircuit = circuit;
    refresh(BuildChange::CheckOptions);
}

void BuildDocument::setHighlightedGpus(const QList<int> &gpus)
{
    // Not QList::operator==: in Qt 6.4 it memcmp()s a null buffer when one empty list was never allocated
    // (UBSan: "null pointer passed as argument 2", found by tst_soak).
    if (std::ranges::equal(m_highlightedGpus, gpus))
        return;
    m_highlightedGpus = gpus;
    Q_EMIT changed(BuildChange::Selection);
}

std::shared_ptr<const PartCatalog> BuildDocument::catalogSnapshot() const
{
    auto snapshot = std::make_shared<InMemoryCatalog>();
    for (PartKind kind : { PartKind::Gpu, PartKind::Board, PartKind::Case, PartKind::Psu, PartKind::Cpu,
             PartKind::Riser, PartKind::PsuSync }) {
        for (const PartPtr &part : m_catalog->parts(kind))
            snapshot->insert(*part);
    }
    snapshot->parts(PartKind::Gpu); // builds its lazy index here, so readers on other threads only read
    return snapshot;
}

PlacementService BuildDocument::placement() const
{
    return PlacementService(parts(), m_defaultCircuit, checkOptions());
}

CheckOptions BuildDocument::checkOptions() const
{
    CheckOptions options;
    options.headroom = m_headroom;
    options.catalog = m_catalog.get();
    return options;
}

void BuildDocument::refresh(BuildChange change)
{
    // Inline parts of the file shadow the catalog; rebuild the overlay only when they change.
    if (m_catalog && m_resolved.build.parts != m_build.parts)
        m_catalog = std::make_unique<LayeredCatalog>(m_baseCatalog, m_build.parts);
    // Resolved against the catalog alone (resolve() lays the file's parts over it itself), so that an inline
    // part redefining a catalog id is seen and said (part.redefined), as rigplan-cli check says it.
    static const InMemoryCatalog kNoCatalog;
    m_resolved = ResolvedBuild::resolve(m_build, m_baseCatalog ? *m_baseCatalog : kNoCatalog, m_defaultCircuit).value();
    const CheckOptions options = checkOptions();
    m_report = check(m_resolved, options);
    offerOptimisedLimits(m_report, m_resolved, options); // the "best limits" fix for overloads; about a millisecond
    Q_EMIT changed(change);
}

} // namespace RigPlan::Ui
