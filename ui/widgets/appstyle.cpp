// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/appstyle.h"

#include "ui/widgets/toolicons.h"

namespace RigPlan::Ui {

QIcon AppStyle::standardIcon(StandardPixmap pixmap, const QStyleOption *option, const QWidget *widget) const
{
    switch (pixmap) {
    case SP_TitleBarNormalButton: // a dock's float button
        return toolIcon(ToolIcon::DockFloat);
    case SP_TitleBarCloseButton:
    case SP_DockWidgetCloseButton:
        return toolIcon(ToolIcon::DockClose);
    case SP_ToolBarHorizontalExtensionButton:
        return toolIcon(ToolIcon::MoreHorizontal);
    case SP_ToolBarVerticalExtensionButton:
        return toolIcon(ToolIcon::MoreVertical);
    case SP_LineEditClearButton:
        return toolIcon(ToolIcon::Clear);
    default:
        return QProxyStyle::standardIcon(pixmap, option, widget);
    }
}

} // namespace RigPlan::Ui
