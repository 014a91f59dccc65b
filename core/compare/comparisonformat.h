// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

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
};

} // namespace RigPlan
