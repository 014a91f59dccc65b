// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/build.h"
#include "core/estimate/estimator.h"
#include "core/partcatalog.h"
#include "core/resolvedbuild.h"

#include <QList>
#include <QString>

#include <span>

namespace RigPlan::Calibration {

/**
 * One measured training throughput the model is calibrated against: a row of Lambda's PyTorch
 * benchmark for the two calibration models (ResNet-50 for CNNs, BERT-base SQuAD for transformers).
 */
struct Row
{
    const char16_t *config; // Lambda's name for the machine
    int gpus;
    Precision precision; // as Lambda labels it: fp16 (AMP) or fp32
    const char16_t *model; // resnet50 or bert_base_squad
    double samplesPerSec;
    const char16_t *partId; // the catalog part whose specs stand for the card
    bool reference; // in shared/reference/measured-training-throughput.csv; else a supplementary upstream row
};

/** Every calibration row: the reference rows, then the supplementary Ada rows. */
std::span<const Row> rows();

Benchmark benchmarkOf(const Row &row);
/** The precision the row's card really ran: Lambda's "fp32" is TF32 on Ampere and later (A: NGC defaults). */
Precision effectivePrecision(const Row &row, Architecture arch);
/** Where the row was read: repository, file and, for supplementary rows, the commit. */
QString sourceOf(const Row &row);

/** The A100 SXM4 40GB of Dettmers' comparison (DGX A100), which the catalog does not hold. */
const Part &dettmersA100();

/** A row with what the model predicts for it. */
struct Result
{
    const Row *row = nullptr;
    PartPtr part;
    double predicted = 0;
    double error = 0; // predicted / measured - 1
    ThroughputSource singleSource = ThroughputSource::Derived; // multi-GPU rows: the single card's figure
};

/** Single-GPU rows against the DERIVED formula, never the measured figure (else the test could not fail). */
QList<Result> singleGpu(const PartCatalog &catalog, bool reference);
/** Multi-GPU rows against the full estimate: the catalog's single-card figure times the scaling model. */
QList<Result> multiGpu(const PartCatalog &catalog);
double medianAbsoluteError(const QList<Result> &results);

/** A build of `count` copies of `part` with no board, case or PSU (what `estimate` takes). */
ResolvedBuild replicated(const PartCatalog &catalog, const Part &part, int count);

} // namespace RigPlan::Calibration
