// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/support/testcatalog.h"

#include "core/io/buildfile.h"
#include "core/io/catalogfile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

namespace RigPlan::Test {

using namespace Qt::StringLiterals;

QString dataPath(const QString &relative)
{
    return QStringLiteral(RIGPLAN_TEST_DATA) + u'/' + relative;
}

const InMemoryCatalog &catalog()
{
    static const InMemoryCatalog instance = [] {
        const CatalogLoadResult loaded = CatalogFile::readFile(dataPath(u"testcatalog.json"_s));
        if (!loaded.catalog) {
            for (const Problem &p : loaded.problems)
                qWarning("testcatalog.json: %s", qPrintable(p.toString()));
            qFatal("the test catalog does not load");
        }
        return InMemoryCatalog(loaded.catalog->parts);
    }();
    return instance;
}

Build buildFrom(const char *partialJson)
{
    QJsonObject o = QJsonDocument::fromJson(partialJson).object();
    const auto fill = [&o](const QString &key, const QJsonValue &value) {
        if (!o.contains(key))
            o.insert(key, value);
    };
    fill(u"format"_s, u"rigplan-build"_s);
    fill(u"version"_s, 1);
    fill(u"case"_s, u"test-tower-8"_s);
    fill(u"board"_s, u"test-board-7"_s);
    fill(u"cpu"_s, u"test-cpu-165"_s);
    fill(u"psus"_s, QJsonArray { u"test-1600-p2"_s });
    fill(u"circuit"_s, u"eu-230v-16a"_s);
    fill(u"gpus"_s, QJsonArray {});
    const BuildLoadResult loaded = BuildFile::read(QJsonDocument(o).toJson(), catalog(), true);
    if (!loaded.ok()) {
        for (const Problem &p : loaded.problems)
            qWarning("test build does not load: %s", qPrintable(p.toString()));
        return {};
    }
    return *loaded.build;
}

ResolvedBuild resolve(const Build &build)
{
    return ResolvedBuild::resolve(build, catalog(), *Circuit::preset(u"us-120v-15a")).value();
}

CheckReport checkBuild(const char *partialJson)
{
    // As the command line and the editor check: the file's own parts over the catalog.
    const Build build = buildFrom(partialJson);
    const LayeredCatalog parts(&catalog(), build.parts);
    CheckOptions options;
    options.catalog = &parts;
    return check(resolve(build), options);
}

QList<Finding> findingsOf(const CheckReport &report, const QString &ruleId)
{
    QList<Finding> out;
    for (const Finding &f : report.findings) {
        if (ruleIdString(f.rule) == ruleId)
            out.append(f);
    }
    return out;
}

} // namespace RigPlan::Test
