// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: what the database hands back. The bytes are a stored part's JSON (the parts table's
// `json` column, which another program or a damaged disk may have written) and, as text, a stored price
// (SQLite keeps text in a REAL column). A part that reads back must be one the writer gives back
// unchanged; text is never a price, and a number is one only within range.
#include "core/io/partjson.h"
#include "core/valueranges.h"
#include "db/storedpart.h"

#include <QJsonDocument>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

using namespace RigPlan;
using namespace Qt::StringLiterals;

namespace {

[[noreturn]] void fail(const char *what)
{
    std::fprintf(stderr, "fuzz_storedpart: %s\n", what);
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    Problems problems;
    const std::optional<Part> part = Db::StoredPart::read(bytes, u"fuzzed"_s, &problems);
    if (!part) {
        if (problems.isEmpty())
            fail("a stored part refused without a problem");
        for (const Problem &p : problems) {
            if (!p.path.startsWith(u"parts[fuzzed]"_s))
                fail("a problem that does not name the part");
        }
    } else {
        if (!problems.isEmpty())
            fail("a stored part read with problems");
        // What the database would store again reads back as the same part.
        const QByteArray again = QJsonDocument(PartJson::write(*part)).toJson(QJsonDocument::Compact);
        Problems second;
        const std::optional<Part> reread = Db::StoredPart::read(again, u"fuzzed"_s, &second);
        if (!reread || !(*reread == *part))
            fail("a stored part does not survive writing it again");
    }

    QString problem;
    if (Db::StoredPart::price(QVariant(QString::fromUtf8(bytes)), u"fuzzed"_s, &problem))
        fail("text taken for a price");
    if (problem.isEmpty())
        fail("text refused as a price without a word");
    if (size >= sizeof(double)) {
        double usd = 0;
        std::memcpy(&usd, data, sizeof usd);
        problem.clear();
        const std::optional<double> price = Db::StoredPart::price(QVariant(usd), u"fuzzed"_s, &problem);
        if (price.has_value() != Ranges::PriceUsd.contains(usd))
            fail("a stored price accepted or refused against its range");
        if (!price && problem.isEmpty())
            fail("a stored price refused without a word");
    }
    return 0;
}
