// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// File > Import Catalog…, Export Catalog… and Import from BuildCores OpenDB… on the real window (offscreen)
// over a real SQLite database: the parts list shows what came in.
#include "app/gui/catalogloader.h"
#include "app/gui/sqlcatalogsharing.h"
#include "db/sqlpartcatalog.h"
#include "ui/catalog/catalogsharingactions.h"
#include "ui/docks/catalogdock.h"
#include "ui/mainwindow.h"
#include "ui/models/catalogmodel.h"

#include <QAction>
#include <QFile>
#include <QMenuBar>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace RigPlan;
using namespace Qt::StringLiterals;

namespace {

int rowOf(const Ui::CatalogModel *model, const QString &id)
{
    for (int row = 0; row < model->rowCount(); ++row)
        if (model->partAt(row)->id == id)
            return row;
    return -1;
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

} // namespace

class TestCatalogSharingGui : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void fileMenuHasTheActions();
    void importShowsThePartsAndExportWritesThem();
    void conflictIsRefusedWithoutAsking();
    void openDbPartsAppearWithTheirSource();
};

void TestCatalogSharingGui::fileMenuHasTheActions()
{
    QTemporaryDir dir;
    Gui::CatalogLoader loader;
    QVERIFY(loader.load(dir.filePath(u"rigplan.sqlite"_s), false));
    Ui::MainWindow window(loader.catalog());
    Gui::SqlCatalogSharing sharing(loader.sqlCatalog());
    window.setCatalogSharing(&sharing);
    QStringList texts;
    for (QAction *a : window.menuBar()->actions().first()->menu()->actions())
        texts << a->text();
    QVERIFY2(texts.contains(u"&Import Catalog…"_s), qPrintable(texts.join(u", "_s)));
    QVERIFY(texts.contains(u"E&xport Catalog…"_s));
    QVERIFY(texts.contains(u"Import from BuildCores &OpenDB…"_s));
    QCOMPARE(texts.last(), u"&Quit"_s); // Quit stays last
}

void TestCatalogSharingGui::importShowsThePartsAndExportWritesThem()
{
    QTemporaryDir dir;
    Gui::CatalogLoader loader;
    QVERIFY(loader.load(dir.filePath(u"rigplan.sqlite"_s), false));
    Ui::MainWindow window(loader.catalog());
    Gui::SqlCatalogSharing sharing(loader.sqlCatalog());
    window.setCatalogSharing(&sharing);
    auto *actions = window.findChild<Ui::CatalogSharingActions *>();
    QVERIFY(actions);
    const Ui::CatalogModel *model = window.catalogDock()->model();
    const int before = model->rowCount();
    QCOMPARE(rowOf(model, u"lab-frame"_s), -1);

    const QString file = dir.filePath(u"lab.json"_s);
    QVERIFY(writeFile(file, R"({"format": "rigplan-catalog", "version": 1,
        "parts": [{"id": "lab-frame", "kind": "case", "name": "Our open frame", "formFactors": ["E-ATX"],
                   "expansionSlots": 12, "maxGpuLengthMm": 400, "openFrame": true, "source": "measured"}],
        "userPrices": [{"id": "rtx-3090-fe", "priceUsd": 720, "date": "2025-11-30"}]})"));
    const Ui::SharingResult imported = actions->importFrom(file, false);
    QVERIFY2(imported.ok, qPrintable(imported.text));
    QCOMPARE(model->rowCount(), before + 1);
    QVERIFY(rowOf(model, u"lab-frame"_s) >= 0);
    QCOMPARE(*loader.catalog()->find(u"rtx-3090-fe"_s)->priceUsd, 720.0);

    const QString out = dir.filePath(u"out.json"_s);
    const Ui::SharingResult exported = actions->exportTo(out);
    QVERIFY2(exported.ok, qPrintable(exported.text));
    QVERIFY2(exported.text.contains(u"1 custom part(s) and 1 price(s)"_s), qPrintable(exported.text));
    QVERIFY(QFile::exists(out));
}

void TestCatalogSharingGui::conflictIsRefusedWithoutAsking()
{
    QTemporaryDir dir;
    Gui::CatalogLoader loader;
    QVERIFY(loader.load(dir.filePath(u"rigplan.sqlite"_s), false));
    QVERIFY(loader.sqlCatalog()->setUserPrice(u"rtx-3090-fe"_s, 650));
    Ui::MainWindow window(loader.catalog());
    Gui::SqlCatalogSharing sharing(loader.sqlCatalog());
    window.setCatalogSharing(&sharing);
    auto *actions = window.findChild<Ui::CatalogSharingActions *>();
    const QString file = dir.filePath(u"lab.json"_s);
    QVERIFY(writeFile(file, R"({"format": "rigplan-catalog", "version": 1, "parts": [],
        "userPrices": [{"id": "rtx-3090-fe", "priceUsd": 720, "date": "2025-11-30"}]})"));
    const Ui::SharingResult refused = actions->importFrom(file, false);
    QVERIFY(!refused.ok);
    QVERIFY(refused.conflicts); // the dialog would offer Replace Mine
    QVERIFY2(refused.text.contains(u"userPrices[0].priceUsd: your price for 'rtx-3090-fe' is 650 USD"_s),
        qPrintable(refused.text));
    QCOMPARE(*loader.catalog()->find(u"rtx-3090-fe"_s)->priceUsd, 650.0);
    QVERIFY(sharing.importCatalog(file, true).ok);
    QCOMPARE(*loader.catalog()->find(u"rtx-3090-fe"_s)->priceUsd, 720.0);
}

void TestCatalogSharingGui::openDbPartsAppearWithTheirSource()
{
    QTemporaryDir dir;
    Gui::CatalogLoader loader;
    QVERIFY(loader.load(dir.filePath(u"rigplan.sqlite"_s), false));
    Ui::MainWindow window(loader.catalog());
    Gui::SqlCatalogSharing sharing(loader.sqlCatalog());
    window.setCatalogSharing(&sharing);
    auto *actions = window.findChild<Ui::CatalogSharingActions *>();
    const Ui::SharingResult r = actions->importOpenDb(QStringLiteral(RIGPLAN_OPENDB_FIXTURE));
    QVERIFY2(r.ok, qPrintable(r.text));
    QVERIFY2(r.text.startsWith(u"BuildCores OpenDB (ODC-By 1.0): 7 added"_s), qPrintable(r.text));
    const Ui::CatalogModel *model = window.catalogDock()->model();
    const int row = rowOf(model, u"opendb-02a12d99-d081-4e33-93e1-0c376691df1d"_s);
    QVERIFY(row >= 0);
    // The parts list's tooltip carries the source with the attribution, and the notes.
    const QString tip = model->data(model->index(row, 0), Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(u"Source: BuildCores OpenDB (ODC-By 1.0), opendb_id 02a12d99"_s), qPrintable(tip));
}

QTEST_MAIN(TestCatalogSharingGui)
#include "tst_catalogsharinggui.moc"
