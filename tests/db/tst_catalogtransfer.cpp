// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// `rigplan-cli catalog export FILE` and `catalog import FILE [--replace]` between two real SQLite
// databases: what is shared, that nothing is overwritten without --replace, and that a refused file
// changes nothing at all.
#include "tests/db/clirun.h"
#include "tests/db/dbtestutil.h"

#include <QJsonArray>
#include <QTemporaryDir>

using namespace Qt::StringLiterals;
using namespace RigPlan::Test::Db;

class TestCatalogTransfer : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void exportHoldsCustomPartsAndPrices();
    void importIntoAnotherDatabase();
    void importAgainChangesNothing();
    void conflictsNeedReplace();
    void refusedFileChangesNothing();
    void badFileListsEveryProblem();
    void bundledIdIsRefused();

private:
    CliRun cli(const QStringList &args, const QString &db, const QByteArray &in = {}) const
    {
        return runCli(args, db, m_dir->filePath(u"xdg"_s), in);
    }
    /** Database A: the custom GPU of tests/db/data/custom-gpu.json at 900 USD, your prices 700 and 850. */
    void fillA();
    QString exported();

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_a, m_b, m_file;
};

void TestCatalogTransfer::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_a = m_dir->filePath(u"a.sqlite"_s);
    m_b = m_dir->filePath(u"b.sqlite"_s);
    m_file = m_dir->filePath(u"lab.json"_s);
}

void TestCatalogTransfer::fillA()
{
    QCOMPARE(cli({ u"catalog"_s, u"add"_s, dbData(u"custom-gpu.json"_s) }, m_a).exitCode, 0);
    QCOMPARE(cli({ u"catalog"_s, u"price"_s, u"rtx-3090-fe"_s, u"700"_s }, m_a).exitCode, 0);
    QCOMPARE(cli({ u"catalog"_s, u"price"_s, u"my-gpu"_s, u"850"_s }, m_a).exitCode, 0);
}

QString TestCatalogTransfer::exported()
{
    fillA();
    const CliRun r = cli({ u"catalog"_s, u"export"_s, m_file }, m_a);
    if (r.exitCode != 0)
        qWarning("%s", r.err.constData());
    return QString::fromUtf8(r.out);
}

void TestCatalogTransfer::exportHoldsCustomPartsAndPrices()
{
    const QString said = exported();
    QVERIFY2(said.contains(u"1 custom part(s) and 2 price(s)"_s), qPrintable(said));
    const QJsonObject file = QJsonDocument::fromJson(fileBytes(m_file)).object();
    QCOMPARE(file.value(u"format").toString(), u"rigplan-catalog"_s);
    QCOMPARE(file.value(u"version").toInt(), 1);
    // Only what the user made: the custom part, not the bundled catalog.
    const QJsonArray parts = file.value(u"parts").toArray();
    QCOMPARE(parts.size(), 1);
    const QJsonObject gpu = parts[0].toObject();
    QCOMPARE(gpu.value(u"id").toString(), u"my-gpu"_s);
    QCOMPARE(gpu.value(u"lengthMm").toDouble(), 280.0);
    QCOMPARE(gpu.value(u"priceUsd").toDouble(), 900.0); // the part's own price; the user's is in userPrices
    const QJsonArray prices = file.value(u"userPrices").toArray();
    QCOMPARE(prices.size(), 2);
    QCOMPARE(prices[0].toObject().value(u"id").toString(), u"my-gpu"_s);
    QCOMPARE(prices[0].toObject().value(u"priceUsd").toDouble(), 850.0);
    QCOMPARE(prices[1].toObject().value(u"id").toString(), u"rtx-3090-fe"_s);
    QCOMPARE(prices[1].toObject().value(u"priceUsd").toDouble(), 700.0);
    QCOMPARE(
        prices[1].toObject().value(u"date").toString(), QDateTime::currentDateTimeUtc().date().toString(Qt::ISODate));
    // "-" writes to standard output, the same file.
    const CliRun out = cli({ u"catalog"_s, u"export"_s, u"-"_s }, m_a);
    QCOMPARE(out.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(out.out).object(), file);
}

void TestCatalogTransfer::importIntoAnotherDatabase()
{
    exported();
    const CliRun r = cli({ u"catalog"_s, u"import"_s, m_file, u"--json"_s }, m_b);
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.json().value(u"parts").toObject().value(u"added").toArray(), QJsonArray { u"my-gpu"_s });
    QCOMPARE(r.json().value(u"prices").toObject().value(u"added").toArray().size(), 2);
    const QJsonObject gpu = cli({ u"catalog"_s, u"show"_s, u"my-gpu"_s, u"--json"_s }, m_b).json();
    QCOMPARE(gpu.value(u"origin").toString(), u"custom"_s);
    QCOMPARE(gpu.value(u"priceUsd").toDouble(), 850.0);
    QCOMPARE(gpu.value(u"catalogPriceUsd").toDouble(), 900.0);
    const QJsonObject fe = cli({ u"catalog"_s, u"show"_s, u"rtx-3090-fe"_s, u"--json"_s }, m_b).json();
    QCOMPARE(fe.value(u"priceUsd").toDouble(), 700.0);
    QCOMPARE(fe.value(u"userPrice").toBool(), true);
}

void TestCatalogTransfer::importAgainChangesNothing()
{
    exported();
    QCOMPARE(cli({ u"catalog"_s, u"import"_s, m_file }, m_b).exitCode, 0);
    const CliRun again = cli({ u"catalog"_s, u"import"_s, m_file }, m_b);
    QCOMPARE(again.exitCode, 0);
    QVERIFY2(again.out.contains("parts: 0 added, 0 replaced, 1 unchanged; prices: 0 added, 0 replaced, 2 unchanged"),
        again.out.constData());
    // Importing into the database it came from is the same: nothing differs.
    QCOMPARE(cli({ u"catalog"_s, u"import"_s, m_file }, m_a).exitCode, 0);
}

void TestCatalogTransfer::conflictsNeedReplace()
{
    exported();
    // B has its own price for the FE and its own my-gpu, both different from the file's.
    QCOMPARE(cli({ u"catalog"_s, u"price"_s, u"rtx-3090-fe"_s, u"650"_s }, m_b).exitCode, 0);
    QJsonObject mine = QJsonDocument::fromJson(fileBytes(dbData(u"custom-gpu.json"_s))).object();
    mine[u"lengthMm"] = 300;
    QCOMPARE(cli({ u"catalog"_s, u"add"_s, u"-"_s }, m_b, QJsonDocument(mine).toJson()).exitCode, 0);

    const CliRun refused = cli({ u"catalog"_s, u"import"_s, m_file }, m_b);
    QCOMPARE(refused.exitCode, 2);
    const QString err = QString::fromUtf8(refused.err);
    QVERIFY2(
        err.contains(m_file + u": parts[0].id: your custom part 'my-gpu' differs from the file's; give --replace"_s),
        qPrintable(err));
    QVERIFY2(
        err.contains(m_file + u": userPrices[1].priceUsd: your price for 'rtx-3090-fe' is 650 USD, the file's 700"_s),
        qPrintable(err));
    QCOMPARE(
        cli({ u"catalog"_s, u"show"_s, u"my-gpu"_s, u"--json"_s }, m_b).json().value(u"lengthMm").toDouble(), 300.0);

    const CliRun replaced = cli({ u"catalog"_s, u"import"_s, m_file, u"--replace"_s, u"--json"_s }, m_b);
    QCOMPARE(replaced.exitCode, 0);
    QCOMPARE(replaced.json().value(u"parts").toObject().value(u"replaced").toArray(), QJsonArray { u"my-gpu"_s });
    QCOMPARE(
        cli({ u"catalog"_s, u"show"_s, u"my-gpu"_s, u"--json"_s }, m_b).json().value(u"lengthMm").toDouble(), 280.0);
    QCOMPARE(cli({ u"catalog"_s, u"show"_s, u"rtx-3090-fe"_s, u"--json"_s }, m_b).json().value(u"priceUsd").toDouble(),
        700.0);
}

void TestCatalogTransfer::refusedFileChangesNothing()
{
    exported();
    // One conflicting price refuses the file: the custom part in it is not added either.
    QCOMPARE(cli({ u"catalog"_s, u"price"_s, u"rtx-3090-fe"_s, u"650"_s }, m_b).exitCode, 0);
    QCOMPARE(cli({ u"catalog"_s, u"import"_s, m_file }, m_b).exitCode, 2);
    const CliRun show = cli({ u"catalog"_s, u"show"_s, u"my-gpu"_s }, m_b);
    QCOMPARE(show.exitCode, 2);
    QVERIFY2(show.err.contains("no part with this id"), show.err.constData());
    QCOMPARE(cli({ u"catalog"_s, u"show"_s, u"rtx-3090-fe"_s, u"--json"_s }, m_b).json().value(u"priceUsd").toDouble(),
        650.0);
}

void TestCatalogTransfer::badFileListsEveryProblem()
{
    const QByteArray bad = R"({"format": "rigplan-catalog", "version": 1,
        "parts": [{"id": "wide", "kind": "gpu", "name": "Too wide", "architecture": "ampere", "tdpW": 300,
                   "slotWidth": 9, "lengthMm": 300, "cooler": "blower"}],
        "userPrices": [{"id": "nothing-like-this", "priceUsd": 10, "date": "2024-01-01"},
                       {"id": "rtx-3090-fe", "priceUsd": -5, "date": "yesterday"}]})";
    const CliRun r = cli({ u"catalog"_s, u"import"_s, u"-"_s }, m_b, bad);
    QCOMPARE(r.exitCode, 2);
    const QString err = QString::fromUtf8(r.err);
    QVERIFY2(err.contains(u"-: parts[0].slotWidth: "_s), qPrintable(err));
    QVERIFY2(err.contains(u"-: userPrices[1].priceUsd: "_s), qPrintable(err));
    QVERIFY2(err.contains(u"-: userPrices[1].date: must be a date as yyyy-MM-dd"_s), qPrintable(err));
    QCOMPARE(cli({ u"catalog"_s, u"show"_s, u"wide"_s }, m_b).exitCode, 2);
    // An unknown id is found once the parts themselves are fine.
    const QByteArray unknown = R"({"format": "rigplan-catalog", "version": 1, "parts": [],
        "userPrices": [{"id": "nothing-like-this", "priceUsd": 10, "date": "2024-01-01"}]})";
    const CliRun u = cli({ u"catalog"_s, u"import"_s, u"-"_s }, m_b, unknown);
    QCOMPARE(u.exitCode, 2);
    QVERIFY2(u.err.contains("-: userPrices[0].id: no part with id 'nothing-like-this'"), u.err.constData());
    const CliRun notCatalog = cli({ u"catalog"_s, u"import"_s, u"-"_s }, m_b, R"({"format": "rigplan-build"})");
    QCOMPARE(notCatalog.exitCode, 2);
    QVERIFY2(notCatalog.err.contains("-: format: must be \"rigplan-catalog\""), notCatalog.err.constData());
}

void TestCatalogTransfer::bundledIdIsRefused()
{
    const QByteArray clash = R"({"format": "rigplan-catalog", "version": 1,
        "parts": [{"id": "rtx-3090-fe", "kind": "gpu", "name": "mine", "architecture": "ampere", "tdpW": 1,
                   "slotWidth": 1, "lengthMm": 1, "cooler": "blower"}]})";
    const CliRun r = cli({ u"catalog"_s, u"import"_s, u"-"_s, u"--replace"_s }, m_b, clash);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("-: parts[0].id: 'rtx-3090-fe' is a part of the bundled catalog"), r.err.constData());
    QCOMPARE(
        cli({ u"catalog"_s, u"show"_s, u"rtx-3090-fe"_s, u"--json"_s }, m_b).json().value(u"tdpW").toDouble(), 350.0);
}

QTEST_GUILESS_MAIN(TestCatalogTransfer)
#include "tst_catalogtransfer.moc"
