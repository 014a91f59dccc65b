// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/build.h"
#include "ui/document/builddocument.h"

#include <QUndoCommand>

namespace RigPlan::Ui {

/**
 * One edit as a before/after pair of builds. A build is a few implicitly shared lists, so snapshots are
 * cheap, and undoing every step returns exactly the starting build.
 */
class BuildEditCommand : public QUndoCommand
{
public:
    BuildEditCommand(
        BuildDocument *document, const QString &text, Build before, Build after, EditMerge merge, int mergeKey);

    void undo() override;
    void redo() override;
    int id() const override { return static_cast<int>(m_merge); }
    bool mergeWith(const QUndoCommand *other) override;

private:
    BuildDocument *m_document;
    Build m_before;
    Build m_after;
    EditMerge m_merge;
    int m_mergeKey;
};

} // namespace RigPlan::Ui
