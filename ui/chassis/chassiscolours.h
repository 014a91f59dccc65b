// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/part.h"

#include <QColor>
#include <QPalette>

namespace RigPlan::Ui::ChassisColours {

// Colours say what a thing is; red and green are kept for "wrong" and "fine".
inline const QColor kCaseFill(0xf4, 0xf5, 0xf7);
inline const QColor kCaseLine(0x8a, 0x93, 0x9e);
inline const QColor kConnector(0x3b, 0x4a, 0x5a);
inline const QColor kValid(0x2e, 0x9d, 0x52);
inline const QColor kInvalid(0xd6, 0x3b, 0x3b);
inline const QColor kWarning(0xe6, 0x9b, 0x22);
inline const QColor kSelected(0x1f, 0x6f, 0xeb);
inline const QColor kRiser(0x7b, 0x5b, 0xb5);

/** A card's body by its cooler: the chassis and the drag of a part from the parts list. */
inline QColor cooler(Cooler cooler)
{
    switch (cooler) {
    case Cooler::OpenAir:
        return { 0xf2, 0xa1, 0x55 };
    case Cooler::Blower:
        return { 0x5b, 0x8d, 0xd6 };
    case Cooler::Passive:
        return { 0x9a, 0xa4, 0xae };
    case Cooler::Liquid:
        return { 0x3f, 0xb0, 0xa8 };
    }
    return Qt::gray;
}

/**
 * The machine's colours in the application's palette: the same parts read as themselves on a light and
 * on a dark window (a dark case with light lines, a green board either way).
 */
struct Theme
{
    bool dark = false;
    QColor background; // behind the case
    QColor caseFill, caseLine, caseDeep; // the shell, its edges, the openings and the PSU bay
    QColor board, boardLine, socket, dimm;
    QColor connector, text, mutedText;
    QColor psu, psuText;
    QColor fan, outline;

    static Theme of(const QPalette &palette)
    {
        Theme t;
        const QColor window = palette.color(QPalette::Window);
        t.dark = window.lightnessF() < 0.5;
        t.background = palette.color(QPalette::Base);
        t.text = palette.color(QPalette::WindowText);
        t.mutedText = t.dark ? QColor(0xa8, 0xb0, 0xba) : QColor(0x5a, 0x63, 0x6e);
        t.caseFill = t.dark ? QColor(0x2b, 0x2f, 0x35) : kCaseFill;
        t.caseLine = t.dark ? QColor(0x8a, 0x93, 0x9e) : QColor(0x6f, 0x78, 0x83);
        t.caseDeep = t.dark ? QColor(0x1c, 0x1f, 0x23) : QColor(0xdc, 0xdf, 0xe3);
        t.board = t.dark ? QColor(0x1f, 0x4a, 0x35) : QColor(0x2f, 0x6b, 0x4c);
        t.boardLine = t.dark ? QColor(0x4f, 0x8a, 0x6a) : QColor(0x1e, 0x4a, 0x33);
        t.socket = QColor(0xc9, 0xb0, 0x6b);
        t.dimm = t.dark ? QColor(0x55, 0x5c, 0x66) : QColor(0x3a, 0x40, 0x48);
        t.connector = t.dark ? QColor(0x15, 0x17, 0x1a) : QColor(0x1c, 0x22, 0x2a);
        t.psu = QColor(0x3a, 0x3f, 0x47);
        t.psuText = QColor(0xf2, 0xf4, 0xf6);
        t.fan = t.dark ? QColor(0x9a, 0xa3, 0xad) : QColor(0x4a, 0x50, 0x58);
        t.outline = t.dark ? QColor(0xd0, 0xd4, 0xd9) : QColor(0x33, 0x33, 0x33);
        return t;
    }
};

/** The lead colour of PSU `k`: leads of one unit share it, so it shows which unit feeds which card. */
inline QColor lead(int k)
{
    static const QColor colours[]
        = { { 0xe0, 0x5a, 0x2b }, { 0x2b, 0x8c, 0xe0 }, { 0x9b, 0x4d, 0xca }, { 0x2a, 0xa1, 0x98 } };
    return colours[static_cast<std::size_t>(k) % std::size(colours)];
}

} // namespace RigPlan::Ui::ChassisColours
