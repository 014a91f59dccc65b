// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/buildedits.h"

#include <algorithm>

namespace RigPlan::BuildEdits {

namespace {

bool validGpu(const Build &b, int gpu)
{
    return gpu >= 0 && gpu < b.gpus.size();
}

} // namespace

int addGpu(Build &build, const QString &partId, std::optional<int> slot)
{
    GpuPlacement p;
    p.part = partId;
    p.slot = slot;
    build.gpus.append(p);
    return static_cast<int>(build.gpus.size() - 1);
}

void removeGpu(Build &build, int gpu)
{
    if (!validGpu(build, gpu))
        return;
    build.gpus.removeAt(gpu);
    for (GpuPlacement &p : build.gpus) {
        if (!p.nvlinkWith)
            continue;
        if (*p.nvlinkWith == gpu)
            p.nvlinkWith.reset();
        else if (*p.nvlinkWith > gpu)
            p.nvlinkWith = *p.nvlinkWith - 1;
    }
}

void moveGpu(Build &build, int gpu, int slot)
{
    if (!validGpu(build, gpu))
        return;
    build.gpus[gpu].slot = slot;
    build.gpus[gpu].riser.reset();
}

void putOnRiser(Build &build, int gpu, RiserMount mount, int cardPcieGen)
{
    if (!validGpu(build, gpu))
        return;
    Riser riser;
    riser.mount = mount;
    riser.gen = std::min(cardPcieGen, 4); // Gen 4 x16 ribbons are the common good riser (catalog presets)
    build.gpus[gpu].riser = riser;
}

void setPowerLimit(Build &build, int gpu, std::optional<double> watts)
{
    if (validGpu(build, gpu))
        build.gpus[gpu].powerLimitW = watts;
}

void setGpuPart(Build &build, int gpu, const QString &partId)
{
    if (!validGpu(build, gpu) || build.gpus[gpu].part == partId)
        return;
    build.gpus[gpu].part = partId;
    // A limit is within one card's firmware range, not necessarily another's (the reader refuses it).
    build.gpus[gpu].powerLimitW.reset();
}

void removePsu(Build &build, int psu)
{
    if (psu < 0 || psu >= build.psus.size() || build.psus.size() == 1)
        return;
    build.psus.removeAt(psu);
    for (GpuPlacement &p : build.gpus) {
        if (p.psu == psu)
            p.psu = 0;
        else if (p.psu > psu)
            --p.psu;
    }
}

} // namespace RigPlan::BuildEdits
