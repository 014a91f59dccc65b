// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QChart;

namespace RigPlan::Ui::ChartExport {

/** PNG at twice the chart's size (sharp on high-DPI screens and in documents). */
bool savePng(QChart *chart, const QString &fileName, QString *error);
/** SVG: the chart's drawing as vectors. */
bool saveSvg(QChart *chart, const QString &fileName, QString *error);
/** PNG or SVG by the file name's suffix (PNG when it is neither). */
bool save(QChart *chart, const QString &fileName, QString *error);

} // namespace RigPlan::Ui::ChartExport
