// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The schema's life: a new file gets the latest schema, every older schema is upgraded with its data
// kept and a copy made first, and a newer or foreign file is refused untouched.
#include "db/buildrepository.h"
#include "db/database.h"
#include "db/migrations.h"
#include "db/sqlpartcatalog.h"
#include "tests/db/dbtestutil.h"

#include <QFileInfo>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace RigPlan;
using namespace RigPlan::Test::Db;
using RigPlan::Db::Database;
using RigPlan::Db::Migrations;

class TestMigrations : public QObject
{
    Q_OBJECT

private slots:
    void statementsAreSingle();
    void newFileGetsLatestSchema();
    void upgradeKeepsData_data();
    void upgradeKeepsData();
    void upgradeOfWalFileCopiesEverything();
    void newerVersionIsRefused();
    void foreignDatabaseIsRefused();
    void failedMigrationLeavesNothing();

private:
    QTemporaryDir m_dir;
    QString path(const QString &name) const { return m_dir.filePath(name); }
};

void TestMigrations::statementsAreSingle()
{
    // QSQLITE would silently run only the first of two statements in one string.
    int expected = 1;
    for (const RigPlan::Db::Migration &m : Migrations::all()) {
        QCOMPARE(m.version, expected++);
        for (const QString &statement : m.statements)
            QVERIFY2(!statement.contains(u';'), qPrintable(statement));
    }
    QCOMPARE(Database::schemaVersion(), static_cast<int>(Migrations::all().size()));
}

void TestMigrations::newFileGetsLatestSchema()
{
    const QString file = path(u"new.sqlite"_s);
    Database db;
    QVERIFY2(db.open(file, options()), qPrintable(db.errorString()));
    QCOMPARE(db.versionAtOpen(), 0);
    QVERIFY(db.backupPath().isEmpty()); // nothing to keep a copy of
    QSqlQuery q(db.connection());
    QVERIFY(q.exec(u"PRAGMA user_version"_s) && q.next());
    QCOMPARE(q.value(0).toInt(), Migrations::latestVersion());
    QVERIFY(q.exec(u"PRAGMA application_id"_s) && q.next());
    QCOMPARE(q.value(0).toInt(), Migrations::kApplicationId);
    QVERIFY(q.exec(u"PRAGMA journal_mode"_s) && q.next());
    QCOMPARE(q.value(0).toString(), u"wal"_s);
    QVERIFY(q.exec(u"PRAGMA foreign_keys"_s) && q.next());
    QCOMPARE(q.value(0).toInt(), 1);
    QVERIFY(QFileInfo::exists(file + u"-wal"_s));
    QVERIFY(q.exec(u"SELECT count(*) FROM parts WHERE origin = 'bundled'"_s) && q.next());
    QCOMPARE(q.value(0).toInt(), 6); // catalog-v1.json
    QCOMPARE(db.catalogUpdate().toVersion, 1);
    QCOMPARE(db.catalogUpdate().added, 6);
}

void TestMigrations::upgradeKeepsData_data()
{
    QTest::addColumn<int>("version");
    for (int v = 1; v < Migrations::latestVersion(); ++v)
        QTest::addRow("from v%d", v) << v;
}

void TestMigrations::upgradeKeepsData()
{
    QFETCH(int, version);
    const QString file = path(u"v%1.sqlite"_s.arg(version));
    QVERIFY2(makeFixture(file, version), "no fixture for this schema version (tests/db/dbtestutil.h)");
    const QByteArray before = fileBytes(file);

    {
        Database db;
        QVERIFY2(db.open(file, options()), qPrintable(db.errorString()));
        QCOMPARE(db.versionAtOpen(), version);
        QCOMPARE(db.catalogUpdate().toVersion, 0); // same catalog version: the bundled parts stay as they are

        // The copy aside is the file as it was before anything ran.
        QVERIFY(!db.backupPath().isEmpty());
        QCOMPARE(QFileInfo(db.backupPath()).fileName(), u"v%1.sqlite.bak-v%1"_s.arg(version));
        QCOMPARE(fileBytes(db.backupPath()), before);

        QSqlQuery q(db.connection());
        QVERIFY(q.exec(u"PRAGMA user_version"_s) && q.next());
        QCOMPARE(q.value(0).toInt(), Migrations::latestVersion());

        RigPlan::Db::SqlPartCatalog catalog(db);
        QVERIFY2(catalog.load(), qPrintable(catalog.errorString()));
        QCOMPARE(catalog.size(), 7);
        QVERIFY(catalog.isCustom(u"my-gpu"_s));
        QCOMPARE(catalog.find(u"my-gpu"_s)->gpu()->slotWidth, 1.0);
        QCOMPARE(catalog.find(u"upd-gpu-kept"_s)->gpu()->tdpW, 300.0);
        QCOMPARE(catalog.catalogVersion(), 1);
        // Version 3 moved each GPU's family into a column: the family lookup must find all of them.
        QCOMPARE(catalog.gpuFamily(u"upd-family"_s).size(), size_t(2));
        QCOMPARE(catalog.entry(u"my-gpu"_s)->family, u"rtx-3090"_s);
        if (version >= 2)
            QCOMPARE(catalog.priceOf(u"upd-gpu-kept"_s), std::optional<double>(777));
        else
            QCOMPARE(catalog.priceOf(u"upd-gpu-kept"_s), std::optional<double>(1000));

        RigPlan::Db::BuildRepository builds(db);
        const QList<RigPlan::Db::BuildRepository::Entry> saved = builds.list();
        QCOMPARE(saved.size(), 1);
        QCOMPARE(saved[0].name, u"saved before the upgrade"_s);
        // Version 1 kept no timestamps, and the upgrade does not invent them.
        QCOMPARE(saved[0].created.isValid(), version >= 2);
        if (version >= 2)
            QCOMPARE(saved[0].modified, QDateTime(QDate(2024, 2, 3), QTime(4, 5, 6), Qt::UTC));
        QString error;
        const std::optional<Build> build = builds.load(saved[0].id, catalog, &error);
        QVERIFY2(build, qPrintable(error));
        QCOMPARE(build->gpus.size(), 3);

        // The upgrade indexed which parts the saved build uses, so the custom one cannot be removed.
        QVERIFY(!catalog.removeCustomPart(u"my-gpu"_s, &error));
        QVERIFY2(error.contains(u"saved before the upgrade"_s), qPrintable(error));
    }
    // Opening again is quiet: no second copy, nothing to migrate.
    Database again;
    QVERIFY(again.open(file, options()));
    QCOMPARE(again.versionAtOpen(), Migrations::latestVersion());
    QVERIFY(again.backupPath().isEmpty());
}

void TestMigrations::upgradeOfWalFileCopiesEverything()
{
    // An old file in WAL mode with committed rows still in its -wal: the copy aside must hold them.
    const QString file = path(u"wal-v2.sqlite"_s);
    QVERIFY(makeFixture(file, 2, true));
    {
        RawConnection writer(file, u"test-writer"_s);
        QVERIFY(writer.exec(u"PRAGMA wal_autocheckpoint = 0"_s));
        QVERIFY(writer.exec(u"INSERT INTO builds (name, json) VALUES ('only in the log', '{}')"_s));
        QVERIFY(QFileInfo(file + u"-wal"_s).size() > 0);
        Database db;
        QVERIFY2(db.open(file, options()), qPrintable(db.errorString()));
        RawConnection backup(db.backupPath(), u"test-backup"_s);
        QCOMPARE(backup.value(u"SELECT count(*) FROM builds WHERE name = 'only in the log'"_s).toInt(), 1);
    }
}

void TestMigrations::newerVersionIsRefused()
{
    const QString file = path(u"newer.sqlite"_s);
    QVERIFY(makeFixture(file, 2));
    {
        RawConnection c(file, u"test-newer"_s);
        QVERIFY(c.exec(u"PRAGMA user_version = %1"_s.arg(Migrations::latestVersion() + 5)));
    }
    const QByteArray before = fileBytes(file);
    Database db;
    QVERIFY(!db.open(file, options()));
    QCOMPARE(db.openError(), Database::OpenError::NewerVersion);
    const QString message = db.errorString();
    QVERIFY2(message.contains(file), qPrintable(message));
    QVERIFY2(message.contains(QString::number(Migrations::latestVersion() + 5)), qPrintable(message));
    QVERIFY2(message.contains(u"up to version %1"_s.arg(Migrations::latestVersion())), qPrintable(message));
    QVERIFY(!db.isOpen());
    QCOMPARE(fileBytes(file), before);
    QVERIFY(!QFileInfo::exists(file + u"-wal"_s));
    QVERIFY(db.backupPath().isEmpty());

    // The user may still start afresh: the newer file is renamed, never deleted.
    QVERIFY2(db.moveAsideAndRecreate(), qPrintable(db.errorString()));
    QVERIFY2(QFileInfo(db.movedAsidePath())
                 .fileName()
                 .startsWith(u"newer.sqlite.newer-v%1-"_s.arg(Migrations::latestVersion() + 5)),
        qPrintable(db.movedAsidePath()));
    QCOMPARE(fileBytes(db.movedAsidePath()), before);
    QCOMPARE(db.versionAtOpen(), 0);
}

void TestMigrations::foreignDatabaseIsRefused()
{
    // Another program's SQLite file (no RigPlan application id): never add our tables to it.
    const QString file = path(u"foreign.sqlite"_s);
    {
        RawConnection c(file, u"test-foreign"_s);
        QVERIFY(c.exec(u"CREATE TABLE bookmarks (url TEXT)"_s));
        QVERIFY(c.exec(u"PRAGMA user_version = 1"_s));
    }
    const QByteArray before = fileBytes(file);
    Database db;
    QVERIFY(!db.open(file, options()));
    QCOMPARE(db.openError(), Database::OpenError::Corrupt);
    QVERIFY2(db.errorString().contains(u"another program"_s), qPrintable(db.errorString()));
    QCOMPARE(fileBytes(file), before);
}

void TestMigrations::failedMigrationLeavesNothing()
{
    const QString file = path(u"failing.sqlite"_s);
    RawConnection c(file, u"test-failing"_s);
    QSqlDatabase db = c.db();
    const QList<RigPlan::Db::Migration> steps {
        { 1, { u"CREATE TABLE first_step (x INTEGER)"_s } },
        { 2, { u"CREATE TABLE second_step (x INTEGER)"_s, u"INSERT INTO no_such_table VALUES (1)"_s } },
    };
    QString error;
    {
        RigPlan::Db::SqlTransaction tx(db);
        QVERIFY(tx.isActive());
        QVERIFY(!Migrations::apply(db, 0, 2, steps, &error));
    } // rolled back here, as Database::open does on failure
    QVERIFY2(error.contains(u"schema version 2"_s), qPrintable(error));
    QCOMPARE(c.value(u"PRAGMA user_version"_s).toInt(), 0);
    QCOMPARE(c.value(u"SELECT count(*) FROM sqlite_master"_s).toInt(), 0);
}

QTEST_GUILESS_MAIN(TestMigrations)
#include "tst_migrations.moc"
