// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// `rigplan-cli compare` as a user runs it: a real process, real files, exit codes and the printed forms
// against goldens. To regenerate them after a deliberate change, in tests/data/compare:
//   rigplan-cli compare pair-fe.rigbuild lambda-quad.rigbuild quad-turbo.rigbuild --catalog ../testcatalog.json
//   (> golden.txt; with --format md > golden.md)
#include "tests/support/testcatalog.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

using namespace Qt::StringLiterals;

class TestCompareCli : public QObject
{
    Q_OBJECT

private slots:
    void goldens_data();
    void goldens();
    void json();
    void findingsDoNotChangeTheExitCode();
    void badUsage_data();
    void badUsage();
    void badFileSaysWhichAndWhy();

private:
    struct Run
    {
        int exitCode = -1;
        QByteArray out, err;
    };
    static Run run(QStringList args)
    {
        args << u"--catalog"_s << RigPlan::Test::dataPath(u"testcatalog.json"_s);
        QProcess p;
        p.start(QStringLiteral(RIGPLAN_CLI), args);
        if (!p.waitForFinished(30000))
            qFatal("rigplan-cli did not finish");
        return { p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError() };
    }
    static QString build(const char *name) { return RigPlan::Test::dataPath(u"compare/"_s + QLatin1StringView(name)); }
    /** Three builds: the order they print in is not the order given. */
    static QStringList threeBuilds()
    {
        return { u"compare"_s, build("pair-fe.rigbuild"), build("lambda-quad.rigbuild"), build("quad-turbo.rigbuild") };
    }
};

void TestCompareCli::goldens_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("golden");
    QTest::newRow("text") << QStringList {} << u"golden.txt"_s;
    QTest::newRow("text explicit") << QStringList { u"--format"_s, u"text"_s } << u"golden.txt"_s;
    QTest::newRow("markdown") << QStringList { u"--format"_s, u"md"_s } << u"golden.md"_s;
}

void TestCompareCli::goldens()
{
    QFETCH(QStringList, options);
    QFETCH(QString, golden);
    const Run r = run(threeBuilds() + options);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    QFile file(RigPlan::Test::dataPath(u"compare/"_s + golden));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString expected = QString::fromUtf8(file.readAll());
    const QString actual = QString::fromUtf8(r.out);
    if (actual != expected) {
        const QStringList a = actual.split(u'\n'), e = expected.split(u'\n');
        for (qsizetype i = 0; i < std::max(a.size(), e.size()); ++i) {
            const QString al = a.value(i), el = e.value(i);
            if (al != el)
                QFAIL(qPrintable(u"line %1 differs:\n  got:      %2\n  expected: %3"_s.arg(i + 1).arg(al, el)));
        }
    }
}

void TestCompareCli::json()
{
    const Run r = run(threeBuilds() + QStringList { u"--json"_s });
    QCOMPARE(r.exitCode, 0);
    QJsonParseError error;
    const QJsonObject json = QJsonDocument::fromJson(r.out, &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QStringList labels;
    QList<int> inputs;
    for (const QJsonValue &b : json.value(u"builds").toArray()) {
        labels << b.toObject().value(u"label").toString();
        inputs << b.toObject().value(u"input").toInt();
    }
    // Fastest first: the blowers keep their speed, the stacked open-air cards throttle; two cards last.
    QCOMPARE(labels, (QStringList { u"Quad turbo"_s, u"Lambda quad | FE"_s, u"Pair FE"_s }));
    QCOMPARE(inputs, (QList<int> { 2, 1, 0 }));
    const QJsonArray rows = json.value(u"rows").toArray();
    QVERIFY(rows.size() > 10);
    QCOMPARE(rows.first().toObject().value(u"key").toString(), u"case"_s);
}

void TestCompareCli::findingsDoNotChangeTheExitCode()
{
    // lambda-quad has error findings: `check` exits 1, `compare` reports them and exits 0.
    const Run r = run({ u"compare"_s, build("lambda-quad.rigbuild"), build("pair-fe.rigbuild") });
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("error [slot.blocked]"));
}

void TestCompareCli::badUsage_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("expected");
    const QString a = build("pair-fe.rigbuild");
    QTest::newRow("one build") << QStringList { u"compare"_s, a } << u"compare takes 2 to 4 build files (1 given)"_s;
    QTest::newRow("five builds") << QStringList { u"compare"_s, a, a, a, a, a }
                                 << u"compare takes 2 to 4 build files (5 given)"_s;
    QTest::newRow("bad format") << QStringList { u"compare"_s, a, a, u"--format"_s, u"pdf"_s }
                                << u"--format: must be one of: text, md"_s;
    QTest::newRow("bad workload") << QStringList { u"compare"_s, a, a, u"--workload"_s, u"gan"_s }
                                  << u"--workload: must be one of"_s;
}

void TestCompareCli::badUsage()
{
    QFETCH(QStringList, args);
    QFETCH(QString, expected);
    const Run r = run(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(QString::fromUtf8(r.err).contains(expected), r.err.constData());
    QVERIFY(r.out.isEmpty());
}

void TestCompareCli::badFileSaysWhichAndWhy()
{
    const QString bad = RigPlan::Test::dataPath(u"builds/bad-slot.rigbuild"_s);
    const QString missing = build("no-such-file.rigbuild");
    const Run r = run({ u"compare"_s, build("pair-fe.rigbuild"), bad, missing });
    QCOMPARE(r.exitCode, 2);
    const QString err = QString::fromUtf8(r.err);
    QVERIFY2(err.contains(bad + u": gpus[0].slot: must be a whole number"_s), qPrintable(err));
    QVERIFY2(err.contains(missing + u": cannot be read"_s), qPrintable(err)); // every bad file, not just the first
    QVERIFY(r.out.isEmpty());
}

QTEST_GUILESS_MAIN(TestCompareCli)
#include "tst_comparecli.moc"
