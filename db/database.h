// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "db/bundledcatalog.h"
#include "db/dberror.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>

namespace RigPlan::Db {

/** How Database::open treats the file. The defaults are what the app uses. */
struct OpenOptions
{
    /** The catalog whose parts are the bundled ones; empty: leave the bundled parts alone. */
    QString bundledCatalog = QStringLiteral(":/catalog/catalog.json");
    /** How long to wait for another RigPlan's write to finish before reporting the file as locked. */
    int busyTimeoutMs = 2000;
};

/**
 * The RigPlan database file: checks it before writing anything (not SQLite, damaged, newer schema,
 * read-only, locked), copies it aside and migrates it, seeds and updates the bundled catalog, and
 * owns the named connection the catalog and the build library use.
 */
class Database
{
    Q_DECLARE_TR_FUNCTIONS(RigPlan::Db::Database)
    Q_DISABLE_COPY_MOVE(Database)

public:
    using OpenError = ErrorKind;

    Database();
    ~Database();

    /**
     * $RIGPLAN_DB if set, else RigPlan/rigplan.sqlite in the user's data directory
     * (QStandardPaths::GenericDataLocation: ~/.local/share on Linux), the same for the GUI and the CLI.
     */
    static QString defaultPath();
    static int schemaVersion();

    /**
     * Opens (creating and seeding it on first use) the database at `path`, or ":memory:". On failure
     * nothing was written; errorString() names the file and openError() says what kind of failure.
     */
    bool open(const QString &path, const OpenOptions &options = {});
    void close();
    bool isOpen() const { return m_open; }

    QString errorString() const { return m_errorString; }
    OpenError openError() const { return m_openError; }

    /**
     * After open() failed with Corrupt or NewerVersion: renames the file (and its -wal/-shm) to
     * `<name>.corrupt-<timestamp>` / `<name>.newer-v<N>-<timestamp>` and opens a fresh database
     * in its place. Nothing is deleted. movedAsidePath() says where the old file went.
     */
    bool moveAsideAndRecreate();
    QString movedAsidePath() const { return m_movedAsidePath; }

    /** The copy made before the last migration (`<name>.bak-v<N>`, one per old version N), or empty. */
    QString backupPath() const { return m_backupPath; }
    /** The schema version the file had when it was opened (0: new). */
    int versionAtOpen() const { return m_versionAtOpen; }
    /**
     * Whether open() found an interrupted write (a hot -journal left by a killed writer) and had SQLite
     * roll it back: the file is as it was before that write. Say so once (the CLI and the app do).
     */
    bool rolledBackJournal() const { return m_rolledBackJournal; }
    /** The sentence that says so, naming the file. */
    QString rolledBackMessage() const;
    /** The bundled catalog update done while opening (toVersion 0: none was needed). */
    const CatalogUpdate &catalogUpdate() const { return m_catalogUpdate; }

    /** Brings the bundled parts up to `catalog` now (the app does this in open()). */
    bool updateBundledCatalog(const CatalogData &catalog);

    QString path() const { return m_path; }
    /** The connection; valid while the database is open. Keep no copies beyond a call. */
    QSqlDatabase connection() const;
    /** A sentence for a failed statement, naming the file ("… is in use by another RigPlan"). */
    QString describe(const QSqlError &error) const;

private:
    bool fail(OpenError kind, const QString &message);
    bool failSql(const QSqlError &error);
    bool openSteps();
    bool checkLocation();
    bool probe(int *version);
    bool rollBackHotJournal();
    bool openConnection();
    bool migrate(int fromVersion);
    bool enableWal();
    bool syncBundledCatalog();

    QString m_connectionName;
    QString m_path;
    OpenOptions m_options;
    bool m_open = false;
    OpenError m_openError = OpenError::None;
    int m_newerVersion = 0;
    QString m_errorString;
    QString m_movedAsidePath;
    QString m_backupPath;
    int m_versionAtOpen = 0;
    bool m_rolledBackJournal = false;
    CatalogUpdate m_catalogUpdate;
};

} // namespace RigPlan::Db
