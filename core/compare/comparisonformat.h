// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/textcolumns.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

namespace RigPlan {

class Comparison;

/** A comparison as `rigplan-cli compare` prints it: aligned text, a Markdown table, or JSON (docs/compare.md). */
class ComparisonFormat
{
    Q_DECLARE_TR_FUNCTIONS(RigPlan::ComparisonFormat)

public:
    /** Aligned columns; rows whose builds differ start with `*`; then each build's checks. */
    static QString toText(const Comparison &comparison);
    /** A GFM table with the differing rows' cells in bold, then each build's checks. */
    static QString toMarkdown(const Comparison &comparison);
    static QJsonObject toJson(const Comparison &comparison);

    /** `text` safe inside a GFM table cell or list item: markup characters escaped, newlines made spaces. */
    static QString escapeMarkdown(const QString &text);
    /** Columns a terminal gives `text`: East Asian wide characters take two. */
    static int displayWidth(const QString &text);
    /** `text` cut to at most `columns` display columns, ending in "…" where it was cut. */
    static QString elided(const QString &text, int columns);

    /**
     * The most columns a name takes in a table, and a finding's line: a table is as wide as its widest
     * cell, so one long name (a 1 MB build name) made every row that wide, a gigabyte for four builds.
     * JSON keeps every name whole.
     */
    static constexpr int kMaxCellColumns = kMaxNameColumns;
    static constexpr int kMaxLineColumns = 300;
};

} // namespace RigPlan
