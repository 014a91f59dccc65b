// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The parts-list export (issue 6): golden files of every text format for a build full of hostile names,
// the escaping of each format, the CSV's sums, the PDF's structure, and `rigplan-cli export` as a process.
// RIGPLAN_UPDATE_GOLDEN=1 rewrites the golden files in tests/data/export/ from the current output.
#include "core/estimate/estimator.h"
#include "core/export/exportformat.h"
#include "core/export/formatters.h"
#include "core/export/partslist.h"
#include "core/export/pdf/pdfexport.h"
#include "core/io/buildfile.h"
#include "tests/support/testcatalog.h"
#include "ui/document/builddocument.h"
#include "ui/export/exportaction.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace RigPlan;
using namespace Qt::StringLiterals;

namespace {

const QString kFixture = u"export/hostile.rigbuild"_s;

/** The fixture checked and estimated as the CLI does: its inline parts over the test catalog. */
PartsList fixtureList(const QString &language = u"en"_s)
{
    const BuildLoadResult loaded = BuildFile::readFile(Test::dataPath(kFixture), Test::catalog(), true);
    if (!loaded.ok()) {
        for (const Problem &p : loaded.problems)
            qWarning("%s", qPrintable(p.toString()));
        qFatal("the export fixture does not load");
    }
    const LayeredCatalog parts(&Test::catalog(), loaded.build->parts);
    const ResolvedBuild resolved = Test::resolve(*loaded.build);
    CheckOptions checkOptions;
    checkOptions.catalog = &parts;
    EstimateOptions estimateOptions;
    estimateOptions.catalog = &parts;
    return PartsList::make(
        resolved, check(resolved, checkOptions), estimate(resolved, estimateOptions), parts, language);
}

QString goldenPath(ExportFormat format)
{
    return Test::dataPath(u"export/hostile."_s + toString(format));
}

QByteArray readAll(const QString &file)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

/** RFC 4180: fields separated by commas, quoted fields with "" for a quote, CRLF between records. */
QList<QStringList> parseCsv(const QByteArray &bytes)
{
    QString text = QString::fromUtf8(bytes);
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    QList<QStringList> rows;
    QStringList row;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == u'"' && i + 1 < text.size() && text[i + 1] == u'"') {
                field += u'"';
                ++i;
            } else if (c == u'"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == u'"') {
            quoted = true;
        } else if (c == u',') {
            row << field;
            field.clear();
        } else if (c == u'\r' && i + 1 < text.size() && text[i + 1] == u'\n') {
            row << field;
            rows << row;
            row.clear();
            field.clear();
            ++i;
        } else {
            field += c;
        }
    }
    if (!field.isEmpty() || !row.isEmpty())
        rows << (row << field);
    return rows;
}

int countMatches(const QRegularExpression &re, const QString &text)
{
    int n = 0;
    for (auto it = re.globalMatch(text); it.hasNext(); it.next())
        ++n;
    return n;
}

int pdfPageCount(const QByteArray &pdf)
{
    // Page objects, not the /Pages tree node.
    static const QRegularExpression page(u"/Type\\s*/Page(?![a-zA-Z])"_s);
    return countMatches(page, QString::fromLatin1(pdf));
}

} // namespace

class TestExport : public QObject
{
    Q_OBJECT

private slots:
    void formatNames();
    void escaping();
    void fixtureModel();
    void goldens_data();
    void goldens();
    void noInjectionCsv();
    void noInjectionMarkdown();
    void noInjectionBbCode();
    void noInjectionHtml();
    void jsonKeepsNames();
    void csvSumsToTotal();
    void pdf();
    void pdfChinese();
    void guiExportAction();
    void cliMatchesGolden_data();
    void cliMatchesGolden();
    void cliWritesFile();
    void cliPdf();
    void cliChinese();
    void cliBadUsage_data();
    void cliBadUsage();

private:
    struct Run
    {
        int exitCode = -1;
        QByteArray out, err;
    };
    static Run runCli(QStringList args)
    {
        args << u"--catalog"_s << Test::dataPath(u"testcatalog.json"_s);
        QProcess p;
        p.start(QStringLiteral(RIGPLAN_CLI), args);
        if (!p.waitForFinished(60000))
            qFatal("rigplan-cli did not finish");
        return { p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError() };
    }
};

void TestExport::formatNames()
{
    for (const QString &name : allExportFormats()) {
        const std::optional<ExportFormat> f = exportFormatFromString(name);
        QVERIFY(f);
        QCOMPARE(toString(*f), name);
    }
    QVERIFY(!exportFormatFromString(u"xls"_s));
    QVERIFY(!isTextFormat(ExportFormat::Pdf));
    QVERIFY(exportPartsList(fixtureList(), ExportFormat::Pdf).isEmpty());
}

void TestExport::escaping()
{
    QCOMPARE(csvCell(u"=1+2"_s), u"'=1+2"_s);
    QCOMPARE(csvCell(u"-5"_s), u"'-5"_s);
    QCOMPARE(csvCell(u"@SUM(A1)"_s), u"'@SUM(A1)"_s);
    QCOMPARE(csvCell(u"\tx"_s), u"'\tx"_s);
    QCOMPARE(csvCell(u"a,b"_s), u"\"a,b\""_s);
    QCOMPARE(csvCell(u"say \"hi\""_s), u"\"say \"\"hi\"\"\""_s);
    QCOMPARE(csvCell(u"=\"x\",y"_s), u"\"'=\"\"x\"\",y\""_s);
    QCOMPARE(csvCell(u"plain"_s), u"plain"_s);
    QCOMPARE(markdownEscaped(u"a|b*c_d`e[f](g)<h>#i\\j"_s), u"a\\|b\\*c\\_d\\`e\\[f\\](g)\\<h\\>\\#i\\\\j"_s);
    QCOMPARE(markdownEscaped(u"one\ntwo"_s), u"one two"_s);
    QCOMPARE(bbcodeEscaped(u"[url=x]y[/url]"_s), u"［url=x］y［/url］"_s);
    QCOMPARE(oneLine(u"a\r\nb\tc\u202Ed"_s), u"a  b cd"_s);
    QCOMPARE(displayWidth(u"ab四卡"_s), 6);
}

void TestExport::fixtureModel()
{
    const PartsList list = fixtureList();
    // Case, board, CPU, the two PSUs as one line, the two inline GPUs as one line, the turbo card, the riser.
    QCOMPARE(list.lines.size(), 7);
    const PartsListLine &gpus = list.lines[4];
    QCOMPARE(gpus.id, u"evil-3090"_s);
    QCOMPARE(gpus.quantity, 2);
    QCOMPARE(*gpus.unitPriceUsd, 1399.99);
    QCOMPARE(list.lines[3].quantity, 2); // PSUs
    QCOMPARE(list.lines[6].id, u"riser-evil"_s); // the inline riser preset matches gen 3, 200 mm
    QCOMPARE(list.unpricedLines, 4); // the test catalog prices no case, board, CPU or PSU
    QCOMPARE(list.totalUsd, 2 * 1399.99 + 1499 + 45.5);

    QStringList kinds;
    for (const ChecklistItem &item : list.checklist)
        kinds << toString(item.kind);
    QCOMPARE(kinds,
        QStringList({ u"power-limit"_s, u"power-limit"_s, u"nvlink-bridge"_s, u"riser-link"_s, u"riser-transport"_s,
            u"above-4g-decoding"_s }));
    QCOMPARE(list.checklist[0].command, u"sudo nvidia-smi -i 0 -pl 280"_s);
    QCOMPARE(list.checklist[1].command, u"sudo nvidia-smi -i 1 -pl 280"_s);
    QCOMPARE(list.checklist[2].value, 3); // slots 1 and 4: a 3-slot bridge
    QCOMPARE(list.checklist[3].value, 3); // a Gen 3 riser under a Gen 4 link: force Gen 3
    QVERIFY(list.speedup.available);
    QVERIFY(list.speedup.speedup > 0);
    QCOMPARE(list.findings.size(), list.errors + list.warnings + list.infos);
    QVERIFY(list.warnings > 0); // riser.signal at least
}

void TestExport::goldens_data()
{
    QTest::addColumn<ExportFormat>("format");
    for (const QString &name : allExportFormats()) {
        const ExportFormat f = *exportFormatFromString(name);
        if (isTextFormat(f))
            QTest::newRow(qPrintable(name)) << f;
    }
}

void TestExport::goldens()
{
    QFETCH(ExportFormat, format);
    const QByteArray actual = exportPartsList(fixtureList(), format);
    const QString golden = goldenPath(format);
    if (qEnvironmentVariableIntValue("RIGPLAN_UPDATE_GOLDEN") == 1) {
        QFile f(golden);
        QVERIFY2(f.open(QIODevice::WriteOnly), qPrintable(f.errorString()));
        f.write(actual);
        qInfo("rewrote %s", qPrintable(golden));
        return;
    }
    const QByteArray expected = readAll(golden);
    QVERIFY2(!expected.isEmpty(), qPrintable(golden + u" is missing (RIGPLAN_UPDATE_GOLDEN=1 makes it)"_s));
    if (actual != expected) {
        // The first line that differs says more than two blobs.
        const QList<QByteArray> a = actual.split('\n'), e = expected.split('\n');
        for (qsizetype i = 0; i < std::min(a.size(), e.size()); ++i)
            QCOMPARE(QString::fromUtf8(a[i]), QString::fromUtf8(e[i]));
        QCOMPARE(a.size(), e.size());
    }
}

void TestExport::noInjectionCsv()
{
    const QList<QStringList> rows = parseCsv(readAll(goldenPath(ExportFormat::Csv)));
    QVERIFY(rows.size() > 10);
    bool sawHyperlink = false;
    for (const QStringList &row : rows) {
        QCOMPARE(row.size(), 8); // the last column says new or used
        for (const QString &cell : row) {
            // Numbers are ours and never negative; any other cell must not start a formula.
            QVERIFY2(cell.isEmpty() || !u"=+-@\t\r"_s.contains(cell.front()), qPrintable(cell));
            sawHyperlink = sawHyperlink || cell.startsWith(u"'=HYPERLINK("_s);
        }
    }
    QVERIFY(sawHyperlink); // the name is there, neutralised
}

void TestExport::noInjectionMarkdown()
{
    const QString md = QString::fromUtf8(readAll(goldenPath(ExportFormat::Markdown)));
    static const QRegularExpression rawTag(u"(?<!\\\\)<[a-zA-Z/]"_s);
    QVERIFY2(!rawTag.match(md).hasMatch(), "an unescaped HTML tag");
    static const QRegularExpression rawLink(u"(?<!\\\\)\\[[^\\]]*(?<!\\\\)\\]\\("_s);
    QVERIFY(!rawLink.match(md).hasMatch());
    // Every row of the parts table has exactly its 8 cell borders (7 columns): no name adds a column.
    static const QRegularExpression unescapedPipe(u"(?<!\\\\)\\|"_s);
    const QStringList lines = md.split(u'\n');
    const qsizetype header = lines.indexOf(QRegularExpression(u"^\\| .*\\| .*"_s));
    QVERIFY(header >= 0);
    int rows = 0;
    for (qsizetype i = header; i < lines.size() && lines[i].startsWith(u'|'); ++i, ++rows)
        QCOMPARE(countMatches(unescapedPipe, lines[i]), 8);
    QCOMPARE(rows, 2 + 7 + 1); // header, rule, 7 parts, total
    QVERIFY(md.contains(u"\\<script\\>"_s));
}

void TestExport::noInjectionBbCode()
{
    const QString bb = QString::fromUtf8(readAll(goldenPath(ExportFormat::BbCode)));
    static const QRegularExpression tag(u"\\[/?([^\\]=\\s]*)[^\\]]*\\]"_s);
    const QStringList allowed { u"b"_s, u"list"_s, u"*"_s, u"code"_s };
    for (auto it = tag.globalMatch(bb); it.hasNext();) {
        const QString name = it.next().captured(1);
        QVERIFY2(allowed.contains(name), qPrintable(u"tag ["_s + name + u"]"_s));
    }
    QVERIFY(bb.contains(u"［url=http://x.test］y［/url］"_s));
}

void TestExport::noInjectionHtml()
{
    const QString html = QString::fromUtf8(readAll(goldenPath(ExportFormat::Html)));
    QVERIFY(html.startsWith(u"<!DOCTYPE html>\n<html lang=\"en\">"_s));
    QVERIFY(html.trimmed().endsWith(u"</html>"_s));
    QVERIFY(!html.contains(u"<script"_s, Qt::CaseInsensitive));
    QVERIFY(!html.contains(u"<b>rig"_s));
    QVERIFY(!html.contains(u"<url"_s));
    QVERIFY(html.contains(u"&lt;script&gt;alert(1)&lt;/script&gt;"_s));
    QVERIFY(html.contains(u"&amp;amp;"_s)); // the name's own "&amp;" stays text
    QVERIFY(html.contains(u"sudo nvidia-smi -i 0 -pl 280"_s));
}

void TestExport::jsonKeepsNames()
{
    const QJsonObject o = QJsonDocument::fromJson(readAll(goldenPath(ExportFormat::Json))).object();
    QCOMPARE(o[u"format"].toString(), u"rigplan-parts-list"_s);
    QCOMPARE(o[u"name"].toString(), u"+四卡 3090 <b>rig</b> | [url]x[/url] =1+2"_s);
    const QJsonArray lines = o[u"lines"].toArray();
    QCOMPARE(lines.size(), 7);
    QVERIFY(lines[4].toObject()[u"name"].toString().startsWith(u"=HYPERLINK(\"http://x.test\""_s));
    QVERIFY(lines[0].toObject()[u"unitPriceUsd"].isNull());
    QCOMPARE(o[u"totalUsd"].toDouble(), 4344.48);
    QCOMPARE(o[u"checklist"].toArray().size(), 6);
}

void TestExport::csvSumsToTotal()
{
    const QList<QStringList> rows = parseCsv(exportPartsList(fixtureList(), ExportFormat::Csv));
    double sum = 0;
    int parts = 0;
    std::optional<double> total;
    for (const QStringList &row : rows) {
        QCOMPARE(row.size(), 8); // the last column says new or used
        if (row[0] == u"part") {
            ++parts;
            if (row[5].isEmpty()) {
                QVERIFY(row[6].isEmpty());
                continue;
            }
            bool ok1 = false, ok2 = false, ok3 = false;
            const int quantity = row[4].toInt(&ok1);
            const double unit = row[5].toDouble(&ok2);
            const double line = row[6].toDouble(&ok3);
            QVERIFY(ok1 && ok2 && ok3);
            QCOMPARE(qRound64(unit * quantity * 100), qRound64(line * 100));
            sum += line;
        } else if (row[0] == u"total") {
            total = row[6].toDouble();
        }
    }
    QCOMPARE(parts, 7);
    QVERIFY(total);
    QCOMPARE(qRound64(sum * 100), qRound64(*total * 100));
    QCOMPARE(qRound64(*total * 100), 434448);
}

void TestExport::pdf()
{
    const QByteArray pdf = exportPartsListPdf(fixtureList());
    QVERIFY(pdf.startsWith("%PDF-"));
    QVERIFY(pdf.trimmed().endsWith("%%EOF"));
    // The fixture's list (7 parts, about a dozen findings, six checklist items) fills two A4 pages.
    QCOMPARE(pdfPageCount(pdf), 2);
    // The build name is Chinese in part: the simplified-Chinese face is embedded (fonts-noto-cjk), not boxes
    // and not the Japanese forms of the same characters.
    QVERIFY(pdf.contains("/BaseFont /NotoSansCJKsc-"));
}

void TestExport::pdfChinese()
{
    QTranslator translator;
    const bool translated = translator.load(u":/i18n/rigplan_zh_CN.qm"_s);
    if (translated)
        QCoreApplication::installTranslator(&translator);
    const PartsList list = fixtureList(u"zh_CN"_s);
    if (translated)
        QCoreApplication::removeTranslator(&translator);
    QCOMPARE(list.language, u"zh-CN"_s);
    QVERIFY(exportPartsList(list, ExportFormat::Html).contains("<html lang=\"zh-CN\">"));
    const QByteArray pdf = exportPartsListPdf(list);
    QVERIFY(pdf.startsWith("%PDF-"));
    QVERIFY(pdf.trimmed().endsWith("%%EOF"));
    QVERIFY(pdfPageCount(pdf) >= 1);
    QVERIFY(pdf.contains("/BaseFont /NotoSansCJKsc-"));
}

void TestExport::guiExportAction()
{
    using Ui::ExportAction;
    const QStringList filters = ExportAction::nameFilters();
    QCOMPARE(filters.size(), 7);
    QVERIFY(filters[1].endsWith(u"(*.md)"_s));
    // The suffix wins; without one the chosen filter says the format.
    QVERIFY(ExportAction::formatFor(u"/tmp/list.md"_s, filters[0]) == ExportFormat::Markdown);
    QVERIFY(ExportAction::formatFor(u"/tmp/list"_s, filters[5]) == ExportFormat::Html);
    QVERIFY(ExportAction::formatFor(u"/tmp/list.PDF"_s, filters[0]) == ExportFormat::Pdf);
    QVERIFY(!ExportAction::formatFor(u"/tmp/list"_s, u"All files (*)"_s));

    const BuildLoadResult loaded = BuildFile::readFile(Test::dataPath(kFixture), Test::catalog(), true);
    QVERIFY(loaded.ok());
    Ui::BuildDocument document(&Test::catalog());
    document.reset(*loaded.build);
    const PartsList list = ExportAction::partsList(document, u"tesla-v100-pcie-32gb"_s);
    QCOMPARE(list.lines.size(), 7);
    QCOMPARE(list.checklist.size(), 6);

    QTemporaryDir dir;
    QString error;
    QVERIFY2(ExportAction::write(list, ExportFormat::Pdf, dir.filePath(u"list.pdf"_s), &error), qPrintable(error));
    QVERIFY(readAll(dir.filePath(u"list.pdf"_s)).startsWith("%PDF-"));
    QVERIFY(ExportAction::write(list, ExportFormat::Csv, dir.filePath(u"list.csv"_s), &error));
    QCOMPARE(parseCsv(readAll(dir.filePath(u"list.csv"_s))).size(), parseCsv(partsListCsv(list)).size());
    QVERIFY(!ExportAction::write(list, ExportFormat::Csv, u"/nonexistent/dir/list.csv"_s, &error));
    QVERIFY(!error.isEmpty());
}

void TestExport::cliMatchesGolden_data()
{
    goldens_data();
}

void TestExport::cliMatchesGolden()
{
    QFETCH(ExportFormat, format);
    const Run r = runCli({ u"export"_s, Test::dataPath(kFixture), u"--format"_s, toString(format) });
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(r.out, readAll(goldenPath(format)));
}

void TestExport::cliWritesFile()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(u"list.md"_s);
    const Run r = runCli({ u"export"_s, Test::dataPath(kFixture), u"--format"_s, u"md"_s, u"-o"_s, out });
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(r.out.isEmpty());
    QCOMPARE(readAll(out), readAll(goldenPath(ExportFormat::Markdown)));
}

void TestExport::cliPdf()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(u"list.pdf"_s);
    const Run r = runCli({ u"export"_s, Test::dataPath(kFixture), u"--format"_s, u"pdf"_s, u"--output"_s, out });
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QByteArray pdf = readAll(out);
    QVERIFY(pdf.startsWith("%PDF-"));
    QCOMPARE(pdfPageCount(pdf), 2);
    // Without -o, standard output (a pipe here) gets the PDF's bytes untouched.
    const Run piped = runCli({ u"export"_s, Test::dataPath(kFixture), u"--format"_s, u"pdf"_s });
    QVERIFY2(piped.exitCode == 0, piped.err.constData());
    QVERIFY(piped.out.startsWith("%PDF-"));
    QVERIFY(piped.out.trimmed().endsWith("%%EOF"));
    QCOMPARE(pdfPageCount(piped.out), 2);
}

void TestExport::cliChinese()
{
    const Run r = runCli({ u"export"_s, Test::dataPath(kFixture), u"--format"_s, u"html"_s, u"--lang"_s, u"zh_CN"_s });
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(r.out.contains("<html lang=\"zh-CN\">"));
}

void TestExport::cliBadUsage_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("expected");
    const QString fixture = Test::dataPath(kFixture);
    QTest::newRow("no format") << QStringList { u"export"_s, fixture } << u"--format: must be one of: csv, md"_s;
    QTest::newRow("unknown format") << QStringList { u"export"_s, fixture, u"--format"_s, u"xls"_s }
                                    << u"--format: must be one of: csv, md, bbcode, txt, json, html, pdf"_s;
    QTest::newRow("no file") << QStringList { u"export"_s, u"--format"_s, u"csv"_s }
                             << u"export takes one build file"_s;
    QTest::newRow("missing file") << QStringList { u"export"_s, u"/nonexistent/x.rigbuild"_s, u"--format"_s, u"csv"_s }
                                  << u"/nonexistent/x.rigbuild: cannot be read"_s;
    QTest::newRow("bad build") << QStringList { u"export"_s, Test::dataPath(u"builds/bad-slot.rigbuild"_s),
        u"--format"_s, u"txt"_s }
                               << u"bad-slot.rigbuild: gpus[0].slot:"_s;
    QTest::newRow("bad circuit") << QStringList { u"export"_s, fixture, u"--format"_s, u"txt"_s, u"--circuit"_s,
        u"mars"_s } << u"--circuit: must be one of:"_s;
    QTest::newRow("unwritable output") << QStringList { u"export"_s, fixture, u"--format"_s, u"txt"_s, u"-o"_s,
        u"/nonexistent/dir/out.txt"_s } << u"/nonexistent/dir/out.txt: cannot be written"_s;
}

void TestExport::cliBadUsage()
{
    QFETCH(QStringList, args);
    QFETCH(QString, expected);
    const Run r = runCli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(QString::fromUtf8(r.err).contains(expected), r.err.constData());
}

QTEST_MAIN(TestExport)
#include "tst_export.moc"
