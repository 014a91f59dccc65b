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
#include "core/io/catalogfile.h"
#include "tests/support/testcatalog.h"
#include "ui/chassis/chassisrender.h"
#include "ui/document/builddocument.h"
#include "ui/export/exportaction.h"

#include <QDir>
#include <QFile>
#include <QImage>
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

/** db/seed/catalog.json: the examples name its parts. */
const InMemoryCatalog &seedCatalog()
{
    static const InMemoryCatalog catalog = [] {
        const CatalogLoadResult loaded = CatalogFile::readFile(QStringLiteral(RIGPLAN_SEED_CATALOG));
        if (!loaded.catalog)
            qFatal("the seed catalog does not load");
        return InMemoryCatalog(loaded.catalog->parts);
    }();
    return catalog;
}

/** The parts list of a build file's bytes against `catalog`, checked and estimated as the CLI does. */
PartsList listOf(const QByteArray &json, const PartCatalog &catalog)
{
    const BuildLoadResult loaded = BuildFile::read(json, catalog, true);
    if (!loaded.ok()) {
        for (const Problem &p : loaded.problems)
            qWarning("%s", qPrintable(p.toString()));
        qFatal("a test build does not load");
    }
    const LayeredCatalog parts(&catalog, loaded.build->parts);
    const ResolvedBuild resolved
        = ResolvedBuild::resolve(*loaded.build, catalog, Circuit::defaultForLocale(QLocale())).value();
    CheckOptions checkOptions;
    checkOptions.catalog = &parts;
    EstimateOptions estimateOptions;
    estimateOptions.catalog = &parts;
    return PartsList::make(
        resolved, check(resolved, checkOptions), estimate(resolved, estimateOptions), parts, u"en"_s);
}

/** One slot-map row as the tests write it by hand from a build file. */
struct ExpectedRow
{
    int gpu;
    std::optional<int> slot;
    QString cardId;
    std::optional<Riser> riser;
    int psu;
    QString psuName;
    int pcie8, hpwr, eps;
};

void compareSlotMap(const QList<SlotMapRow> &actual, const QList<ExpectedRow> &expected)
{
    QCOMPARE(actual.size(), expected.size());
    for (qsizetype i = 0; i < expected.size(); ++i) {
        const SlotMapRow &a = actual[i];
        const ExpectedRow &e = expected[i];
        QCOMPARE(a.gpu, e.gpu);
        QCOMPARE(a.slot, e.slot);
        QCOMPARE(a.cardId, e.cardId);
        QCOMPARE(a.riser, e.riser);
        QCOMPARE(a.psu, e.psu);
        QCOMPARE(a.psuName, e.psuName);
        QCOMPARE(a.leads.pcie8, e.pcie8);
        QCOMPARE(a.leads.hpwr, e.hpwr);
        QCOMPARE(a.leads.eps, e.eps);
    }
}

/** The PNG of the first `data:image/png;base64,` URI in an HTML page, decoded; null if there is none. */
QImage embeddedImage(const QByteArray &html)
{
    static const QRegularExpression uri(u"<img src=\"data:image/png;base64,([A-Za-z0-9+/=]+)\""_s);
    const QRegularExpressionMatch m = uri.match(QString::fromUtf8(html));
    if (!m.hasMatch())
        return {};
    return QImage::fromData(QByteArray::fromBase64(m.captured(1).toLatin1()), "PNG");
}

/** The share of pixels that are not white, and how many colours there are: a drawing, not a blank page. */
void expectDrawing(const QImage &image)
{
    QVERIFY(!image.isNull());
    qsizetype inked = 0;
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 2) {
        for (int x = 0; x < image.width(); x += 2) {
            const QRgb c = image.pixel(x, y);
            colours.insert(c);
            inked += c != qRgb(255, 255, 255) ? 1 : 0;
        }
    }
    const double share = double(inked) / (double(image.width() / 2) * double(image.height() / 2));
    QVERIFY2(share > 0.15, qPrintable(QString::number(share))); // the case body alone covers more
    QVERIFY2(colours.size() > 20, qPrintable(QString::number(colours.size()))); // cards, lines, text
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
    void slotMapOfFixture();
    void slotMapOfExamples();
    void slotMapLeadsAndOrder();
    void slotMapInEveryFormat();
    void chassisImage();
    void cliHtmlCarriesPicture();
    void cliMarkdownLinksPicture();
    void cliMarkdownPictureNeverBesideADevice();
    void guiMarkdownWritesPicture();
    void largeBuildPdfIsBounded();

private:
    struct Run
    {
        int exitCode = -1;
        QByteArray out, err;
    };
    static Run runCli(QStringList args, const QString &catalog = Test::dataPath(u"testcatalog.json"_s))
    {
        args << u"--catalog"_s << catalog;
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
    // The fixture's list (7 parts with their new/used column, the slot map, about a dozen findings, six
    // checklist items) fills three A4 pages (looked at: parts, slot map and power, checks and checklist).
    QCOMPARE(pdfPageCount(pdf), 3);
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
    QByteArray out = r.out;
    if (format == ExportFormat::Html) { // the golden is made without a picture; the command line draws one
        static const QRegularExpression img(u"<p><img src=\"data:image/png;base64,[^\"]+\" [^>]*></p>\n"_s);
        QString html = QString::fromUtf8(out);
        QCOMPARE(countMatches(img, html), 1);
        out = html.remove(img).toUtf8();
    }
    QCOMPARE(out, readAll(goldenPath(format)));
}

void TestExport::cliWritesFile()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(u"list.md"_s);
    const Run r = runCli({ u"export"_s, Test::dataPath(kFixture), u"--format"_s, u"md"_s, u"-o"_s, out });
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(r.out.isEmpty());
    // The golden is standard output's Markdown, which has no picture; the file links one after the title.
    const QByteArray link
        = "![The chassis as RigPlan draws it: slots, cards, risers and power supplies](list-chassis.png)\n\n";
    QByteArray written = readAll(out);
    QVERIFY(written.contains(link));
    QCOMPARE(written.replace(link, ""), readAll(goldenPath(ExportFormat::Markdown)));
    QVERIFY(!readAll(goldenPath(ExportFormat::Markdown)).contains("!["));
}

void TestExport::cliPdf()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(u"list.pdf"_s);
    const Run r = runCli({ u"export"_s, Test::dataPath(kFixture), u"--format"_s, u"pdf"_s, u"--output"_s, out });
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QByteArray pdf = readAll(out);
    QVERIFY(pdf.startsWith("%PDF-"));
    QCOMPARE(pdfPageCount(pdf), 3); // the chassis drawing takes most of a page
    // The drawing is in it: one image XObject of the rendered width.
    static const QRegularExpression image(u"/Subtype\\s*/Image"_s);
    QCOMPARE(countMatches(image, QString::fromLatin1(pdf)), 1);
    QVERIFY(pdf.contains("/Width 2000"));
    // Without -o, standard output (a pipe here) gets the PDF's bytes untouched.
    const Run piped = runCli({ u"export"_s, Test::dataPath(kFixture), u"--format"_s, u"pdf"_s });
    QVERIFY2(piped.exitCode == 0, piped.err.constData());
    QVERIFY(piped.out.startsWith("%PDF-"));
    QVERIFY(piped.out.trimmed().endsWith("%%EOF"));
    QCOMPARE(pdfPageCount(piped.out), 3);
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

void TestExport::slotMapOfFixture()
{
    // tests/data/export/hostile.rigbuild, read by hand: GPU 1 (evil-3090, 2 PCIe 8-pin) in slot 1 on PSU 1,
    // GPU 2 the same in slot 4 on PSU 2 ("psu": 1), GPU 3 (rtx-3090-turbo of the test catalog, 2 PCIe 8-pin)
    // from slot 7 on a PCIe 3.0 riser of 200 mm to a vertical mount, on PSU 1. Both PSUs are test-1600-p2.
    const QString psu = u"Test 1600 W Platinum (ATX 2)"_s;
    compareSlotMap(fixtureList().slotMap,
        { { 0, 1, u"evil-3090"_s, std::nullopt, 0, psu, 2, 0, 0 },
            { 1, 4, u"evil-3090"_s, std::nullopt, 1, psu, 2, 0, 0 },
            { 2, 7, u"rtx-3090-turbo"_s, Riser { RiserMount::Vertical, 3, 200 }, 0, psu, 2, 0, 0 } });
}

void TestExport::slotMapOfExamples()
{
    const QString evga = u"EVGA SuperNOVA 1600 P2"_s;
    const auto example
        = [](const char *name) { return readAll(QStringLiteral(RIGPLAN_EXAMPLES) + u'/' + QLatin1StringView(name)); };
    // examples/quad-3090-lambda.rigbuild: four RTX 3090 FE (2 PCIe 8-pin each, seed catalog) in slots 1, 3, 5, 7.
    compareSlotMap(listOf(example("quad-3090-lambda.rigbuild"), seedCatalog()).slotMap,
        { { 0, 1, u"rtx-3090-fe"_s, std::nullopt, 0, evga, 2, 0, 0 },
            { 1, 3, u"rtx-3090-fe"_s, std::nullopt, 0, evga, 2, 0, 0 },
            { 2, 5, u"rtx-3090-fe"_s, std::nullopt, 0, evga, 2, 0, 0 },
            { 3, 7, u"rtx-3090-fe"_s, std::nullopt, 0, evga, 2, 0, 0 } });
    // examples/quad-3090-blower-puget.rigbuild: four Gigabyte TURBO blowers (2 PCIe 8-pin) in 1, 3, 5, 7.
    compareSlotMap(listOf(example("quad-3090-blower-puget.rigbuild"), seedCatalog()).slotMap,
        { { 0, 1, u"rtx-3090-gigabyte-turbo"_s, std::nullopt, 0, evga, 2, 0, 0 },
            { 1, 3, u"rtx-3090-gigabyte-turbo"_s, std::nullopt, 0, evga, 2, 0, 0 },
            { 2, 5, u"rtx-3090-gigabyte-turbo"_s, std::nullopt, 0, evga, 2, 0, 0 },
            { 3, 7, u"rtx-3090-gigabyte-turbo"_s, std::nullopt, 0, evga, 2, 0, 0 } });
    // examples/dual-3090-fe.rigbuild: two FE in slots 1 and 5.
    compareSlotMap(listOf(example("dual-3090-fe.rigbuild"), seedCatalog()).slotMap,
        { { 0, 1, u"rtx-3090-fe"_s, std::nullopt, 0, evga, 2, 0, 0 },
            { 1, 5, u"rtx-3090-fe"_s, std::nullopt, 0, evga, 2, 0, 0 } });
}

void TestExport::slotMapLeadsAndOrder()
{
    // Cards listed out of slot order; a 450 W 12VHPWR card on a PSU without that lead takes three 8-pin
    // adapters (one per 150 W: the adapter NVIDIA ships with the 4090 FE has three 8-pin plugs), on one
    // with the lead a single 12V-2x6 lead; a card on a riser to the open frame.
    const QByteArray json = R"({"format": "rigplan-build", "version": 1, "name": "leads",
        "case": "corsair-7000d-airflow", "board": "asus-ws-c422-sage-10g", "cpu": "xeon-w-2255",
        "psus": ["evga-supernova-1600-p2", "seasonic-prime-tx-1600-atx3"],
        "circuits": [{"id": "a", "volts": 230, "amps": 16}, {"id": "b", "volts": 230, "amps": 16}],
        "gpus": [
          {"part": "rtx-4090-fe", "slot": 5, "psu": 1},
          {"part": "rtx-4090-fe", "slot": 1},
          {"part": "rtx-3090-fe", "slot": 7, "riser": {"mount": "frame", "gen": 4, "lengthMm": 300}}
        ]})";
    const PartsList list = listOf(json, seedCatalog());
    compareSlotMap(list.slotMap,
        { { 1, 1, u"rtx-4090-fe"_s, std::nullopt, 0, u"EVGA SuperNOVA 1600 P2"_s, 3, 0, 0 },
            { 0, 5, u"rtx-4090-fe"_s, std::nullopt, 1, u"Seasonic PRIME TX-1600 ATX 3.0"_s, 0, 1, 0 },
            { 2, 7, u"rtx-3090-fe"_s, Riser { RiserMount::Frame, 4, 300 }, 0, u"EVGA SuperNOVA 1600 P2"_s, 2, 0, 0 } });
    QCOMPARE(PartsListText::slotCell(list.slotMap[0]), u"1"_s);
    QCOMPARE(PartsListText::cardCell(list.slotMap[0]), u"GPU 2: GeForce RTX 4090 Founders Edition"_s);
    QCOMPARE(PartsListText::riserCell(list.slotMap[0]), u"none"_s);
    QCOMPARE(PartsListText::psuLeadCell(list.slotMap[0]), u"PSU 1 (EVGA SuperNOVA 1600 P2): 3 × PCIe 8-pin"_s);
    QCOMPARE(PartsListText::psuLeadCell(list.slotMap[1]),
        u"PSU 2 (Seasonic PRIME TX-1600 ATX 3.0): 1 × 12V-2x6 (12VHPWR)"_s);
    QCOMPARE(PartsListText::riserCell(list.slotMap[2]), u"PCIe 4.0, 300 mm, to the open frame"_s);
}

void TestExport::slotMapInEveryFormat()
{
    const PartsList list = fixtureList();
    const QString riserRow = u"PCIe 3.0, 200 mm, to a vertical mount"_s;
    for (ExportFormat f : { ExportFormat::Markdown, ExportFormat::BbCode, ExportFormat::Text, ExportFormat::Html }) {
        const QString text = QString::fromUtf8(exportPartsList(list, f));
        QVERIFY2(text.contains(u"Slot map"_s), qPrintable(toString(f)));
        QVERIFY2(text.contains(riserRow), qPrintable(toString(f)));
        QVERIFY2(text.contains(u"2 × PCIe 8-pin"_s), qPrintable(toString(f)));
    }
    const QJsonArray rows
        = QJsonDocument::fromJson(exportPartsList(list, ExportFormat::Json)).object()[u"slotMap"].toArray();
    QCOMPARE(rows.size(), 3);
    const QJsonObject riser = rows[2].toObject();
    QCOMPARE(riser[u"slot"].toInt(), 7);
    QCOMPARE(riser[u"gpu"].toInt(), 2);
    QCOMPARE(riser[u"riser"].toObject()[u"mount"].toString(), u"vertical"_s);
    QCOMPARE(riser[u"riser"].toObject()[u"gen"].toInt(), 3);
    QCOMPARE(rows[1].toObject()[u"psu"].toInt(), 1);
    QCOMPARE(rows[1].toObject()[u"leads"].toObject()[u"pcie8"].toInt(), 2);
    QVERIFY(rows[0].toObject()[u"riser"].isNull());
    // No picture handed in: no image anywhere, and the HTML's policy still allows only inline ones.
    QVERIFY(!exportPartsList(list, ExportFormat::Html).contains("<img"));
    QVERIFY(!exportPartsList(list, ExportFormat::Markdown).contains("!["));
}

void TestExport::chassisImage()
{
    const BuildLoadResult loaded = BuildFile::readFile(Test::dataPath(kFixture), Test::catalog(), true);
    QVERIFY(loaded.ok());
    const QImage image = Ui::ChassisRender::image(*loaded.build, Test::catalog(), Circuit::defaultForLocale(QLocale()));
    QCOMPARE(image.width(), Ui::ChassisRender::kDefaultWidthPx);
    // A case seen from the side is wider than tall; the drawing keeps the scene's aspect.
    QVERIFY2(image.height() > image.width() / 4 && image.height() < image.width(),
        qPrintable(QString::number(image.height())));
    expectDrawing(image);
    const PartsListPicture picture = Ui::ChassisRender::picture(image);
    QVERIFY(picture.png.startsWith("\x89PNG\r\n\x1a\n"));
    QCOMPARE(picture.widthPx, image.width());
    QCOMPARE(QImage::fromData(picture.png, "PNG").size(), image.size());
}

void TestExport::cliHtmlCarriesPicture()
{
    const Run r = runCli(
        { u"export"_s, QStringLiteral(RIGPLAN_EXAMPLES "/quad-3090-lambda.rigbuild"), u"--format"_s, u"html"_s },
        QStringLiteral(RIGPLAN_SEED_CATALOG));
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QImage image = embeddedImage(r.out);
    QCOMPARE(image.width(), 2000);
    QVERIFY(image.height() > 500 && image.height() < 2000);
    expectDrawing(image);
    // The page shows it at most 680 CSS pixels wide, and its policy lets inline images in, nothing else.
    QVERIFY(r.out.contains("\" width=\"680\" height=\""));
    QVERIFY(r.out.contains("img-src data:"));
    // The slot map of examples/quad-3090-lambda.rigbuild, written out by hand.
    for (int i = 0; i < 4; ++i) {
        const QString row = u"<tr><td class=\"num\">%1</td><td>GPU %2: GeForce RTX 3090 Founders Edition</td>"
                            "<td>none</td><td>PSU 1 (EVGA SuperNOVA 1600 P2): 2 × PCIe 8-pin</td></tr>"_s.arg(1 + 2 * i)
                                .arg(i + 1);
        QVERIFY2(QString::fromUtf8(r.out).contains(row), qPrintable(row));
    }
}

void TestExport::cliMarkdownLinksPicture()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(u"my list.md"_s); // a space: the link must stay one link
    const Run r = runCli({ u"export"_s, Test::dataPath(kFixture), u"--format"_s, u"md"_s, u"-o"_s, out });
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QString md = QString::fromUtf8(readAll(out));
    QVERIFY(md.contains(u"](my%20list-chassis.png)\n"_s));
    const QImage png(dir.filePath(u"my list-chassis.png"_s));
    QCOMPARE(png.width(), 2000);
    expectDrawing(png);
    // To standard output there is nowhere to put a PNG: no picture, no link (and no QApplication).
    const Run piped = runCli({ u"export"_s, Test::dataPath(kFixture), u"--format"_s, u"md"_s });
    QVERIFY2(piped.exitCode == 0, piped.err.constData());
    QVERIFY(!piped.out.contains("!["));
}

void TestExport::cliMarkdownPictureNeverBesideADevice()
{
    // -o /dev/null writes into the device; a PNG "beside" it would be a new file in /dev.
    const Run r = runCli({ u"export"_s, Test::dataPath(kFixture), u"--format"_s, u"md"_s, u"-o"_s, u"/dev/null"_s });
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(!QFile::exists(u"/dev/null-chassis.png"_s));
    // A PNG that cannot be written fails the export with the PNG's path, before the Markdown is written.
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkdir(u"list-chassis.png"_s)); // a folder where the PNG would go
    const QString out = dir.filePath(u"list.md"_s);
    const Run blocked = runCli({ u"export"_s, Test::dataPath(kFixture), u"--format"_s, u"md"_s, u"-o"_s, out });
    QCOMPARE(blocked.exitCode, 2);
    QVERIFY2(blocked.err.contains("list-chassis.png: cannot be written: it is a folder"), blocked.err.constData());
    QVERIFY(!QFile::exists(out));
}

void TestExport::guiMarkdownWritesPicture()
{
    const BuildLoadResult loaded = BuildFile::readFile(Test::dataPath(kFixture), Test::catalog(), true);
    QVERIFY(loaded.ok());
    Ui::BuildDocument document(&Test::catalog());
    document.reset(*loaded.build);
    document.setHighlightedGpus({ 0 }); // the user's selection is not part of the picture
    const PartsList list = Ui::ExportAction::withPicture(
        Ui::ExportAction::partsList(document, u"tesla-v100-pcie-32gb"_s), ExportFormat::Markdown, document);
    QVERIFY(!list.picture.png.isEmpty());
    QVERIFY(Ui::ExportAction::withPicture(list, ExportFormat::Csv, document).picture.png == list.picture.png);
    QTemporaryDir dir;
    QString error;
    QVERIFY2(
        Ui::ExportAction::write(list, ExportFormat::Markdown, dir.filePath(u"list.md"_s), &error), qPrintable(error));
    QCOMPARE(readAll(dir.filePath(u"list-chassis.png"_s)), list.picture.png);
    QVERIFY(readAll(dir.filePath(u"list.md"_s)).contains("](list-chassis.png)"));
    QVERIFY(Ui::ExportAction::write(list, ExportFormat::Html, dir.filePath(u"list.html"_s), &error));
    expectDrawing(embeddedImage(readAll(dir.filePath(u"list.html"_s))));
}

void TestExport::largeBuildPdfIsBounded()
{
    // Issue 14: a 1.2 MB build took 71 s and 272 MB for its PDF. Names have no length limit in the
    // format, so this one is valid: a 1.2 MB build name and a GPU whose name is 75 KB, in 8 slots (its
    // name in every finding about those cards). Before the print bound, one paragraph ran over hundreds of
    // pages and each page laid it out again (QTextLayout::draw itemizes the whole paragraph).
    QByteArray gpu = readAll(Test::dataPath(kFixture));
    const QJsonObject fixture = QJsonDocument::fromJson(gpu).object();
    QJsonObject part = fixture[u"parts"].toArray()[0].toObject();
    QCOMPARE(part[u"id"].toString(), u"evil-3090"_s);
    part[u"name"] = QString(u"long card name "_s).repeated(5000);
    QJsonArray gpus;
    for (int slot = 1; slot <= 7; ++slot)
        gpus.append(QJsonObject { { u"part"_s, u"evil-3090"_s }, { u"slot"_s, slot } });
    gpus.append(QJsonObject { { u"part"_s, u"evil-3090"_s }, { u"slot"_s, 7 },
        { u"riser"_s, QJsonObject { { u"mount"_s, u"vertical"_s }, { u"gen"_s, 4 }, { u"lengthMm"_s, 200 } } } });
    QJsonObject build = fixture;
    build[u"name"] = QString(u"build name "_s).repeated(110000);
    build[u"parts"] = QJsonArray { part };
    build[u"gpus"] = gpus;
    build[u"psus"] = QJsonArray { u"test-1600-p2"_s };
    const QByteArray json = QJsonDocument(build).toJson();
    QVERIFY2(json.size() > 1'200'000 && json.size() < 16 * 1024 * 1024, qPrintable(QString::number(json.size())));
    const PartsList list = listOf(json, Test::catalog());
    QVERIFY(list.findings.size() > 10);
    const QByteArray pdf = exportPartsListPdf(list);
    QVERIFY(pdf.startsWith("%PDF-"));
    // Every text bounded to about a page: a handful of pages (the findings), not hundreds.
    QVERIFY2(pdfPageCount(pdf) <= 12, qPrintable(QString::number(pdfPageCount(pdf))));
    QVERIFY2(pdf.size() < 1024 * 1024, qPrintable(QString::number(pdf.size())));
    // Only print is bounded: the JSON keeps the names whole.
    QCOMPARE(QJsonDocument::fromJson(exportPartsList(list, ExportFormat::Json)).object()[u"name"].toString().size(),
        list.buildName.size());
}

QTEST_MAIN(TestExport)
#include "tst_export.moc"
