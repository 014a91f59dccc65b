// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>
#include <QString>

namespace RigPlan {

/** Why a write failed, in plain words, from the errno the system gave: "the disk is full", not "Unknown error". */
QString writeFailureReason(int errnum);

/**
 * Writes all of `bytes` to the open descriptor `fd`, again after a short write or a signal.
 * false and `reason` (writeFailureReason) when the system refuses a byte.
 */
bool writeAll(int fd, QByteArrayView bytes, QString *reason);

} // namespace RigPlan
