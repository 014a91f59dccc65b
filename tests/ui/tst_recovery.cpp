// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The crash-recovery file (issue 14): a write that fails is said in the status bar, and a recovery file
// that cannot be read is kept aside and the user told, never deleted unseen. The real window, offscreen.
#include "core/io/buildfile.h"
#include "core/io/recoveryfile.h"
#include "tests/support/testcatalog.h"
#include "ui/document/builddocument.h"
#include "ui/mainwindow.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMessageBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>
#include <QTimer>

using namespace RigPlan;
using namespace Qt::StringLiterals;

class TestRecovery : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void unreadableFileIsKeptAside_data();
    void unreadableFileIsKeptAside();
    void readableFileIsRestored();
    void failedWriteIsReported();
    void twoUnreadableFilesInOneSecondAreBothKept();

private:
    /** Answers the next message box with `button`; its text lands in `text`. */
    static void answerNextMessageBox(QMessageBox::StandardButton button, QString *text)
    {
        QTimer::singleShot(0, [button, text] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box) {
                answerNextMessageBox(button, text); // not shown yet: look again
                return;
            }
            *text = box->text();
            if (QAbstractButton *answer = box->button(button))
                answer->click();
            else
                box->reject(); // not the box the test expected: its text fails the test
        });
    }
    static QString folder() { return QFileInfo(Ui::MainWindow::recoveryFileName()).absolutePath(); }
    static QStringList keptAside() { return QDir(folder()).entryList({ u"recovery-unreadable-*.rigbuild"_s }); }
};

void TestRecovery::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // never the user's recovery file
}

void TestRecovery::cleanup()
{
    QDir(folder()).removeRecursively();
}

void TestRecovery::unreadableFileIsKeptAside_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("problem"); // what the reader says, which the message must pass on
    QTest::newRow("cut off mid-write") << QByteArray(R"({"format": "rigplan-build", "version": 1, "gpus": [)")
                                       << u"not valid JSON"_s;
    QTest::newRow("from a newer RigPlan")
        << QByteArray(R"({"format": "rigplan-build", "version": 99})") << u"newer RigPlan"_s;
}

void TestRecovery::unreadableFileIsKeptAside()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, problem);
    QVERIFY(QDir().mkpath(folder()));
    {
        QFile f(Ui::MainWindow::recoveryFileName());
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    }
    Ui::MainWindow window(&Test::catalog());
    QString text;
    answerNextMessageBox(QMessageBox::Ok, &text);
    window.offerRecovery();

    QVERIFY(!QFileInfo::exists(Ui::MainWindow::recoveryFileName()));
    const QStringList kept = keptAside();
    QCOMPARE(kept.size(), 1);
    QFile f(folder() + u'/' + kept.first());
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), bytes); // the work, byte for byte
    QVERIFY2(text.contains(problem), qPrintable(text));
    QVERIFY2(text.contains(QDir::toNativeSeparators(f.fileName())), qPrintable(text));
}

void TestRecovery::readableFileIsRestored()
{
    const Build build = Test::buildFrom(R"({"name": "Unsaved lab build", "circuit": "us-120v-15a", "gpus": []})");
    QVERIFY(QDir().mkpath(folder()));
    QString error;
    QVERIFY2(BuildFile::writeFile(build, Ui::MainWindow::recoveryFileName(), &error), qPrintable(error));
    Ui::MainWindow window(&Test::catalog());
    QString text;
    answerNextMessageBox(QMessageBox::Yes, &text);
    window.offerRecovery();
    QVERIFY2(text.contains(u"Restore"_s), qPrintable(text));
    QCOMPARE(window.document()->build().name, u"Unsaved lab build"_s);
    QVERIFY(keptAside().isEmpty());
    window.document()->setClean();
}

void TestRecovery::failedWriteIsReported()
{
    // A folder where the recovery file should go: every write of it fails.
    QVERIFY(QDir().mkpath(Ui::MainWindow::recoveryFileName()));
    Ui::MainWindow window(&Test::catalog());
    window.show();
    Build renamed = window.document()->build();
    renamed.name = u"Edited"_s;
    window.document()->edit(u"rename"_s, renamed);
    QVERIFY(window.document()->isModified());
    QTRY_VERIFY2_WITH_TIMEOUT(
        window.statusBar()->currentMessage().contains(u"not kept for crash recovery"_s), "no message", 5000);
    QVERIFY2(window.statusBar()->currentMessage().contains(QDir::toNativeSeparators(folder())),
        qPrintable(window.statusBar()->currentMessage()));
    window.document()->setClean();
}

void TestRecovery::twoUnreadableFilesInOneSecondAreBothKept()
{
    // Two crashes within a second: the second file must not be lost to the first one's name.
    QVERIFY(QDir().mkpath(folder()));
    const QString file = Ui::MainWindow::recoveryFileName();
    const QDateTime when(QDate(2026, 12, 4), QTime(12, 0, 0));
    QStringList keptAs;
    for (const QByteArray &bytes : { QByteArray("{ first"), QByteArray("{ second") }) {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
        f.close();
        const RecoveryRead read = RecoveryFile::take(file, Test::catalog(), when);
        QVERIFY(read.found && !read.build && !read.problems.isEmpty());
        keptAs << QFileInfo(read.keptAs).fileName();
        QFile kept(read.keptAs);
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), bytes);
    }
    QCOMPARE(keptAs,
        QStringList({ u"recovery-unreadable-20261204-120000.rigbuild"_s,
            u"recovery-unreadable-20261204-120000-2.rigbuild"_s }));
    QVERIFY(!QFileInfo::exists(file));
    // No file: nothing found, nothing moved.
    QVERIFY(!RecoveryFile::take(file, Test::catalog(), when).found);
}

QTEST_MAIN(TestRecovery)
#include "tst_recovery.moc"
