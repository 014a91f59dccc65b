// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/estimate/estimator.h"
#include "core/partcatalog.h"
#include "core/resolvedbuild.h"

namespace RigPlan::Test {

/** db/seed/catalog.json, the bundled catalog: the estimate tests need its real figures. */
const InMemoryCatalog &seedCatalog();

/** A build read from JSON against the seed catalog, without requiring a chassis; fails the test if it does not load. */
ResolvedBuild seedBuild(const char *json);

/** The estimate of a JSON build with the seed catalog and these overrides. */
Estimate seedEstimate(const char *json, std::optional<WorkloadModel> workload = std::nullopt,
    std::optional<Precision> precision = std::nullopt, const QString &baseline = QString());
/** The same for a named benchmark. */
Estimate seedEstimate(
    const char *json, Benchmark benchmark, std::optional<Precision> precision, const QString &baseline);

/** The inline part of Dettmers' A100 (SXM4 40GB, DGX A100), for a build's "parts". */
extern const char *const kA100Sxm4_40gbJson;

bool hasNote(const Estimate &e, EstimateNoteKind kind);
const EstimateNote *noteOf(const Estimate &e, EstimateNoteKind kind);

} // namespace RigPlan::Test
