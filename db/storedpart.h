// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/problem.h"
#include "core/part.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QVariant>

#include <optional>

namespace RigPlan::Db {

/**
 * What the database hands back, read as strictly as a file (core/io/strictjson.h, core/valueranges.h): a
 * stored part's JSON (a duplicate key, a number no double holds, a value out of range is refused, the
 * part named) and a stored price (a number within Ranges::PriceUsd; text or 1e308 is not a price). The
 * file may have been written by another program or damaged; nothing it holds is trusted more than a
 * file the user gives. SQL-free, so the fuzzer runs it as it is (tests/fuzz/fuzz_storedpart.cpp).
 */
class StoredPart
{
    Q_DECLARE_TR_FUNCTIONS(RigPlan::Db::StoredPart)

public:
    /** The part the row `id` stores as `json`; nothing, with every problem named `parts[id]…`, if it does not read. */
    static std::optional<Part> read(const QByteArray &json, const QString &id, Problems *problems);

    /**
     * A stored price column (`value` as SQLite gave it; NULL: no price). Nothing and `problem`
     * ("the stored price of ID, 1e+308, is not …") where it is not a number in range.
     */
    static std::optional<double> price(const QVariant &value, const QString &id, QString *problem);
};

} // namespace RigPlan::Db
