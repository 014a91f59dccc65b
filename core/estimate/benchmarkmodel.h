// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/part.h"

#include <QString>

#include <array>
#include <span>

namespace RigPlan::BenchmarkModel {

/**
 * One training step per sample, split into the parts that run at different rates: matrix multiplies at
 * the tensor rate, memory-bound kernels at the bandwidth (raised by a large L2), elementwise kernels at
 * the CUDA-core rate, a part held by the card's power limit, and a fixed part no GPU speeds up (input
 * pipeline, launches). Each part is the card's time relative to the V100 SXM2's, so a profile's
 * coefficients are seconds-per-sample shares at the reference rates (docs/performance-model.md).
 */
inline constexpr int kTerms = 5;
using Terms = std::array<double, kTerms>;
enum Term
{
    Tensor,
    Memory,
    Vector,
    Power,
    Fixed
};

/** A card's rates as the model sees them. */
struct CardRates
{
    Architecture architecture = Architecture::Ampere;
    double bandwidthGBs = 0;
    double tensorTflops = 0; // dense FP16, FP32 accumulate (GeForce at half rate)
    double fp32Tflops = 0;
    double tdpW = 0;
};
CardRates ratesOf(const GpuSpec &gpu);

/** The five parts' times at unit coefficients for this card and precision (sparse: 2:4 matrix multiplies). */
Terms terms(const CardRates &card, Precision precision, bool sparse = false);

/** Fitted coefficients of one benchmark at one precision class (fp16 or fp32/tf32). */
struct Profile
{
    Terms fp16 {};
    Terms fp32 {};
    const Terms &at(Precision p) const { return p == Precision::Fp32 || p == Precision::Tf32 ? fp32 : fp16; }
};
const Profile &profile(Benchmark benchmark);

/** Samples per second the formula gives (0 when the card lacks the specs). */
double derived(const GpuSpec &gpu, Benchmark benchmark, Precision precision, bool sparse = false);
double derived(const CardRates &card, const Terms &coefficients, Precision precision, bool sparse = false);
/** Samples per second from a card's terms (computed once per card) and a profile's coefficients. */
double rate(const Terms &terms, const Terms &coefficients);

// ---- The measurements the profiles are fitted to (committed; never read at run time from elsewhere) ----

/** A card Lambda measured, with the specs the fit uses (the catalog's where it has the part). */
struct FitCard
{
    const char16_t *name;
    const char16_t *partId; // empty: not in the catalog
    Architecture architecture;
    double bandwidthGBs;
    double tensorTflops;
    double fp32Tflops;
    double tdpW;
    CardRates rates() const { return { architecture, bandwidthGBs, tensorTflops, fp32Tflops, tdpW }; }
};
/** One single-GPU measurement. */
struct MeasuredRow
{
    const char16_t *config; // Lambda's name for the machine
    int card; // index into fitCards()
    Precision precision; // as Lambda labels it: fp16 (AMP) or fp32 (TF32 on Ampere and later)
    Benchmark benchmark;
    double samplesPerSec;
};
std::span<const FitCard> fitCards();
std::span<const MeasuredRow> measuredRows();
/** Where the rows were read. */
QString rowsSource();
/** The precision a row's card really ran: Lambda's "fp32" is TF32 on Ampere and later (NGC defaults, A). */
Precision effectivePrecision(Precision labelled, Architecture arch);

/** Least squares on relative error with non-negative coefficients over these rows. */
Terms fit(std::span<const MeasuredRow *const> rows);

/**
 * The founding document's three benchmarks: a Lambda benchmark's profile (the closest model) with the
 * fixed part solved so that the A100 SXM4 40GB runs `ratio` times the V100 SXM2.
 */
struct Founding
{
    Benchmark benchmark;
    Benchmark shapedLike;
    double a100VsV100;
};
std::span<const Founding> founding();
CardRates a100Sxm4_40gb();
CardRates v100Sxm2();

// ---- Multi-GPU scaling, refitted to Lambda's 2x/4x/8x rows ----

/** The fabric class the synchronisation cost is fitted for. */
enum class Fabric
{
    Nvswitch,
    Nvlink,
    PciePeer, // PCIe with P2P
    PcieHost, // PCIe without P2P: staged through host memory
};
inline constexpr int kFabricCount = 4;
QString toString(Fabric fabric);

/** One measured multi-GPU efficiency: N-GPU samples/s over N times the same machine's 1-GPU figure. */
struct MultiRow
{
    const char16_t *config;
    Fabric fabric;
    int gpus;
    Benchmark benchmark;
    double efficiency;
};
std::span<const MultiRow> multiRows();

/**
 * Synchronisation overhead per doubling of the card count for Lambda's benchmarks on a fabric: the median
 * over that fabric's rows of (1/efficiency - 1) / log2(N), from the benchmarks whose gradient exchange is
 * small (ResNet-50, SSD, Transformer-XL), clamped at 0. BERT rows stay out as the check of the exposed
 * communication term.
 */
double fittedSyncPerDoubling(Fabric fabric);
/** The overhead a benchmark pays on a fabric: the founding benchmarks keep the founding document's. */
double syncPerDoubling(Benchmark benchmark, Fabric fabric, double foundingValue);
/** Rows the fit of a fabric used. */
int fittedRows(Fabric fabric);

/** Gradient MB all-reduced per sample (FP32 gradients over the per-GPU batch; docs). */
double gradientMBPerSample(Benchmark benchmark);

} // namespace RigPlan::BenchmarkModel
