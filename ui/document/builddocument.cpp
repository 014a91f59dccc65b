// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/document/builddocument.h"

#include "ui/document/buildeditcommand.h"

#include <QLocale>

namespace RigPlan::Ui {

BuildDocument::BuildDocument(const PartCatalog *catalog, QObject *parent)
    : QObject(parent)
    , m_catalog(std::make_unique<LayeredCatalog>(catalog, QList<Part>()))
    , m_baseCatalog(catalog)
    , m_defaultCircuit(Circuit::defaultForLocale(QLocale()))
    , m_headroom(PowerModel::kDefaultHeadroom)
{
    connect(&m_undoStack, &QUndoStack::cleanChanged, this, [this](bool clean) { Q_EMIT modifiedChanged(!clean); });
    refresh();
}

BuildDocument::~BuildDocument()
{
    m_undoStack.clear(); // commands point back at the document
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
    m_build = build;
    refresh();
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
    m_build = build;
    refresh();
}

void BuildDocument::setCheckOptions(double headroom)
{
    m_headroom = headroom;
    refresh();
}

void BuildDocument::setDefaultCircuit(const Circuit &circuit)
{
    m_defaultCircuit = circuit;
    refresh();
}

CheckOptions BuildDocument::checkOptions() const
{
    CheckOptions options;
    options.headroom = m_headroom;
    options.catalog = m_catalog.get();
    options.optimisePowerLimits = true; // the "best limits" fix for overloads; about a millisecond
    return options;
}

void BuildDocument::refresh()
{
    // Inline parts of the file shadow the catalog; rebuild the overlay only when they change.
    if (m_catalog && m_resolved.build.parts != m_build.parts)
        m_catalog = std::make_unique<LayeredCatalog>(m_baseCatalog, m_build.parts);
    m_resolved = ResolvedBuild::resolve(m_build, *m_catalog, m_defaultCircuit);
    m_report = check(m_resolved, checkOptions());
    Q_EMIT changed();
}

} // namespace RigPlan::Ui
