// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/build.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace RigPlan {
class PartCatalog;
}

namespace RigPlan::Db {

class Database;

/**
 * The library of saved builds: each is the build file's JSON (BuildFile::write) with a name and
 * timestamps, for the GUI's open/save and the comparison view.
 */
class BuildRepository
{
    Q_DECLARE_TR_FUNCTIONS(RigPlan::Db::BuildRepository)
    Q_DISABLE_COPY_MOVE(BuildRepository)

public:
    struct Entry
    {
        qint64 id = 0;
        QString name;
        QDateTime created; // UTC; invalid for builds saved before RigPlan kept timestamps
        QDateTime modified;
    };

    /** `database` must stay open for the repository's lifetime. */
    explicit BuildRepository(Database &database);

    /** Most recently modified first; empty with errorString() on failure. */
    QList<Entry> list() const;
    /**
     * Saves a new build (no `id`) or replaces the saved build `id`; returns its id. The name shown
     * in the list is the build's name.
     */
    std::optional<qint64> save(const Build &build, std::optional<qint64> id, QString *error);
    /** Reads a saved build back, resolving its part ids in `catalog` and the build's own parts. */
    std::optional<Build> load(qint64 id, const PartCatalog &catalog, QString *error) const;
    /** False if there is no such build or the database refused; errorString() says which. */
    bool remove(qint64 id);

    QString errorString() const { return m_errorString; }

private:
    Database &m_database;
    mutable QString m_errorString;
};

} // namespace RigPlan::Db
