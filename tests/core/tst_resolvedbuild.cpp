// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ResolvedBuild: an id that names no part is a problem at its path, never a card left out; indices stay.
#include "tests/support/testcatalog.h"

#include <QTest>

using namespace RigPlan;
using namespace Qt::StringLiterals;

class TestResolvedBuild : public QObject
{
    Q_OBJECT

private slots:
    void unresolvedIdsAreProblems_data();
    void unresolvedIdsAreProblems();
    void valueThrowsNamingThePaths();
    void indicesMatchTheFile();
    void toBuildGivesTheFileBack();
};

namespace {

Build threeCards()
{
    return Test::buildFrom(R"({"gpus":[{"part":"rtx-3090-turbo","slot":1},{"part":"rtx-3080-fe","slot":3,
        "powerLimitW":250},{"part":"rtx-3090-turbo","slot":5,"psu":0}]})");
}

ResolveResult resolve(const Build &build)
{
    return ResolvedBuild::resolve(build, Test::catalog(), *Circuit::preset(u"us-120v-15a"));
}

} // namespace

void TestResolvedBuild::unresolvedIdsAreProblems_data()
{
    QTest::addColumn<QString>("field"); // which id the row breaks
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("path");

    QTest::newRow("the middle GPU") << u"gpu1"_s << u"no-such-card"_s << u"gpus[1].part"_s;
    QTest::newRow("a GPU id naming a PSU") << u"gpu2"_s << u"test-1600-p2"_s << u"gpus[2].part"_s;
    QTest::newRow("a GPU without an id") << u"gpu0"_s << QString() << u"gpus[0].part"_s;
    QTest::newRow("the case") << u"case"_s << u"no-such-case"_s << u"case"_s;
    QTest::newRow("the board") << u"board"_s << u"rtx-3090-turbo"_s << u"board"_s;
    QTest::newRow("the CPU") << u"cpu"_s << u"no-such-cpu"_s << u"cpu"_s;
    QTest::newRow("the PSU") << u"psu"_s << u"no-such-psu"_s << u"psus[0]"_s;
}

void TestResolvedBuild::unresolvedIdsAreProblems()
{
    QFETCH(QString, field);
    QFETCH(QString, id);
    QFETCH(QString, path);
    Build build = threeCards();
    QVERIFY(resolve(build).ok());
    if (field.startsWith(u"gpu"_s))
        build.gpus[field.back().digitValue()].part = id;
    else if (field == u"case"_s)
        build.caseId = id;
    else if (field == u"board"_s)
        build.boardId = id;
    else if (field == u"cpu"_s)
        build.cpuId = id;
    else
        build.psus[0].part = id;
    const ResolveResult result = resolve(build);
    QVERIFY(!result.ok());
    QCOMPARE(result.unresolved.size(), 1);
    QCOMPARE(result.unresolved.first().path, path);
    if (!id.isEmpty())
        QVERIFY2(result.unresolved.first().message.contains(id), qPrintable(result.unresolved.first().toString()));
}

void TestResolvedBuild::valueThrowsNamingThePaths()
{
    Build build = threeCards();
    build.gpus[1].part = u"gone"_s;
    build.cpuId = u"gone-too"_s;
    const ResolveResult result = resolve(build);
    QCOMPARE(result.unresolved.size(), 2);
    try {
        (void)result.value();
        QFAIL("value() returned a build with parts left out");
    } catch (const UnresolvedPartsError &e) {
        const QString what = QString::fromStdString(e.what());
        QVERIFY2(what.contains(u"gpus[1].part: "_s) && what.contains(u"cpu: "_s), qPrintable(what));
    }
}

void TestResolvedBuild::indicesMatchTheFile()
{
    const Build build = threeCards();
    const ResolvedBuild r = resolve(build).value();
    QCOMPARE(r.gpus.size(), std::size_t(3));
    for (qsizetype i = 0; i < build.gpus.size(); ++i) {
        QCOMPARE(r.gpus[std::size_t(i)].placement, build.gpus[i]);
        QCOMPARE(r.gpus[std::size_t(i)].part->id, build.gpus[i].part);
    }
    QCOMPARE(r.gpus[1].powerW(), 250.0);
}

void TestResolvedBuild::toBuildGivesTheFileBack()
{
    Build build = threeCards();
    build.name = u"three cards"_s;
    build.otherLoadW = 120;
    QCOMPARE(resolve(build).value().toBuild(), build);
    // A mutation of the resolved build is a mutation of the only copy: toBuild() sees it.
    ResolvedBuild r = resolve(build).value();
    r.gpus[2].placement.powerLimitW = 280;
    QCOMPARE(r.toBuild().gpus[2].powerLimitW, std::optional(280.0));
}

QTEST_GUILESS_MAIN(TestResolvedBuild)
#include "tst_resolvedbuild.moc"
