// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLoggingCategory>

namespace RigPlan::Gui {

Q_DECLARE_LOGGING_CATEGORY(lcStartup)

/**
 * Milestones of the way to the first painted window, for docs/benchmarks.md and anyone chasing a slow
 * start: `QT_LOGGING_RULES=rigplan.startup.debug=true rigplan --quit-after-first-paint` prints each with
 * the milliseconds since main() began. Off by default, and then costs one branch per milestone.
 */
namespace StartupTrace {

/** Starts the clock; call first thing in main(). */
void start();
/** Logs `what` with the time since start(); thread-safe. */
void mark(const char *what);

} // namespace StartupTrace

} // namespace RigPlan::Gui
