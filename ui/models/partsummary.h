// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/part.h"

#include <QCoreApplication>

namespace RigPlan::Ui {

/** One-line descriptions of parts for lists and tooltips ("3 slots · 313 mm · 350 W · open-air"). */
class PartSummary
{
    Q_DECLARE_TR_FUNCTIONS(RigPlan::Ui::PartSummary)

public:
    static QString kindName(PartKind kind);
    static QString specLine(const Part &part);
    static QString coolerName(Cooler cooler);
    static QString confidenceName(std::optional<Confidence> confidence);
};

} // namespace RigPlan::Ui
