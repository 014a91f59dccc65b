// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QStringList>

namespace RigPlan::Db {

/** The catalog part ids a build file refers to, so the database knows which parts saved builds need. */
namespace BuildPartIds {

/**
 * Ids of case, board, cpu, PSUs, GPUs and baseline, each once, without the ids the build defines
 * in its own `parts` (those do not come from the catalog).
 */
QStringList catalogIds(const QJsonObject &build);

} // namespace BuildPartIds
} // namespace RigPlan::Db
