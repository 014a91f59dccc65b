// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/faults/faultbuilds.h"

#include "tests/support/testcatalog.h"

namespace RigPlan::Test::Faults {

using namespace Qt::StringLiterals;

Build versionedBuild(int version, int inlineParts)
{
    Build build = buildFrom(R"({"gpus":[]})");
    build.name = u"version %1"_s.arg(version);
    const PartPtr model = catalog().find(u"rtx-3090-turbo"_s);
    for (int i = 0; i < inlineParts; ++i) {
        Part part = *model;
        part.id = u"fault-gpu-%1"_s.arg(i);
        part.name = u"Fault-test card %1 of version %2"_s.arg(i).arg(version);
        part.notes = u"Written by the fault tests; the version number makes every save differ."_s;
        build.parts.append(part);
    }
    // A card from the file's own parts where there are any, else from the catalog.
    const QString gpu = inlineParts > 0 ? build.parts.first().id : model->id;
    GpuPlacement card;
    card.part = gpu;
    card.slot = 1 + version % 3;
    build.gpus.append(card);
    return build;
}

int versionOf(const Build &build)
{
    if (!build.name.startsWith(u"version "_s))
        return -1;
    bool ok = false;
    const int version = build.name.mid(8).toInt(&ok);
    return ok ? version : -1;
}

} // namespace RigPlan::Test::Faults
