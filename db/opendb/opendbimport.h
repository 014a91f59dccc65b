// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/problem.h"
#include "core/part.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace RigPlan::Db {

class SqlPartCatalog;

struct OpenDbImportReport
{
    QString commit; // of the checkout, when it is a git clone
    QString commitNote; // why `commit` is empty, e.g. ".git/HEAD: not a regular file"
    QStringList added, updated, unchanged; // part ids
    QStringList keptEdits; // "id: field, field": the user's edits a re-import left alone
    QStringList unconfirmed; // part ids with fields OpenDB did not fill in
    QStringList skipped; // "open-db/GPU/….json: why"
};

/**
 * `rigplan-cli catalog import --opendb DIR`: the GPUs, cases, PSUs, CPUs and boards of a BuildCores
 * OpenDB checkout as custom parts (db/opendb/opendbmapping.h), all in one transaction. Each part keeps
 * its OpenDB id and what the import wrote (table opendb_parts), so importing again takes OpenDB's new
 * values for the fields the user has not changed and keeps the fields the user has.
 */
class OpenDbImport
{
    Q_DECLARE_TR_FUNCTIONS(RigPlan::Db::OpenDbImport)

public:
    static bool run(SqlPartCatalog &catalog, const QString &dir, std::optional<PartKind> only,
        OpenDbImportReport *report, Problems *problems);
};

} // namespace RigPlan::Db
