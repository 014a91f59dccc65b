// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Faults a user's machine throws at a save: the process killed mid-write, a full disk, a read-only folder,
// the database writer killed mid-transaction. Each must lose nothing and say clearly what went wrong.
// The mount-based cases run in a private mount namespace (as root, or through a user namespace); else they skip.
#include "core/io/buildfile.h"
#include "db/buildrepository.h"
#include "db/database.h"
#include "tests/faults/faultbuilds.h"
#include "tests/support/testcatalog.h"
#include "ui/document/builddocument.h"
#include "ui/mainwindow.h"

#include <QApplication>
#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <cstdio>
#include <cstring>
#include <random>
#include <sched.h>
#include <string>
#include <sys/mount.h>
#include <unistd.h>

using namespace RigPlan;
using namespace RigPlan::Test::Faults;
using namespace Qt::StringLiterals;

namespace {

/** Set by main(): the test runs in a mount namespace of its own, so its mounts vanish when it exits. */
bool g_privateMounts = false;
QString g_mountProblem;

constexpr int kLargeSave = 3000; // inline parts of the killed save's build: about 2 MB of JSON
constexpr int kTooBig = 400; // inline parts that do not fit once the disk is full: about 250 KB

QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/** Fills the file system under `dir` to the last byte with a file named "filler". */
void fillDisk(const QString &dir)
{
    QFile filler(dir + u"/filler"_s);
    QVERIFY(filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered));
    for (const qsizetype chunk : { 64 * 1024, 4096, 1 }) {
        const QByteArray zeros(chunk, '\0');
        while (filler.write(zeros) == chunk) { }
    }
}

/** A tmpfs or read-only bind mount of the test's, unmounted again when the guard goes. */
class MountGuard
{
public:
    ~MountGuard()
    {
        if (!m_dir.isEmpty())
            ::umount2(m_dir.toLocal8Bit().constData(), MNT_DETACH);
    }
    bool tmpfs(const QString &dir, const QByteArray &size)
    {
        m_dir = dir;
        return ::mount("tmpfs", dir.toLocal8Bit().constData(), "tmpfs", 0, QByteArray("size=" + size).constData()) == 0;
    }
    bool readOnlyBind(const QString &dir)
    {
        const QByteArray path = dir.toLocal8Bit();
        if (::mount(path.constData(), path.constData(), nullptr, MS_BIND, nullptr) != 0)
            return false;
        m_dir = dir;
        return ::mount(nullptr, path.constData(), nullptr, MS_REMOUNT | MS_BIND | MS_RDONLY, nullptr) == 0;
    }

private:
    QString m_dir;
};

/** The lines a helper process printed, whole lines only (a kill can cut the last one). */
QStringList printedLines(QProcess &process)
{
    QStringList lines = QString::fromUtf8(process.readAllStandardOutput()).split(u'\n');
    lines.removeLast(); // after the last newline: empty, or a cut line
    return lines;
}

} // namespace

/** A macro, since QSKIP only leaves the function it stands in. */
#define REQUIRE_MOUNTS()                                                                                               \
    do {                                                                                                               \
        if (!g_privateMounts)                                                                                          \
            QSKIP(qPrintable(                                                                                          \
                u"needs a private mount namespace for tmpfs mounts (root, or unshare -rm): "_s + g_mountProblem));     \
    } while (false)

class TestFaults : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void killedSaveLeavesOneWholeVersion();
    void fullDiskSaveFailsAndKeepsTheFile();
    void fullDiskDatabaseKeepsEarlierBuilds();
    void readOnlyFolderSaveFails();
    void killedDatabaseWriterLosesNoCommit();

private:
    /** Starts a helper and returns once it printed `lines` lines; then it runs on until killed. */
    void startHelper(QProcess &process, const QString &program, const QStringList &args, int lines);
    /** Kills `process` with SIGKILL after a random pause, so that the kill lands at a random point of a write. */
    void killAtRandom(QProcess &process);

    QTemporaryDir m_dir;
    std::mt19937 m_random { 8 }; // fixed: the kill points vary, the run is repeatable in what it asks
};

void TestFaults::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

void TestFaults::startHelper(QProcess &process, const QString &program, const QStringList &args, int lines)
{
    process.start(program, args);
    QVERIFY2(process.waitForStarted(), qPrintable(process.errorString()));
    // Count lines without consuming them: the caller reads everything after the kill.
    while (process.peek(1 << 20).count('\n') < lines) {
        if (!process.waitForReadyRead(30000)) {
            QFAIL(qPrintable(u"%1 stopped: %2"_s.arg(program, QString::fromUtf8(process.readAllStandardError()))));
        }
    }
}

void TestFaults::killAtRandom(QProcess &process)
{
    QThread::usleep(std::uniform_int_distribution<unsigned>(0, 40000)(m_random));
    process.kill(); // SIGKILL: no handler, no flush, no cleanup
    QVERIFY(process.waitForFinished(30000));
    QCOMPARE(process.exitStatus(), QProcess::CrashExit);
}

void TestFaults::killedSaveLeavesOneWholeVersion()
{
    const QString dir = m_dir.filePath(u"killed-save"_s);
    QVERIFY(QDir().mkpath(dir));
    const QString file = dir + u"/build.rigbuild"_s;
    QString error;
    QVERIFY2(BuildFile::writeFile(versionedBuild(1, kLargeSave), file, &error), qPrintable(error));
    int current = 1;
    for (int round = 0; round < 6; ++round) {
        QProcess saver;
        startHelper(saver, QStringLiteral(RIGPLAN_FAULT_SAVELOOP),
            { file, QString::number(current + 1), QString::number(kLargeSave) },
            1 + std::uniform_int_distribution<int>(0, 2)(m_random));
        killAtRandom(saver);
        int lastSaved = current;
        for (const QString &line : printedLines(saver)) {
            QVERIFY2(line.startsWith(u"saved "_s), qPrintable(line));
            lastSaved = line.mid(6).toInt();
        }
        // The file is the last reported version, or the one whose save completed just before the kill.
        const BuildLoadResult loaded = BuildFile::readFile(file, Test::catalog(), true);
        QVERIFY2(loaded.ok(), qPrintable(u"round %1: the file does not load after the kill"_s.arg(round)));
        const int version = versionOf(*loaded.build);
        QVERIFY2(version == lastSaved || version == lastSaved + 1,
            qPrintable(u"round %1: version %2 after %3 was reported saved"_s.arg(round).arg(version).arg(lastSaved)));
        QVERIFY(*loaded.build == versionedBuild(version, kLargeSave));
        current = version;
        // What a killed save leaves behind is never taken for a build: one .rigbuild file only.
        const QStringList builds = QDir(dir).entryList({ u"*.rigbuild"_s }, QDir::Files);
        QCOMPARE(builds, QStringList { u"build.rigbuild"_s });
        const QStringList all = QDir(dir).entryList(QDir::Files | QDir::Hidden);
        qInfo("round %d: killed after version %d was reported, file holds version %d, %lld file(s) in the folder",
            round, lastSaved, version, static_cast<long long>(all.size()));
    }
}

void TestFaults::fullDiskSaveFailsAndKeepsTheFile()
{
    REQUIRE_MOUNTS();
    const QString dir = m_dir.filePath(u"full-disk"_s);
    QVERIFY(QDir().mkpath(dir));
    MountGuard mount;
    QVERIFY(mount.tmpfs(dir, "512k"));
    const QString file = dir + u"/build.rigbuild"_s;
    QString error;
    QVERIFY2(BuildFile::writeFile(versionedBuild(1, 10), file, &error), qPrintable(error));
    const QByteArray before = fileBytes(file);
    fillDisk(dir);

    QVERIFY(!BuildFile::writeFile(versionedBuild(2, kTooBig), file, &error));
    qInfo("full disk, file: %s", qPrintable(error));
    QVERIFY2(error.contains(file) && error.contains(u"the disk is full"_s), qPrintable(error));
    QCOMPARE(fileBytes(file), before);
    QCOMPARE(QDir(dir).entryList(QDir::Files | QDir::Hidden), QStringList({ u"build.rigbuild"_s, u"filler"_s }));

    // The app's File > Save: the same message, and the unsaved build stays open and marked modified.
    {
        Ui::MainWindow window(&Test::catalog());
        Ui::BuildDocument *doc = window.document();
        doc->reset(versionedBuild(1, 10), file);
        doc->edit(u"grow"_s, versionedBuild(2, kTooBig));
        QString shown;
        QVERIFY(!window.saveFile(file, &shown));
        QCOMPARE(shown, error);
        QVERIFY(doc->isModified());
        QVERIFY(doc->build() == versionedBuild(2, kTooBig));
        doc->setClean();
    }
    QCOMPARE(fileBytes(file), before);

    // Room again: the same save goes through.
    QVERIFY(QFile::remove(dir + u"/filler"_s));
    QVERIFY2(BuildFile::writeFile(versionedBuild(2, kTooBig), file, &error), qPrintable(error));
    QCOMPARE(versionOf(*BuildFile::readFile(file, Test::catalog(), true).build), 2);
}

void TestFaults::fullDiskDatabaseKeepsEarlierBuilds()
{
    REQUIRE_MOUNTS();
    const QString dir = m_dir.filePath(u"full-db"_s);
    QVERIFY(QDir().mkpath(dir));
    MountGuard mount;
    QVERIFY(mount.tmpfs(dir, "1m"));
    const QString path = dir + u"/rigplan.sqlite"_s;
    Db::OpenOptions options;
    options.bundledCatalog.clear();
    qint64 first = 0;
    {
        Db::Database db;
        QVERIFY2(db.open(path, options), qPrintable(db.errorString()));
        Db::BuildRepository repository(db);
        QString error;
        const std::optional<qint64> id = repository.save(versionedBuild(1, 10), std::nullopt, &error);
        QVERIFY2(id, qPrintable(error));
        first = *id;
        fillDisk(dir);

        QVERIFY(!repository.save(versionedBuild(2, kTooBig), std::nullopt, &error));
        qInfo("full disk, database: %s", qPrintable(error));
        QVERIFY2(error.contains(path) && error.contains(u"full"_s), qPrintable(error));
        // A failed replace keeps the old row too.
        QVERIFY(!repository.save(versionedBuild(3, kTooBig), first, &error));
        // Still usable, and the earlier build is whole.
        QCOMPARE(repository.list().size(), 1);
        const std::optional<Build> loaded = repository.load(first, Test::catalog(), &error);
        QVERIFY2(loaded, qPrintable(error));
        QVERIFY(*loaded == versionedBuild(1, 10));
    }
    QVERIFY(QFile::remove(dir + u"/filler"_s));
    Db::Database db;
    QVERIFY2(db.open(path, options), qPrintable(db.errorString()));
    {
        QSqlQuery q(db.connection());
        QVERIFY(q.exec(u"PRAGMA integrity_check"_s) && q.next());
        QCOMPARE(q.value(0).toString(), u"ok"_s);
    }
    Db::BuildRepository repository(db);
    QCOMPARE(repository.list().size(), 1);
    QString error;
    QVERIFY(*repository.load(first, Test::catalog(), &error) == versionedBuild(1, 10));
    QVERIFY2(repository.save(versionedBuild(2, kTooBig), std::nullopt, &error), qPrintable(error));
}

void TestFaults::readOnlyFolderSaveFails()
{
    const QString dir = m_dir.filePath(u"read-only"_s);
    QVERIFY(QDir().mkpath(dir));
    const QString file = dir + u"/build.rigbuild"_s;
    QString error;
    QVERIFY2(BuildFile::writeFile(versionedBuild(1, 10), file, &error), qPrintable(error));
    const QByteArray before = fileBytes(file);
    // Root (also root of the test's user namespace) ignores permission bits: a read-only mount instead.
    MountGuard mount;
    const bool root = ::geteuid() == 0;
    if (root) {
        REQUIRE_MOUNTS();
        QVERIFY(mount.readOnlyBind(dir));
    } else {
        QVERIFY(QFile::setPermissions(dir, QFile::ReadOwner | QFile::ExeOwner));
    }
    const auto restore = qScopeGuard([&] {
        if (!root)
            QFile::setPermissions(dir, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    });

    const bool saved = BuildFile::writeFile(versionedBuild(2, 10), file, &error);
    qInfo("read-only folder: %s", qPrintable(error));
    QVERIFY(!saved);
    // Names the file, and blames the folder rather than the (writable) file.
    QVERIFY2(error.contains(file) && error.contains(u"its folder %1 is read-only"_s.arg(dir)), qPrintable(error));
    QCOMPARE(fileBytes(file), before);
    QCOMPARE(QDir(dir).entryList(QDir::Files | QDir::Hidden), QStringList { u"build.rigbuild"_s });

    Ui::MainWindow window(&Test::catalog());
    Ui::BuildDocument *doc = window.document();
    doc->reset(versionedBuild(1, 10), file);
    doc->edit(u"change"_s, versionedBuild(2, 10));
    QString shown;
    QVERIFY(!window.saveFile(file, &shown));
    QCOMPARE(shown, error);
    QVERIFY(doc->isModified());
    doc->setClean();
    QCOMPARE(fileBytes(file), before);
}

void TestFaults::killedDatabaseWriterLosesNoCommit()
{
    const QString path = m_dir.filePath(u"killed-writer.sqlite"_s);
    constexpr int kParts = 20; // small builds: many commits between kills
    QHash<qint64, int> committed; // id -> version, as the writer reported them
    int next = 1;
    for (int round = 0; round < 5; ++round) {
        QProcess writer;
        startHelper(writer, QStringLiteral(RIGPLAN_FAULT_DBWRITER),
            { path, QString::number(next), QString::number(kParts) },
            5 + std::uniform_int_distribution<int>(0, 20)(m_random));
        killAtRandom(writer);
        static const QRegularExpression line(u"^committed (\\d+) (\\d+)$"_s);
        for (const QString &l : printedLines(writer)) {
            const QRegularExpressionMatch m = line.match(l);
            QVERIFY2(m.hasMatch(), qPrintable(l));
            committed.insert(m.captured(1).toLongLong(), m.captured(2).toInt());
            next = std::max(next, m.captured(2).toInt() + 2); // +2: skip the version the kill may have cut
        }
    }
    QVERIFY(committed.size() >= 25);

    Db::OpenOptions options;
    options.bundledCatalog.clear();
    Db::Database db;
    QVERIFY2(db.open(path, options), qPrintable(db.errorString()));
    {
        QSqlQuery q(db.connection());
        QVERIFY(q.exec(u"PRAGMA integrity_check"_s) && q.next());
        QCOMPARE(q.value(0).toString(), u"ok"_s);
    }
    Db::BuildRepository repository(db);
    QString error;
    for (auto it = committed.cbegin(); it != committed.cend(); ++it) {
        const std::optional<Build> loaded = repository.load(it.key(), Test::catalog(), &error);
        QVERIFY2(loaded, qPrintable(error));
        QVERIFY2(*loaded == versionedBuild(it.value(), kParts), qPrintable(u"build %1"_s.arg(it.key())));
    }
    // A commit the kill kept the writer from reporting is whole too; nothing else is there.
    const QList<Db::BuildRepository::Entry> entries = repository.list();
    QVERIFY(entries.size() >= committed.size() && entries.size() <= committed.size() + 5);
    for (const Db::BuildRepository::Entry &e : entries) {
        const std::optional<Build> loaded = repository.load(e.id, Test::catalog(), &error);
        QVERIFY2(loaded, qPrintable(error));
        QVERIFY(*loaded == versionedBuild(versionOf(*loaded), kParts));
    }
    qInfo("killed writer: 5 kills, %lld reported commits, %lld builds in the database",
        static_cast<long long>(committed.size()), static_cast<long long>(entries.size()));
}

/** Writes a /proc file of the user namespace set-up; false where the kernel refuses. */
static bool writeProc(const char *path, const std::string &text)
{
    std::FILE *f = std::fopen(path, "w");
    if (!f)
        return false;
    const bool ok = std::fputs(text.c_str(), f) >= 0;
    return std::fclose(f) == 0 && ok;
}

/**
 * A mount namespace of the test's own (mounts vanish with the process). Root unshares it directly; anyone
 * else first enters a user namespace where they are root over their own mounts only (as `unshare -rm`).
 */
static QString enterPrivateMounts()
{
    const uid_t uid = ::geteuid();
    const gid_t gid = ::getegid();
    if (uid != 0) {
        if (::unshare(CLONE_NEWUSER | CLONE_NEWNS) != 0)
            return u"no user namespace (unshare -rm): "_s + QString::fromLocal8Bit(std::strerror(errno));
        if (!writeProc("/proc/self/setgroups", "deny")
            || !writeProc("/proc/self/uid_map", "0 " + std::to_string(uid) + " 1")
            || !writeProc("/proc/self/gid_map", "0 " + std::to_string(gid) + " 1"))
            return u"cannot map the user into the user namespace"_s;
    } else if (::unshare(CLONE_NEWNS) != 0) {
        return u"unshare refused: "_s + QString::fromLocal8Bit(std::strerror(errno));
    }
    if (::mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0)
        return u"cannot make the mounts private: "_s + QString::fromLocal8Bit(std::strerror(errno));
    return {};
}

int main(int argc, char **argv)
{
    // Before any thread exists (unshare needs a single-threaded process).
    g_mountProblem = enterPrivateMounts();
    g_privateMounts = g_mountProblem.isEmpty();
    QApplication app(argc, argv);
    QTEST_SET_MAIN_SOURCE_PATH
    TestFaults test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_faults.moc"
