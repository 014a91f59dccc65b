// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/textcolumns.h" // displayWidth, elidedToColumns: the tables use them

#include <QByteArray>
#include <QString>

namespace RigPlan {

struct PartsList;

// One function per text format, each in its own file; exportPartsList() dispatches to them.
QByteArray partsListCsv(const PartsList &list);
QByteArray partsListMarkdown(const PartsList &list);
QByteArray partsListBbCode(const PartsList &list);
QByteArray partsListText(const PartsList &list);
QByteArray partsListJson(const PartsList &list);
QByteArray partsListHtml(const PartsList &list);

// The escaping of untrusted text (names come from files people share), public for the tests.

/**
 * Untrusted text on one line: line breaks, tabs and other control characters become spaces, and the
 * bidirectional overrides that can make text read differently from what it is (U+202A–U+202E,
 * U+2066–U+2069) are dropped. Every format applies it before its own escaping.
 */
QString oneLine(const QString &text);

/** A CSV cell: RFC 4180 quoting, and a leading ' where the cell would start a spreadsheet formula. */
QString csvCell(const QString &text);

/** Markdown text: every character that could start markup gets a backslash (GFM-safe in table cells). */
QString markdownEscaped(const QString &text);

/** BBCode text: [ and ] become the full-width ［ and ］, so no name can open or close a tag. */
QString bbcodeEscaped(const QString &text);

} // namespace RigPlan
