// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 36, item 6: one build with two PSUs on two circuits, a riser and a PSU sync adapter. `check` (text
// and JSON), `compare --json` and every export format must show the same load for each PSU, the same load
// for each circuit and the same total price. The expected figures are worked out here from the catalog file
// and the power model as docs/power-model.md states it, not by the code under test.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

#include <algorithm>
#include <array>
#include <cmath>

using namespace Qt::StringLiterals;

namespace {

const QString kBuild = QStringLiteral(RIGPLAN_TEST_DATA) + u"/export/two-circuits.rigbuild"_s;
const QString kCatalog = QStringLiteral(RIGPLAN_SEED_CATALOG);

QJsonObject readJson(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return QJsonDocument::fromJson(f.readAll()).object();
}

/** One PSU's or circuit's expected figures. */
struct Unit
{
    double loadW = 0, limitW = 0;
    double fraction() const { return loadW / limitW; }
    int percent() const { return int(std::lround(fraction() * 100)); }
    /** "727 / 1600 W (45%)" */
    QString text() const
    {
        return u"%1 / %2 W (%3%)"_s.arg(std::lround(loadW)).arg(std::lround(limitW)).arg(percent());
    }
};

struct Expected
{
    std::array<Unit, 2> psus, circuits;
    double totalUsd = 0;
};

/** 80 PLUS Platinum at 115 V (docs/power-model.md, "PSU efficiency"): 90/90/92/89 % at 10/20/50/100 % load. */
double platinum(double load)
{
    const std::array<double, 4> at { 0.10, 0.20, 0.50, 1.00 }, eff { 0.90, 0.90, 0.92, 0.89 };
    load = std::clamp(load, at.front(), at.back());
    for (std::size_t i = 1; i < at.size(); ++i) {
        if (load <= at[i])
            return eff[i - 1] + (load - at[i - 1]) / (at[i] - at[i - 1]) * (eff[i] - eff[i - 1]);
    }
    return eff.back();
}

/**
 * The build's figures from the catalog: GPU 1 on PSU 1, GPUs 2 and 3 on PSU 2; every card takes its slot's
 * 66 W from PSU 1 (the board's), the rest from its own PSU; the CPU and the 80 W of everything else are PSU 1's.
 * PSU 1 is on a 120 V / 15 A circuit, PSU 2 on a 120 V / 20 A one, each 80 % continuous.
 */
Expected expected()
{
    QHash<QString, QJsonObject> parts;
    for (const QJsonValue &v : readJson(kCatalog)[u"parts"].toArray())
        parts.insert(v[u"id"].toString(), v.toObject());
    const QJsonObject build = readJson(kBuild);
    const auto price = [&](const QString &id) { return parts.value(id)[u"priceUsd"].toDouble(); };

    const double slotW = 66, otherW = 80;
    const double gpuW = parts.value(u"rtx-3090-fe"_s)[u"tdpW"].toDouble();
    const double cpuW = parts.value(u"xeon-w-2255"_s)[u"tdpW"].toDouble();
    const double psuW = parts.value(u"evga-supernova-1600-p2"_s)[u"watts"].toDouble();
    Expected e;
    e.psus[0] = { cpuW + otherW + 3 * slotW + (gpuW - slotW), psuW };
    e.psus[1] = { 2 * (gpuW - slotW), psuW };
    e.circuits[0] = { e.psus[0].loadW / platinum(e.psus[0].fraction()), 120 * 15 * 0.8 };
    e.circuits[1] = { e.psus[1].loadW / platinum(e.psus[1].fraction()), 120 * 20 * 0.8 };

    // Every part: case, board, CPU, both PSUs, the sync adapter, three cards and the card's riser (the
    // catalog's PCIe 3.0 x16 200 mm preset, the only one of that generation and length).
    e.totalUsd = price(build[u"case"].toString()) + price(build[u"board"].toString()) + price(build[u"cpu"].toString())
        + price(build[u"psuSync"][u"adapter"].toString()) + price(u"riser-pcie3-x16-200mm"_s);
    for (const QJsonValue &psu : build[u"psus"].toArray())
        e.totalUsd += price(psu[u"part"].toString());
    for (const QJsonValue &gpu : build[u"gpus"].toArray())
        e.totalUsd += price(gpu[u"part"].toString());
    return e;
}

/** A load fraction as the JSON and CSV write it: to three decimals. */
bool sameFraction(double written, double exact)
{
    return std::abs(written - exact) <= 0.0005 + 1e-9;
}

struct Run
{
    int exitCode = -1;
    QByteArray out, err;
};

Run cli(QStringList args)
{
    args << u"--catalog"_s << kCatalog;
    QProcess p;
    p.start(QStringLiteral(RIGPLAN_CLI), args);
    if (!p.waitForFinished(60000))
        qFatal("rigplan-cli did not finish");
    return { p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError() };
}

/** "7,105": as the text reports write a whole-dollar price. */
QString grouped(double usd)
{
    QString digits = QString::number(std::llround(usd));
    for (qsizetype i = digits.size() - 3; i > 0; i -= 3)
        digits.insert(i, u',');
    return digits;
}

} // namespace

class TestExportTotals : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void checkText();
    void checkJson();
    void compareJson();
    void exports_data();
    void exports();
    void exportJson();
    void exportCsv();

private:
    void verifyPowerJson(const QJsonObject &power);

    Expected m_e;
};

void TestExportTotals::initTestCase()
{
    m_e = expected();
    // The build is what the test says it is: the loads differ, so a swapped or summed figure shows.
    QVERIFY(m_e.psus[0].percent() != m_e.psus[1].percent());
    QVERIFY(m_e.circuits[0].percent() != m_e.circuits[1].percent());
}

void TestExportTotals::checkText()
{
    const Run run = cli({ u"check"_s, kBuild });
    const QString out = QString::fromUtf8(run.out);
    QVERIFY2(run.err.isEmpty(), run.err.constData());
    for (int k = 0; k < 2; ++k) {
        QVERIFY2(out.contains(u"PSU %1: %2"_s.arg(k + 1).arg(m_e.psus[k].text())), qPrintable(out));
        const QString circuit = k == 0 ? u"us-120v-15a"_s : u"us-120v-20a"_s;
        QVERIFY2(
            out.contains(u"Circuit %1 (%2): %3"_s.arg(k + 1).arg(circuit, m_e.circuits[k].text())), qPrintable(out));
    }
    QVERIFY2(out.contains(u"Parts: %1 USD"_s.arg(grouped(m_e.totalUsd))), qPrintable(out));
    // No load of one unit set against the sum of them all.
    QVERIFY2(!out.contains(u"of the circuit's"_s) && !out.contains(u"PSUs 3200 W"_s), qPrintable(out));
}

void TestExportTotals::verifyPowerJson(const QJsonObject &power)
{
    // Each PSU and each circuit with its own load, as the test worked it out from the catalog.
    const QJsonArray psus = power[u"psus"].toArray(), circuits = power[u"circuits"].toArray();
    QCOMPARE(psus.size(), 2);
    QCOMPARE(circuits.size(), 2);
    for (int k = 0; k < 2; ++k) {
        QCOMPARE(psus[k][u"dcW"].toDouble(), double(std::lround(m_e.psus[k].loadW)));
        QCOMPARE(psus[k][u"psuW"].toDouble(), m_e.psus[k].limitW);
        QVERIFY(sameFraction(psus[k][u"psuLoad"].toDouble(), m_e.psus[k].fraction()));
        QCOMPARE(circuits[k][u"wallW"].toDouble(), double(std::lround(m_e.circuits[k].loadW)));
        QCOMPARE(circuits[k][u"circuitW"].toDouble(), m_e.circuits[k].limitW);
        QVERIFY(sameFraction(circuits[k][u"circuitLoad"].toDouble(), m_e.circuits[k].fraction()));
    }
}

void TestExportTotals::checkJson()
{
    const Run run = cli({ u"check"_s, kBuild, u"--json"_s });
    const QJsonObject json = QJsonDocument::fromJson(run.out).object();
    const QJsonObject power = json[u"power"].toObject();
    verifyPowerJson(power);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(json[u"estimate"][u"priceUsd"].toDouble(), std::round(m_e.totalUsd));
}

void TestExportTotals::compareJson()
{
    const QString other = QStringLiteral(RIGPLAN_EXAMPLES) + u"/dual-3090-fe.rigbuild"_s;
    const Run run = cli({ u"compare"_s, kBuild, other, u"--json"_s });
    const QJsonObject json = QJsonDocument::fromJson(run.out).object();
    int mine = -1;
    const QJsonArray builds = json[u"builds"].toArray();
    for (int i = 0; i < builds.size(); ++i) {
        if (builds[i][u"input"].toInt() == 0)
            mine = i;
    }
    QVERIFY2(mine >= 0, run.out.constData());
    QHash<QString, double> cells;
    for (const QJsonValue &row : json[u"rows"].toArray())
        cells.insert(row[u"key"].toString(), row[u"cells"][mine][u"value"].toDouble(-1));
    QCOMPARE(cells.value(u"priceUsd"_s), std::round(m_e.totalUsd));
    for (int k = 0; k < 2; ++k) {
        QCOMPARE(cells.value(u"psuLoad:%1"_s.arg(k + 1)), double(m_e.psus[k].percent()));
        QCOMPARE(cells.value(u"circuitLoad:%1"_s.arg(k + 1)), double(m_e.circuits[k].percent()));
    }
}

void TestExportTotals::exports_data()
{
    QTest::addColumn<QString>("format");
    for (const char *format : { "csv", "md", "txt", "bbcode", "json", "html" })
        QTest::newRow(format) << QString::fromLatin1(format);
}

/** Every format shows each unit's "load / limit W (percent)" and the total with every part in it. */
void TestExportTotals::exports()
{
    QFETCH(QString, format);
    const Run run = cli({ u"export"_s, kBuild, u"--format"_s, format });
    QCOMPARE(run.exitCode, 0);
    const QString out = QString::fromUtf8(run.out);
    for (int k = 0; k < 2; ++k) {
        QVERIFY2(out.contains(u"PSU %1"_s.arg(k + 1)), qPrintable(out));
        QVERIFY2(out.contains(m_e.psus[k].text()), qPrintable(format + u": "_s + m_e.psus[k].text()));
        QVERIFY2(out.contains(m_e.circuits[k].text()), qPrintable(format + u": "_s + m_e.circuits[k].text()));
    }
    QVERIFY2(out.contains(QString::number(m_e.totalUsd, 'f', format == u"json" ? 0 : 2)), qPrintable(out));
    // The worst PSU's load next to the sum of both ratings is gone.
    QVERIFY2(!out.contains(u"PSU rating"_s) && !out.contains(u"Circuit limit"_s), qPrintable(out));
}

void TestExportTotals::exportJson()
{
    const Run run = cli({ u"export"_s, kBuild, u"--format"_s, u"json"_s });
    const QJsonObject json = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(json[u"totalUsd"].toDouble(), m_e.totalUsd);
    const QJsonObject power = json[u"power"].toObject();
    verifyPowerJson(power);
    if (QTest::currentTestFailed())
        return;
    // The riser and the sync adapter are lines of their own.
    QStringList kinds;
    for (const QJsonValue &line : json[u"lines"].toArray())
        kinds << line[u"kind"].toString();
    QVERIFY(kinds.contains(u"riser"_s));
    QVERIFY(kinds.contains(u"psu-sync"_s));
}

void TestExportTotals::exportCsv()
{
    const Run run = cli({ u"export"_s, kBuild, u"--format"_s, u"csv"_s });
    const QStringList rows = QString::fromUtf8(run.out).split(u"\r\n"_s);
    QStringList psuLoads, circuitLoads;
    for (const QString &row : rows) {
        if (row.startsWith(u"power,psuLoad,"_s))
            psuLoads << row;
        if (row.startsWith(u"power,circuitLoad,"_s))
            circuitLoads << row;
        if (row.startsWith(u"total,"_s))
            QVERIFY2(row.contains(QString::number(m_e.totalUsd, 'f', 2)), qPrintable(row));
    }
    QCOMPARE(psuLoads.size(), 2);
    QCOMPARE(circuitLoads.size(), 2);
    for (int k = 0; k < 2; ++k) {
        QVERIFY2(psuLoads[k].startsWith(u"power,psuLoad,%1,"_s.arg(k + 1)), qPrintable(psuLoads[k]));
        QVERIFY(sameFraction(psuLoads[k].section(u',', 6, 6).toDouble(), m_e.psus[k].fraction()));
        QVERIFY(sameFraction(circuitLoads[k].section(u',', 6, 6).toDouble(), m_e.circuits[k].fraction()));
        // The label says the same as the text formats.
        QVERIFY2(psuLoads[k].contains(m_e.psus[k].text()), qPrintable(psuLoads[k]));
        QVERIFY2(circuitLoads[k].contains(m_e.circuits[k].text()), qPrintable(circuitLoads[k]));
    }
}

QTEST_GUILESS_MAIN(TestExportTotals)
#include "tst_exporttotals.moc"
