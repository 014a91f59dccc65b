// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace RigPlan::Ui {

/**
 * Makes the application font the desktop's general font, drawn without OpenType shaping where its script
 * does not need it (QFont::PreferNoShaping): Latin and Chinese text then map characters straight to glyphs
 * instead of running HarfBuzz over every label, cell and item. Scripts that need shaping (Arabic, the Indic
 * scripts) are still shaped; what Latin text loses is ligatures and GPOS kerning, a pixel here and there.
 * The first window lays out several hundred runs of text; see how much of the main thread's startup is
 * shaping with `valgrind --tool=callgrind build/app/rigplan --quit-after-first-paint` (QTextEngine::shape).
 *
 * Call it once QApplication exists, and again when the desktop's theme changes (an explicitly set
 * application font no longer follows the theme by itself).
 */
void applyApplicationFont();

} // namespace RigPlan::Ui
