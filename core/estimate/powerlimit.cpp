// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// retainedSpeed(): the power-limit curve per architecture (constants in performanceconstants.h).
#include "core/estimate/estimator.h"
#include "core/estimate/performanceconstants.h"

#include <algorithm>
#include <cmath>

namespace RigPlan {

using namespace PerformanceModel;

namespace {

double powerExponent(Architecture arch)
{
    switch (arch) {
    case Architecture::Pascal:
    case Architecture::Volta:
    case Architecture::Turing:
        return kPowerExponentTuring;
    case Architecture::Ampere:
    case Architecture::Hopper:
        return kPowerExponentAmpere;
    case Architecture::Ada:
    case Architecture::Blackwell:
        return kPowerExponentAda;
    case Architecture::Rdna3:
    case Architecture::Cdna2:
        return kPowerExponentAmpere; // A: no power-limit curve of an AMD card was measured; Ampere's reused
    }
    return kPowerExponentAmpere;
}

} // namespace

double retainedSpeed(Architecture arch, double powerLimitW, double tdpW)
{
    if (tdpW <= 0 || powerLimitW >= tdpW)
        return 1.0; // raising the limit above TDP is not credited (A)
    const double share = std::max(powerLimitW, 0.0) / tdpW;
    const double k = powerExponent(arch);
    if (share >= kPowerCurveKnee)
        return std::pow(share, k);
    // Below the knee, speed falls in proportion to power.
    return std::pow(kPowerCurveKnee, k) * share / kPowerCurveKnee;
}

} // namespace RigPlan
