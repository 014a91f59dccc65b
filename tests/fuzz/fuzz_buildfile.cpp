// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the build-file reader (BuildFile::read) on arbitrary bytes. A file that loads is
// also checked (every rule and the power budget) and must survive a write/read round trip unchanged.
#include "core/io/buildfile.h"
#include "core/io/catalogfile.h"
#include "core/partcatalog.h"
#include "core/resolvedbuild.h"
#include "core/rules/checker.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace RigPlan;
using namespace Qt::StringLiterals;

namespace {

/** The bundled catalog and the tests' catalog together, so the ids of every seed input resolve. */
const InMemoryCatalog &fuzzCatalog()
{
    static const InMemoryCatalog instance = [] {
        InMemoryCatalog catalog;
        for (const QString &file : { QStringLiteral(RIGPLAN_SEED_CATALOG), QStringLiteral(RIGPLAN_TEST_CATALOG) }) {
            const CatalogLoadResult loaded = CatalogFile::readFile(file);
            if (!loaded.catalog) {
                std::fprintf(stderr, "fuzz_buildfile: %s does not load\n", qPrintable(file));
                std::abort();
            }
            for (const Part &p : loaded.catalog->parts)
                catalog.insert(p);
        }
        return catalog;
    }();
    return instance;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fuzzCatalog();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    for (const bool requireChassis : { false, true }) {
        const BuildLoadResult loaded = BuildFile::read(bytes, fuzzCatalog(), requireChassis);
        if (!loaded.ok()) {
            if (loaded.problems.isEmpty()) {
                std::fprintf(stderr, "refused without a problem\n");
                std::abort();
            }
            continue;
        }
        const ResolvedBuild resolved
            = ResolvedBuild::resolve(*loaded.build, fuzzCatalog(), *Circuit::preset(u"us-120v-15a"_s)).value();
        CheckOptions options;
        options.catalog = &fuzzCatalog();
        const CheckReport report = check(resolved, options);
        (void)report;
        // What RigPlan writes it must read back as the same build.
        const BuildLoadResult again = BuildFile::read(BuildFile::write(*loaded.build), fuzzCatalog(), requireChassis);
        if (!again.ok() || !(*again.build == *loaded.build)) {
            for (const Problem &p : again.problems)
                std::fprintf(stderr, "round trip: %s\n", qPrintable(p.toString()));
            std::fprintf(stderr, "a loaded build does not survive write/read\n");
            std::abort();
        }
    }
    return 0;
}
