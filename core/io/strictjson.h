// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/problem.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>

#include <optional>

class QIODevice;

namespace RigPlan {

/**
 * JSON read exactly, or refused. QJsonDocument keeps the last of two equal keys, takes raw control
 * characters inside strings and says "illegal number" for 1e400 without saying where; one linear pass
 * over the raw bytes before it finds each of these under its JSON path (`gpus[2].powerLimitW`).
 */
class StrictJson
{
    Q_DECLARE_TR_FUNCTIONS(RigPlan::StrictJson)

public:
    /** Deeper nesting than any file of ours has; it bounds the scanner's stack. */
    static constexpr int kMaxDepth = 256;

    /**
     * What QJsonDocument would read silently or without a path. `complete` is false where the scan
     * stopped at a syntax error (QJsonDocument then says where).
     */
    static Problems scan(const QByteArray &data, bool *complete = nullptr);

    /**
     * The object `data` holds, or nothing with every problem: too large, empty, not JSON (line and
     * column), a duplicate key, a control character, a number no double holds, not an object.
     * `notAnObject` is what to say for an array or a bare value.
     */
    static std::optional<QJsonObject> readObject(
        const QByteArray &data, const QString &notAnObject, Problems *problems);
};

/**
 * Reads a whole file, device or pipe in chunks, refusing it as soon as it passes `cap` bytes (size()
 * is 0 for /dev/zero and pipes, so it cannot be asked first). `name` is what the error names.
 */
bool readAtMost(QIODevice &in, qint64 cap, const QString &name, QByteArray *data, QString *error);
/** `fileName` opened and read with readAtMost and kMaxInputBytes. */
bool readFileAtMost(const QString &fileName, QByteArray *data, QString *error);

} // namespace RigPlan
