// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/memory/trainingmemory.h"
#include "core/part.h"

namespace RigPlan::PerformanceModel {

// Every constant of the performance model, with its source and confidence (C confirmed, S secondary,
// U unconfirmed, A our assumption, F fitted to the calibration figures). docs/performance-model.md
// explains them; its tables are generated from here (rigplan-perfdoc), not typed.

// ---- Single-GPU throughput, derived from specs ---------------------------------------------------

/**
 * The derived formula is a roofline sum per benchmark (benchmarkmodel.h): matrix multiplies at the
 * tensor rate, memory-bound kernels at the bandwidth, elementwise kernels at the CUDA-core rate, a part
 * held by the power limit and a fixed part. Rates are normalised to the V100 SXM2 (125 TFLOPS FP16
 * tensor, 900 GB/s, 15.7 TFLOPS FP32, 300 W, 6 MB L2; C/U via gpus.csv and the V100 whitepaper), so a
 * profile's coefficients are shares of a step at those rates. Normalisation only: no value is fitted here.
 */
inline constexpr double kRefTensorTflops = 125.0;
inline constexpr double kRefBandwidthGBs = 900.0;
inline constexpr double kRefFp32Tflops = 15.7;
inline constexpr double kRefTdpW = 300.0;
inline constexpr double kRefL2MB = 6.0;
/**
 * Effective bandwidth gain per doubling of L2 over 6 MB: the 40-128 MB caches of GA100, Ada, Hopper and
 * Blackwell keep much of the working set on chip (Dettmers 2023, S, claims 1.5-2x for Ada). F: chosen from
 * {0, 0.05, 0.1, 0.15, 0.2, 0.3} by the leave-one-GPU-out error over all single-GPU rows: 0.1 has the least
 * worst error (34.9%; 0.15: 41.1%) at a median 0.4 points above the least (6.7% against 6.3% at 0.15).
 */
inline constexpr double kL2Gain = 0.1;

/** FP8 steps move about 0.75x the bytes of FP16 ones (weights and GEMM inputs in 1 byte, the rest in 2). A */
inline constexpr double kFp8MemoryFactor = 0.75;
/** FP8 tensor rate: twice FP16 at the same accumulate precision (C: RTX 4090 330.3 vs 165.2 dense, gpus.csv). */
inline constexpr double kFp8TensorFactor = 2.0;
/** TF32 tensor rate: half of FP16 (C: A100 156 vs 312, gpus.csv). */
inline constexpr double kTf32TensorFactor = 0.5;
/** 2:4 sparsity runs the matrix multiplies at up to twice the dense rate (S, Dettmers 2020/2023). */
inline constexpr double kSparsityMatmulSpeedup = 2.0;

// ---- Power limit and heat --------------------------------------------------------------------------

/**
 * Speed kept at a power limit: (limit / TDP)^k down to 60% of TDP, proportional to power below that.
 * k per architecture generation, each through one published point:
 *  - Turing (and Pascal, Volta: A): Dettmers, 4x RTX 2080 Ti, 50 W less (200 of 250 W) costs ~7% (S) -> k = 0.325
 *  - Ampere (and Hopper: A): Puget, 4x RTX 3090 at 280 of 350 W keep >95% (C); we take 96% -> k = 0.183
 *  - Ada (and Blackwell: A): RTX 4090 at 60% (270 W) keeps 94% in games (C, gaming, not training) -> k = 0.121
 */
inline constexpr double kPowerExponentTuring = 0.325;
inline constexpr double kPowerExponentAmpere = 0.183;
inline constexpr double kPowerExponentAda = 0.121;
/** Below this share of TDP the clocks collapse (3090 LLM sweep: collapse below 200 of 350 W, C); A. */
inline constexpr double kPowerCurveKnee = 0.6;

/**
 * A starved open-air card (no free slot under its fans) runs at a lower core clock. Measured (C, one system):
 * two RTX 3090 in adjacent slots, the lower-airflow card sandwiched between the other and the PSU, fell from
 * 1725 MHz to 1365 MHz at 91 C in steady state while their LLM-decoding throughput fell 5% (memory-bound);
 * https://github.com/noonghunna/club-3090/issues/178. Only the clock-bound parts of a training step slow
 * with the clock: 38% of the step for BERT-base FP16 on the RTX 3090 in the fitted profile (tensor, vector
 * and power parts; 24% for ResNet-50), so the card keeps 1 / (1 + 0.38 x (1725/1365 - 1)) = 0.91 (A: the share
 * is the model's, the larger of the two default benchmarks; one clock measurement stands for every card).
 */
inline constexpr double kStarvedClockMHz = 1365;
inline constexpr double kCoolClockMHz = 1725;
inline constexpr double kClockBoundShare = 0.38;
inline constexpr double kThrottledSpeed = 1.0 / (1.0 + kClockBoundShare * (kCoolClockMHz / kStarvedClockMHz - 1.0));
/** Free slots under an open-air card from which it no longer throttles (the cooling.gap threshold). */
inline constexpr double kCoolingGapSlots = 1.0;

// ---- Multi-GPU data parallel -----------------------------------------------------------------------

/**
 * Synchronisation overhead per doubling of the GPU count (stragglers, step barriers), solved from
 * Dettmers' illustration (U): 8x A100 on NVSwitch gives 7.00x one A100, 8x V100 on NVLink 6.67x.
 * PCIe and bridged systems take the NVLink value (A: no fabric does better than NVLink).
 */
inline constexpr double kSyncPerDoublingNvswitch = (8.0 / 7.00 - 1.0) / 3.0;
inline constexpr double kSyncPerDoublingNvlink = (8.0 / 6.67 - 1.0) / 3.0;
/** Share of a step the all-reduce can hide behind (DDP overlaps it with the backward pass). A */
inline constexpr double kOverlapShare = 0.5;

/** NVLink bandwidth per GPU and direction, GB/s, on SXM boards (C A100 600 GB/s total; U V100 300, H100 900). */
inline constexpr double kNvlinkSxmVolta = 150.0;
inline constexpr double kNvlinkSxmAmpere = 300.0;
inline constexpr double kNvlinkSxmHopper = 450.0;
inline constexpr double kNvlinkSxmBlackwell = 900.0; // A: NVLink 5
/** NVLink bridges between two PCIe cards, per direction (C GA102 56.25; U Turing 100 total; U H100 600 total). */
inline constexpr double kNvlinkBridgeTuring = 50.0;
inline constexpr double kNvlinkBridgeAmpere = 56.25;
inline constexpr double kNvlinkBridgeHopper = 300.0;
/** Share of a link's bandwidth an NCCL ring all-reduce achieves over NVLink and over PCIe with P2P. A */
inline constexpr double kLinkEfficiency = 0.8;
/**
 * Without P2P (GeForce RTX 40, most RTX 30 drivers) NCCL stages through host memory: 2x RTX 4090
 * measured 6.3-6.6 GB/s one way (C, tinygrad/open-gpu-kernel-modules#44) on a ~31.5 GB/s Gen4 x16 link.
 */
inline constexpr double kHostStagedShare = 0.21;
/** Lanes a chipset-attached slot effectively gets: the chipset uplink is about x4 (A). */
inline constexpr int kChipsetUplinkLanes = 4;

/** PCIe bandwidth per lane and direction, GB/s, by generation 1..6 (U, PCI-SIG via domain-facts §5). */
double pcieLaneGBs(int gen);

// ---- Memory ----------------------------------------------------------------------------------------

// kAdamBytesPerParam and adamTrainingGB: core/memory/trainingmemory.h (the memory.fit rule reads them too).

// ---- Outputs ---------------------------------------------------------------------------------------

/** Wall efficiency assumed for a build without PSUs (a Gold unit near half load, 115 V: C 90%). */
inline constexpr double kAssumedPsuEfficiency = 0.90;

} // namespace RigPlan::PerformanceModel
