// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// `rigplan-cli catalog import --opendb DIR` on eight real BuildCores OpenDB files (tests/data/opendb,
// ODC-By 1.0; its README names the commit). Expected figures are read from those files, not from the mapping.
#include "db/opendb/gitcheckout.h"
#include "db/opendb/opendbmapping.h"
#include "tests/db/clirun.h"
#include "tests/db/dbtestutil.h"

#include <QDir>
#include <QJsonArray>
#include <QTemporaryDir>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

using namespace Qt::StringLiterals;
using namespace RigPlan::Test::Db;

namespace {

const QString kFixture = QStringLiteral(RIGPLAN_OPENDB_FIXTURE);
const QString k3090 = u"02a12d99-d081-4e33-93e1-0c376691df1d"_s; // Zotac RTX 3090 Trinity: every card field set
const QString k5090 = u"0955b58d-7aec-40de-93c6-16c35224d97c"_s; // ASUS Astral BTF RTX 5090: plugs all 0
const QString kArc = u"20d9e947-cf07-4adf-89db-0ad914683726"_s; // Intel Arc B580: no RigPlan GPU family
const QString kCase = u"004c70a3-272d-48a9-a448-96d006f10d55"_s; // Lian Li LANCOOL 216
const QString kPsu = u"100fe6a2-85b2-40ee-a180-27a1b824a152"_s; // Seasonic PRIME TX-1600
const QString kCpu9980 = u"007a5a23-1e12-45b7-90d0-565b80876539"_s; // Threadripper 9980X: not bundled
const QString kCpu7985 = u"247c298b-6d94-4740-ac2f-ff7171d70499"_s; // Threadripper PRO 7985WX: bundled
const QString kBoard = u"49f764d2-e7eb-46f4-8ebf-d11898dbd5c8"_s; // GIGABYTE TRX50 AI TOP
const int kFixtureParts = 7; // the eight files but the Arc B580

// Commits the checkouts of checkoutCommitIsBoundedAndTyped name: any 40 lowercase hex digits do.
const QByteArray kSha1 = "0123456789abcdef0123456789abcdef01234567";
const QByteArray kSha2 = "89abcdef0123456789abcdef0123456789abcdef";
const QByteArray kSha3 = "fedcba9876543210fedcba9876543210fedcba98";

QJsonObject openDbFile(const QString &root, const QString &folder, const QString &id)
{
    return QJsonDocument::fromJson(fileBytes(root + u"/open-db/"_s + folder + u'/' + id + u".json"_s)).object();
}

QString partId(const QString &opendbId)
{
    return u"opendb-"_s + opendbId;
}

bool copyTree(const QString &from, const QString &to)
{
    QDir().mkpath(to);
    for (const QFileInfo &fi : QDir(from).entryInfoList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QString target = to + u'/' + fi.fileName();
        if (fi.isDir() ? !copyTree(fi.filePath(), target) : !QFile::copy(fi.filePath(), target))
            return false;
    }
    return true;
}

} // namespace

class TestOpenDbImport : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void importsTheFixture();
    void figuresComeFromOpenDb();
    void missingFieldsAreNamedNotInvented();
    void boardWithoutSlotMapTakesNoCard();
    void reimportKeepsTheUsersEdits();
    void badCheckoutChangesNothing();
    void kindLimitsTheImport();
    void hostileFilesAreRefusedByPath_data();
    void hostileFilesAreRefusedByPath();
    void hugePlugCountsAreSkippedNotWrapped();
    void checkoutCommitIsBoundedAndTyped_data();
    void checkoutCommitIsBoundedAndTyped();
    void duplicateOpenDbIdIsStoredOnce();
    void docsListTheMappingTable();

private:
    CliRun cli(const QStringList &args, const QByteArray &in = {}) const
    {
        return runCli(args, m_db, m_dir->filePath(u"xdg"_s), in);
    }
    QJsonObject show(const QString &opendbId) const
    {
        return cli({ u"catalog"_s, u"show"_s, partId(opendbId), u"--json"_s }).json();
    }
    CliRun import(const QString &dir) const
    {
        return cli({ u"catalog"_s, u"import"_s, u"--opendb"_s, dir, u"--json"_s });
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_db;
};

void TestOpenDbImport::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_db = m_dir->filePath(u"opendb.sqlite"_s);
}

void TestOpenDbImport::importsTheFixture()
{
    const CliRun r = import(kFixture);
    QCOMPARE(r.exitCode, 0);
    const QJsonObject report = r.json();
    QCOMPARE(report.value(u"source").toString(), u"BuildCores OpenDB"_s);
    QCOMPARE(report.value(u"license").toString(), u"ODC-By-1.0"_s);
    QStringList added;
    for (const QJsonValue &v : report.value(u"added").toArray())
        added << v.toString();
    added.sort();
    QStringList expected { partId(k3090), partId(k5090), partId(kCase), partId(kPsu), partId(kCpu9980),
        partId(kCpu7985), partId(kBoard) };
    expected.sort();
    QCOMPARE(added, expected);
    // The Arc B580 has no GPU family in RigPlan's catalog, so its speed is unknown: left out, and said why.
    const QJsonArray skipped = report.value(u"skipped").toArray();
    QCOMPARE(skipped.size(), 1);
    QVERIFY2(
        skipped[0].toString().startsWith(u"open-db/GPU/"_s + kArc + u".json: "_s), qPrintable(skipped[0].toString()));
    QVERIFY(skipped[0].toString().contains(u"Arc B580"_s));
    // Every part keeps its OpenDB id and the attribution.
    for (const QString &id : expected) {
        const QJsonObject part = cli({ u"catalog"_s, u"show"_s, id, u"--json"_s }).json();
        const QString source = part.value(u"source").toString();
        QVERIFY2(source.startsWith(u"BuildCores OpenDB (ODC-By 1.0), opendb_id "_s + id.mid(7)), qPrintable(source));
        QCOMPARE(part.value(u"origin").toString(), u"custom"_s);
    }
    const CliRun text = cli({ u"catalog"_s, u"show"_s, partId(kCase) });
    QVERIFY2(text.out.contains("source: BuildCores OpenDB (ODC-By 1.0)"), text.out.constData());
}

void TestOpenDbImport::figuresComeFromOpenDb()
{
    QCOMPARE(import(kFixture).exitCode, 0);
    const QJsonObject zotac = openDbFile(kFixture, u"GPU"_s, k3090);
    const QJsonObject gpu = show(k3090);
    QCOMPARE(gpu.value(u"name").toString(), zotac.value(u"metadata").toObject().value(u"name").toString());
    QCOMPARE(gpu.value(u"lengthMm").toDouble(), zotac.value(u"length").toDouble()); // mm both
    QCOMPARE(gpu.value(u"slotWidth").toDouble(), zotac.value(u"total_slot_width").toDouble());
    QCOMPARE(gpu.value(u"tdpW").toDouble(), zotac.value(u"tdp").toDouble());
    QCOMPARE(gpu.value(u"memoryGB").toDouble(), zotac.value(u"memory").toDouble());
    QCOMPARE(gpu.value(u"powerConnectors").toObject().value(u"pcie8pin").toInt(),
        zotac.value(u"power_connectors").toObject().value(u"pcie_8_pin").toInt());
    QCOMPARE(gpu.value(u"cooler").toString(), u"open-air"_s); // "3 Fans"
    // The chip's speed is not in OpenDB: it is the bundled RTX 3090's, and the notes say whose.
    QCOMPARE(gpu.value(u"family").toString(), u"rtx-3090"_s);
    const QJsonObject fe = cli({ u"catalog"_s, u"show"_s, u"rtx-3090-fe"_s, u"--json"_s }).json();
    QCOMPARE(gpu.value(u"fp16TensorTflops").toDouble(), fe.value(u"fp16TensorTflops").toDouble());
    QVERIFY(gpu.value(u"notes").toString().contains(u"rtx-3090-fe"_s));

    const QJsonObject lancool = openDbFile(kFixture, u"PCCase"_s, kCase);
    const QJsonObject chassis = show(kCase);
    QCOMPARE(chassis.value(u"maxGpuLengthMm").toDouble(), lancool.value(u"max_video_card_length").toDouble());
    QCOMPARE(chassis.value(u"expansionSlots").toInt(), lancool.value(u"expansion_slots").toInt());
    QCOMPARE(chassis.value(u"formFactors").toArray(),
        (QJsonArray { u"E-ATX"_s, u"ATX"_s, u"mATX"_s, u"Mini-ITX"_s })); // EATX, ATX, Micro ATX, Mini-ITX
    QCOMPARE(chassis.value(u"confidence").toString(), u"secondary"_s);

    const QJsonObject seasonic = openDbFile(kFixture, u"PSU"_s, kPsu);
    const QJsonObject leads = seasonic.value(u"connectors").toObject();
    const QJsonObject psu = show(kPsu);
    QCOMPARE(psu.value(u"watts").toDouble(), seasonic.value(u"wattage").toDouble());
    QCOMPARE(psu.value(u"efficiency").toString(), u"titanium"_s); // "80+ Titanium"
    QCOMPARE(psu.value(u"pcie8pin").toInt(), leads.value(u"pcie_6_plus_2_pin").toInt());
    QCOMPARE(psu.value(u"12vhpwr").toInt(), leads.value(u"pcie_12vhpwr").toInt());
    QCOMPARE(psu.value(u"eps8pin").toInt(), leads.value(u"eps_8_pin").toInt());

    const QJsonObject pro = show(kCpu7985);
    QCOMPARE(pro.value(u"socket").toString(), u"sTR5"_s);
    QCOMPARE(pro.value(u"tdpW").toDouble(),
        openDbFile(kFixture, u"CPU"_s, kCpu7985).value(u"specifications").toObject().value(u"tdp").toDouble());
    // Lanes are not in OpenDB; this CPU is in the bundled catalog, whose figure has a source.
    QCOMPARE(pro.value(u"pcieLanes").toInt(),
        cli({ u"catalog"_s, u"show"_s, u"threadripper-pro-7985wx"_s, u"--json"_s }).json().value(u"pcieLanes").toInt());
}

void TestOpenDbImport::missingFieldsAreNamedNotInvented()
{
    const QJsonObject report = import(kFixture).json();
    QStringList unconfirmed;
    for (const QJsonValue &v : report.value(u"unconfirmed").toArray())
        unconfirmed << v.toString();
    // The 5090's plugs are all 0 in OpenDB: a 575 W card has plugs, so nobody filled them in.
    QVERIFY(unconfirmed.contains(partId(k5090)));
    const QJsonObject astral = show(k5090);
    QCOMPARE(astral.value(u"confidence").toString(), u"unconfirmed"_s);
    QVERIFY2(astral.value(u"notes").toString().startsWith(u"Not in OpenDB: "_s),
        qPrintable(astral.value(u"notes").toString()));
    QVERIFY(astral.value(u"notes").toString().contains(u"powerConnectors"_s));
    // The 9980X has no lane count anywhere: 0, so every card is flagged, and the notes say to enter it.
    QVERIFY(unconfirmed.contains(partId(kCpu9980)));
    const QJsonObject tr = show(kCpu9980);
    QCOMPARE(tr.value(u"pcieLanes").toInt(), 0);
    QVERIFY(tr.value(u"notes").toString().contains(u"pcieLanes"_s));
    // OpenDB does not record a PSU's ATX revision.
    QVERIFY(unconfirmed.contains(partId(kPsu)));
    QVERIFY(show(kPsu).value(u"notes").toString().contains(u"atx"_s));
    // The board: slot counts but no positions, so no slot map.
    QVERIFY(unconfirmed.contains(partId(kBoard)));
    const QJsonObject board = show(kBoard);
    QCOMPARE(board.value(u"slots").toArray().size(), 0);
    QVERIFY2(
        board.value(u"notes").toString().contains(u"4x PCIe 5.0 x16"_s), qPrintable(board.value(u"notes").toString()));
    // Fully described parts are not marked.
    QVERIFY(!unconfirmed.contains(partId(kCase)));
    QVERIFY(!unconfirmed.contains(partId(kCpu7985)));
}

void TestOpenDbImport::boardWithoutSlotMapTakesNoCard()
{
    QCOMPARE(import(kFixture).exitCode, 0);
    const QString build = uR"({"format": "rigplan-build", "version": 1, "circuit": "eu-230v-16a",
        "case": "%1", "board": "%2", "cpu": "%3", "psus": ["%4"], "gpus": [{"part": "%5", "slot": 1}]})"_s.arg(
        partId(kCase), partId(kBoard), partId(kCpu7985), partId(kPsu), partId(k3090));
    const CliRun r = cli({ u"check"_s, u"-"_s, u"--json"_s }, build.toUtf8());
    QCOMPARE(r.exitCode, 1);
    QStringList rules;
    for (const QJsonValue &f : r.json().value(u"findings").toArray())
        rules << f.toObject().value(u"rule").toString();
    QVERIFY2(rules.contains(u"slot.missing"_s), qPrintable(rules.join(u", "_s)));
    // Once the user enters the slot map, the card goes in.
    QJsonObject board = show(kBoard);
    board[u"slots"] = QJsonArray { QJsonObject { { u"position"_s, 1 }, { u"lanes"_s, 16 }, { u"gen"_s, 5 } } };
    QCOMPARE(cli({ u"catalog"_s, u"add"_s, u"-"_s }, QJsonDocument(board).toJson()).exitCode, 0);
    const CliRun after = cli({ u"check"_s, u"-"_s, u"--json"_s }, build.toUtf8());
    QVERIFY(!after.out.contains("slot.missing"));
}

void TestOpenDbImport::reimportKeepsTheUsersEdits()
{
    const QString copy = m_dir->filePath(u"checkout"_s);
    QVERIFY(copyTree(kFixture, copy));
    QCOMPARE(import(copy).exitCode, 0);
    // The user measures the card at 320 mm and enters it.
    QJsonObject edited = show(k3090);
    edited[u"lengthMm"] = 320;
    QCOMPARE(cli({ u"catalog"_s, u"add"_s, u"-"_s }, QJsonDocument(edited).toJson()).exitCode, 0);
    // OpenDB then corrects both the length and the board power.
    const QString file = copy + u"/open-db/GPU/"_s + k3090 + u".json"_s;
    QJsonObject zotac = QJsonDocument::fromJson(fileBytes(file)).object();
    zotac[u"length"] = 330;
    zotac[u"tdp"] = 370;
    QVERIFY(writeBytes(file, QJsonDocument(zotac).toJson()));

    const CliRun again = import(copy);
    QCOMPARE(again.exitCode, 0);
    QCOMPARE(again.json().value(u"updated").toArray(), QJsonArray { partId(k3090) });
    QCOMPARE(again.json().value(u"added").toArray().size(), 0);
    QCOMPARE(again.json().value(u"keptEdits").toArray(), QJsonArray { QString(partId(k3090) + u": lengthMm"_s) });
    const QJsonObject gpu = show(k3090);
    QCOMPARE(gpu.value(u"lengthMm").toDouble(), 320.0); // the user's
    QCOMPARE(gpu.value(u"tdpW").toDouble(), 370.0); // OpenDB's update
    // A user price is the user's too: a re-import leaves it.
    QCOMPARE(cli({ u"catalog"_s, u"price"_s, partId(kPsu), u"410"_s }).exitCode, 0);
    QCOMPARE(import(copy).json().value(u"unchanged").toArray().size(), 7);
    QCOMPARE(show(kPsu).value(u"priceUsd").toDouble(), 410.0);
}

void TestOpenDbImport::badCheckoutChangesNothing()
{
    const CliRun none = import(m_dir->path());
    QCOMPARE(none.exitCode, 2);
    QVERIFY2(none.err.contains(QByteArray(m_dir->path().toUtf8() + ": not a BuildCores OpenDB checkout")),
        none.err.constData());

    const QString copy = m_dir->filePath(u"broken"_s);
    QVERIFY(copyTree(kFixture, copy));
    QVERIFY(writeBytes(copy + u"/open-db/PSU/broken.json"_s, "{ \"wattage\": "));
    const CliRun broken = import(copy);
    QCOMPARE(broken.exitCode, 2);
    QVERIFY2(broken.err.contains(QByteArray(copy.toUtf8() + ": open-db/PSU/broken.json: not valid JSON at line 1")),
        broken.err.constData());
    // All or nothing: the seven good files did not come in either.
    const CliRun list = cli({ u"catalog"_s, u"list"_s });
    QVERIFY(!list.out.contains("opendb-"));
}

void TestOpenDbImport::kindLimitsTheImport()
{
    const CliRun r = cli({ u"catalog"_s, u"import"_s, u"--opendb"_s, kFixture, u"--kind"_s, u"psu"_s, u"--json"_s });
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.json().value(u"added").toArray(), QJsonArray { partId(kPsu) });
}

void TestOpenDbImport::hostileFilesAreRefusedByPath_data()
{
    // Each row edits the real PSU file of the fixture: `edit` replaces its opening brace.
    QTest::addColumn<QByteArray>("edit");
    QTest::addColumn<QByteArray>("whole"); // replaces the whole file instead, where set
    QTest::addColumn<QByteArray>("expected"); // after "DIR: open-db/PSU/<id>.json: "
    QTest::newRow("duplicate key") << QByteArray(R"({"metadata": {"name": "X"},)") << QByteArray()
                                   << QByteArray("metadata: is given twice in the same object");
    QTest::newRow("duplicate key, one escaped")
        << QByteArray(R"({"wattage": 2000, "wattage": 1000,)") << QByteArray() << QByteArray("wattage: is given twice");
    QTest::newRow("raw escape in a string") << QByteArray("{\"note\": \"a\x1b[2Kb\",") << QByteArray()
                                            << QByteArray("note: a raw control character (U+001B) inside a string");
    QTest::newRow("1e400") << QByteArray(R"({"extra": {"watts": 1e400},)") << QByteArray()
                           << QByteArray("extra.watts: 1e400 is beyond what a number can hold");
    // It once said "not a JSON object: no error occurred".
    QTest::newRow("an array") << QByteArray() << QByteArray("[1, 2]")
                              << QByteArray("an OpenDB part is a JSON object; the top level here is not one");
}

void TestOpenDbImport::hostileFilesAreRefusedByPath()
{
    QFETCH(QByteArray, edit);
    QFETCH(QByteArray, whole);
    QFETCH(QByteArray, expected);
    const QString copy = m_dir->filePath(u"hostile"_s);
    QVERIFY(copyTree(kFixture, copy));
    const QString name = u"open-db/PSU/"_s + kPsu + u".json"_s;
    QByteArray bytes = fileBytes(copy + u'/' + name);
    QVERIFY(bytes.startsWith('{'));
    bytes = whole.isEmpty() ? edit + bytes.mid(1) : whole;
    QVERIFY(writeBytes(copy + u'/' + name, bytes));
    for (const QStringList &format : { QStringList { u"--json"_s }, QStringList {} }) {
        const CliRun r = cli(QStringList { u"catalog"_s, u"import"_s, u"--opendb"_s, copy } + format);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QByteArray(copy.toUtf8() + ": " + name.toUtf8() + ": " + expected)), r.err.constData());
        QVERIFY2(!r.err.contains("no error occurred"), r.err.constData());
        QVERIFY2(!r.err.contains('\x1b'), r.err.constData()); // nothing a terminal would act on
        QVERIFY2(r.out.isEmpty(), r.out.constData());
    }
    // All or nothing: none of the good files came in.
    QVERIFY(!cli({ u"catalog"_s, u"list"_s }).out.contains("opendb-"));
}

void TestOpenDbImport::hugePlugCountsAreSkippedNotWrapped()
{
    // Found by fuzz_catalogfile: plug counts of INT_MAX were added up in an int (undefined behaviour, in
    // practice a wrapped, negative count). Summed as numbers, the part's range now refuses them by name.
    const QString copy = m_dir->filePath(u"plugs"_s);
    QVERIFY(copyTree(kFixture, copy));
    const QString name = u"open-db/PSU/"_s + kPsu + u".json"_s;
    QByteArray bytes = fileBytes(copy + u'/' + name);
    QVERIFY(bytes.contains(R"("pcie_6_plus_2_pin": 8)") && bytes.contains(R"("pcie_12vhpwr": 2)"));
    bytes.replace(R"("pcie_6_plus_2_pin": 8)", R"("pcie_6_plus_2_pin": 2147483647)");
    bytes.replace(R"("pcie_12vhpwr": 2)", R"("pcie_12vhpwr": 2147483647)");
    QVERIFY(writeBytes(copy + u'/' + name, bytes));
    const CliRun r = import(copy);
    QCOMPARE(r.exitCode, 0);
    const QJsonArray skipped = r.json().value(u"skipped").toArray();
    QStringList lines;
    for (const QJsonValue &v : skipped)
        lines << v.toString();
    const QString psu = lines.filter(name).value(0);
    QVERIFY2(psu.contains(u"pcie8pin: must be a whole number from 0 to 32"_s), qPrintable(lines.join(u'\n')));
    QVERIFY2(!psu.contains(u"not -"_s), qPrintable(psu)); // no wrapped, negative count
}

void TestOpenDbImport::checkoutCommitIsBoundedAndTyped_data()
{
    // A checkout's .git: HEAD, refs/heads/main and packed-refs as given (a null array: no such file).
    // `special` replaces one of them with what a hostile checkout has instead.
    QTest::addColumn<QString>("special");
    QTest::addColumn<QByteArray>("head");
    QTest::addColumn<QByteArray>("loose");
    QTest::addColumn<QByteArray>("packed");
    QTest::addColumn<QString>("commit"); // expected
    QTest::addColumn<QString>("note"); // expected in the note; empty: no note
    const QByteArray toMain = "ref: refs/heads/main\n";
    const QString none;
    const QString notRegular = u".git/HEAD: not a regular file"_s;
    const QString notSafe = u".git/HEAD: names a ref that is not a safe name under refs/"_s;
    const QString notFound = u"refs/heads/main: not found in loose refs or packed-refs"_s;

    QTest::newRow("detached HEAD") << none << QByteArray(kSha1 + '\n') << QByteArray() << QByteArray()
                                   << QString::fromLatin1(kSha1) << none;
    QTest::newRow("loose ref") << none << toMain << QByteArray(kSha2 + '\n') << QByteArray()
                               << QString::fromLatin1(kSha2) << none;
    // As `git pack-refs` writes it: a header, a peeled tag's "^" line, neighbours whose names end alike.
    const QByteArray packed = "# pack-refs with: peeled fully-peeled sorted \n" + kSha2 + " refs/heads/main2\n" + kSha1
        + " refs/heads/main\n" + kSha2 + " refs/tags/v1\n^" + kSha3 + "\n" + kSha3 + " refs/heads/xmain\n";
    QTest::newRow("packed-refs only") << none << toMain << QByteArray() << packed << QString::fromLatin1(kSha1) << none;
    QTest::newRow("loose ref before packed-refs")
        << none << toMain << QByteArray(kSha3 + '\n') << packed << QString::fromLatin1(kSha3) << none;
    // It once gave "not-hex refs" as the commit.
    QTest::newRow("packed-refs line not hex")
        << none << toMain << QByteArray() << QByteArray("not-hex refs/heads/main\n") << none << notFound;
    QTest::newRow("ref nowhere") << none << toMain << QByteArray() << QByteArray() << none << notFound;
    QTest::newRow("gitdir file") << u"gitdir file"_s << QByteArray(kSha2 + '\n') << QByteArray() << QByteArray()
                                 << QString::fromLatin1(kSha2) << none;
    QTest::newRow("no .git") << u"no .git"_s << QByteArray() << QByteArray() << QByteArray() << none
                             << u".git: not found"_s;

    // Hostile: refused quickly and by name, and the import goes on without a commit.
    QTest::newRow("HEAD -> /dev/zero") << u"HEAD -> /dev/zero"_s << QByteArray() << QByteArray() << QByteArray() << none
                                       << notRegular;
    QTest::newRow("HEAD a FIFO") << u"HEAD fifo"_s << QByteArray() << QByteArray() << QByteArray() << none
                                 << notRegular;
    // A commit on the first line does not make 50 MB a HEAD: refused by its size, unread.
    QTest::newRow("HEAD 50 MB") << u"HEAD 50 MB"_s << QByteArray(kSha1 + '\n') << QByteArray() << QByteArray() << none
                                << u".git/HEAD: larger than 4 KB; not a git ref"_s;
    QTest::newRow("loose ref -> /dev/zero") << u"loose -> /dev/zero"_s << toMain << QByteArray() << packed << none
                                            << u".git/refs/heads/main: not a regular file"_s;
    QTest::newRow("loose ref a FIFO") << u"loose fifo"_s << toMain << QByteArray() << packed << none
                                      << u".git/refs/heads/main: not a regular file"_s;
    QTest::newRow("ref: ../../etc/passwd")
        << none << QByteArray("ref: ../../etc/passwd\n") << QByteArray() << QByteArray() << none << notSafe;
    QTest::newRow("ref: refs/../../etc/passwd")
        << none << QByteArray("ref: refs/../../etc/passwd\n") << QByteArray() << QByteArray() << none << notSafe;
    QTest::newRow("ref: /etc/passwd") << none << QByteArray("ref: /etc/passwd\n") << QByteArray() << QByteArray()
                                      << none << notSafe;
    QTest::newRow("ref with an escape") << none << QByteArray("ref: refs/heads/\x1b[2Kmain\n") << QByteArray()
                                        << QByteArray() << none << notSafe;
    QTest::newRow("uppercase commit") << none << QByteArray(kSha1.toUpper() + '\n') << QByteArray() << QByteArray()
                                      << none << u".git/HEAD: neither a 40-hex commit"_s;
}

void TestOpenDbImport::checkoutCommitIsBoundedAndTyped()
{
#ifndef Q_OS_UNIX
    QSKIP("symlinks to /dev/zero and FIFOs are POSIX");
#else
    QFETCH(QString, special);
    QFETCH(QByteArray, head);
    QFETCH(QByteArray, loose);
    QFETCH(QByteArray, packed);
    QFETCH(QString, commit);
    QFETCH(QString, note);
    const QString checkout = m_dir->filePath(u"checkout"_s);
    QVERIFY(copyTree(kFixture, checkout));
    if (special != u"no .git") {
        QString git = checkout + u"/.git"_s;
        if (special == u"gitdir file") { // as in a worktree or submodule
            QVERIFY(writeBytes(git, "gitdir: elsewhere/repo.git\n"));
            git = checkout + u"/elsewhere/repo.git"_s;
        }
        QVERIFY(QDir().mkpath(git + u"/refs/heads"_s));
        const QString headFile = git + u"/HEAD"_s;
        const QString looseFile = git + u"/refs/heads/main"_s;
        if (special == u"HEAD -> /dev/zero") {
            QVERIFY(QFile::link(u"/dev/zero"_s, headFile));
        } else if (special == u"HEAD fifo") {
            QCOMPARE(::mkfifo(QFile::encodeName(headFile).constData(), 0600), 0);
        } else if (special == u"HEAD 50 MB") {
            QFile f(headFile);
            QVERIFY(f.open(QIODevice::WriteOnly) && f.write(head) == head.size());
            QVERIFY(f.resize(50 * 1024 * 1024)); // sparse: quick to make
        } else {
            QVERIFY(writeBytes(headFile, head));
        }
        if (special == u"loose -> /dev/zero")
            QVERIFY(QFile::link(u"/dev/zero"_s, looseFile));
        else if (special == u"loose fifo")
            QCOMPARE(::mkfifo(QFile::encodeName(looseFile).constData(), 0600), 0);
        else if (!loose.isNull())
            QVERIFY(writeBytes(looseFile, loose));
        if (!packed.isNull())
            QVERIFY(writeBytes(git + u"/packed-refs"_s, packed));
    }

    QString why;
    QCOMPARE(RigPlan::Db::GitCheckout::commit(checkout, &why), commit);
    if (note.isEmpty())
        QVERIFY2(why.isEmpty(), qPrintable(why));
    else
        QVERIFY2(why.contains(note), qPrintable(why));
    QVERIFY2(!why.contains(u'\x1b'), qPrintable(why)); // nothing a terminal would act on

    // The import returns (runCli gives up after a minute), with the commit or without one.
    const CliRun r = import(checkout);
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.json().value(u"commit").toString(), commit);
    QCOMPARE(r.json().value(u"added").toArray().size(), kFixtureParts);
#endif
}

void TestOpenDbImport::duplicateOpenDbIdIsStoredOnce()
{
    // A second file with the 3090's opendb_id, named to come after it: it once counted as a second
    // "added" part and overwrote the first in the same transaction.
    const QString copy = m_dir->filePath(u"duplicate"_s);
    QVERIFY(copyTree(kFixture, copy));
    const QString first = u"open-db/GPU/"_s + k3090 + u".json"_s;
    const QString second = u"open-db/GPU/zz-copy.json"_s;
    QJsonObject twin = openDbFile(copy, u"GPU"_s, k3090);
    const QString name = twin.value(u"metadata").toObject().value(u"name").toString();
    QJsonObject metadata = twin.value(u"metadata").toObject();
    metadata[u"name"] = u"Twin of the 3090"_s;
    twin[u"metadata"] = metadata;
    QVERIFY(writeBytes(copy + u'/' + second, QJsonDocument(twin).toJson()));

    const CliRun r = import(copy);
    QCOMPARE(r.exitCode, 0);
    QStringList added;
    for (const QJsonValue &v : r.json().value(u"added").toArray())
        added << v.toString();
    QCOMPARE(added.size(), kFixtureParts);
    QCOMPARE(added.count(partId(k3090)), 1);
    QStringList skipped;
    for (const QJsonValue &v : r.json().value(u"skipped").toArray())
        skipped << v.toString();
    QVERIFY2(skipped.contains(second + u": the same OpenDB id as "_s + first), qPrintable(skipped.join(u'\n')));
    // The first file is the one stored, once; the database holds as many rows as the report counts.
    QCOMPARE(show(k3090).value(u"name").toString(), name);
    RawConnection db(m_db);
    QVERIFY(db.ok());
    QCOMPARE(db.value(u"SELECT COUNT(*) FROM opendb_parts WHERE opendb_id = '%1'"_s.arg(k3090)).toInt(), 1);
    QCOMPARE(db.value(u"SELECT COUNT(*) FROM opendb_parts"_s).toInt(), kFixtureParts);
    QCOMPARE(db.value(u"SELECT COUNT(*) FROM parts WHERE id LIKE 'opendb-%'"_s).toInt(), kFixtureParts);
}

void TestOpenDbImport::docsListTheMappingTable()
{
    // docs/catalog.md is where users read the mapping: it must be the code's table, row for row.
    const QString doc = QString::fromUtf8(fileBytes(QStringLiteral(RIGPLAN_CATALOG_DOC)));
    const QStringList rows = RigPlan::Db::OpenDbMapping::describeTable();
    QVERIFY(rows.size() >= 25);
    for (const QString &row : rows)
        QVERIFY2(doc.contains(row + u'\n'), qPrintable(row));
}

QTEST_GUILESS_MAIN(TestOpenDbImport)
#include "tst_opendbimport.moc"
