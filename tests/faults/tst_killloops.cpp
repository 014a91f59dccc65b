// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// kill -9 at random points of what rigplan-cli writes (issue 33): first-run seeding, a schema migration, a
// catalog import and a catalog export. After every kill the database must open (a hot journal rolled back,
// not "attempt to write a readonly database") and hold everything the user had; an import is all or
// nothing; an export is whole or absent.
#include "tests/db/dbtestutil.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <random>

using namespace Qt::StringLiterals;
using namespace RigPlan::Test::Db;

namespace {

enum class Phase
{
    Seeding,
    Migration,
    Import,
    Export
};

constexpr int kImportedParts = 400; // enough that the import's transaction takes a while to write

struct Run
{
    int exitCode = -1;
    QByteArray out, err;
};

} // namespace

class KillLoops : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void killedAnywhereLosesNothing_data();
    void killedAnywhereLosesNothing();
    void cleanupTestCase();

private:
    QStringList argsFor(Phase phase, const QString &db, const QString &dir) const;
    bool prepare(Phase phase, const QString &db);
    QProcessEnvironment environment(const QString &dir) const;
    Run run(const QStringList &args, const QString &dir) const;
    /** Whether the database at `db` opens and holds what the user had before `phase` ran; `why` if not. */
    bool intact(Phase phase, const QString &db, const QString &dir, QString *why) const;

    QTemporaryDir m_dir;
    QString m_userDb; // seeded, with a custom part and a user price: the import and export rounds start from it
    QString m_importFile;
    int m_pricesAfter = 1; // user prices an unkilled run of the phase leaves (a migration may retire a part)
    std::mt19937 m_random { 33 }; // fixed: the kill points vary within a run, the run is repeatable
    int m_killed = 0, m_rounds = 0;
};

QProcessEnvironment KillLoops::environment(const QString &dir) const
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(u"RIGPLAN_DB"_s);
    env.insert(u"XDG_DATA_HOME"_s, dir + u"/home"_s);
    return env;
}

Run KillLoops::run(const QStringList &args, const QString &dir) const
{
    QProcess p;
    p.setProcessEnvironment(environment(dir));
    p.start(QStringLiteral(RIGPLAN_CLI), args);
    p.closeWriteChannel();
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished();
        return { -1, {}, "did not finish" };
    }
    return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
        p.readAllStandardError() };
}

QStringList KillLoops::argsFor(Phase phase, const QString &db, const QString &dir) const
{
    switch (phase) {
    case Phase::Seeding:
    case Phase::Migration:
        return { u"--db"_s, db, u"catalog"_s, u"list"_s };
    case Phase::Import:
        return { u"--db"_s, db, u"catalog"_s, u"import"_s, m_importFile, u"--replace"_s };
    case Phase::Export:
        return { u"--db"_s, db, u"catalog"_s, u"export"_s, dir + u"/out.json"_s };
    }
    return {};
}

bool KillLoops::prepare(Phase phase, const QString &db)
{
    switch (phase) {
    case Phase::Seeding:
        return true; // no file yet: the first run creates and seeds it
    case Phase::Migration:
        return makeFixture(db, 2);
    case Phase::Import:
    case Phase::Export:
        return QFile::copy(m_userDb, db) && QFile::setPermissions(db, QFile::ReadOwner | QFile::WriteOwner);
    }
    return false;
}

void KillLoops::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_userDb = m_dir.filePath(u"user.sqlite"_s);
    QVERIFY(
        run({ u"--db"_s, m_userDb, u"catalog"_s, u"add"_s, dbData(u"custom-gpu.json"_s) }, m_dir.path()).exitCode == 0);
    QVERIFY(
        run({ u"--db"_s, m_userDb, u"catalog"_s, u"price"_s, u"rtx-3090-fe"_s, u"777"_s }, m_dir.path()).exitCode == 0);
    // What the import brings: many custom GPUs, all or none of which may be there after a kill.
    const QJsonObject custom = jsonFile(u"custom-gpu.json"_s);
    QJsonArray parts;
    for (int i = 0; i < kImportedParts; ++i) {
        QJsonObject p = custom;
        p[u"id"_s] = u"kill-%1"_s.arg(i);
        p[u"name"_s] = u"Imported GPU %1"_s.arg(i);
        parts.append(p);
    }
    m_importFile = m_dir.filePath(u"import.json"_s);
    QVERIFY(writeBytes(m_importFile,
        QJsonDocument(QJsonObject { { u"format"_s, u"rigplan-catalog"_s }, { u"version"_s, 1 }, { u"parts"_s, parts } })
            .toJson()));
}

bool KillLoops::intact(Phase phase, const QString &db, const QString &dir, QString *why) const
{
    // First through rigplan-cli, as the user's next command would open it.
    const Run listed = run({ u"--db"_s, db, u"catalog"_s, u"list"_s }, dir);
    if (listed.exitCode != 0) {
        *why = u"the database does not open: "_s + QString::fromUtf8(listed.err);
        return false;
    }
    if (!listed.out.contains("GeForce RTX 3090 Founders Edition")) {
        *why = u"the bundled parts are missing"_s;
        return false;
    }
    if (phase == Phase::Seeding)
        return true;
    const Run mine = run({ u"--db"_s, db, u"catalog"_s, u"show"_s, u"my-gpu"_s }, dir);
    if (mine.exitCode != 0) {
        *why = u"the custom part is gone: "_s + QString::fromUtf8(mine.err);
        return false;
    }
    RawConnection c(db, u"kill-check"_s);
    const auto count = [&](const QString &sql) {
        QSqlQuery q(c.db());
        return q.exec(sql) && q.next() ? q.value(0).toInt() : -1;
    };
    if (phase == Phase::Migration && count(u"SELECT count(*) FROM builds"_s) != 1) {
        *why = u"the saved build is gone"_s;
        return false;
    }
    const int prices = count(u"SELECT count(*) FROM user_prices"_s);
    if (prices != 1 && prices != m_pricesAfter) { // as before the command, or as after it
        *why = u"the user's price is gone"_s;
        return false;
    }
    if (phase == Phase::Import) {
        const int imported = count(u"SELECT count(*) FROM parts WHERE id LIKE 'kill-%'"_s);
        if (imported != 0 && imported != kImportedParts) {
            *why = u"a half import: %1 of %2 parts"_s.arg(imported).arg(kImportedParts);
            return false;
        }
    }
    if (phase == Phase::Export && QFile::exists(dir + u"/out.json"_s)) {
        const QJsonObject out = QJsonDocument::fromJson(fileBytes(dir + u"/out.json"_s)).object();
        if (out.value(u"parts").toArray().size() != 1) {
            *why = u"a half-written export"_s;
            return false;
        }
    }
    return true;
}

void KillLoops::killedAnywhereLosesNothing_data()
{
    QTest::addColumn<int>("phase");
    QTest::newRow("first-run seeding") << int(Phase::Seeding);
    QTest::newRow("migration from schema 2") << int(Phase::Migration);
    QTest::newRow("catalog import") << int(Phase::Import);
    QTest::newRow("catalog export") << int(Phase::Export);
}

void KillLoops::killedAnywhereLosesNothing()
{
    QFETCH(int, phase);
    // 25 kills a phase, 100 in all; fewer under the sanitizers, where each run is many times slower.
    const int rounds = qEnvironmentVariableIsSet("RIGPLAN_SANITIZED") ? 5 : 25;
    // How long the command takes unkilled: the kills land anywhere from its start to its end.
    qint64 fullMs = 0;
    {
        QTemporaryDir dir;
        const QString db = dir.filePath(u"db.sqlite"_s);
        QVERIFY(prepare(Phase(phase), db));
        QElapsedTimer timer;
        timer.start();
        const Run r = run(argsFor(Phase(phase), db, dir.path()), dir.path());
        fullMs = std::max<qint64>(timer.elapsed(), 5);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        RawConnection c(db, u"kill-measure"_s);
        QSqlQuery q(c.db());
        m_pricesAfter = q.exec(u"SELECT count(*) FROM user_prices"_s) && q.next() ? q.value(0).toInt() : -1;
    }
    std::uniform_int_distribution<qint64> pause(0, fullMs);
    for (int round = 0; round < rounds; ++round) {
        QTemporaryDir dir;
        const QString db = dir.filePath(u"db.sqlite"_s);
        QVERIFY(prepare(Phase(phase), db));
        QProcess p;
        p.setProcessEnvironment(environment(dir.path()));
        p.start(QStringLiteral(RIGPLAN_CLI), argsFor(Phase(phase), db, dir.path()));
        QVERIFY(p.waitForStarted());
        QThread::msleep(static_cast<unsigned long>(pause(m_random)));
        const bool killed = p.state() == QProcess::Running;
        p.kill(); // SIGKILL: no handler, no flush, no cleanup
        p.waitForFinished();
        m_killed += killed;
        ++m_rounds;
        QString why;
        QVERIFY2(intact(Phase(phase), db, dir.path(), &why),
            qPrintable(u"round %1 (%2): %3"_s.arg(round).arg(killed ? u"killed"_s : u"had finished"_s, why)));
    }
}

void KillLoops::cleanupTestCase()
{
    qInfo("kill loops: %d rounds, %d kills landed while the command ran, 0 databases lost or unopenable", m_rounds,
        m_killed);
}

QTEST_GUILESS_MAIN(KillLoops)
#include "tst_killloops.moc"
