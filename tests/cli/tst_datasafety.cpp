// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// No path, file or kill loses the user's data (issue 33): every case is a real rigplan-cli run on a real
// database holding a custom part, a user price and a saved build, and says what must hold afterwards: the
// exit code, a fragment of the message, and the files that must be unchanged byte for byte (or never made).
#include "core/io/buildfile.h"
#include "core/io/catalogfile.h"
#include "core/io/recoveryfile.h"
#include "core/partcatalog.h"
#include "db/buildrepository.h"
#include "db/database.h"
#include "db/sqlpartcatalog.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace RigPlan;

namespace {

/** How the case's folder is prepared before the command runs. */
enum class Setup
{
    Plain, // db.sqlite (custom part, user price, saved build) and b.rigbuild
    DamagedPart, // the custom part's stored JSON has a duplicate key
    HugePrice, // the user price is 1e308
    TextPrice, // the user price is the text "cheap"
    NegativeVersion, // PRAGMA user_version = -5
    ForeignPicture, // out-chassis.png exists and RigPlan did not draw it
    Fifo, // fifo is a named pipe
    Redefining, // redef.rigbuild: an inline part reuses the bundled id rtx-3090-fe as a 1-slot, 100 W card
};

struct Run
{
    int exitCode = -1;
    QByteArray out, err;
    qint64 ms = 0;
};

QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<missing>");
}

QString example(const char *name)
{
    return QStringLiteral(RIGPLAN_EXAMPLES) + u'/' + QLatin1StringView(name);
}

/** An example build's JSON, to vary. */
QJsonObject exampleJson(const char *name)
{
    QFile f(example(name));
    return f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll()).object() : QJsonObject();
}

bool writeJson(const QString &path, const QJsonObject &o)
{
    QFile out(path);
    return out.open(QIODevice::WriteOnly) && out.write(QJsonDocument(o).toJson()) > 0;
}

Run run(const QStringList &args, const QString &home, const QString &stdinFile = {}, int seconds = 60)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(u"RIGPLAN_DB"_s);
    env.insert(u"XDG_DATA_HOME"_s, home);
    p.setProcessEnvironment(env);
    if (!stdinFile.isEmpty())
        p.setStandardInputFile(stdinFile);
    QElapsedTimer timer;
    timer.start();
    p.start(QStringLiteral(RIGPLAN_CLI), args);
    if (stdinFile.isEmpty())
        p.closeWriteChannel();
    if (!p.waitForFinished(seconds * 1000)) {
        p.kill();
        p.waitForFinished();
        return { -1, {}, "rigplan-cli did not finish", timer.elapsed() };
    }
    return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
        p.readAllStandardError(), timer.elapsed() };
}

bool sqlExec(const QString &db, const QString &sql)
{
    sqlite3 *h = nullptr;
    const bool ok = sqlite3_open(QFile::encodeName(db).constData(), &h) == SQLITE_OK
        && sqlite3_exec(h, sql.toUtf8().constData(), nullptr, nullptr, nullptr) == SQLITE_OK;
    sqlite3_close(h);
    return ok;
}

/** A build file whose inline part reuses the bundled id rtx-3090-fe as a 1-slot, 100 W card. */
QByteArray redefiningBuild()
{
    QJsonObject o = exampleJson("quad-3090-lambda.rigbuild");
    QJsonArray gpus;
    for (int slot : { 1, 3, 5, 7 })
        gpus.append(QJsonObject { { u"part"_s, u"rtx-3090-fe"_s }, { u"slot"_s, slot } });
    o[u"gpus"_s] = gpus;
    o.remove(u"parts"_s);
    QJsonObject part { { u"id"_s, u"rtx-3090-fe"_s }, { u"kind"_s, u"gpu"_s },
        { u"name"_s, u"GeForce RTX 3090 Founders Edition"_s }, { u"architecture"_s, u"ampere"_s },
        { u"memoryGB"_s, 24 }, { u"memoryBandwidthGBs"_s, 936 }, { u"fp16TensorTflops"_s, 71 },
        { u"fp32Tflops"_s, 35.6 }, { u"tdpW"_s, 100 }, { u"slotWidth"_s, 1 }, { u"lengthMm"_s, 313 },
        { u"cooler"_s, u"open-air"_s }, { u"powerConnectors"_s, QJsonObject { { u"pcie8pin"_s, 2 } } } };
    o[u"parts"_s] = QJsonArray { part };
    return QJsonDocument(o).toJson();
}

} // namespace

class TestDataSafety : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cases_data();
    void cases();
    void ownPictureIsReplaced();
    void hotJournalRollsBack();
    void closedStdoutIsSaid();
    void replacedFileKeepsOwnerAndMode();
    void compareOutputIsBounded();
    void pdfOfAHugeBuildIsBounded();
    void exportTablesCutLongNames();
    void recoveryFifoIsNotRead();
    void screenshotNeverLandsOnTheDatabase();
    void refusedDatabaseNeverAbortsTheApp_data();
    void refusedDatabaseNeverAbortsTheApp();

private:
    /** A fresh folder as `setup` says; the database's bytes are taken after it is closed. */
    bool prepare(const QTemporaryDir &dir, Setup setup);
    QString expand(QString arg, const QTemporaryDir &dir) const;

    QTemporaryDir m_template;
    QString m_templateDb;
};

void TestDataSafety::initTestCase()
{
    QVERIFY(m_template.isValid());
    m_templateDb = m_template.filePath(u"db.sqlite"_s);
    // The database a user has: a custom part, a price of theirs and a saved build, made by the real code.
    Db::Database db;
    QVERIFY2(db.open(m_templateDb), qPrintable(db.errorString()));
    Db::SqlPartCatalog catalog(db);
    QVERIFY(catalog.load());
    QFile partFile(QStringLiteral(RIGPLAN_DB_TEST_DATA "/custom-gpu.json"));
    QVERIFY(partFile.open(QIODevice::ReadOnly));
    const QByteArray partJson = partFile.readAll();
    const CatalogLoadResult loaded
        = CatalogFile::read(R"({"format":"rigplan-catalog","version":1,"parts":[)" + partJson + "]}");
    QVERIFY2(loaded.catalog, qPrintable(loaded.problems.value(0).toString()));
    QString error;
    QVERIFY2(catalog.addCustomParts(loaded.catalog->parts, &error), qPrintable(error));
    QVERIFY2(catalog.setUserPrice(u"rtx-3090-fe"_s, 777, &error), qPrintable(error));
    const BuildLoadResult build = BuildFile::readFile(example("dual-3090-fe.rigbuild"), catalog, true);
    QVERIFY(build.ok());
    Db::BuildRepository library(db);
    QVERIFY2(library.save(*build.build, std::nullopt, &error), qPrintable(error));
    db.close();
    QVERIFY(!QFileInfo::exists(m_templateDb + u"-wal"_s) || QFileInfo(m_templateDb + u"-wal"_s).size() == 0);
}

bool TestDataSafety::prepare(const QTemporaryDir &dir, Setup setup)
{
    const QString db = dir.filePath(u"db.sqlite"_s);
    if (!QFile::copy(m_templateDb, db) || !QFile::copy(example("dual-3090-fe.rigbuild"), dir.filePath(u"b.rigbuild"_s)))
        return false;
    QFile::setPermissions(db, QFile::ReadOwner | QFile::WriteOwner);
    QFile::setPermissions(dir.filePath(u"b.rigbuild"_s), QFile::ReadOwner | QFile::WriteOwner);
    switch (setup) {
    case Setup::Plain:
        return true;
    case Setup::DamagedPart:
        return sqlExec(db, u"UPDATE parts SET json = '{\"id\":\"my-gpu\",\"id\":\"my-gpu\"}' WHERE id = 'my-gpu'"_s);
    case Setup::HugePrice:
        return sqlExec(db, u"UPDATE user_prices SET price_usd = 1e308"_s);
    case Setup::TextPrice:
        return sqlExec(db, u"UPDATE user_prices SET price_usd = 'cheap'"_s);
    case Setup::NegativeVersion:
        return sqlExec(db, u"PRAGMA user_version = -5"_s);
    case Setup::ForeignPicture: {
        QFile f(dir.filePath(u"out-chassis.png"_s));
        return f.open(QIODevice::WriteOnly) && f.write("my holiday photo") > 0;
    }
    case Setup::Fifo:
        return ::mkfifo(QFile::encodeName(dir.filePath(u"fifo"_s)).constData(), 0600) == 0;
    case Setup::Redefining: {
        QFile f(dir.filePath(u"redef.rigbuild"_s));
        return f.open(QIODevice::WriteOnly) && f.write(redefiningBuild()) > 0;
    }
    }
    return false;
}

QString TestDataSafety::expand(QString arg, const QTemporaryDir &dir) const
{
    return arg.replace(u"%dir"_s, dir.path());
}

void TestDataSafety::cases_data()
{
    QTest::addColumn<int>("setup");
    QTest::addColumn<QStringList>("args"); // %dir is the case's folder
    QTest::addColumn<QString>("stdinFile");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("fragment"); // in standard error or output
    QTest::addColumn<QString>("absent"); // in neither
    QTest::addColumn<QStringList>("unchanged"); // files of the folder, byte for byte
    QTest::addColumn<QStringList>("notMade"); // paths that must not exist afterwards

    const QStringList db { u"--db"_s, u"%dir/db.sqlite"_s };
    const QStringList dbAndBuild { u"db.sqlite"_s, u"b.rigbuild"_s };
    const auto row = [](const char *name, Setup setup, const QStringList &args, int exitCode, const QString &fragment,
                         const QStringList &unchanged = {}, const QStringList &notMade = {}, const QString &absent = {},
                         const QString &stdinFile = {}) {
        QTest::newRow(name) << int(setup) << args << stdinFile << exitCode << fragment << absent << unchanged
                            << notMade;
    };

    // 1. One output policy: never onto what the command reads.
    row("catalog export onto its database", Setup::Plain,
        db + QStringList { u"catalog"_s, u"export"_s, u"%dir/db.sqlite"_s }, 2,
        u"it is the database this command uses"_s, dbAndBuild);
    row("catalog export onto its -journal", Setup::Plain,
        db + QStringList { u"catalog"_s, u"export"_s, u"%dir/db.sqlite-journal"_s }, 2, u"SQLite keeps beside"_s,
        dbAndBuild, { u"db.sqlite-journal"_s });
    row("catalog export onto its -wal", Setup::Plain,
        db + QStringList { u"catalog"_s, u"export"_s, u"%dir/db.sqlite-wal"_s }, 2, u"SQLite keeps beside"_s,
        dbAndBuild);
    row("export -o onto its input", Setup::Plain,
        db + QStringList { u"export"_s, u"%dir/b.rigbuild"_s, u"--format"_s, u"csv"_s, u"-o"_s, u"%dir/b.rigbuild"_s },
        2, u"which this command reads"_s, dbAndBuild);
    row("export -o onto its input by another name", Setup::Plain,
        db
            + QStringList { u"export"_s, u"%dir/b.rigbuild"_s, u"--format"_s, u"csv"_s, u"-o"_s,
                u"%dir/./b.rigbuild"_s },
        2, u"which this command reads"_s, dbAndBuild);
    row("export - -o onto the file on standard input", Setup::Plain,
        db + QStringList { u"export"_s, u"-"_s, u"--format"_s, u"txt"_s, u"-o"_s, u"%dir/b.rigbuild"_s }, 2,
        u"which this command reads"_s, dbAndBuild, {}, {}, u"%dir/b.rigbuild"_s);
    row("export -o onto the database", Setup::Plain,
        db + QStringList { u"export"_s, u"%dir/b.rigbuild"_s, u"--format"_s, u"json"_s, u"-o"_s, u"%dir/db.sqlite"_s },
        2, u"it is the database this command uses"_s, dbAndBuild);
    row("markdown keeps a picture RigPlan did not draw", Setup::ForeignPicture,
        db + QStringList { u"export"_s, u"%dir/b.rigbuild"_s, u"--format"_s, u"md"_s, u"-o"_s, u"%dir/out.md"_s }, 2,
        u"RigPlan did not write it"_s, dbAndBuild + QStringList { u"out-chassis.png"_s }, { u"out.md"_s });

    // 2. The database opens what SQLite can recover, and refuses what is not a file before opening it.
    row("--db a FIFO returns at once", Setup::Fifo, { u"--db"_s, u"%dir/fifo"_s, u"catalog"_s, u"list"_s }, 2,
        u"is a FIFO"_s, {}, { u"fifo-journal"_s });
    row("--db /dev/null leaves nothing in /dev", Setup::Plain, { u"--db"_s, u"/dev/null"_s, u"catalog"_s, u"list"_s },
        2, u"is a character device"_s, {}, { u"/dev/null-journal"_s, u"/dev/null-wal"_s });
    row("user_version -5", Setup::NegativeVersion, db + QStringList { u"catalog"_s, u"list"_s }, 2,
        u"schema version -5, which no RigPlan writes"_s, dbAndBuild, {}, u"already exists"_s);

    // 3. Stored parts and prices are read as strictly as files.
    row("catalog export with a damaged stored part", Setup::DamagedPart,
        db + QStringList { u"catalog"_s, u"export"_s, u"%dir/out.json"_s }, 2, u"my-gpu is stored damaged"_s,
        dbAndBuild, { u"out.json"_s });
    row("a stored price of 1e308 is not used", Setup::HugePrice,
        db + QStringList { u"catalog"_s, u"show"_s, u"rtx-3090-fe"_s }, 0,
        u"the stored price of rtx-3090-fe, 1e+308, is not"_s, dbAndBuild, {}, u"1000000000000000000000"_s);
    row("a stored text price is not used", Setup::TextPrice,
        db + QStringList { u"catalog"_s, u"show"_s, u"rtx-3090-fe"_s }, 0,
        u"the stored price of rtx-3090-fe, \"cheap\", is not"_s, dbAndBuild);
    row("catalog export with a stored text price", Setup::TextPrice,
        db + QStringList { u"catalog"_s, u"export"_s, u"%dir/out.json"_s }, 2, u"\"cheap\", is not"_s, dbAndBuild,
        { u"out.json"_s });

    // 5. Shadowing is said, in the check and in every export.
    const QString redefined
        = u"This file redefines rtx-3090-fe: 1 slot(s), 100 W instead of the catalog's 3 slot(s), 350 W"_s;
    row("check names a redefined bundled part", Setup::Redefining,
        db + QStringList { u"check"_s, u"%dir/redef.rigbuild"_s }, 0, redefined, dbAndBuild);
    row("check --json names it", Setup::Redefining,
        db + QStringList { u"check"_s, u"%dir/redef.rigbuild"_s, u"--json"_s }, 0, u"part.redefined"_s, dbAndBuild);
    for (const char *format : { "md", "txt", "csv", "html", "bbcode", "json" })
        row(qPrintable(u"export %1 names it"_s.arg(QLatin1StringView(format))), Setup::Redefining,
            db + QStringList { u"export"_s, u"%dir/redef.rigbuild"_s, u"--format"_s, QLatin1StringView(format) }, 0,
            u"This file redefines rtx-3090-fe"_s, dbAndBuild);

    // 7. A consistent command line, in the user's words.
    row("-o on check", Setup::Plain, db + QStringList { u"check"_s, u"%dir/b.rigbuild"_s, u"-o"_s, u"%dir/r.txt"_s }, 2,
        u"--output: the check command does not take this option"_s, dbAndBuild, { u"r.txt"_s });
    row("check ''", Setup::Plain, db + QStringList { u"check"_s, QString() }, 2, u"no file name was given"_s,
        dbAndBuild, {}, u"QFSFileEngine"_s);
    row("-- ends the options", Setup::Plain, db + QStringList { u"check"_s, u"--"_s, u"--json"_s }, 2,
        u"--json: cannot be read"_s, dbAndBuild, {}, u"unknown option"_s);
    row("--workload llm without --params-b", Setup::Plain,
        db + QStringList { u"estimate"_s, u"%dir/b.rigbuild"_s, u"--workload"_s, u"llm"_s }, 2,
        u"--params-b: required with --workload llm"_s, dbAndBuild);
    row("--params-b ''", Setup::Plain,
        db + QStringList { u"estimate"_s, u"%dir/b.rigbuild"_s, u"--workload"_s, u"llm"_s, u"--params-b"_s, QString() },
        2, u"--params-b: needs a number"_s, dbAndBuild);
    row("--workload cnn --params-b 7", Setup::Plain,
        db + QStringList { u"estimate"_s, u"%dir/b.rigbuild"_s, u"--workload"_s, u"cnn"_s, u"--params-b"_s, u"7"_s }, 2,
        u"--params-b: is an LLM job's option"_s, dbAndBuild);
    row("plan counts its memory checks", Setup::Plain,
        db
            + QStringList { u"plan"_s, u"--budget"_s, u"20000"_s, u"--workload"_s, u"llm"_s, u"--params-b"_s,
                u"5000"_s },
        1, u"memory.fit"_s, dbAndBuild, {}, u"Evaluated 0 rule checks"_s);
}

void TestDataSafety::cases()
{
    QFETCH(int, setup);
    QFETCH(QStringList, args);
    QFETCH(QString, stdinFile);
    QFETCH(int, exitCode);
    QFETCH(QString, fragment);
    QFETCH(QString, absent);
    QFETCH(QStringList, unchanged);
    QFETCH(QStringList, notMade);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(prepare(dir, Setup(setup)));
    QHash<QString, QByteArray> before;
    for (const QString &name : unchanged)
        before[name] = bytesOf(dir.filePath(name));
    for (QString &arg : args)
        arg = expand(arg, dir);
    const Run r = run(args, dir.filePath(u"home"_s), expand(stdinFile, dir), 20);
    const QString said = QString::fromUtf8(r.err + r.out);
    QVERIFY2(r.exitCode == exitCode, qPrintable(u"exit %1, said: %2"_s.arg(r.exitCode).arg(said.left(2000))));
    QVERIFY2(said.contains(fragment), qPrintable(said.left(2000)));
    if (!absent.isEmpty())
        QVERIFY2(!said.contains(absent), qPrintable(said.left(2000)));
    QVERIFY2(r.ms < 15000, "the command must answer, not wait");
    for (const QString &name : unchanged)
        QVERIFY2(bytesOf(dir.filePath(name)) == before[name], qPrintable(name + u" changed"_s));
    for (const QString &name : notMade) {
        const QString path = QDir::isAbsolutePath(name) ? name : dir.filePath(name);
        QVERIFY2(!QFileInfo::exists(path), qPrintable(path + u" was made"_s));
    }
}

void TestDataSafety::ownPictureIsReplaced()
{
    // A second Markdown export of the same name replaces the picture the first drew: the mark is in it.
    QTemporaryDir dir;
    QVERIFY(prepare(dir, Setup::Plain));
    const QStringList args { u"--db"_s, dir.filePath(u"db.sqlite"_s), u"export"_s, dir.filePath(u"b.rigbuild"_s),
        u"--format"_s, u"md"_s, u"-o"_s, dir.filePath(u"out.md"_s) };
    const Run first = run(args, dir.filePath(u"home"_s));
    QVERIFY2(first.exitCode == 0, first.err.constData());
    QVERIFY(QFileInfo::exists(dir.filePath(u"out-chassis.png"_s)));
    const Run second = run(args, dir.filePath(u"home"_s));
    QVERIFY2(second.exitCode == 0, second.err.constData());
}

void TestDataSafety::hotJournalRollsBack()
{
    // A writer killed mid-transaction leaves the file with its changes and the -journal with the
    // originals: a copy of both taken mid-transaction is exactly that (no process holds a lock on it).
    QTemporaryDir dir;
    QVERIFY(prepare(dir, Setup::Plain));
    const QString db = dir.filePath(u"db.sqlite"_s);
    const QString hot = dir.filePath(u"hot.sqlite"_s);
    QVERIFY(sqlExec(db, u"PRAGMA journal_mode = DELETE"_s));
    sqlite3 *h = nullptr;
    QCOMPARE(sqlite3_open(QFile::encodeName(db).constData(), &h), SQLITE_OK);
    QCOMPARE(sqlite3_exec(h, "PRAGMA cache_size = 1; BEGIN; UPDATE parts SET name = name || ' (half-written)';",
                 nullptr, nullptr, nullptr),
        SQLITE_OK);
    QVERIFY(QFileInfo(db + u"-journal"_s).size() > 0);
    QVERIFY(QFile::copy(db, hot));
    QVERIFY(QFile::copy(db + u"-journal"_s, hot + u"-journal"_s));
    sqlite3_exec(h, "ROLLBACK", nullptr, nullptr, nullptr);
    sqlite3_close(h);

    const Run r = run({ u"--db"_s, hot, u"catalog"_s, u"list"_s }, dir.filePath(u"home"_s));
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(r.err.contains("was rolled back"), r.err.constData());
    QVERIFY(r.out.contains("GeForce RTX 3090 Founders Edition"));
    QVERIFY(!r.out.contains("half-written"));
    // Said once: the next open finds nothing to roll back.
    const Run again = run({ u"--db"_s, hot, u"catalog"_s, u"list"_s }, dir.filePath(u"home"_s));
    QCOMPARE(again.exitCode, 0);
    QVERIFY(!again.err.contains("rolled back"));
}

void TestDataSafety::closedStdoutIsSaid()
{
    // `>&-`: without a guard the next file opened takes descriptor 1 and receives the output.
    QTemporaryDir dir;
    QVERIFY(prepare(dir, Setup::Plain));
    const QByteArray before = bytesOf(dir.filePath(u"db.sqlite"_s));
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"XDG_DATA_HOME"_s, dir.filePath(u"home"_s));
    p.setProcessEnvironment(env);
    p.start(u"/bin/sh"_s,
        { u"-c"_s, u"\"$0\" --db \"$1\" catalog list >&-"_s, QStringLiteral(RIGPLAN_CLI),
            dir.filePath(u"db.sqlite"_s) });
    QVERIFY(p.waitForFinished(20000));
    const QByteArray err = p.readAllStandardError();
    QCOMPARE(p.exitCode(), 2);
    QVERIFY2(err.contains("standard output: cannot be written: it was closed"), err.constData());
    QCOMPARE(bytesOf(dir.filePath(u"db.sqlite"_s)), before);
}

void TestDataSafety::replacedFileKeepsOwnerAndMode()
{
    QTemporaryDir dir;
    QVERIFY(prepare(dir, Setup::Plain));
    const QString out = dir.filePath(u"list.csv"_s);
    {
        QFile f(out);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("old");
    }
    QVERIFY(::chmod(QFile::encodeName(out).constData(), 0640) == 0);
    const bool root = ::geteuid() == 0;
    const uid_t owner = root ? 65534 : ::geteuid(); // nobody's file, when root can make one
    const gid_t group = root ? 65534 : ::getegid();
    if (root)
        QVERIFY(::chown(QFile::encodeName(out).constData(), owner, group) == 0);
    const Run r = run({ u"--db"_s, dir.filePath(u"db.sqlite"_s), u"export"_s, dir.filePath(u"b.rigbuild"_s),
                          u"--format"_s, u"csv"_s, u"-o"_s, out },
        dir.filePath(u"home"_s));
    QVERIFY2(r.exitCode == 0, r.err.constData());
    struct stat st
    {
    };
    QVERIFY(::stat(QFile::encodeName(out).constData(), &st) == 0);
    QCOMPARE(st.st_mode & 07777, mode_t(0640));
    QCOMPARE(st.st_uid, owner);
    QCOMPARE(st.st_gid, group);
    QVERIFY(bytesOf(out) != "old");
}

void TestDataSafety::compareOutputIsBounded()
{
    // Four builds each named with 200,000 characters: a table padded to the longest name was about 1 GB.
    QTemporaryDir dir;
    QVERIFY(prepare(dir, Setup::Plain));
    QJsonObject o = exampleJson("dual-3090-fe.rigbuild");
    QStringList args { u"--db"_s, dir.filePath(u"db.sqlite"_s), u"compare"_s };
    for (int i = 0; i < 4; ++i) {
        o[u"name"_s] = QString(200000, QChar(u'a' + i));
        const QString path = dir.filePath(u"long%1.rigbuild"_s.arg(i));
        QVERIFY(writeJson(path, o));
        args << path;
    }
    for (const QString &format : { u"text"_s, u"md"_s }) {
        const Run r = run(args + QStringList { u"--format"_s, format }, dir.filePath(u"home"_s));
        QVERIFY2(r.exitCode == 0 || r.exitCode == 1, r.err.constData());
        QVERIFY2(r.out.size() < 64 * 1024, qPrintable(u"%1 bytes of %2"_s.arg(r.out.size()).arg(format)));
        QVERIFY(r.out.contains("aaaa…"));
    }
    const Run json = run(args + QStringList { u"--json"_s }, dir.filePath(u"home"_s));
    QVERIFY(json.out.contains(QString(200000, u'a').toUtf8())); // the JSON keeps every name whole
}

void TestDataSafety::pdfOfAHugeBuildIsBounded()
{
    // 256 cards in seven slots: some 15,000 findings, which printed 765 pages. The PDF prints the first
    // hundred and says how many it left out; the JSON keeps them all.
    QTemporaryDir dir;
    QVERIFY(prepare(dir, Setup::Plain));
    QJsonObject o = exampleJson("quad-3090-lambda.rigbuild");
    QJsonArray gpus;
    for (int i = 0; i < 256; ++i)
        gpus.append(QJsonObject { { u"part"_s, u"rtx-3090-fe"_s }, { u"slot"_s, i % 7 + 1 } });
    o[u"gpus"_s] = gpus;
    const QString build = dir.filePath(u"huge.rigbuild"_s);
    QVERIFY(writeJson(build, o));
    const QString pdf = dir.filePath(u"huge.pdf"_s);
    const Run r
        = run({ u"--db"_s, dir.filePath(u"db.sqlite"_s), u"export"_s, build, u"--format"_s, u"pdf"_s, u"-o"_s, pdf },
            dir.filePath(u"home"_s), {}, 120);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QByteArray bytes = bytesOf(pdf);
    const qsizetype pages = bytes.count("/Type /Page\n") + bytes.count("/Type /Page ") + bytes.count("/Type /Page>");
    QVERIFY2(pages > 0 && pages < 40, qPrintable(u"%1 pages"_s.arg(pages)));
    const Run json
        = run({ u"--db"_s, dir.filePath(u"db.sqlite"_s), u"check"_s, build, u"--json"_s }, dir.filePath(u"home"_s));
    QVERIFY(QJsonDocument::fromJson(json.out).object().value(u"findings"_s).toArray().size() > 1000);
}

void TestDataSafety::exportTablesCutLongNames()
{
    // A part named with 200,000 characters: its table row is cut at 80 columns with "…", the JSON keeps it.
    QTemporaryDir dir;
    QVERIFY(prepare(dir, Setup::Plain));
    QJsonObject o = exampleJson("dual-3090-fe.rigbuild");
    const QString longName(200000, u'L');
    o[u"parts"_s] = QJsonArray { QJsonObject { { u"id"_s, u"my-long"_s }, { u"kind"_s, u"gpu"_s },
        { u"name"_s, longName }, { u"architecture"_s, u"ampere"_s }, { u"tdpW"_s, 300 }, { u"slotWidth"_s, 2 },
        { u"lengthMm"_s, 300 }, { u"cooler"_s, u"blower"_s } } };
    o[u"gpus"_s] = QJsonArray { QJsonObject { { u"part"_s, u"my-long"_s }, { u"slot"_s, 1 } } };
    const QString build = dir.filePath(u"long.rigbuild"_s);
    QVERIFY(writeJson(build, o));
    for (const QString &format : { u"txt"_s, u"md"_s }) {
        const Run r = run({ u"--db"_s, dir.filePath(u"db.sqlite"_s), u"export"_s, build, u"--format"_s, format },
            dir.filePath(u"home"_s));
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QList<QByteArray> lines = r.out.split('\n');
        const auto row
            = std::find_if(lines.begin(), lines.end(), [](const QByteArray &l) { return l.contains("my-long"); });
        QVERIFY(row != lines.end());
        QVERIFY2(row->size() < 400, qPrintable(u"%1: a row of %2 bytes"_s.arg(format).arg(row->size())));
        QVERIFY(row->contains("LLLL…"));
    }
    const Run json = run({ u"--db"_s, dir.filePath(u"db.sqlite"_s), u"export"_s, build, u"--format"_s, u"json"_s },
        dir.filePath(u"home"_s));
    QVERIFY(json.out.contains(longName.toUtf8()));
}

void TestDataSafety::recoveryFifoIsNotRead()
{
    // The app reads its recovery file before any window: a FIFO there held it in open() for ever.
    QTemporaryDir dir;
    const QString fifo = dir.filePath(u"recovery.rigbuild"_s);
    QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    const InMemoryCatalog catalog;
    const RecoveryRead read = RecoveryFile::take(fifo, catalog, QDateTime(QDate(2026, 12, 8), QTime(1, 2, 3)));
    QVERIFY(read.found);
    QVERIFY(!read.build);
    QVERIFY(!read.problems.isEmpty());
    QVERIFY(read.problems.first().message.contains(u"not a regular file"_s));
    QVERIFY(!QFileInfo::exists(fifo)); // moved aside, unread, for the user to look at
    QVERIFY(QFileInfo(read.keptAs).exists());
}

void TestDataSafety::screenshotNeverLandsOnTheDatabase()
{
    // The app's writes take the same policy as the CLI's: its screenshot onto its own database is refused.
    QTemporaryDir dir;
    QVERIFY(prepare(dir, Setup::Plain));
    const QString db = dir.filePath(u"db.sqlite"_s);
    const QByteArray before = bytesOf(db);
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
    env.insert(u"XDG_DATA_HOME"_s, dir.filePath(u"home"_s));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(RIGPLAN_GUI), { u"--db"_s, db, u"--screenshot"_s, db });
    QVERIFY(p.waitForFinished(60000));
    const QByteArray err = p.readAllStandardError();
    QCOMPARE(p.exitCode(), 2);
    QVERIFY2(err.contains("it is the database this command uses"), err.constData());
    QCOMPARE(bytesOf(db), before);
}

void TestDataSafety::refusedDatabaseNeverAbortsTheApp_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("mode");
    QTest::addColumn<QString>("fragment");
    const QByteArray garbage(4096, '\x9c');
    QTest::newRow("garbage, --screenshot") << garbage << u"--screenshot"_s << u"not an SQLite file"_s;
    QTest::newRow("garbage, --quit-after-first-paint")
        << garbage << u"--quit-after-first-paint"_s << u"not an SQLite file"_s;
}

void TestDataSafety::refusedDatabaseNeverAbortsTheApp()
{
    // The font scan ran on as QApplication went and aborted the app (qFatal) 37 runs of 40.
    QFETCH(QByteArray, content);
    QFETCH(QString, mode);
    QFETCH(QString, fragment);
    QTemporaryDir dir;
    const QString db = dir.filePath(u"db.sqlite"_s);
    {
        QFile f(db);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(content);
    }
    const int runs = qEnvironmentVariableIsSet("RIGPLAN_SANITIZED") ? 3 : 10;
    for (int i = 0; i < runs; ++i) {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
        env.insert(u"XDG_DATA_HOME"_s, dir.filePath(u"home"_s));
        p.setProcessEnvironment(env);
        QStringList args { u"--db"_s, db, mode };
        if (mode == u"--screenshot")
            args << dir.filePath(u"shot.png"_s);
        p.start(QStringLiteral(RIGPLAN_GUI), args);
        QVERIFY(p.waitForFinished(30000));
        const QByteArray err = p.readAllStandardError();
        QVERIFY2(p.exitStatus() == QProcess::NormalExit && p.exitCode() == 2, err.constData());
        QVERIFY2(QString::fromUtf8(err).contains(fragment), err.constData());
    }
    QCOMPARE(bytesOf(db), content);
}

QTEST_GUILESS_MAIN(TestDataSafety)
#include "tst_datasafety.moc"
