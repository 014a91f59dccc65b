// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace RigPlan {

/**
 * Columns a terminal gives `text`: 2 for the East Asian Wide and Fullwidth blocks (Unicode UAX #11: CJK,
 * Hangul, full-width forms, and the supplementary ideographs), 1 for the rest; a surrogate pair counts once.
 */
int displayWidth(const QString &text);

/**
 * `text` cut to at most `columns` display columns, ending in "…" where it was cut (never inside a surrogate
 * pair). Text tables are as wide as their widest cell: a name of a megabyte made every row that wide.
 */
QString elidedToColumns(const QString &text, int columns);

/** The most columns a name takes in a text or Markdown table (the JSON and the message texts keep it whole). */
inline constexpr int kMaxNameColumns = 80; // the catalog's longest name is 65

} // namespace RigPlan
