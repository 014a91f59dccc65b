// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The library of saved builds: save, list, load, replace, delete, and what saved builds protect.
#include "core/io/buildfile.h"
#include "db/buildrepository.h"
#include "db/database.h"
#include "db/sqlpartcatalog.h"
#include "tests/db/dbtestutil.h"

#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace Qt::StringLiterals;
using namespace RigPlan;
using namespace RigPlan::Test::Db;
using RigPlan::Db::BuildRepository;
using RigPlan::Db::Database;
using RigPlan::Db::SqlPartCatalog;

class TestBuildRepository : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void saveListLoadRemove();
    void replaceKeepsCreatedAndMovesModified();
    void replacingMissingBuildFails();
    void buildsSurviveReopening();
    void savedBuildsProtectTheirCustomParts();
    void inlinePartsProtectNothing();

private:
    Build fixtureBuild(const QString &name) const;

    QTemporaryDir m_dir;
    QString m_file;
    std::unique_ptr<Database> m_db;
    std::unique_ptr<SqlPartCatalog> m_catalog;
};

void TestBuildRepository::init()
{
    m_file = m_dir.filePath(QString::fromLatin1(QTest::currentTestFunction()) + u".sqlite"_s);
    m_db = std::make_unique<Database>();
    QVERIFY2(m_db->open(m_file, options()), qPrintable(m_db->errorString()));
    m_catalog = std::make_unique<SqlPartCatalog>(*m_db);
    QVERIFY(m_catalog->load());
    Problems problems;
    const std::optional<Part> mine = PartJson::read(jsonFile(u"custom-gpu.json"_s), QString(), &problems);
    QString error;
    QVERIFY2(m_catalog->addCustomPart(*mine, &error), qPrintable(error));
}

void TestBuildRepository::cleanup()
{
    m_catalog.reset();
    m_db.reset();
}

Build TestBuildRepository::fixtureBuild(const QString &name) const
{
    const BuildLoadResult loaded = BuildFile::read(fixtureBuildJson(), *m_catalog, true);
    if (!loaded.ok())
        return {};
    Build b = *loaded.build;
    b.name = name;
    return b;
}

void TestBuildRepository::saveListLoadRemove()
{
    BuildRepository builds(*m_db);
    QVERIFY(builds.list().isEmpty());
    const Build first = fixtureBuild(u"quad blower"_s);
    QVERIFY(!first.gpus.isEmpty());
    Build second = first;
    second.name = u"二号机"_s; // names are the user's: any script
    second.gpus.removeLast();
    QString error;
    const std::optional<qint64> a = builds.save(first, std::nullopt, &error);
    QVERIFY2(a, qPrintable(error));
    QThread::msleep(5); // distinct modification times
    const std::optional<qint64> b = builds.save(second, std::nullopt, &error);
    QVERIFY2(b, qPrintable(error));
    QVERIFY(*a != *b);

    const QList<BuildRepository::Entry> entries = builds.list();
    QCOMPARE(entries.size(), 2);
    QCOMPARE(entries[0].id, *b); // most recently modified first
    QCOMPARE(entries[0].name, u"二号机"_s);
    QCOMPARE(entries[1].name, u"quad blower"_s);
    QVERIFY(entries[1].created.isValid());
    QCOMPARE(entries[1].created.timeSpec(), Qt::UTC);
    QVERIFY(qAbs(entries[1].created.secsTo(QDateTime::currentDateTimeUtc())) < 60);

    const std::optional<Build> loaded = builds.load(*a, *m_catalog, &error);
    QVERIFY2(loaded, qPrintable(error));
    QCOMPARE(*loaded, first);
    QCOMPARE(*builds.load(*b, *m_catalog, &error), second);

    QVERIFY(builds.remove(*a));
    QVERIFY(!builds.remove(*a));
    QVERIFY2(builds.errorString().contains(QString::number(*a)), qPrintable(builds.errorString()));
    QVERIFY(!builds.load(*a, *m_catalog, &error));
    QCOMPARE(builds.list().size(), 1);
}

void TestBuildRepository::replaceKeepsCreatedAndMovesModified()
{
    BuildRepository builds(*m_db);
    QString error;
    const std::optional<qint64> id = builds.save(fixtureBuild(u"draft"_s), std::nullopt, &error);
    QVERIFY(id);
    const BuildRepository::Entry before = builds.list().first();
    QThread::msleep(10);
    Build changed = fixtureBuild(u"final"_s);
    changed.gpus[0].powerLimitW = 280;
    QCOMPARE(builds.save(changed, id, &error), id);
    const QList<BuildRepository::Entry> after = builds.list();
    QCOMPARE(after.size(), 1);
    QCOMPARE(after[0].name, u"final"_s);
    QCOMPARE(after[0].created, before.created);
    QVERIFY(after[0].modified > before.modified);
    QCOMPARE(builds.load(*id, *m_catalog, &error)->gpus[0].powerLimitW, std::optional<double>(280));
}

void TestBuildRepository::replacingMissingBuildFails()
{
    BuildRepository builds(*m_db);
    QString error;
    QVERIFY(!builds.save(fixtureBuild(u"x"_s), 4711, &error));
    QVERIFY2(error.contains(u"4711"_s), qPrintable(error));
    QVERIFY(builds.list().isEmpty());
}

void TestBuildRepository::buildsSurviveReopening()
{
    QString error;
    qint64 id = 0;
    {
        BuildRepository builds(*m_db);
        id = *builds.save(fixtureBuild(u"kept"_s), std::nullopt, &error);
    }
    cleanup();
    Database db;
    QVERIFY(db.open(m_file, options()));
    SqlPartCatalog catalog(db);
    QVERIFY(catalog.load());
    BuildRepository builds(db);
    QCOMPARE(builds.list().size(), 1);
    const std::optional<Build> build = builds.load(id, catalog, &error);
    QVERIFY2(build, qPrintable(error));
    QCOMPARE(build->name, u"kept"_s);
}

void TestBuildRepository::savedBuildsProtectTheirCustomParts()
{
    BuildRepository builds(*m_db);
    QString error;
    const std::optional<qint64> id = builds.save(fixtureBuild(u"uses my-gpu"_s), std::nullopt, &error);
    QVERIFY(id);
    QCOMPARE(m_catalog->buildsUsing(u"my-gpu"_s), QStringList { u"uses my-gpu"_s });
    QVERIFY(!m_catalog->removeCustomPart(u"my-gpu"_s, &error));
    QVERIFY2(error.contains(u"uses my-gpu"_s), qPrintable(error));
    QVERIFY(m_catalog->find(u"my-gpu"_s));

    // Changing its kind would break the build too.
    Part psu = *m_catalog->find(u"upd-psu"_s);
    psu.id = u"my-gpu"_s;
    QVERIFY(!m_catalog->addCustomPart(psu, &error));
    QVERIFY2(error.contains(u"kind: "_s), qPrintable(error));
    QVERIFY(m_catalog->find(u"my-gpu"_s)->kind() == PartKind::Gpu);

    QVERIFY(builds.remove(*id));
    QVERIFY2(m_catalog->removeCustomPart(u"my-gpu"_s, &error), qPrintable(error));
}

void TestBuildRepository::inlinePartsProtectNothing()
{
    // A build that defines its own "my-gpu" does not use the catalog's.
    Build b = fixtureBuild(u"own part"_s);
    Part own = *m_catalog->find(u"my-gpu"_s);
    own.name = u"the build's own"_s;
    b.parts.append(own);
    BuildRepository builds(*m_db);
    QString error;
    QVERIFY(builds.save(b, std::nullopt, &error));
    QVERIFY(m_catalog->buildsUsing(u"my-gpu"_s).isEmpty());
    QVERIFY2(m_catalog->removeCustomPart(u"my-gpu"_s, &error), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestBuildRepository)
#include "tst_buildrepository.moc"
