// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: catalog import (CatalogFile::read, as `rigplan-cli catalog add FILE` and the bundled
// seed use it) on arbitrary bytes. A catalog that loads must give parts the in-memory catalog accepts.
#include "core/io/catalogfile.h"
#include "core/partcatalog.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace RigPlan;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const CatalogLoadResult loaded = CatalogFile::read(bytes);
    if (!loaded.catalog) {
        if (loaded.problems.isEmpty()) {
            std::fprintf(stderr, "refused without a problem\n");
            std::abort();
        }
        return 0;
    }
    // All or nothing, ids unique: every part must be found again under its id.
    const InMemoryCatalog catalog(loaded.catalog->parts);
    if (catalog.size() != loaded.catalog->parts.size()) {
        std::fprintf(stderr, "duplicate part ids were accepted\n");
        std::abort();
    }
    for (const Part &p : loaded.catalog->parts) {
        if (!catalog.find(p.id)) {
            std::fprintf(stderr, "part %s is lost\n", qPrintable(p.id));
            std::abort();
        }
        (void)catalog.parts(p.kind());
    }
    return 0;
}
