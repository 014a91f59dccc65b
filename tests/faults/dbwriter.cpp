// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Helper of tst_faults: saves new builds into the database at DB (one transaction each, through
// BuildRepository::save) until it is killed, printing "committed ID N" after each save returns.
// Usage: rigplan-fault-dbwriter DB FIRST_VERSION INLINE_PARTS
#include "db/buildrepository.h"
#include "db/database.h"
#include "tests/faults/faultbuilds.h"

#include <QCoreApplication>

#include <cstdio>

using namespace RigPlan;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() != 4) {
        std::fprintf(stderr, "usage: rigplan-fault-dbwriter DB FIRST_VERSION INLINE_PARTS\n");
        return 2;
    }
    Db::OpenOptions options;
    options.bundledCatalog.clear(); // the builds use the test catalog's parts; no seeding needed
    Db::Database database;
    if (!database.open(args[1], options)) {
        std::fprintf(stderr, "%s\n", qPrintable(database.errorString()));
        return 1;
    }
    Db::BuildRepository repository(database);
    const int inlineParts = args[3].toInt();
    for (int version = args[2].toInt();; ++version) {
        QString error;
        const std::optional<qint64> id
            = repository.save(Test::Faults::versionedBuild(version, inlineParts), std::nullopt, &error);
        if (!id) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
        std::printf("committed %lld %d\n", static_cast<long long>(*id), version);
        std::fflush(stdout);
    }
}
