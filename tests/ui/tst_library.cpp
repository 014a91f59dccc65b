// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The editor with the real database behind it: the bundled catalog, and the build library.
#include "app/gui/catalogloader.h"
#include "app/gui/sqlbuildlibrary.h"
#include "core/buildedits.h"
#include "ui/document/builddocument.h"
#include "ui/mainwindow.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace RigPlan;
using namespace Qt::StringLiterals;

class TestLibrary : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void saveAndOpenFromTheLibrary();
    void damagedDatabaseIsRefusedAndKept();
};

void TestLibrary::saveAndOpenFromTheLibrary()
{
    QTemporaryDir dir;
    Gui::CatalogLoader loader;
    QVERIFY(loader.load(dir.filePath(u"rigplan.sqlite"_s), false));
    QVERIFY(loader.catalog()->find(u"rtx-3090-fe"_s));
    Ui::MainWindow window(loader.catalog());
    window.setBuildLibrary(loader.library());
    QString error;
    QVERIFY(window.openFile(QStringLiteral(RIGPLAN_EXAMPLES "/quad-3090-lambda.rigbuild"), &error));
    const Build saved = window.document()->build();
    QVERIFY2(window.saveToLibrary(&error), qPrintable(error));

    Build changed = saved;
    BuildEdits::removeGpu(changed, 0);
    window.document()->edit(u"remove"_s, changed);
    const QList<Ui::BuildLibrary::Entry> entries = loader.library()->list(&error);
    QCOMPARE(entries.size(), 1);
    QCOMPARE(entries.first().name, saved.name);
    QVERIFY(window.openFromLibrary(entries.first().id, &error));
    QCOMPARE(window.document()->build(), saved);
    // Saving again replaces the same entry rather than adding one.
    QVERIFY(window.saveToLibrary(&error));
    QCOMPARE(loader.library()->list(&error).size(), 1);
    window.document()->setClean();
}

void TestLibrary::damagedDatabaseIsRefusedAndKept()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"rigplan.sqlite"_s);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("this is not a database, but someone's notes");
    file.close();
    Gui::CatalogLoader loader;
    QVERIFY(!loader.load(path, false));
    QFile again(path);
    QVERIFY(again.open(QIODevice::ReadOnly));
    QCOMPARE(again.readAll(), QByteArray("this is not a database, but someone's notes"));
}

QTEST_MAIN(TestLibrary)
#include "tst_library.moc"
