// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/database.h"

#include "core/io/filekind.h"
#include "core/io/inputfiles.h"
#include "db/databasefile.h"
#include "db/databaseprobe.h"
#include "db/migrations.h"
#include "db/sqltransaction.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlQuery>
#include <QStandardPaths>

#include <atomic>
#include <sqlite3.h>

namespace RigPlan::Db {

using namespace Qt::StringLiterals;

namespace {

constexpr QStringView kMemory = u":memory:";

std::atomic<int> s_connections { 0 };

} // namespace

Database::Database()
    : m_connectionName(u"rigplan-db-%1"_s.arg(++s_connections))
{
}

Database::~Database()
{
    close();
}

QString Database::defaultPath()
{
    const QString fromEnvironment = qEnvironmentVariable("RIGPLAN_DB");
    if (!fromEnvironment.isEmpty())
        return fromEnvironment;
    // Not AppDataLocation: that depends on the organization and application names, which the GUI
    // and rigplan-cli set differently, and both must find the same file.
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    return dir.isEmpty() ? QString() : dir + u"/RigPlan/rigplan.sqlite"_s;
}

int Database::schemaVersion()
{
    return Migrations::latestVersion();
}

QSqlDatabase Database::connection() const
{
    return QSqlDatabase::database(m_connectionName, false);
}

QString Database::describe(const QSqlError &error) const
{
    return DbError::describe(error, m_path);
}

bool Database::fail(OpenError kind, const QString &message)
{
    m_openError = kind; // open() closes the connection once the step's queries are gone
    m_errorString = message;
    return false;
}

bool Database::failSql(const QSqlError &error)
{
    const OpenError kind = DbError::kindOf(error);
    return fail(kind == OpenError::None ? OpenError::Other : kind, describe(error));
}

void Database::close()
{
    if (QSqlDatabase::contains(m_connectionName)) {
        {
            QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
            db.close();
        } // the last handle must be gone before removeDatabase, or Qt warns "still in use"
        QSqlDatabase::removeDatabase(m_connectionName);
    }
    m_open = false;
}

bool Database::open(const QString &path, const OpenOptions &options)
{
    close();
    m_path = path;
    m_options = options;
    m_openError = OpenError::None;
    m_errorString.clear();
    m_backupPath.clear();
    m_versionAtOpen = 0;
    m_newerVersion = 0;
    m_rolledBackJournal = false;
    m_catalogUpdate = CatalogUpdate();
    // A refused file is left exactly as it was found: whatever SQLite created beside it goes again.
    const QStringList companionsBefore = DatabaseFile::presentCompanions(path);
    const bool opened = openSteps();
    if (!opened) {
        close();
        if (path != kMemory)
            DatabaseFile::removeNewCompanions(path, companionsBefore);
    }
    return opened;
}

bool Database::openSteps()
{
    const QString &path = m_path;
    if (path.isEmpty())
        return fail(OpenError::Other,
            tr("no database path: the user's data directory is unknown; "
               "give one with --db or the RIGPLAN_DB environment variable"));
    int version = 0;
    if (path != kMemory) {
        if (QFileInfo(path).isDir())
            return fail(
                OpenError::ReadOnly, tr("%1 is a folder; RigPlan needs to keep its database file there").arg(path));
        // Before anything opens it: a FIFO blocks the open for ever, and SQLite on a device leaves
        // "/dev/null-journal" beside it. stat, not open, so nothing waits and nothing is created.
        if (const QString kind = FileKind::nonRegular(path); !kind.isEmpty())
            return fail(OpenError::Other,
                tr("%1 is %2, not a file; RigPlan keeps its database in a regular file "
                   "(give another path with --db)")
                    .arg(path, kind));
        InputFiles::noteDatabase(path); // nothing this process writes may land on it (core/io/inputfiles.h)
        QString error;
        switch (DatabaseFile::readHeader(path, &error)) {
        case DatabaseFile::Header::Missing:
        case DatabaseFile::Header::Empty: // SQLite treats an empty file as a new database, and so do we
            break;
        case DatabaseFile::Header::NotSqlite:
            return fail(OpenError::Corrupt,
                tr("%1 is not a RigPlan database: it is not an SQLite file. It was left as it is.").arg(path));
        case DatabaseFile::Header::Unreadable:
            return fail(OpenError::ReadOnly, tr("%1 cannot be read: %2").arg(path, error));
        case DatabaseFile::Header::Sqlite:
            if (!probe(&version))
                return false;
            break;
        }
        if (!checkLocation())
            return false;
    }
    m_versionAtOpen = version;
    return openConnection() && migrate(version) && enableWal() && syncBundledCatalog();
}

bool Database::checkLocation()
{
    const QFileInfo file(m_path);
    const QString dir = file.absolutePath();
    if (!QDir().mkpath(dir) || !QFileInfo(dir).isDir())
        return fail(OpenError::ReadOnly, tr("cannot create the folder %1 for the database %2").arg(dir, m_path));
    if (!QFileInfo(dir).isWritable())
        return fail(OpenError::ReadOnly, DbError::readOnlyFolderMessage(m_path, dir));
    if (file.exists() && !file.isWritable())
        return fail(OpenError::ReadOnly, tr("%1 cannot be written: the file is read-only").arg(m_path));
    return true;
}

bool Database::rollBackHotJournal()
{
    // A read-only connection cannot roll back what a killed writer left in the -journal, so the probe
    // reads SQLITE_READONLY_ROLLBACK. Any read on a read-write connection rolls it back, as SQLite
    // itself would on the next open: the file is then as it was before the interrupted write.
    sqlite3 *db = nullptr;
    const QByteArray file = QFile::encodeName(QFileInfo(m_path).absoluteFilePath());
    int rc = sqlite3_open_v2(file.constData(), &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, nullptr);
    if (rc == SQLITE_OK) {
        sqlite3_busy_timeout(db, m_options.busyTimeoutMs);
        rc = sqlite3_exec(db, "SELECT count(*) FROM sqlite_master", nullptr, nullptr, nullptr);
    }
    const QString message = QString::fromUtf8(db ? sqlite3_errmsg(db) : sqlite3_errstr(rc));
    sqlite3_close(db);
    if (rc != SQLITE_OK)
        return fail(OpenError::ReadOnly,
            tr("%1 holds an interrupted write that SQLite must roll back (%2-journal), and it could not: %3")
                .arg(m_path, m_path, message));
    m_rolledBackJournal = true;
    return true;
}

QString Database::rolledBackMessage() const
{
    return tr("%1: an interrupted write (a RigPlan or another program stopped while writing) was rolled back; "
              "the database is as it was before that write")
        .arg(m_path);
}

bool Database::probe(int *version)
{
    ProbeReading reading = readProbe(m_path, m_options.busyTimeoutMs);
    constexpr int kReadOnlyRollback = SQLITE_READONLY_ROLLBACK;
    if (reading.failed() && reading.sqliteCode == kReadOnlyRollback) {
        if (!checkLocation() || !rollBackHotJournal())
            return false;
        reading = readProbe(m_path, m_options.busyTimeoutMs);
    }
    // A read-only connection to a WAL-mode file creates -wal and -shm and cannot delete them on
    // close; open() removes them if the file is refused, here or at a later step.
    if (reading.failed()) {
        // As Qt's SQLite driver reports it: the extended code, and SQLite's message as the database text.
        const QSqlError error(
            QString(), reading.sqliteMessage, QSqlError::ConnectionError, QString::number(reading.sqliteCode));
        const OpenError kind = DbError::kindOf(error);
        if (kind == OpenError::Corrupt)
            return fail(kind, tr("%1 is damaged: %2. It was left as it is.").arg(m_path, reading.sqliteMessage));
        return fail(kind == OpenError::None ? OpenError::Other : kind, describe(error));
    }
    if (!reading.sound())
        return fail(OpenError::Corrupt,
            tr("%1 is damaged: %2. It was left as it is.").arg(m_path, reading.quickCheck.value(0)));
    *version = reading.userVersion;
    if (reading.userVersion < 0) // no RigPlan writes one; migrating from it would run into tables that exist
        return fail(OpenError::Corrupt,
            tr("%1 has schema version %2, which no RigPlan writes: it is damaged or was changed by hand. "
               "It was left as it is.")
                .arg(m_path)
                .arg(reading.userVersion));
    if (reading.applicationId != Migrations::kApplicationId && (reading.userVersion != 0 || reading.tables != 0))
        return fail(OpenError::Corrupt,
            tr("%1 is an SQLite database of another program, not RigPlan's. It was left as it is.").arg(m_path));
    if (reading.userVersion > Migrations::latestVersion()) {
        m_newerVersion = reading.userVersion;
        return fail(OpenError::NewerVersion,
            tr("%1 was written by a newer RigPlan (schema version %2; this RigPlan reads up to "
               "version %3). It was left as it is: open it with the newer RigPlan.")
                .arg(m_path)
                .arg(reading.userVersion)
                .arg(Migrations::latestVersion()));
    }
    return true;
}

bool Database::openConnection()
{
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, m_connectionName);
        db.setDatabaseName(m_path);
        db.setConnectOptions(u"QSQLITE_BUSY_TIMEOUT=%1"_s.arg(m_options.busyTimeoutMs));
        if (!db.open()) {
            const QSqlError error = db.lastError();
            db = QSqlDatabase();
            return failSql(error);
        }
    }
    m_open = true;
    QSqlQuery q(connection());
    // Per connection, and off by default in SQLite: without it ON DELETE CASCADE does nothing.
    if (!q.exec(u"PRAGMA foreign_keys = ON"_s))
        return failSql(q.lastError());
    if (!q.exec(u"PRAGMA foreign_keys"_s) || !q.next() || q.value(0).toInt() != 1)
        return fail(OpenError::Other, tr("%1: SQLite refused to enforce foreign keys").arg(m_path));
    return true;
}

bool Database::migrate(int fromVersion)
{
    if (fromVersion >= Migrations::latestVersion())
        return true;
    QSqlDatabase db = connection();
    const bool keepCopy = m_path != kMemory && fromVersion > 0;
    if (keepCopy) {
        // Fold the write-ahead log into the main file, so that a copy of the file alone is the
        // whole database; a reader that keeps the log busy means another RigPlan has it open.
        QSqlQuery q(db);
        if (!q.exec(u"PRAGMA wal_checkpoint(TRUNCATE)"_s))
            return failSql(q.lastError());
        if (q.next() && q.value(0).toInt() != 0)
            return fail(OpenError::Locked, DbError::lockedMessage(m_path));
    }
    SqlTransaction tx(db);
    if (!tx.isActive())
        return failSql(tx.error());
    QString error;
    // Another RigPlan may have upgraded the file between the probe and the lock.
    const std::optional<int> version = Migrations::userVersion(db, &error);
    if (!version)
        return fail(OpenError::Other, tr("%1: %2").arg(m_path, error));
    if (*version > Migrations::latestVersion())
        return fail(OpenError::NewerVersion,
            tr("%1 was just upgraded by a newer RigPlan (schema version %2; this "
               "RigPlan reads up to version %3).")
                .arg(m_path)
                .arg(*version)
                .arg(Migrations::latestVersion()));
    if (*version == Migrations::latestVersion())
        return true;
    if (keepCopy) {
        if (QFileInfo(m_path + u"-wal"_s).size() > 0) // written to between the checkpoint and the lock
            return fail(OpenError::Locked, DbError::lockedMessage(m_path));
        // One copy per version: a migration that failed before left one of the same file, which this replaces.
        m_backupPath = DatabaseFile::copyReplacing(m_path, u".bak-v%1"_s.arg(*version), &error);
        if (m_backupPath.isEmpty())
            return fail(OpenError::Other,
                tr("%1 was not upgraded, as it could not be copied aside first: %2").arg(m_path, error));
    }
    if (!Migrations::apply(db, *version, Migrations::latestVersion(), Migrations::all(), &error))
        return fail(OpenError::Other,
            tr("%1 could not be upgraded from schema version %2 to %3 and was left "
               "as it was: %4")
                .arg(m_path)
                .arg(*version)
                .arg(Migrations::latestVersion())
                .arg(error));
    if (!tx.commit())
        return failSql(tx.error());
    return true;
}

bool Database::enableWal()
{
    if (m_path == kMemory)
        return true; // an in-memory database reports journal_mode "memory"
    QSqlQuery q(connection());
    if (!q.exec(u"PRAGMA journal_mode = WAL"_s))
        return failSql(q.lastError());
    const QString mode = q.next() ? q.value(0).toString() : QString();
    if (mode != u"wal")
        return fail(OpenError::Other,
            tr("%1: SQLite could not switch to write-ahead logging (journal mode: %2)").arg(m_path, mode));
    return true;
}

bool Database::syncBundledCatalog()
{
    if (m_options.bundledCatalog.isEmpty())
        return true;
    QFile file(m_options.bundledCatalog);
    if (!file.open(QIODevice::ReadOnly))
        return fail(OpenError::Other,
            tr("the bundled catalog %1 cannot be read: %2").arg(m_options.bundledCatalog, file.errorString()));
    // The usual start reads only the head, where the bundled file keeps its version; the rest is read
    // when the catalog is newer than the database's.
    QByteArray data = file.read(BundledCatalog::kVersionHeadBytes);
    std::optional<int> bundled = BundledCatalog::versionAtHead(data);
    if (!bundled) {
        data += file.readAll();
        bundled = BundledCatalog::peekVersion(data);
    }
    if (!bundled)
        return fail(OpenError::Other, tr("the bundled catalog %1 has no catalogVersion").arg(m_options.bundledCatalog));
    QString error;
    const std::optional<int> stored = BundledCatalog::storedVersion(connection(), &error);
    if (!stored)
        return fail(OpenError::Other, tr("%1: %2").arg(m_path, error));
    if (*bundled <= *stored)
        return true; // the usual start: nothing to parse
    data += file.readAll(); // what the head left
    const CatalogLoadResult loaded = CatalogFile::read(data);
    if (!loaded.catalog) {
        QStringList problems;
        for (const Problem &p : loaded.problems)
            problems << p.toString();
        return fail(OpenError::Other,
            tr("the bundled catalog %1 is invalid: %2").arg(m_options.bundledCatalog, problems.join(u"; "_s)));
    }
    if (!updateBundledCatalog(*loaded.catalog)) {
        const QString message = m_errorString;
        return fail(m_openError, message);
    }
    return true;
}

bool Database::updateBundledCatalog(const CatalogData &catalog)
{
    if (!m_open) {
        m_errorString = tr("%1 is not open").arg(m_path);
        return false;
    }
    QSqlDatabase db = connection();
    QSqlError error;
    if (!BundledCatalog::apply(db, catalog, &m_catalogUpdate, &error)) {
        m_openError = DbError::kindOf(error) == OpenError::None ? OpenError::Other : DbError::kindOf(error);
        m_errorString = describe(error);
        return false;
    }
    // Every part was just written to the write-ahead log (about 350 KB on a first run). Folded into the
    // file now, the next start reads the parts from the file, as after any clean exit, instead of
    // looking each page up in the log; and a RigPlan killed meanwhile leaves no large log behind. Best
    // effort: the update is committed, and a reader holding the log (another RigPlan) only defers this.
    if (m_path != kMemory)
        QSqlQuery(db).exec(u"PRAGMA wal_checkpoint(TRUNCATE)"_s);
    return true;
}

bool Database::moveAsideAndRecreate()
{
    if (m_openError != OpenError::Corrupt && m_openError != OpenError::NewerVersion) {
        m_errorString = tr("%1 is moved aside only when it is damaged or from a newer RigPlan").arg(m_path);
        return false;
    }
    close();
    const QString suffix = m_openError == OpenError::Corrupt
        ? u".corrupt-"_s + DatabaseFile::timestamp()
        : u".newer-v%1-%2"_s.arg(m_newerVersion).arg(DatabaseFile::timestamp());
    QString error;
    const QString moved = DatabaseFile::moveAside(m_path, suffix, &error);
    if (moved.isEmpty()) {
        m_openError = OpenError::Other;
        m_errorString = error;
        return false;
    }
    m_movedAsidePath = moved;
    return open(m_path, m_options);
}

} // namespace RigPlan::Db
