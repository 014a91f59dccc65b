// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QProxyStyle>

namespace RigPlan::Ui {

/**
 * The platform's style with RigPlan's drawn icons for the few standard ones the main window shows: a
 * dock's float and close buttons, a tool bar's overflow arrows and a search field's clear button. Qt
 * builds those from image files (70 of them for the window's docks alone, about 6 ms of its startup);
 * drawn ones cost nothing until painted and stay sharp at any device pixel ratio.
 */
class AppStyle : public QProxyStyle
{
    Q_OBJECT

public:
    using QProxyStyle::QProxyStyle;

    QIcon standardIcon(StandardPixmap pixmap, const QStyleOption *option, const QWidget *widget) const override;
};

} // namespace RigPlan::Ui
