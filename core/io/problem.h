// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace RigPlan {

/** One thing wrong with an input, at a JSON path such as `gpus[2].slot`. */
struct Problem
{
    QString path;
    QString message;

    bool operator==(const Problem &) const = default;
    QString toString() const { return path.isEmpty() ? message : path + QStringLiteral(": ") + message; }
};

using Problems = QList<Problem>;

} // namespace RigPlan
