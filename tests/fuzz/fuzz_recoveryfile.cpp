// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the crash-recovery file, the one file RigPlan reads at startup without being asked.
// The bytes become the file and go through RecoveryFile::take, as MainWindow::offerRecovery calls it; a
// build it gives goes through what the document does with it (its parts layered over the catalog, resolved,
// checked, the optimiser's limits offered) and must survive a write/read round trip. A file it refuses must
// be kept aside byte for byte, never lost.
#include "core/io/buildfile.h"
#include "core/io/catalogfile.h"
#include "core/io/recoveryfile.h"
#include "core/partcatalog.h"
#include "core/plan/optimisedlimits.h"
#include "core/resolvedbuild.h"
#include "core/rules/checker.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace RigPlan;
using namespace Qt::StringLiterals;

namespace {

[[noreturn]] void fail(const char *what)
{
    std::fprintf(stderr, "fuzz_recoveryfile: %s\n", what);
    std::abort();
}

const InMemoryCatalog &fuzzCatalog()
{
    static const InMemoryCatalog instance = [] {
        InMemoryCatalog catalog;
        for (const QString &file : { QStringLiteral(RIGPLAN_SEED_CATALOG), QStringLiteral(RIGPLAN_TEST_CATALOG) }) {
            const CatalogLoadResult loaded = CatalogFile::readFile(file);
            if (!loaded.catalog)
                fail("a catalog does not load");
            for (const Part &p : loaded.catalog->parts)
                catalog.insert(p);
        }
        return catalog;
    }();
    return instance;
}

/** The app's data folder stands in as a scratch folder of this process. */
const QTemporaryDir &folder()
{
    static const QTemporaryDir dir;
    if (!dir.isValid())
        fail("no scratch folder");
    return dir;
}

QByteArray contents(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fuzzCatalog();
    folder();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const QString file = folder().filePath(u"recovery.rigbuild"_s);
    {
        QFile out(file);
        if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate) || out.write(bytes) != bytes.size())
            fail("cannot write the recovery file");
    }
    const QDateTime when(QDate(2026, 12, 4), QTime(12, 0));
    const RecoveryRead read = RecoveryFile::take(file, fuzzCatalog(), when);
    if (!read.found)
        fail("an existing recovery file was not found");

    if (!read.build) {
        if (read.problems.isEmpty())
            fail("refused without a problem");
        if (read.keptAs.isEmpty() || QFile::exists(file))
            fail("an unreadable file was not moved aside");
        if (contents(read.keptAs) != bytes)
            fail("the file kept aside is not the file read");
        QFile::remove(read.keptAs);
        return 0;
    }

    // What BuildDocument does with it: the build's own parts over the catalog, resolved, checked, and
    // the optimiser's power limits offered for an overload.
    const Build &build = *read.build;
    const LayeredCatalog parts(&fuzzCatalog(), build.parts);
    const ResolvedBuild resolved = ResolvedBuild::resolve(build, parts, *Circuit::preset(u"us-120v-15a"_s)).value();
    CheckOptions options;
    options.catalog = &parts;
    CheckReport report = check(resolved, options);
    offerOptimisedLimits(report, resolved, options);

    // The app writes it back as the next recovery file: the same build must come out.
    const BuildLoadResult again = BuildFile::read(BuildFile::write(build), fuzzCatalog(), false);
    if (!again.ok() || !(*again.build == build)) {
        for (const Problem &p : again.problems)
            std::fprintf(stderr, "round trip: %s\n", qPrintable(p.toString()));
        fail("a recovered build does not survive write/read");
    }
    QFile::remove(file);
    return 0;
}
