// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: catalog import, both ways parts come in from a file. The bytes go to
// CatalogFile::read (`rigplan-cli catalog add FILE` and `catalog import FILE`, the bundled seed), and, as
// a file of each OpenDB folder, to OpenDbPartFile::read (`catalog import --opendb DIR`, one file at a time).
// A catalog that loads must give parts the in-memory catalog accepts; an OpenDB part must be one the part
// reader takes back unchanged.
#include "core/io/catalogfile.h"
#include "core/io/partjson.h"
#include "core/partcatalog.h"
#include "core/valueranges.h"
#include "db/opendb/opendbmapping.h"
#include "db/opendb/opendbpartfile.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace RigPlan;
using namespace Qt::StringLiterals;

namespace {

[[noreturn]] void fail(const char *what)
{
    std::fprintf(stderr, "fuzz_catalogfile: %s\n", what);
    std::abort();
}

/** The bundled catalog: what an OpenDB import takes the figures OpenDB lacks from. */
const InMemoryCatalog &bundled()
{
    static const InMemoryCatalog instance = [] {
        const CatalogLoadResult loaded = CatalogFile::readFile(QStringLiteral(RIGPLAN_SEED_CATALOG));
        if (!loaded.catalog)
            fail("the bundled catalog does not load");
        return InMemoryCatalog(loaded.catalog->parts);
    }();
    return instance;
}

void catalogFile(const QByteArray &bytes)
{
    const CatalogLoadResult loaded = CatalogFile::read(bytes);
    if (!loaded.catalog) {
        if (loaded.problems.isEmpty())
            fail("catalog refused without a problem");
        return;
    }
    // All or nothing, ids unique: every part must be found again under its id.
    const InMemoryCatalog catalog(loaded.catalog->parts);
    if (catalog.size() != loaded.catalog->parts.size())
        fail("duplicate part ids were accepted");
    for (const Part &p : loaded.catalog->parts) {
        if (!catalog.find(p.id))
            fail("a part is lost");
        (void)catalog.parts(p.kind());
    }
}

void openDbFile(const QByteArray &bytes, const Db::OpenDbFolder &folder)
{
    const QString path = u"open-db/"_s + folder.name + u"/0955b58d-7aec-40de-93c6-16c35224d97c.json"_s;
    Problems problems;
    const std::optional<Db::OpenDbPart> read
        = Db::OpenDbPartFile::read(bytes, path, folder.kind, bundled(), u"0123456789abcdef"_s, &problems);
    if (!read) {
        if (problems.isEmpty())
            fail("OpenDB file refused without a problem");
        for (const Problem &p : problems)
            if (!p.path.startsWith(path))
                fail("an OpenDB problem does not name its file");
        return;
    }
    if (!problems.isEmpty())
        fail("an OpenDB part with problems");
    if (read->part.has_value() == !read->skipped.isEmpty())
        fail("an OpenDB file gives a part or a reason to skip it, not both or neither");
    if (!read->part)
        return;
    const Part &part = *read->part;
    if (part.kind() != folder.kind || !isPartIdSyntax(part.id))
        fail("an OpenDB part of another kind or with a bad id");
    // What the import stores is PartJson: it must read back as the same part.
    Problems again;
    const std::optional<Part> back = PartJson::read(PartJson::write(part), QString(), &again);
    if (!back || !(PartJson::write(*back) == PartJson::write(part))) {
        for (const Problem &p : again)
            std::fprintf(stderr, "round trip: %s\n", qPrintable(p.toString()));
        fail("an OpenDB part does not survive write/read");
    }
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    bundled();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    catalogFile(bytes);
    for (const Db::OpenDbFolder &folder : Db::OpenDbMapping::folders())
        openDbFile(bytes, folder);
    return 0;
}
