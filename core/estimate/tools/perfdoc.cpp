// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// rigplan-perfdoc CATALOG: prints the generated tables of docs/performance-model.md.
// scripts/update-performance-doc.sh runs it and replaces the text between the doc's markers.
#include "core/estimate/calibrationreport.h"
#include "core/io/catalogfile.h"
#include "core/partcatalog.h"

#include <QCoreApplication>
#include <QTextStream>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    QTextStream err(stderr);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() != 2) {
        err << QCoreApplication::translate("main", "usage: rigplan-perfdoc CATALOG_JSON") << '\n';
        return 2;
    }
    const RigPlan::CatalogLoadResult loaded = RigPlan::CatalogFile::readFile(args[1]);
    if (!loaded.catalog) {
        for (const RigPlan::Problem &p : loaded.problems)
            err << args[1] << QStringLiteral(": ") << p.toString() << '\n';
        return 2;
    }
    const RigPlan::InMemoryCatalog catalog(loaded.catalog->parts);
    out << RigPlan::CalibrationReport::beginMarker() << '\n'
        << RigPlan::CalibrationReport::markdown(catalog) << RigPlan::CalibrationReport::endMarker() << '\n';
    return 0;
}
