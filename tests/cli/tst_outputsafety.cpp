// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Output never harms (issue 14): `-o` writes into devices and FIFOs and follows links instead of replacing
// them, a failed write to standard output exits 2 with its reason, and names cannot drive the terminal.
// All through rigplan-cli as a user runs it (QProcess), on real device nodes, FIFOs and /dev/full.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <sys/sysmacros.h>

using namespace Qt::StringLiterals;

namespace {

// What a shared build file could carry in a name: erase the line, write the clipboard (OSC 52,
// BEL-terminated), return to the line start and overprint, backspace, and a C1 CSI.
const QString kHostile = u"\u001b[2K\u001b]52;c;aGk=\u0007\rX\u0008\u009b"_s;

struct Run
{
    int exitCode = -1;
    QByteArray out, err;
};

QString example(const char *name)
{
    return QStringLiteral(RIGPLAN_EXAMPLES) + u'/' + QLatin1StringView(name);
}

/** The characters a terminal would act on: C0 controls but line feed and tab, DEL, C1 controls. */
QString controlsIn(const QByteArray &utf8)
{
    QString found;
    for (const QChar c : QString::fromUtf8(utf8)) {
        const char16_t u = c.unicode();
        if ((u < 0x20 && u != u'\n' && u != u'\t') || (u >= 0x7F && u <= 0x9F))
            found += u"U+%1 "_s.arg(uint(u), 4, 16, QChar(u'0'));
    }
    return found;
}

bool jsonHoldsExactly(const QJsonValue &v, const QString &needle)
{
    if (v.isString())
        return v.toString().contains(needle);
    if (v.isArray()) {
        for (const QJsonValue &item : v.toArray())
            if (jsonHoldsExactly(item, needle))
                return true;
    }
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            if (jsonHoldsExactly(it.value(), needle))
                return true;
    }
    return false;
}

} // namespace

class TestOutputSafety : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void deviceNodeSurvives_data();
    void deviceNodeSurvives();
    void fifoReceivesTheData_data();
    void fifoReceivesTheData();
    void symlinkIsFollowed_data();
    void symlinkIsFollowed();
    void folderIsRefused();
    void fullDiskKeepsTheOldFile();
    void fullStandardOutputExitsTwo_data();
    void fullStandardOutputExitsTwo();
    void namesCannotDriveTheTerminal_data();
    void namesCannotDriveTheTerminal();

private:
    Run run(QStringList args, const QString &stdoutFile = {}) const;
    /** The command line that writes to `target`: `export -o` or `catalog export`. */
    static QStringList writingTo(const QString &command, const QString &target);
    /** What that command writes to standard output, to compare a target's bytes with. */
    QByteArray expectedBytes(const QString &command) const;

    QTemporaryDir m_dir;
    QString m_db; // a database with one custom part, so that `catalog export` has something to write
};

Run TestOutputSafety::run(QStringList args, const QString &stdoutFile) const
{
    args << u"--db"_s << m_db;
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(u"RIGPLAN_DB"_s);
    p.setProcessEnvironment(env);
    if (!stdoutFile.isEmpty())
        p.setStandardOutputFile(stdoutFile);
    p.start(QStringLiteral(RIGPLAN_CLI), args);
    p.closeWriteChannel();
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished();
        return { -1, {}, "rigplan-cli did not finish" };
    }
    return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
        p.readAllStandardError() };
}

QStringList TestOutputSafety::writingTo(const QString &command, const QString &target)
{
    if (command == u"export")
        return { u"export"_s, example("dual-3090-fe.rigbuild"), u"--format"_s, u"csv"_s, u"-o"_s, target };
    return { u"catalog"_s, u"export"_s, target };
}

QByteArray TestOutputSafety::expectedBytes(const QString &command) const
{
    QStringList toStdout { u"catalog"_s, u"export"_s, u"-"_s };
    if (command == u"export")
        toStdout = QStringList { u"export"_s, example("dual-3090-fe.rigbuild"), u"--format"_s, u"csv"_s };
    const Run r = run(toStdout);
    return r.exitCode == 0 ? r.out : QByteArray();
}

void TestOutputSafety::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_db = m_dir.filePath(u"rigplan.sqlite"_s);
    const Run added = run({ u"catalog"_s, u"add"_s, QStringLiteral(RIGPLAN_DB_TEST_DATA "/custom-gpu.json") });
    QVERIFY2(added.exitCode == 0, added.err.constData());
    QVERIFY(!expectedBytes(u"export"_s).isEmpty());
    QVERIFY(expectedBytes(u"catalog"_s).contains("my-gpu"));
}

void TestOutputSafety::deviceNodeSurvives_data()
{
    QTest::addColumn<QString>("command");
    QTest::newRow("export -o") << u"export"_s;
    QTest::newRow("catalog export") << u"catalog"_s;
}

void TestOutputSafety::deviceNodeSurvives()
{
    QFETCH(QString, command);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // A copy of /dev/null (character device 1,3), as `-o /dev/null` run as root would meet it.
    const QString node = dir.filePath(u"null"_s);
    if (::mknod(QFile::encodeName(node).constData(), S_IFCHR | 0666, makedev(1, 3)) != 0)
        QSKIP("mknod needs root (CI runs as root)");
    const Run r = run(writingTo(command, node));
    QVERIFY2(r.exitCode == 0, r.err.constData());
    struct stat st
    {
    };
    QCOMPARE(::lstat(QFile::encodeName(node).constData(), &st), 0);
    QVERIFY2(S_ISCHR(st.st_mode), "the device node was replaced");
    QCOMPARE(major(st.st_rdev), 1u);
    QCOMPARE(minor(st.st_rdev), 3u);
    QCOMPARE(QDir(dir.path()).entryList(QDir::System | QDir::Files), QStringList { u"null"_s }); // no temporary file
}

void TestOutputSafety::fifoReceivesTheData_data()
{
    deviceNodeSurvives_data();
}

void TestOutputSafety::fifoReceivesTheData()
{
    QFETCH(QString, command);
    const QString fifo = m_dir.filePath(u"fifo-"_s + command);
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    // The reader: a real process, as `rigplan-cli export ... -o fifo & consumer < fifo` has.
    QProcess reader;
    reader.start(u"cat"_s, { fifo });
    QVERIFY(reader.waitForStarted());
    const Run r = run(writingTo(command, fifo));
    const bool readerDone = reader.waitForFinished(10000);
    if (!readerDone) { // the data went elsewhere and cat still waits for a writer
        reader.kill();
        reader.waitForFinished();
    }
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(readerDone, "the FIFO's reader got no writer: the FIFO was replaced");
    QCOMPARE(reader.readAllStandardOutput(), expectedBytes(command));
    struct stat st
    {
    };
    QCOMPARE(::lstat(QFile::encodeName(fifo).constData(), &st), 0);
    QVERIFY2(S_ISFIFO(st.st_mode), "the FIFO was replaced");
}

void TestOutputSafety::symlinkIsFollowed_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("target"); // what the link points to
    for (const QString &command : { u"export"_s, u"catalog"_s }) {
        QTest::addRow("%s: link to a file", qPrintable(command)) << command << u"file"_s;
        QTest::addRow("%s: link to a new file", qPrintable(command)) << command << u"new"_s;
        QTest::addRow("%s: link to a link to a file", qPrintable(command)) << command << u"chain"_s;
        QTest::addRow("%s: relative link into a subfolder", qPrintable(command)) << command << u"relative"_s;
    }
}

void TestOutputSafety::symlinkIsFollowed()
{
    QFETCH(QString, command);
    QFETCH(QString, target);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QDir(dir.path()).mkdir(u"sub"_s);
    const QString file = dir.filePath(u"sub/real.csv"_s);
    if (target != u"new") {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("the old content\n");
    }
    const QString link = dir.filePath(u"link.csv"_s);
    QString pointsTo = file; // what readlink must still say afterwards
    if (target == u"chain") {
        QVERIFY(QFile::link(file, dir.filePath(u"middle.csv"_s)));
        pointsTo = dir.filePath(u"middle.csv"_s);
    } else if (target == u"relative") {
        pointsTo = u"sub/real.csv"_s;
    }
    QCOMPARE(::symlink(QFile::encodeName(pointsTo).constData(), QFile::encodeName(link).constData()), 0);

    const Run r = run(writingTo(command, link));
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(QFileInfo(link).isSymLink(), "the link was replaced by a regular file");
    QByteArray readBack(4096, '\0');
    const ssize_t length = ::readlink(QFile::encodeName(link).constData(), readBack.data(), size_t(readBack.size()));
    QCOMPARE(QFile::decodeName(readBack.left(length)), pointsTo);
    QFile written(file);
    QVERIFY(written.open(QIODevice::ReadOnly));
    QCOMPARE(written.readAll(), expectedBytes(command));
    // Nothing else appeared: the link, its target (and the middle link), and no temporary file.
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::System).size(), target == u"chain" ? 2 : 1);
    QCOMPARE(QDir(dir.filePath(u"sub"_s)).entryList(QDir::Files).size(), 1);
}

void TestOutputSafety::folderIsRefused()
{
    const QString folder = m_dir.filePath(u"a-folder"_s);
    QVERIFY(QDir().mkpath(folder));
    const Run r = run(writingTo(u"export"_s, folder));
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QByteArray(folder.toUtf8() + ": cannot be written: it is a folder")), r.err.constData());
    QVERIFY(QFileInfo(folder).isDir());
}

void TestOutputSafety::fullDiskKeepsTheOldFile()
{
    // A 256 KB tmpfs filled to the last byte, in a mount namespace of its own (it vanishes with the
    // shell); the old export there must stay whole and the message must say why.
    const QString mount = m_dir.filePath(u"small-disk"_s);
    QVERIFY(QDir().mkpath(mount));
    const QString script = uR"(mount -t tmpfs -o size=256k tmpfs "$1" || exit 77
printf 'the old export\n' > "$1/parts.pdf"
dd if=/dev/zero of="$1/fill" bs=4k 2>/dev/null
"$2" export "$3" --format pdf -o "$1/parts.pdf" --db "$4"
echo "exit=$?"
cat "$1/parts.pdf"
ls -A "$1")"_s;
    QProcess p;
    p.start(u"unshare"_s,
        { u"--mount"_s, u"--propagation"_s, u"private"_s, u"sh"_s, u"-c"_s, script, u"sh"_s, mount,
            QStringLiteral(RIGPLAN_CLI), example("quad-3090-lambda.rigbuild"), m_db });
    if (!p.waitForStarted() || !p.waitForFinished(60000) || p.exitCode() == 77 || p.exitCode() == 1)
        QSKIP("no mount namespace here (needs root or user namespaces; CI runs as root)");
    const QByteArray out = p.readAllStandardOutput();
    const QByteArray err = p.readAllStandardError();
    QVERIFY2(out.startsWith("exit=2\nthe old export\nfill\nparts.pdf\n"), out.constData());
    QVERIFY2(err.contains("parts.pdf: cannot be written: the disk is full"), err.constData());
}

void TestOutputSafety::fullStandardOutputExitsTwo_data()
{
    QTest::addColumn<QStringList>("args");
    const QString build = example("dual-3090-fe.rigbuild");
    QTest::newRow("check --json") << QStringList { u"check"_s, build, u"--json"_s };
    QTest::newRow("check") << QStringList { u"check"_s, build };
    QTest::newRow("export csv") << QStringList { u"export"_s, build, u"--format"_s, u"csv"_s };
    QTest::newRow("export pdf") << QStringList { u"export"_s, build, u"--format"_s, u"pdf"_s };
    QTest::newRow("catalog list") << QStringList { u"catalog"_s, u"list"_s };
    QTest::newRow("catalog show --json") << QStringList { u"catalog"_s, u"show"_s, u"my-gpu"_s, u"--json"_s };
    QTest::newRow("catalog export -") << QStringList { u"catalog"_s, u"export"_s, u"-"_s };
    QTest::newRow("compare") << QStringList { u"compare"_s, build, example("quad-3090-lambda.rigbuild") };
    QTest::newRow("plan") << QStringList { u"plan"_s, u"--budget"_s, u"8000"_s, u"--circuit"_s, u"us-120v-15a"_s };
    QTest::newRow("estimate") << QStringList { u"estimate"_s, build };
    QTest::newRow("--help") << QStringList { u"--help"_s };
}

void TestOutputSafety::fullStandardOutputExitsTwo()
{
    QFETCH(QStringList, args);
    if (!QFileInfo::exists(u"/dev/full"_s))
        QSKIP("no /dev/full here");
    const Run ok = run(args);
    QVERIFY2(ok.exitCode == 0 && !ok.out.isEmpty(), ok.err.constData()); // the same command works when it can write
    const Run full = run(args, u"/dev/full"_s);
    QCOMPARE(full.exitCode, 2);
    QVERIFY2(full.err.contains("standard output: cannot be written: the disk is full"), full.err.constData());
    QVERIFY2(!full.err.contains("Unknown error"), full.err.constData());
}

void TestOutputSafety::namesCannotDriveTheTerminal_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<bool>("hasJson"); // whether the same command has --json, which must keep the name exactly
    const QString build = m_dir.filePath(u"hostile.rigbuild"_s);
    QTest::newRow("check") << QStringList { u"check"_s, build } << true;
    QTest::newRow("estimate") << QStringList { u"estimate"_s, build } << true;
    QTest::newRow("compare") << QStringList { u"compare"_s, build, example("quad-3090-lambda.rigbuild") } << true;
    QTest::newRow("compare md") << QStringList { u"compare"_s, build, build, u"--format"_s, u"md"_s } << false;
    QTest::newRow("plan") << QStringList { u"plan"_s, u"--budget"_s, u"8000"_s, u"--circuit"_s, u"us-120v-15a"_s }
                          << true;
    QTest::newRow("catalog list") << QStringList { u"catalog"_s, u"list"_s, u"--kind"_s, u"gpu"_s } << true;
    QTest::newRow("catalog show") << QStringList { u"catalog"_s, u"show"_s, u"rtx-3090-fe"_s } << true;
}

void TestOutputSafety::namesCannotDriveTheTerminal()
{
    QFETCH(QStringList, args);
    QFETCH(bool, hasJson);
    // The bundled catalog with the hostile text after every part's name, and a build named with it.
    const QString catalog = m_dir.filePath(u"hostile-catalog.json"_s);
    if (!QFileInfo::exists(catalog)) {
        QFile seed(QStringLiteral(RIGPLAN_SEED_CATALOG));
        QVERIFY(seed.open(QIODevice::ReadOnly));
        QJsonObject o = QJsonDocument::fromJson(seed.readAll()).object();
        QJsonArray parts;
        for (const QJsonValue &v : o.value(u"parts").toArray()) {
            QJsonObject p = v.toObject();
            p[u"name"] = QString(p.value(u"name").toString() + kHostile);
            parts.append(p);
        }
        o[u"parts"] = parts;
        QFile out(catalog);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(o).toJson());
        QFile dual(example("dual-3090-fe.rigbuild"));
        QVERIFY(dual.open(QIODevice::ReadOnly));
        QJsonObject b = QJsonDocument::fromJson(dual.readAll()).object();
        b[u"name"] = QString(u"Lab build"_s + kHostile);
        QFile buildOut(m_dir.filePath(u"hostile.rigbuild"_s));
        QVERIFY(buildOut.open(QIODevice::WriteOnly));
        buildOut.write(QJsonDocument(b).toJson());
    }
    args << u"--catalog"_s << catalog;

    const Run text = run(args);
    // Whether the reader takes such names or refuses them, nothing it prints may drive the terminal.
    QVERIFY2(controlsIn(text.out).isEmpty(), qPrintable(controlsIn(text.out)));
    QVERIFY2(controlsIn(text.err).isEmpty(), qPrintable(controlsIn(text.err)));
    if (text.exitCode == 2)
        QSKIP("the reader refuses names with control characters; its message is clean (checked above)");
    QVERIFY2(text.exitCode == 0 || text.exitCode == 1, text.err.constData());
    // The names were printed, with visible stand-ins for the controls: ESC as U+241B, BEL as U+2407.
    // (Markdown escapes the brackets of what stays.)
    QVERIFY2(text.out.contains(u"\u241B"_s.toUtf8()) && text.out.contains(u"52;c;aGk=\u2407"_s.toUtf8()),
        text.out.constData());

    if (!hasJson)
        return;
    const Run json = run(args << u"--json"_s);
    QVERIFY2(json.exitCode == 0 || json.exitCode == 1, json.err.constData());
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json.out, &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    QVERIFY2(jsonHoldsExactly(doc.object(), kHostile), "the JSON lost or changed the name");
}

QTEST_GUILESS_MAIN(TestOutputSafety)
#include "tst_outputsafety.moc"
