// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/problem.h"
#include "core/part.h"

#include <QJsonObject>

#include <optional>

namespace RigPlan {

/** Part objects as the build format (and the catalog) writes them. */
namespace PartJson {

/** Reads a part; every problem goes to `problems` under `path`; nothing is returned if there is one. */
std::optional<Part> read(const QJsonObject &object, const QString &path, Problems *problems);
QJsonObject write(const Part &part);

} // namespace PartJson
} // namespace RigPlan
