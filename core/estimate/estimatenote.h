// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/gpulist.h"

#include <QVarLengthArray>

namespace RigPlan {

/** What an estimate note is about; its figures are in EstimateNote::a and b (see EstimateText). */
enum class EstimateNoteKind
{
    NoGpus, // the build has no GPU
    BaselineBuiltIn, // Estimate::baselineMissing is in no catalog: the built-in Tesla V100 PCIe 32GB figures stand in
    BaselineFallback, // the baseline lacks the precision: a = what it runs instead
    PrecisionFallback, // gpus lack the requested precision a; the whole job runs b
    MeasuredScaled, // gpus have a measured figure at precision a, scaled by the model to b
    SparsityApplied, // 2:4 sparsity speeds the build up by a (the slowest card's gain)
    SparsityUnsupported, // gpus have no sparse tensor cores and run dense
    MixedCards, // gpus[0] is the slowest card and sets the pace; a = share of the summed speed lost
    PowerLimited, // gpus run at a power limit; a = the lowest share of speed kept
    Throttled, // gpus have less than a slot of air under their fans; a = the lowest share of speed kept
    HostStaged, // gpus have no P2P, so gradients are exchanged through host memory
    NvlinkPairsOnly, // NVLink bridges join pairs, but the all-reduce ring still crosses PCIe
    NarrowLink, // gpus[0] has the slowest link: a = lanes, b = PCIe generation
    NoBoardLinks, // no board: each card is assumed on x16 at its own PCIe generation
    MemoryFit, // gpus cannot hold the model: a = GB needed per card, b = parameters in billions
    PricesMissing, // a = parts without a price, left out of the per-1000-USD figure
    FormulaBoth, // gpus or the baseline lack a measurement on the benchmark: both sides use the formula (a = 1: the baseline is the one unmeasured)
    MissingSpecs, // gpus lack the bandwidth or TFLOPS the formula needs (and a measured figure): speed 0
    AmdUnvalidated, // gpus are AMD cards: no measured rows; NVIDIA's fitted roofline applied, unvalidated
};

/** One caveat of an estimate, as data: the text is made on demand (EstimateText), like findings. */
struct EstimateNote
{
    EstimateNote() = default;
    explicit EstimateNote(EstimateNoteKind k)
        : kind(k)
    {
    }

    EstimateNoteKind kind = EstimateNoteKind::NoGpus;
    GpuList gpus; // indices into the build's gpus
    double a = 0, b = 0;
};

} // namespace RigPlan
