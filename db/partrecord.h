// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/part.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace RigPlan::Db {

/** A part as the `parts` table stores it: the full JSON plus the columns queries filter on. */
struct PartRecord
{
    QString id;
    QString kind;
    QString name;
    QString family; // GPUs only; empty otherwise
    std::optional<double> priceUsd;
    QByteArray json; // compact PartJson::write, so new part fields need no schema change

    static PartRecord from(const Part &part);
};

enum class PartOrigin
{
    Bundled,
    Custom
};

QString toString(PartOrigin origin);
std::optional<PartOrigin> partOriginFromString(QStringView text);

} // namespace RigPlan::Db
