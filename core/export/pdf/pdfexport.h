// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

namespace RigPlan {

struct PartsList;

/**
 * The parts list as an A4 PDF: the HTML export laid out by QTextDocument, page numbers at the foot. Needs
 * a QGuiApplication (fonts); the CLI starts one, offscreen, for `export --format pdf`.
 */
QByteArray exportPartsListPdf(const PartsList &list);

} // namespace RigPlan
