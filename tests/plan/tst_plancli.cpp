// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// rigplan-cli plan: its JSON, that every build it returns passes `check` (exit 0), and its messages.
#include "tests/plan/plancatalog.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace RigPlan;
using namespace Qt::StringLiterals;

class TestPlanCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void jsonResultsPassCheck();
    void bundledCatalogAnswers();
    void llmJobEndToEnd();
    void budgetTooSmall();
    void badUsage_data();
    void badUsage();

private:
    struct Run
    {
        int exitCode = -1;
        QByteArray out, err;
    };
    Run run(const QStringList &args) const
    {
        QProcess p;
        p.start(QStringLiteral(RIGPLAN_CLI), args);
        if (!p.waitForFinished(120000))
            qFatal("rigplan-cli did not finish");
        return { p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError() };
    }
    QTemporaryDir m_dir;
    QString m_catalog; // the test catalog with prices, as a file
};

void TestPlanCli::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QFile in(Test::dataPath(u"testcatalog.json"_s));
    QVERIFY(in.open(QIODevice::ReadOnly));
    QJsonObject root = QJsonDocument::fromJson(in.readAll()).object();
    QJsonArray parts = root[u"parts"].toArray();
    for (qsizetype i = 0; i < parts.size(); ++i) {
        QJsonObject p = parts[i].toObject();
        if (!p.contains(u"priceUsd"))
            p[u"priceUsd"] = Test::planningPrice(p[u"id"].toString());
        parts[i] = p;
    }
    root[u"parts"] = parts;
    m_catalog = m_dir.filePath(u"priced.json"_s);
    QFile out(m_catalog);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(root).toJson());
}

void TestPlanCli::jsonResultsPassCheck()
{
    const Run r = run({ u"plan"_s, u"--budget"_s, u"9000"_s, u"--workload"_s, u"transformer"_s, u"--gpus"_s, u"1-4"_s,
        u"--circuit"_s, u"us-120v-15a"_s, u"--top"_s, u"6"_s, u"--json"_s, u"--catalog"_s, m_catalog });
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject json = QJsonDocument::fromJson(r.out).object();
    const QJsonArray results = json[u"results"].toArray();
    QCOMPARE(results.size(), 6);
    QVERIFY(json[u"evaluated"].toDouble() > 0);
    QVERIFY(json[u"searchSpace"].toDouble() > json[u"evaluated"].toDouble());
    QVERIFY(json[u"rejected"].isObject());
    double previous = 1e9;
    for (qsizetype i = 0; i < results.size(); ++i) {
        const QJsonObject result = results[i].toObject();
        QVERIFY(result[u"priceUsd"].toDouble() <= 9000);
        QVERIFY(result[u"speedup"].toDouble() <= previous); // best first
        previous = result[u"speedup"].toDouble();
        QCOMPARE(result[u"report"].toObject()[u"ok"].toBool(), true);
        // The build file, as printed, passes `check` with exit 0.
        const QString file = m_dir.filePath(u"result-%1.rigbuild"_s.arg(i));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(result[u"build"].toObject()).toJson());
        f.close();
        const Run checked = run({ u"check"_s, file, u"--catalog"_s, m_catalog });
        QVERIFY2(checked.exitCode == 0, checked.out.constData());
    }
}

void TestPlanCli::bundledCatalogAnswers()
{
    // The question the issue opens with: the fastest box for 8,000 USD on a US wall socket.
    const QString db = m_dir.filePath(u"bundled.sqlite"_s);
    const Run r = run({ u"plan"_s, u"--budget"_s, u"8000"_s, u"--workload"_s, u"transformer"_s, u"--circuit"_s,
        u"us-120v-15a"_s, u"--top"_s, u"3"_s, u"--db"_s, db });
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(r.out.contains("#1 ") && r.out.contains("USD") && r.out.contains("W at the wall"), r.out.constData());
    QVERIFY(r.out.contains("The fastest build within the budget."));
}

void TestPlanCli::llmJobEndToEnd()
{
    // The fastest box for a 70B QLoRA fine-tune under 10,000 USD on a 15 A circuit: one command. Every build
    // it proposes holds the job (the estimate of its file says so) and is ranked by the job's tokens/s.
    const QString db = m_dir.filePath(u"bundled-llm.sqlite"_s);
    const Run r
        = run({ u"plan"_s, u"--budget"_s, u"10000"_s, u"--circuit"_s, u"us-120v-15a"_s, u"--workload"_s, u"llm"_s,
            u"--params-b"_s, u"70"_s, u"--method"_s, u"qlora"_s, u"--top"_s, u"3"_s, u"--json"_s, u"--db"_s, db });
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonArray results = QJsonDocument::fromJson(r.out).object()[u"results"].toArray();
    QVERIFY(!results.isEmpty());
    for (qsizetype i = 0; i < results.size(); ++i) {
        const QJsonObject build = results[i].toObject()[u"build"].toObject();
        QCOMPARE(build[u"workload"].toObject()[u"model"].toString(), u"llm"_s);
        QCOMPARE(build[u"workload"].toObject()[u"method"].toString(), u"qlora"_s);
        const QString file = m_dir.filePath(u"llm-%1.rigbuild"_s.arg(i));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(build).toJson());
        f.close();
        const Run e = run({ u"estimate"_s, file, u"--json"_s, u"--db"_s, db });
        QVERIFY2(e.exitCode == 0, e.err.constData());
        const QJsonObject llm = QJsonDocument::fromJson(e.out).object()[u"llm"].toObject();
        QVERIFY2(llm[u"fits"].toBool(), e.out.constData());
        QCOMPARE(llm[u"paramsB"].toDouble(), 70.0);
        QVERIFY(llm[u"tokensPerSec"].toDouble() > 0);
    }
}

void TestPlanCli::budgetTooSmall()
{
    const Run r = run({ u"plan"_s, u"--budget"_s, u"300"_s, u"--catalog"_s, m_catalog });
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.contains("No build fits a budget of 300 USD"), r.out.constData());
    const Run json = run({ u"plan"_s, u"--budget"_s, u"300"_s, u"--json"_s, u"--catalog"_s, m_catalog });
    QCOMPARE(json.exitCode, 1);
    const QJsonObject o = QJsonDocument::fromJson(json.out).object();
    QCOMPARE(o[u"results"].toArray().size(), 0);
    QVERIFY(o[u"message"].toString().contains(u"No build fits"));
    QVERIFY(o[u"cheapestUsd"].toDouble() > 300);
}

void TestPlanCli::badUsage_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("no budget") << QStringList { u"plan"_s } << u"--budget: is required"_s;
    QTest::newRow("bad budget") << QStringList { u"plan"_s, u"--budget"_s, u"lots"_s }
                                << u"--budget: must be a number above 0 and at most 1000000000 USD, not lots"_s;
    QTest::newRow("bad gpus") << QStringList { u"plan"_s, u"--budget"_s, u"9000"_s, u"--gpus"_s, u"3-12"_s }
                              << u"--gpus: must be a count or a range"_s;
    QTest::newRow("bad workload") << QStringList { u"plan"_s, u"--budget"_s, u"9000"_s, u"--workload"_s, u"rnn"_s }
                                  << u"--workload: must be one of: cnn, transformer, resnet50"_s;
    QTest::newRow("bad circuit") << QStringList { u"plan"_s, u"--budget"_s, u"9000"_s, u"--circuit"_s, u"mars-1v"_s }
                                 << u"--circuit: unknown circuit mars-1v"_s;
    QTest::newRow("unknown case") << QStringList { u"plan"_s, u"--budget"_s, u"9000"_s, u"--case"_s, u"nope"_s }
                                  << u"--case: no case with id nope"_s;
}

void TestPlanCli::badUsage()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run r = run(args << u"--catalog"_s << m_catalog);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
}

QTEST_GUILESS_MAIN(TestPlanCli)
#include "tst_plancli.moc"
