// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/document/starterbuild.h"

#include "core/partcatalog.h"

#include <QCoreApplication>

namespace RigPlan::Ui {

using namespace Qt::StringLiterals;

Build starterBuild(const PartCatalog *catalog)
{
    Build b;
    b.name = QCoreApplication::translate("RigPlan::Ui::MainWindow", "New build");
    // Phanteks Enthoo Pro 2: 8 slot openings, SSI-EEB/EEB boards, 503 mm cards (the catalog's figures).
    // The Corsair 7000D chosen before takes E-ATX but not EEB, so every new build began with an error.
    b.caseId = u"phanteks-enthoo-pro-2"_s;
    b.boardId = u"asus-pro-ws-wrx80e-sage-se-wifi"_s; // EEB, sWRX8, 7 x16 slots
    b.cpuId = u"threadripper-pro-5995wx"_s; // sWRX8
    b.psus = { { u"evga-supernova-1600-p2"_s, 0 } };
    if (catalog) {
        for (QString *id : { &b.caseId, &b.boardId, &b.cpuId }) {
            if (!catalog->find(*id))
                id->clear();
        }
        if (!catalog->find(b.psus.first().part))
            b.psus.clear();
    }
    return b;
}

} // namespace RigPlan::Ui
