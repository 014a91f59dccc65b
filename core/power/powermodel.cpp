// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/power/powermodel.h"

#include <algorithm>
#include <array>

namespace RigPlan::PowerModel {

namespace {

struct EfficiencyCurve
{
    // Load points 10/20/50/100 % (80 PLUS 115 V internal, non-redundant). Only Titanium is certified
    // at 10 %; below a tier's lowest certified point the curve stays flat (an optimistic assumption).
    std::array<double, 4> at;
};

// In Efficiency enum order. Source: 80 PLUS tier table (Wikipedia "80 Plus"; maketecheasier);
// Silver at 100 % is 85 (80 PLUS table) where one source says 87.
constexpr std::array<EfficiencyCurve, 6> kCurves { {
    { { 0.80, 0.80, 0.80, 0.80 } }, // 80 PLUS
    { { 0.82, 0.82, 0.85, 0.82 } }, // Bronze
    { { 0.85, 0.85, 0.88, 0.85 } }, // Silver
    { { 0.87, 0.87, 0.90, 0.87 } }, // Gold
    { { 0.90, 0.90, 0.92, 0.89 } }, // Platinum
    { { 0.90, 0.92, 0.94, 0.90 } }, // Titanium
} };
constexpr std::array<double, 4> kLoadPoints { 0.10, 0.20, 0.50, 1.00 };
// 230 V internal tiers run about 2 points higher (80 PLUS 230 V EU internal table; unconfirmed).
constexpr double kHighVoltageBonus = 0.02;

} // namespace

double efficiency(Efficiency tier, double loadFraction, bool highVoltageInput)
{
    const auto &curve = kCurves[static_cast<std::size_t>(tier)].at;
    const double load = std::clamp(loadFraction, kLoadPoints.front(), kLoadPoints.back());
    double e = curve.back();
    for (std::size_t i = 1; i < kLoadPoints.size(); ++i) {
        if (load <= kLoadPoints[i]) {
            const double t = (load - kLoadPoints[i - 1]) / (kLoadPoints[i] - kLoadPoints[i - 1]);
            e = curve[i - 1] + t * (curve[i] - curve[i - 1]);
            break;
        }
    }
    return highVoltageInput ? e + kHighVoltageBonus : e;
}

double transientFactor(Architecture arch)
{
    switch (arch) {
    case Architecture::Ampere:
        // GA102 cards spike well above their board power for milliseconds (Igor's Lab, via NVIDIA's
        // 750 W PSU advice for the RTX 3090). 1.5x: an RTX 3090 system with a 125 W CPU just fits a
        // 750 W ATX 2 unit and not a 650 W one. Assumption calibrated to NVIDIA's recommendation.
        return 1.5;
    case Architecture::Blackwell:
        // RTX 5090 FE: 901 W for under 1 ms at 575 W board power (Igor's Lab via SlashGear): 1.57x.
        return 1.57;
    case Architecture::Pascal:
    case Architecture::Volta:
    case Architecture::Turing:
    case Architecture::Ada:
    case Architecture::Hopper:
    case Architecture::Rdna3:
    case Architecture::Cdna2:
        // No published figure in our references; 1.3x is an assumption (Ada is reported to spike less
        // than Ampere; datacenter cards are power-capped by firmware; AMD's RDNA3/CDNA2 were not measured).
        return 1.3;
    }
    return 1.3;
}

double psuExcursionTolerance(int atxVersion)
{
    // ATX 3.0: 200 % of rated power for 100 us (Intel ATX 3.0 design guide via Tom's Hardware).
    // ATX 2.x sets no excursion requirement: only the rating is promised (assumption).
    return atxVersion >= 3 ? 2.0 : 1.0;
}

} // namespace RigPlan::PowerModel
