// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/problem.h"
#include "core/part.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

#include <optional>

namespace RigPlan {
class PartCatalog;
}

namespace RigPlan::Db {

/** One OpenDB folder RigPlan reads, and the part kind its files become. */
struct OpenDbFolder
{
    QStringView name; // under open-db/
    PartKind kind;
};

/** A part made from one OpenDB file, or why the file was left out. */
struct OpenDbPart
{
    QString opendbId; // the file's opendb_id (a UUID)
    std::optional<Part> part; // unset: skipped (see `skipped`)
    QString skipped; // why there is no part
    QStringList missing; // RigPlan fields OpenDB did not fill in (the part is then unconfirmed)
};

/**
 * BuildCores OpenDB (github.com/buildcores/buildcores-open-db, ODC-By 1.0) to RigPlan parts. Each
 * field is mapped once, in the table of opendbmapping.cpp, with its unit. What OpenDB does not record is
 * never made a confident figure: the part is unconfirmed and its notes name each such field.
 */
class OpenDbMapping
{
    Q_DECLARE_TR_FUNCTIONS(RigPlan::Db::OpenDbMapping)

public:
    static const QList<OpenDbFolder> &folders();
    /** "BuildCores OpenDB (ODC-By 1.0)": what every imported part's source and the About box say. */
    static QString attribution();
    static QString partIdFor(const QString &opendbId) { return QStringLiteral("opendb-") + opendbId; }

    /**
     * Maps one OpenDB file of `kind`. `reference` is the catalog the GPUs' compute figures (which OpenDB
     * does not have) and the CPUs' PCIe lanes are looked up in; `commit` the checkout's commit, if known.
     */
    static OpenDbPart map(PartKind kind, const QJsonObject &file, const PartCatalog &reference, const QString &commit);

    /** The mapping table as Markdown rows (docs/catalog.md holds them): kind, OpenDB field, RigPlan field, unit. */
    static QStringList describeTable();
};

} // namespace RigPlan::Db
