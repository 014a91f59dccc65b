// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/problem.h"
#include "core/part.h"
#include "db/opendb/opendbmapping.h"

#include <QByteArray>
#include <QCoreApplication>

#include <optional>

namespace RigPlan::Db {

/**
 * One part file of an OpenDB checkout (`open-db/GPU/<uuid>.json`), read exactly as build and catalog
 * files are (core/io/strictjson.h: duplicate keys, raw control characters, numbers no double holds are
 * refused by JSON path) and mapped to a part. Widget- and SQL-free, so the fuzzer runs it as it is.
 */
class OpenDbPartFile
{
    Q_DECLARE_TR_FUNCTIONS(RigPlan::Db::OpenDbPartFile)

public:
    /** OpenDB files are a few KB; anything larger is not one. */
    static constexpr qint64 kMaxBytes = 1 << 20;

    /**
     * The part `data` describes, as the file `path` (relative to the checkout) of `kind`; nothing, with
     * every problem named `path: json path`, where the file is not one RigPlan can read. A readable file
     * RigPlan cannot map is a result with `skipped` set (OpenDbMapping::map).
     */
    static std::optional<OpenDbPart> read(const QByteArray &data, const QString &path, PartKind kind,
        const PartCatalog &reference, const QString &commit, Problems *problems);
};

} // namespace RigPlan::Db
