// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace RigPlan::Ui::Mime {

/** A catalog part dragged from the parts browser: its id as UTF-8. */
inline const QString kPartId = QStringLiteral("application/x-rigplan-part-id");
/** A GPU of the build dragged inside the chassis: its index as text. */
inline const QString kGpuIndex = QStringLiteral("application/x-rigplan-gpu-index");

} // namespace RigPlan::Ui::Mime
