// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Helper of tst_faults: saves ever newer versions of a large build to FILE through the app's own save
// (BuildFile::writeFile, atomic) until it is killed, printing "saved N" after each save returns.
// Usage: rigplan-fault-saveloop FILE FIRST_VERSION INLINE_PARTS
#include "core/io/buildfile.h"
#include "tests/faults/faultbuilds.h"

#include <QCoreApplication>

#include <cstdio>

using namespace RigPlan;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() != 4) {
        std::fprintf(stderr, "usage: rigplan-fault-saveloop FILE FIRST_VERSION INLINE_PARTS\n");
        return 2;
    }
    const QString file = args[1];
    const int inlineParts = args[3].toInt();
    for (int version = args[2].toInt();; ++version) {
        QString error;
        if (!BuildFile::writeFile(Test::Faults::versionedBuild(version, inlineParts), file, &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
        std::printf("saved %d\n", version);
        std::fflush(stdout);
    }
}
