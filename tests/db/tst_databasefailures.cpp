// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Damage and contention: files that are not RigPlan databases, damaged ones, places that cannot be
// written and files another RigPlan holds. Each is refused with a clear message and left as it was.
#include "db/database.h"
#include "db/sqlpartcatalog.h"
#include "tests/db/dbtestutil.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <future>
#include <optional>
#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace RigPlan;
using namespace RigPlan::Test::Db;
using RigPlan::Db::Database;

class TestDatabaseFailures : public QObject
{
    Q_OBJECT

private slots:
    void damagedFileIsRefusedUntouched_data();
    void damagedFileIsRefusedUntouched();
    void emptyFileIsANewDatabase();
    void moveAsideAndRecreate();
    void moveAsideOnlyForDamage();
    void unwritableLocation_data();
    void unwritableLocation();
    void readOnlyFileForNonRoot();
    void lockedForUpgrade();
    void lockedForWrite();
    void busyTimeoutWaitsForShortLock();
    void defaultPathFollowsEnvironment();

private:
    QString freshDatabaseWithParts(const QString &name);
    QTemporaryDir m_dir;
};

// A current database holding enough custom parts to span many pages.
QString TestDatabaseFailures::freshDatabaseWithParts(const QString &name)
{
    const QString file = m_dir.filePath(name);
    Database db;
    if (!db.open(file, options()))
        return {};
    RigPlan::Db::SqlPartCatalog catalog(db);
    catalog.load();
    Problems problems;
    const std::optional<Part> base = PartJson::read(jsonFile(u"custom-gpu.json"_s), QString(), &problems);
    QList<Part> parts;
    for (int i = 0; i < 200; ++i) {
        Part p = *base;
        p.id = u"my-gpu-%1"_s.arg(i);
        p.notes = QString(200, u'n');
        parts.append(p);
    }
    QString error;
    if (!catalog.addCustomParts(parts, &error))
        qWarning("%s", qPrintable(error));
    return file;
}

void TestDatabaseFailures::damagedFileIsRefusedUntouched_data()
{
    QTest::addColumn<QString>("damage");
    QTest::addRow("not SQLite") << u"text"_s;
    QTest::addRow("header only") << u"header"_s;
    QTest::addRow("truncated") << u"truncate"_s;
    QTest::addRow("overwritten page") << u"overwrite"_s;
}

void TestDatabaseFailures::damagedFileIsRefusedUntouched()
{
    QFETCH(QString, damage);
    const QString file = freshDatabaseWithParts(u"damaged-%1.sqlite"_s.arg(damage));
    QVERIFY(!file.isEmpty());
    QByteArray bytes = fileBytes(file);
    QVERIFY(bytes.size() > 64 * 1024);
    if (damage == u"text")
        bytes = "These are my notes, not a database.\n";
    else if (damage == u"header")
        bytes = bytes.left(16);
    else if (damage == u"truncate")
        bytes = bytes.left(bytes.size() / 2);
    else // scribble over the middle of the file, as a bad sector or a stray write would
        bytes.replace(bytes.size() / 2, 8192, QByteArray(8192, '\xA5'));
    QVERIFY(writeBytes(file, bytes));

    Database db;
    QVERIFY(!db.open(file, options()));
    QCOMPARE(db.openError(), Database::OpenError::Corrupt);
    QVERIFY2(db.errorString().contains(file), qPrintable(db.errorString()));
    QVERIFY2(db.errorString().contains(u"left as it is"_s), qPrintable(db.errorString()));
    QVERIFY(!db.isOpen());
    QCOMPARE(fileBytes(file), bytes); // byte for byte
    for (const char *companion : { "-wal", "-shm", "-journal" })
        QVERIFY2(!QFileInfo::exists(file + QLatin1StringView(companion)), companion);
}

void TestDatabaseFailures::emptyFileIsANewDatabase()
{
    // SQLite itself treats a zero-length file as an empty database: there is nothing in it to lose.
    const QString file = m_dir.filePath(u"empty.sqlite"_s);
    QVERIFY(writeBytes(file, {}));
    Database db;
    QVERIFY2(db.open(file, options()), qPrintable(db.errorString()));
    QCOMPARE(db.versionAtOpen(), 0);
}

void TestDatabaseFailures::moveAsideAndRecreate()
{
    const QString file = m_dir.filePath(u"moved.sqlite"_s);
    const QByteArray junk("not a database at all");
    QVERIFY(writeBytes(file, junk));
    QVERIFY(writeBytes(file + u"-wal"_s, "stale log")); // must not be replayed into the new file
    Database db;
    QVERIFY(!db.open(file, options()));
    QCOMPARE(db.openError(), Database::OpenError::Corrupt);
    QVERIFY2(db.moveAsideAndRecreate(), qPrintable(db.errorString()));
    QVERIFY(db.isOpen());
    const QString moved = db.movedAsidePath();
    QVERIFY2(QFileInfo(moved).fileName().startsWith(u"moved.sqlite.corrupt-"_s), qPrintable(moved));
    QCOMPARE(fileBytes(moved), junk);
    QCOMPARE(fileBytes(moved + u"-wal"_s), QByteArray("stale log"));
    RigPlan::Db::SqlPartCatalog catalog(db);
    QVERIFY(catalog.load());
    QCOMPARE(catalog.size(), 6); // fresh and seeded
}

void TestDatabaseFailures::moveAsideOnlyForDamage()
{
    const QString file = m_dir.filePath(u"fine.sqlite"_s);
    {
        Database db;
        QVERIFY(db.open(file, options()));
    }
    LockHolder holder(file);
    QVERIFY(holder.locked());
    Database db;
    QVERIFY(db.open(file, options())); // WAL: reading while another RigPlan writes is fine
    db.close();
    QVERIFY(!db.moveAsideAndRecreate()); // a healthy file in use is never moved
    QVERIFY(QFileInfo::exists(file));
}

void TestDatabaseFailures::unwritableLocation_data()
{
    // Root (these tests run as root in CI) ignores permission bits, so these use places where
    // writing fails for everyone. What each proves is in its name.
    QTest::addColumn<QString>("file");
    const QString blocker = m_dir.filePath(u"a-file"_s);
    writeBytes(blocker, "I am a file");
    QDir(m_dir.path()).mkpath(u"a-folder/rigplan.sqlite"_s);
    QTest::newRow("folder cannot be created (procfs)") << u"/proc/rigplan-test/rigplan.sqlite"_s;
    QTest::newRow("a file where the folder should be") << blocker + u"/rigplan.sqlite"_s;
    QTest::newRow("a folder where the file should be") << m_dir.filePath(u"a-folder/rigplan.sqlite"_s);
}

void TestDatabaseFailures::unwritableLocation()
{
    QFETCH(QString, file);
    Database db;
    QVERIFY(!db.open(file, options()));
    QCOMPARE(db.openError(), Database::OpenError::ReadOnly);
    QVERIFY2(db.errorString().contains(file) || db.errorString().contains(QFileInfo(file).absolutePath()),
        qPrintable(db.errorString()));
}

void TestDatabaseFailures::readOnlyFileForNonRoot()
{
    if (::geteuid() == 0)
        QSKIP("root writes read-only files anyway; tst_catalogcli covers a read-only mount instead");
    const QString dir = m_dir.filePath(u"locked-dir"_s);
    QVERIFY(QDir().mkpath(dir));
    const QString file = dir + u"/rigplan.sqlite"_s;
    {
        Database db;
        QVERIFY(db.open(file, options()));
    }
    const QByteArray before = fileBytes(file);
    QVERIFY(QFile::setPermissions(file, QFile::ReadOwner));
    QVERIFY(QFile::setPermissions(dir, QFile::ReadOwner | QFile::ExeOwner));
    Database db;
    const bool opened = db.open(file, options());
    QFile::setPermissions(dir, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner);
    QVERIFY(!opened);
    QCOMPARE(db.openError(), Database::OpenError::ReadOnly);
    QVERIFY2(db.errorString().contains(file), qPrintable(db.errorString()));
    QCOMPARE(fileBytes(file), before);
}

void TestDatabaseFailures::lockedForUpgrade()
{
    // An old file that needs an upgrade, while another RigPlan is in the middle of a write.
    const QString file = m_dir.filePath(u"locked-old.sqlite"_s);
    QVERIFY(makeFixture(file, 1, true));
    const QByteArray before = fileBytes(file);
    {
        LockHolder holder(file);
        QVERIFY(holder.locked());
        Database db;
        QElapsedTimer timer;
        timer.start();
        QVERIFY(!db.open(file, options(u"catalog-v1.json"_s, 300)));
        QVERIFY2(timer.elapsed() >= 250, "the busy timeout comes first");
        QCOMPARE(db.openError(), Database::OpenError::Locked);
        QVERIFY2(db.errorString().contains(u"in use by another RigPlan"_s), qPrintable(db.errorString()));
        QVERIFY2(db.errorString().contains(file), qPrintable(db.errorString()));
    }
    QCOMPARE(fileBytes(file), before);
    Database db; // once the other RigPlan is done, the upgrade goes through
    QVERIFY2(db.open(file, options()), qPrintable(db.errorString()));
}

void TestDatabaseFailures::lockedForWrite()
{
    const QString file = m_dir.filePath(u"locked-write.sqlite"_s);
    {
        Database db;
        QVERIFY(db.open(file, options()));
    }
    Database db;
    QVERIFY(db.open(file, options()));
    RigPlan::Db::SqlPartCatalog catalog(db);
    QVERIFY(catalog.load());
    QString error;
    {
        LockHolder holder(file);
        QVERIFY(holder.locked());
        QVERIFY(!catalog.setUserPrice(u"upd-psu"_s, 123, &error));
        QVERIFY2(error.contains(u"in use by another RigPlan"_s), qPrintable(error));
        QCOMPARE(catalog.priceOf(u"upd-psu"_s), std::optional<double>(400)); // memory follows the file only
    }
    QVERIFY2(catalog.setUserPrice(u"upd-psu"_s, 123, &error), qPrintable(error));
}

void TestDatabaseFailures::busyTimeoutWaitsForShortLock()
{
    // Another RigPlan writes for 400 ms; with a 3 s busy timeout the upgrade waits and succeeds.
    const QString file = m_dir.filePath(u"briefly-locked.sqlite"_s);
    QVERIFY(makeFixture(file, 2, true));
    std::promise<bool> lockedPromise;
    std::future<bool> locked = lockedPromise.get_future();
    QThread *other = QThread::create([&file, &lockedPromise] {
        LockHolder holder(file); // connections belong to the thread that made them
        lockedPromise.set_value(holder.locked());
        QThread::msleep(400);
    });
    other->start();
    QVERIFY(locked.get());
    QElapsedTimer timer;
    timer.start();
    Database db;
    const bool opened = db.open(file, options(u"catalog-v1.json"_s, 3000));
    const qint64 waited = timer.elapsed();
    other->wait();
    delete other;
    QVERIFY2(opened, qPrintable(db.errorString()));
    QVERIFY2(waited >= 300, qPrintable(QString::number(waited)));
}

void TestDatabaseFailures::defaultPathFollowsEnvironment()
{
    const QByteArray saved = qgetenv("RIGPLAN_DB");
    qputenv("RIGPLAN_DB", m_dir.filePath(u"from-env.sqlite"_s).toUtf8());
    QCOMPARE(Database::defaultPath(), m_dir.filePath(u"from-env.sqlite"_s));
    qunsetenv("RIGPLAN_DB");
    QVERIFY2(Database::defaultPath().endsWith(u"/RigPlan/rigplan.sqlite"_s), qPrintable(Database::defaultPath()));
    if (!saved.isNull())
        qputenv("RIGPLAN_DB", saved);
}

QTEST_GUILESS_MAIN(TestDatabaseFailures)
#include "tst_databasefailures.moc"
