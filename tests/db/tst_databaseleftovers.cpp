// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The database leaves nothing behind that was not there (issue 14): a refused open removes the -wal and
// -shm it made (they would keep the file broken once its permissions are fixed), and failing upgrades
// keep one backup per old version, not one per attempt. Through rigplan-cli on real SQLite files.
#include "clirun.h"
#include "dbtestutil.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <unistd.h>

using namespace RigPlan::Test::Db;

namespace {

/** rigplan-cli as the unprivileged user `nobody` when the test runs as root (root writes read-only files). */
CliRun runAsUser(const QStringList &args, const QString &db, const QString &home)
{
    if (::geteuid() != 0)
        return runCli(args, db, home);
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(u"RIGPLAN_DB"_s);
    env.insert(u"XDG_DATA_HOME"_s, home);
    p.setProcessEnvironment(env);
    p.start(u"setpriv"_s,
        QStringList { u"--reuid=65534"_s, u"--regid=65534"_s, u"--clear-groups"_s, QStringLiteral(RIGPLAN_CLI) } + args
            + QStringList { u"--db"_s, db });
    if (!p.waitForFinished(60000))
        qFatal("rigplan-cli did not finish");
    return { p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError() };
}

QStringList entries(const QString &dir)
{
    return QDir(dir).entryList(QDir::Files | QDir::Hidden | QDir::System, QDir::Name);
}

} // namespace

class TestDatabaseLeftovers : public QObject
{
    Q_OBJECT

private slots:
    void refusedOpenLeavesNoCompanions_data();
    void refusedOpenLeavesNoCompanions();
    void failedUpgradesKeepOneBackup();
};

void TestDatabaseLeftovers::refusedOpenLeavesNoCompanions_data()
{
    QTest::addColumn<QFile::Permissions>("filePermissions");
    QTest::addColumn<QFile::Permissions>("folderPermissions");
    QTest::addColumn<QString>("expected");
    const QFile::Permissions all = QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadGroup
        | QFile::WriteGroup | QFile::ExeGroup | QFile::ReadOther | QFile::WriteOther | QFile::ExeOther;
    const QFile::Permissions readable = QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther;
    // The case: mode 0444 in a folder anyone may write to, so SQLite could create its files.
    QTest::newRow("read-only file, writable folder") << readable << all << u"the file is read-only"_s;
    QTest::newRow("read-only file and folder")
        << readable << (readable | QFile::ExeOwner | QFile::ExeGroup | QFile::ExeOther) << u"cannot"_s;
}

void TestDatabaseLeftovers::refusedOpenLeavesNoCompanions()
{
    QFETCH(QFile::Permissions, filePermissions);
    QFETCH(QFile::Permissions, folderPermissions);
    QFETCH(QString, expected);
    if (::geteuid() == 0 && QStandardPaths::findExecutable(u"setpriv"_s).isEmpty())
        QSKIP("as root this needs setpriv to run rigplan-cli as another user");
    QTemporaryDir top;
    QVERIFY(top.isValid());
    QVERIFY(QFile::setPermissions(top.path(), QFile::permissions(top.path()) | QFile::ExeOther | QFile::ExeGroup));
    const QString dir = top.filePath(u"data"_s);
    QVERIFY(QDir().mkpath(dir));
    const QString file = dir + u"/rigplan.sqlite"_s;
    const QString home = top.filePath(u"home"_s);
    // A real RigPlan database (WAL mode), closed cleanly: nothing beside it.
    const CliRun created = runCli({ u"catalog"_s, u"list"_s }, file, home);
    QVERIFY2(created.exitCode == 0, created.err.constData());
    QCOMPARE(entries(dir), QStringList { u"rigplan.sqlite"_s });
    const QByteArray before = fileBytes(file);

    QVERIFY(QFile::setPermissions(file, filePermissions));
    QVERIFY(QFile::setPermissions(dir, folderPermissions));
    const CliRun refused = runAsUser({ u"catalog"_s, u"list"_s }, file, home);
    const QStringList after = entries(dir);
    QVERIFY(QFile::setPermissions(
        dir, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadOther | QFile::ExeOther));
    QVERIFY(QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadOther));

    QCOMPARE(refused.exitCode, 2);
    QVERIFY2(refused.err.contains(file.toUtf8()) && refused.err.contains(expected.toUtf8()), refused.err.constData());
    QCOMPARE(after, QStringList { u"rigplan.sqlite"_s }); // no -wal, no -shm
    QCOMPARE(fileBytes(file), before);
    // Permissions fixed, the same file opens at once.
    const CliRun fixed = runCli({ u"catalog"_s, u"list"_s }, file, home);
    QVERIFY2(fixed.exitCode == 0, fixed.err.constData());
}

void TestDatabaseLeftovers::failedUpgradesKeepOneBackup()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(u"old.sqlite"_s);
    QVERIFY(makeFixture(file, 1));
    {
        // A table the version-2 step creates: that step, and so the upgrade, fails every time.
        RawConnection c(file, u"test-blocker"_s);
        QVERIFY(c.exec(u"CREATE TABLE user_prices (x INTEGER)"_s));
    }
    const QByteArray before = fileBytes(file);
    for (int attempt = 1; attempt <= 3; ++attempt) {
        const CliRun r = runCli({ u"catalog"_s, u"list"_s }, file, dir.filePath(u"home"_s));
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("could not be upgraded from schema version 1"), r.err.constData());
        QCOMPARE(entries(dir.path()), (QStringList { u"old.sqlite"_s, u"old.sqlite.bak-v1"_s }));
        QCOMPARE(fileBytes(file + u".bak-v1"_s), before);
        QCOMPARE(fileBytes(file), before);
    }
    {
        RawConnection c(file, u"test-unblock"_s);
        QVERIFY(c.exec(u"DROP TABLE user_prices"_s));
    }
    const QByteArray unblocked = fileBytes(file);
    const CliRun upgraded = runCli({ u"catalog"_s, u"list"_s }, file, dir.filePath(u"home"_s));
    QVERIFY2(upgraded.exitCode == 0, upgraded.err.constData());
    // Still one copy of version 1: the file as it was just before this upgrade.
    const QStringList after = entries(dir.path());
    QCOMPARE(after.filter(u".bak"_s), QStringList { u"old.sqlite.bak-v1"_s });
    QCOMPARE(fileBytes(file + u".bak-v1"_s), unblocked);
}

QTEST_GUILESS_MAIN(TestDatabaseLeftovers)
#include "tst_databaseleftovers.moc"
