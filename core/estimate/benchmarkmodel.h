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
    double memoryGB = 0; // sets the batch Lambda would run (batchFor)
};
CardRates ratesOf(const GpuSpec &gpu);

/** The five parts' times at unit coefficients for this card and precision (sparse: 2:4 matrix multiplies). */
Terms terms(const CardRates &card, Precision precision, bool sparse = false);

/**
 * A card's parts at one precision with what sets its use at a small batch: its memory (which sizes the
 * batch) and its size, the dense FP16 matrix rate over the V100's (the FP32 rate without tensor cores),
 * the same at every precision and with sparsity. Computed once per card.
 */
struct CardTerms
{
    Terms parts {};
    double memoryGB = 0;
    double size = 0;
};
/** The card's size as CardTerms holds it. */
double sizeOf(const CardRates &card);
CardTerms cardTerms(const CardRates &card, Precision precision, bool sparse = false);

/** Lambda's per-card batch at one memory size: one point of a benchmark's batch sizing. */
struct BatchPoint
{
    double memoryGB = 0;
    double batch = 0;
};
inline constexpr int kBatchPoints = 5; // the memory sizes Lambda measured: 16, 24, 40, 48, 80 GB

/**
 * Fitted coefficients of one benchmark at one precision class (fp16 or fp32/tf32). A small batch leaves
 * a large GPU partly idle: the GPU parts (all but the fixed one) take (1 + halfUseBatch x size / batch)
 * times longer (size: CardTerms). The batch is
 * the one Lambda ran where known, else Lambda's sizing by memory (`batches`, interpolated).
 */
struct Coefficients
{
    Terms parts {};
    double halfUseBatch = 0;
    std::array<BatchPoint, kBatchPoints> batches {};
};
struct Profile
{
    Coefficients fp16 {};
    Coefficients fp32 {};
    const Coefficients &at(Precision p) const { return p == Precision::Fp32 || p == Precision::Tf32 ? fp32 : fp16; }
};
const Profile &profile(Benchmark benchmark);

/** The batch per card Lambda sizes for this memory: linear between its sizes, held above the largest. */
double batchFor(const Coefficients &coefficients, double memoryGB);

/** Samples per second the formula gives (0 when the card lacks the specs). */
double derived(const GpuSpec &gpu, Benchmark benchmark, Precision precision, bool sparse = false);
double derived(const CardRates &card, const Coefficients &coefficients, Precision precision, bool sparse = false);
/** Samples per second from a card's terms (computed once per card) and a profile's coefficients. */
double rate(const CardTerms &card, const Coefficients &coefficients);
/** The same at a given batch per card. */
double rate(const Terms &terms, double size, const Coefficients &coefficients, double batch);

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
    double memoryGB;
    CardRates rates() const { return { architecture, bandwidthGBs, tensorTflops, fp32Tflops, tdpW, memoryGB }; }
};
/** One single-GPU measurement. */
struct MeasuredRow
{
    const char16_t *config; // Lambda's name for the machine
    int card; // index into fitCards()
    Precision precision; // as Lambda labels it: fp16 (AMP) or fp32 (TF32 on Ampere and later)
    Benchmark benchmark;
    double samplesPerSec;
    int batch; // per card, from Lambda's batch-size files; 0: not published (the v2 rows)
};
std::span<const FitCard> fitCards();
std::span<const MeasuredRow> measuredRows();
/** Where the rows were read. */
QString rowsSource();
/** The precision a row's card really ran: Lambda's "fp32" is TF32 on Ampere and later (NGC defaults, A). */
Precision effectivePrecision(Precision labelled, Architecture arch);

/** Lambda's batch sizing of a benchmark at a precision class, from every row's card memory and batch. */
std::array<BatchPoint, kBatchPoints> batchSizing(Benchmark benchmark, Precision precision);
/** The batch a row ran at: Lambda's, else the sizing's for its card's memory. */
double batchOf(const MeasuredRow &row, const Coefficients &coefficients);

/**
 * Least squares on the predicted speed's relative error (predicted / measured - 1, the error the
 * cross-validation reports) with non-negative coefficients over these rows (all of one benchmark and
 * precision class), the half-use batch picked from a grid by the same error.
 */
Coefficients fit(std::span<const MeasuredRow *const> rows);

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
