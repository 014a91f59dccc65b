// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/partcatalog.h"
#include "tests/support/testcatalog.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace RigPlan::Test {

/** Made-up prices for the test catalog's unpriced platform parts: the planner plans priced parts only. */
inline double planningPrice(const QString &id)
{
    static const QHash<QString, double> prices {
        { QStringLiteral("test-board-7"), 450 },
        { QStringLiteral("test-trx40"), 700 },
        { QStringLiteral("test-am4"), 160 },
        { QStringLiteral("test-atx-7"), 120 },
        { QStringLiteral("test-tower-8"), 220 },
        { QStringLiteral("test-open-frame"), 90 },
        { QStringLiteral("test-server-4u"), 600 },
        { QStringLiteral("test-1600-p2"), 420 },
        { QStringLiteral("test-1600-t2"), 560 },
        { QStringLiteral("test-650-atx2"), 80 },
        { QStringLiteral("test-750-atx2"), 100 },
        { QStringLiteral("test-1200-atx3"), 260 },
        { QStringLiteral("test-2000-230v"), 480 },
        { QStringLiteral("test-cpu-165"), 500 },
        { QStringLiteral("test-tr-280"), 1400 },
        { QStringLiteral("test-am4-105"), 200 },
    };
    return prices.value(id, 0);
}

/** The test catalog with every part priced. */
inline InMemoryCatalog planningCatalog()
{
    InMemoryCatalog out;
    for (PartKind kind :
        { PartKind::Gpu, PartKind::Board, PartKind::Case, PartKind::Psu, PartKind::Cpu, PartKind::Riser }) {
        for (const PartPtr &p : catalog().parts(kind)) {
            Part part = *p;
            if (!part.priceUsd)
                part.priceUsd = planningPrice(part.id);
            out.insert(part);
        }
    }
    return out;
}

} // namespace RigPlan::Test
