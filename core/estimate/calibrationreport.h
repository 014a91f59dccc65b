// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace RigPlan {

class PartCatalog;

/**
 * The generated part of docs/performance-model.md: every constant with its source, and the model's
 * prediction against each calibration figure. rigplan-perfdoc prints it; a test checks the doc holds it.
 */
namespace CalibrationReport {

/** Markdown, computed with `catalog` (the bundled seed catalog). */
QString markdown(const PartCatalog &catalog);

/** The comment lines that enclose the generated text in the doc. */
QString beginMarker();
QString endMarker();

} // namespace CalibrationReport
} // namespace RigPlan
