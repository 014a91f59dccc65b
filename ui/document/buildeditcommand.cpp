// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/document/buildeditcommand.h"

namespace RigPlan::Ui {

BuildEditCommand::BuildEditCommand(
    BuildDocument *document, const QString &text, Build before, Build after, EditMerge merge, int mergeKey)
    : QUndoCommand(text)
    , m_document(document)
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_merge(merge)
    , m_mergeKey(mergeKey)
{
}

void BuildEditCommand::undo()
{
    m_document->applyFromCommand(m_before);
}

void BuildEditCommand::redo()
{
    m_document->applyFromCommand(m_after);
}

bool BuildEditCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const BuildEditCommand *>(other); // same id() => same type
    if (m_merge == EditMerge::None || o->m_mergeKey != m_mergeKey)
        return false;
    m_after = o->m_after; // keep our "before", adopt the newest "after"
    setObsolete(m_before == m_after); // a slider dragged back to where it started leaves no step
    return true;
}

} // namespace RigPlan::Ui
