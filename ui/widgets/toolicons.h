// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QIcon>

namespace RigPlan::Ui {

enum class ToolIcon
{
    New,
    Open,
    Save,
    Undo,
    Redo,
    ZoomIn,
    ZoomOut,
    Fit,
    Error,
    Warning,
    Info,
    Clear,
    // The style's own: a dock's float and close buttons, a tool bar's overflow arrows (see AppStyle).
    DockFloat,
    DockClose,
    MoreHorizontal,
    MoreVertical
};

/**
 * The app's toolbar and severity icons, drawn as vector shapes at whatever size and device pixel ratio
 * they are shown. The style's standard icons cost about 7 ms at startup (image files looked up and decoded),
 * a quarter of the window's construction; these cost nothing until painted and stay sharp on high-DPI.
 */
QIcon toolIcon(ToolIcon icon);

} // namespace RigPlan::Ui
