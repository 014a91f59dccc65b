// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/terminaltext.h"

namespace RigPlan::Cli {

namespace {

constexpr char16_t kControlPictures = 0x2400; // U+2400..U+241F: the visible symbols of C0 controls
constexpr char16_t kSymbolForDelete = 0x2421;
constexpr char16_t kReplacement = 0xFFFD;

bool isBidiControl(char16_t c)
{
    return (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
}

} // namespace

QString terminalSafe(QStringView text)
{
    QString safe;
    safe.reserve(text.size());
    for (const QChar qc : text) {
        const char16_t c = qc.unicode();
        if (c == u'\n' || c == u'\t')
            safe += qc;
        else if (c < 0x20)
            safe += QChar(char16_t(kControlPictures + c));
        else if (c == 0x7F)
            safe += QChar(kSymbolForDelete);
        else if ((c >= 0x80 && c <= 0x9F) || isBidiControl(c) || c == 0x2028 || c == 0x2029)
            safe += QChar(kReplacement);
        else
            safe += qc;
    }
    return safe;
}

} // namespace RigPlan::Cli
