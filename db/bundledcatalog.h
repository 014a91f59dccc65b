// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/catalogfile.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QStringList>

#include <optional>

namespace RigPlan::Db {

/** What bringing the bundled parts up to a newer catalog did. */
struct CatalogUpdate
{
    int fromVersion = 0; // 0: first run
    int toVersion = 0;
    int added = 0;
    int updated = 0;
    int retired = 0; // bundled parts the new catalog no longer lists; kept for saved builds
    QStringList shadowed; // ids of the new catalog that a custom part of the same id keeps
};

/**
 * Seeds and updates the bundled parts of the database from a catalog file. It only ever writes
 * rows whose origin is 'bundled': custom parts, user prices and saved builds stay as they are.
 */
class BundledCatalog
{
    Q_DECLARE_TR_FUNCTIONS(RigPlan::Db::BundledCatalog)

public:
    /** How much of a bundled catalog holds its version (the bundled file puts it first). */
    static constexpr qsizetype kVersionHeadBytes = 256;
    /** The catalogVersion read off a catalog file's head, without parsing; nullopt when not there. */
    static std::optional<int> versionAtHead(QByteArrayView head);
    /** The catalogVersion of a whole catalog file: from its head when there, or else by parsing it. */
    static std::optional<int> peekVersion(const QByteArray &data);

    /** The catalog version the database holds; 0 before the first seed. */
    static std::optional<int> storedVersion(const QSqlDatabase &db, QString *error);

    /**
     * Writes the catalog's parts as the bundled parts, in one transaction, if its version is newer
     * than the stored one (checked again inside the transaction, in case another RigPlan just did it).
     * Returns false with `error` on failure; `update` says what changed (toVersion 0: nothing to do).
     */
    static bool apply(QSqlDatabase &db, const CatalogData &catalog, CatalogUpdate *update, QSqlError *error);
};

} // namespace RigPlan::Db
