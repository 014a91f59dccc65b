// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The range table itself: its edges, the number syntax of the command line, the part id syntax, and
// docs/format-extensions.md listing exactly this table.
#include "core/valueranges.h"

#include <QFile>
#include <QTest>

#include <limits>

using namespace RigPlan;
using namespace Qt::StringLiterals;

class TestValueRanges : public QObject
{
    Q_OBJECT

private slots:
    void edges_data();
    void edges();
    void numberArguments_data();
    void numberArguments();
    void partIds_data();
    void partIds();
    void roundingCannotOverflow();
    void everyRangeSaysWhy();
    void documentListsTheTable();
};

void TestValueRanges::edges_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<bool>("tdp"); // in Ranges::GpuTdpW
    QTest::addColumn<bool>("width"); // in Ranges::GpuSlotWidth (above 0, at most 6)
    QTest::addColumn<bool>("index"); // in Ranges::GpuIndex (whole, 0 to 255)
    const double inf = std::numeric_limits<double>::infinity();
    QTest::newRow("0") << 0.0 << false << false << true;
    QTest::newRow("1") << 1.0 << true << true << true;
    QTest::newRow("2.5") << 2.5 << true << true << false;
    QTest::newRow("6") << 6.0 << true << true << true;
    QTest::newRow("6.01") << 6.01 << true << false << false;
    QTest::newRow("255") << 255.0 << true << false << true;
    QTest::newRow("256") << 256.0 << true << false << false;
    QTest::newRow("2000") << 2000.0 << true << false << false;
    QTest::newRow("2000.5") << 2000.5 << false << false << false;
    QTest::newRow("-1") << -1.0 << false << false << false;
    QTest::newRow("inf") << inf << false << false << false;
    QTest::newRow("nan") << std::numeric_limits<double>::quiet_NaN() << false << false << false;
}

void TestValueRanges::edges()
{
    QFETCH(double, value);
    QFETCH(bool, tdp);
    QFETCH(bool, width);
    QFETCH(bool, index);
    QCOMPARE(Ranges::GpuTdpW.contains(value), tdp);
    QCOMPARE(Ranges::GpuSlotWidth.contains(value), width);
    QCOMPARE(Ranges::GpuIndex.contains(value), index);
}

void TestValueRanges::numberArguments_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok"); // as a --budget
    QTest::newRow("8000") << u"8000"_s << true;
    QTest::newRow("8e3") << u"8e3"_s << true;
    QTest::newRow("nan") << u"nan"_s << false;
    QTest::newRow("NaN") << u"NaN"_s << false;
    QTest::newRow("inf") << u"inf"_s << false;
    QTest::newRow("-inf") << u"-inf"_s << false;
    QTest::newRow("1e400") << u"1e400"_s << false;
    QTest::newRow("0") << u"0"_s << false;
    QTest::newRow("1e10") << u"1e10"_s << false;
    QTest::newRow("8,000") << u"8,000"_s << false;
    QTest::newRow("empty") << QString() << false;
}

void TestValueRanges::numberArguments()
{
    QFETCH(QString, text);
    QFETCH(bool, ok);
    QCOMPARE(parseNumberArgument(text, Ranges::BudgetUsd).has_value(), ok);
}

void TestValueRanges::partIds_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<bool>("ok");
    QTest::newRow("catalog id") << u"rtx-3090-fe"_s << true;
    QTest::newRow("opendb id") << u"opendb-02a12d99-d081-4e33-93e1-0c376691df1d"_s << true;
    QTest::newRow("digit first") << u"4u-case"_s << true;
    QTest::newRow("--") << u"--"_s << false;
    QTest::newRow("--json") << u"--json"_s << false;
    QTest::newRow("-x") << u"-x"_s << false;
    QTest::newRow("upper case") << u"RTX"_s << false;
    QTest::newRow("dot") << u"a.b"_s << false;
    QTest::newRow("empty") << QString() << false;
    QTest::newRow("64 chars") << QString(64, u'a') << true;
    QTest::newRow("65 chars") << QString(65, u'a') << false;
}

void TestValueRanges::partIds()
{
    QFETCH(QString, id);
    QFETCH(bool, ok);
    QCOMPARE(isPartIdSyntax(id), ok);
}

void TestValueRanges::roundingCannotOverflow()
{
    // qRound(1e300) is undefined behaviour; it printed "-2147483648 W".
    QCOMPARE(roundToInt(1e300), std::numeric_limits<int>::max());
    QCOMPARE(roundToInt(-1e300), std::numeric_limits<int>::min());
    QCOMPARE(roundToInt(std::numeric_limits<double>::quiet_NaN()), 0);
    QCOMPARE(roundToInt(279.5), 280);
    QCOMPARE(roundToInt(-2.5), -3);
    const double inf = std::numeric_limits<double>::infinity();
    QCOMPARE(ceilToInt(inf), std::numeric_limits<int>::max());
    QCOMPARE(ceilToInt(2.0000001), 3);
    QCOMPARE(ceilToInt(-1e300), std::numeric_limits<int>::min());
    QCOMPARE(floorToInt(-inf), std::numeric_limits<int>::min());
    QCOMPARE(floorToInt(1e300), std::numeric_limits<int>::max());
    QCOMPARE(floorToInt(279.9), 279);
    QCOMPARE(floorToInt(std::numeric_limits<double>::quiet_NaN()), 0);
    // Totals that honestly pass an int are printed whole, not clamped.
    QCOMPARE(wholeNumberText(8e9), u"8000000000"_s);
    QCOMPARE(wholeNumberText(1499.5), u"1500"_s);
    QCOMPARE(wholeNumberText(inf), u"?"_s);
    QCOMPARE(wholeNumberText(std::numeric_limits<double>::quiet_NaN()), u"?"_s);
}

void TestValueRanges::everyRangeSaysWhy()
{
    for (const ValueRange *r : allValueRanges()) {
        QVERIFY2(r->min <= r->max, r->name);
        QVERIFY2(std::strlen(r->why) > 10, r->name);
        // Whole ranges must fit an int, which JsonFields::integer returns.
        QVERIFY2(!r->whole || r->max <= std::numeric_limits<int>::max(), r->name);
    }
}

void TestValueRanges::documentListsTheTable()
{
    QFile doc(QStringLiteral(RIGPLAN_FORMAT_EXTENSIONS));
    QVERIFY(doc.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(doc.readAll());
    const QString begin = u"<!-- ranges: begin (generated: RIGPLAN_UPDATE_DOCS=1 tst_valueranges) -->\n"_s;
    const QString end = u"<!-- ranges: end -->"_s;
    const qsizetype from = text.indexOf(begin);
    const qsizetype to = text.indexOf(end);
    QVERIFY2(from >= 0 && to > from, "docs/format-extensions.md has no ranges markers");
    const QString listed = text.mid(from + begin.size(), to - from - begin.size());
    const QString table = valueRangesMarkdown();
    if (listed != table && qEnvironmentVariableIsSet("RIGPLAN_UPDATE_DOCS")) {
        QString updated = text;
        updated.replace(from + begin.size(), to - from - begin.size(), table);
        doc.close();
        QVERIFY(doc.open(QIODevice::WriteOnly | QIODevice::Truncate));
        doc.write(updated.toUtf8());
        return;
    }
    QCOMPARE(listed, table);
}

QTEST_GUILESS_MAIN(TestValueRanges)
#include "tst_valueranges.moc"
