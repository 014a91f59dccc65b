// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/startuptrace.h"

#include <QElapsedTimer>

namespace RigPlan::Gui {

Q_LOGGING_CATEGORY(lcStartup, "rigplan.startup", QtWarningMsg)

namespace {

QElapsedTimer &clock()
{
    static QElapsedTimer timer;
    return timer;
}

} // namespace

void StartupTrace::start()
{
    clock().start();
}

void StartupTrace::mark(const char *what)
{
    if (lcStartup().isDebugEnabled())
        qCDebug(lcStartup, "%8.2f ms  %s", static_cast<double>(clock().nsecsElapsed()) / 1e6, what);
}

} // namespace RigPlan::Gui
