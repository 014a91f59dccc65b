// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QCoreApplication;

namespace RigPlan::Gui {

/**
 * Installs RigPlan's translation (:/i18n/rigplan_<lang>.qm) and Qt's own (qtbase_<lang>.qm from
 * QLibraryInfo::TranslationsPath: OK, Cancel, Close, the file dialog) for `language` ("" = the
 * system's), and makes it the default locale. Returns which of the two loaded, as "rigplan,qtbase".
 */
QString installTranslators(QCoreApplication &app, const QString &language);

} // namespace RigPlan::Gui
