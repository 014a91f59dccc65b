// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringView>

namespace RigPlan::Cli {

/**
 * Text made safe for a terminal. A build or part name comes from a file someone shared; raw, an ESC
 * in it could erase report lines, and an OSC 52 sequence could write the clipboard. Line feeds and
 * tabs (the report's own layout) stay; every other C0 control, DEL and C1 control becomes a visible
 * stand-in (ESC is shown as U+241B, a C1 control as U+FFFD), and the bidirectional overrides and
 * isolates that can reorder what a line appears to say are replaced too.
 */
QString terminalSafe(QStringView text);

} // namespace RigPlan::Cli
