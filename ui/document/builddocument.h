// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/build.h"
#include "core/partcatalog.h"
#include "core/placement/placement.h"
#include "core/resolvedbuild.h"
#include "core/rules/checker.h"
#include "ui/document/buildchange.h"

#include <QObject>
#include <QUndoStack>

#include <memory>

namespace RigPlan::Ui {

/** Ids of mergeable edits (after Tiled's undocommands.h): same id and key = one undo step. */
enum class EditMerge
{
    None = -1,
    PowerLimit = 1
};

/**
 * The open build: its state, its undo stack, its file, and the check report kept up to date. Every
 * change goes through edit() as one undoable step; views listen to changed() and redo only what the
 * BuildChange says was touched.
 */
class BuildDocument : public QObject
{
    Q_OBJECT

public:
    BuildDocument(const PartCatalog *catalog, QObject *parent = nullptr);
    ~BuildDocument() override;

    const Build &build() const { return m_build; }
    const ResolvedBuild &resolved() const { return m_resolved; }
    const CheckReport &report() const { return m_report; }
    const PartCatalog *catalog() const { return m_catalog.get(); }
    /** The catalog without the file's inline parts (what a new build can use). */
    const PartCatalog *baseCatalog() const { return m_baseCatalog; }
    QUndoStack *undoStack() { return &m_undoStack; }

    /**
     * Parts of the file over the catalog: what names and fixes resolve against. Replaced when the
     * file's inline parts change (BuildChange::Catalog): do not keep the reference across changes.
     */
    const PartCatalog &parts() const { return *m_catalog; }
    /**
     * A copy of every part parts() has now, safe to read from another thread and to keep: what a
     * planner run searches while the document goes on changing. Made on the calling (GUI) thread.
     */
    std::shared_ptr<const PartCatalog> catalogSnapshot() const;

    /** The cards being looked at (the chosen finding's); a Selection change, no re-check. */
    const QList<int> &highlightedGpus() const { return m_highlightedGpus; }
    void setHighlightedGpus(const QList<int> &gpus);

    QString fileName() const { return m_fileName; }
    void setFileName(const QString &fileName);
    bool isModified() const { return !m_undoStack.isClean(); }
    void setClean() { m_undoStack.setClean(); }

    /** Replaces the whole build (New, Open) and forgets the undo history. */
    void reset(const Build &build, const QString &fileName = QString());

    /** Pushes one undoable edit that turns the current build into `next`. */
    void edit(const QString &text, const Build &next, EditMerge merge = EditMerge::None, int mergeKey = -1);

    void setCheckOptions(double headroom);
    void setDefaultCircuit(const Circuit &circuit);
    /** The catalog's prices changed (new or used, Settings): re-resolve so every view reads the new ones. */
    void pricesChanged() { refresh(BuildChange::Catalog); }
    const Circuit &defaultCircuit() const { return m_defaultCircuit; }
    CheckOptions checkOptions() const;
    /** Where GPUs may go in this build: the core's placement policy on the document's parts and options. */
    PlacementService placement() const;

    /** Applies a build without recording it; used by the undo commands only. */
    void applyFromCommand(const Build &build);

Q_SIGNALS:
    /** The build, its report or the selection changed; `change` says which. */
    void changed(const RigPlan::Ui::BuildChange &change);
    void fileNameChanged(const QString &fileName);
    void modifiedChanged(bool modified);

private:
    void refresh(BuildChange change);

    std::unique_ptr<LayeredCatalog> m_catalog;
    const PartCatalog *m_baseCatalog;
    Build m_build;
    ResolvedBuild m_resolved;
    CheckReport m_report;
    QUndoStack m_undoStack;
    QString m_fileName;
    Circuit m_defaultCircuit;
    double m_headroom;
    QList<int> m_highlightedGpus;
};

} // namespace RigPlan::Ui
