// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The real rigplan executable, offscreen: it starts and quits, and renders a build to a PNG.
#include <QImage>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

class TestApp : public QObject
{
    Q_OBJECT

private slots:
    void startsAndQuits();
    void helpAndVersionExitCleanly_data();
    void helpAndVersionExitCleanly();
    void screenshotIsNotBlank_data();
    void screenshotIsNotBlank();
    void badBuildFileFailsTheScreenshot();

private:
    int run(const QStringList &args, QByteArray *err = nullptr)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
        env.insert(u"XDG_CONFIG_HOME"_s, m_home.filePath(u"config"_s)); // never the user's settings
        env.insert(u"XDG_DATA_HOME"_s, m_home.filePath(u"data"_s));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(RIGPLAN_APP), args);
        if (!p.waitForFinished(60000))
            return -1;
        if (err)
            *err = p.readAllStandardError();
        return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    }
    QTemporaryDir m_home;
};

void TestApp::startsAndQuits()
{
    QCOMPARE(run({ u"--quit-after-first-paint"_s }), 0);
}

void TestApp::helpAndVersionExitCleanly_data()
{
    QTest::addColumn<QString>("option");
    QTest::newRow("--help") << u"--help"_s;
    QTest::newRow("--version") << u"--version"_s;
}

void TestApp::helpAndVersionExitCleanly()
{
    QFETCH(QString, option);
    // The command line exit()s for these; a thread still scanning fonts then met destroyed statics and
    // Qt said "QMutex: destroying locked mutex" in about one run of ten, so try it many times.
    for (int attempt = 0; attempt < 25; ++attempt) {
        QByteArray err;
        QCOMPARE(run({ option }, &err), 0);
        QVERIFY2(!err.contains("QMutex"), err.constData());
    }
}

void TestApp::screenshotIsNotBlank_data()
{
    QTest::addColumn<QString>("lang");
    QTest::newRow("en") << u"en"_s;
    QTest::newRow("zh_CN") << u"zh_CN"_s;
}

void TestApp::screenshotIsNotBlank()
{
    QFETCH(QString, lang);
    const QString out = m_home.filePath(u"shot-"_s + lang + u".png"_s);
    QCOMPARE(run({ u"--open"_s, QStringLiteral(RIGPLAN_EXAMPLES "/quad-3090-lambda.rigbuild"), u"--screenshot"_s, out,
                 u"--lang"_s, lang }),
        0);
    QImage image(out);
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), QSize(1600, 1000));
    // Not blank: many colours, and the red outline the chassis draws around conflicting cards.
    QSet<QRgb> colours;
    int conflictRed = 0;
    for (int y = 0; y < image.height(); y += 2) {
        for (int x = 0; x < image.width(); x += 2) {
            const QRgb c = image.pixel(x, y);
            colours.insert(c);
            conflictRed += qRed(c) > 200 && qGreen(c) < 80 && qBlue(c) < 80;
        }
    }
    QVERIFY2(colours.size() > 200, qPrintable(QString::number(colours.size())));
    QVERIFY2(conflictRed > 50, qPrintable(QString::number(conflictRed)));
}

void TestApp::badBuildFileFailsTheScreenshot()
{
    QTemporaryDir dir;
    QFile bad(dir.filePath(u"bad.rigbuild"_s));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write(R"({"format":"rigplan-build","version":1,"gpus":[{"part":"nope"}]})");
    bad.close();
    QByteArray err;
    QCOMPARE(run({ u"--open"_s, bad.fileName(), u"--screenshot"_s, dir.filePath(u"x.png"_s) }, &err), 2);
    QVERIFY2(err.contains("gpus[0].part"), err.constData());
    QVERIFY(!QFile::exists(dir.filePath(u"x.png"_s)));
}

QTEST_GUILESS_MAIN(TestApp)
#include "tst_app.moc"
