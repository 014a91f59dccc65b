// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/textcolumns.h"

#include <QList>

namespace RigPlan {

namespace {

int columnsOf(char32_t c)
{
    const bool wide = (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0xA4CF) || (c >= 0xAC00 && c <= 0xD7A3)
        || (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF60)
        || (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x20000 && c <= 0x3FFFD);
    return wide ? 2 : 1;
}

} // namespace

int displayWidth(const QString &text)
{
    int width = 0;
    for (const char32_t c : text.toUcs4())
        width += columnsOf(c);
    return width;
}

QString elidedToColumns(const QString &text, int columns)
{
    if (text.size() * 2 <= columns || displayWidth(text) <= columns) // at most two columns a character
        return text;
    QString out;
    int width = 0;
    for (const char32_t c : text.toUcs4()) {
        const int w = columnsOf(c);
        if (width + w > columns - 1) // one column for the ellipsis
            break;
        out += QString::fromUcs4(&c, 1);
        width += w;
    }
    return out + u'…';
}

} // namespace RigPlan
