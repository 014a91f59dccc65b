// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/problem.h"
#include "core/part.h"

#include <QByteArray>
#include <QCoreApplication>

namespace RigPlan {

/** A catalog file (`"format": "rigplan-catalog"`): the bundled seed, or parts a user imports. */
struct CatalogData
{
    int catalogVersion = 0;
    QList<Part> parts;
};

struct CatalogLoadResult
{
    std::optional<CatalogData> catalog;
    Problems problems;
};

class CatalogFile
{
    Q_DECLARE_TR_FUNCTIONS(RigPlan::CatalogFile)

public:
    static constexpr QStringView kFormat = u"rigplan-catalog";
    static constexpr int kVersion = 1;

    /** All parts or none: any problem (bad field, duplicate id) refuses the whole file. */
    static CatalogLoadResult read(const QByteArray &data);
    static CatalogLoadResult readFile(const QString &fileName);
};

} // namespace RigPlan
