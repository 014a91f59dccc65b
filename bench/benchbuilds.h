// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The 8-GPU builds every core benchmark measures (parts from tests/data/testcatalog.json).
namespace RigPlan::Bench {

// One card in a tower: the smallest build people plan.
inline constexpr const char *kOneGpu = R"({
  "workload": {"model": "transformer", "precision": "bf16"},
  "gpus": [{"part": "rtx-4090-fe", "slot": 1}]
})";

// Four blower 3090s on one 1600 W unit: Lambda's quad, with headroom and circuit findings.
inline constexpr const char *kFourGpus = R"({
  "circuit": "us-120v-15a", "workload": {"model": "transformer", "precision": "fp16"},
  "gpus": [
    {"part": "rtx-3090-turbo", "slot": 1}, {"part": "rtx-3090-turbo", "slot": 3},
    {"part": "rtx-3090-turbo", "slot": 5}, {"part": "rtx-3090-turbo", "slot": 7}]
})";

// A clean 8-GPU build: eight A6000s in an open frame, four on risers.
inline constexpr const char *kEightA6000 = R"({
  "case": "test-open-frame", "workload": {"model": "transformer", "precision": "bf16", "modelParamsB": 1},
  "gpus": [
    {"part": "rtx-a6000", "slot": 1}, {"part": "rtx-a6000", "slot": 3}, {"part": "rtx-a6000", "slot": 5},
    {"part": "rtx-a6000", "slot": 7}, {"part": "rtx-a6000", "slot": 2, "riser": {"mount": "frame", "gen": 4}},
    {"part": "rtx-a6000", "slot": 4, "riser": {"mount": "frame", "gen": 4}},
    {"part": "rtx-a6000", "slot": 6, "riser": {"mount": "frame", "gen": 4}},
    {"part": "rtx-a6000", "slot": 2, "riser": {"mount": "frame", "gen": 4}}]
})";

// A messy 8-GPU build: mixed cards, fp8 on Ampere, sparsity, risers, two PSUs; every rule family has work.
inline constexpr const char *kEightMixed = R"({
  "case": "test-open-frame", "board": "test-board-7", "cpu": "test-cpu-165",
  "psus": ["test-1600-p2", {"part": "test-2000-230v", "circuit": 1}],
  "circuits": ["us-120v-20a", "us-120v-20a"],
  "gpus": [
    {"part": "rtx-3090-turbo", "slot": 1, "powerLimitW": 300, "nvlinkWith": 1},
    {"part": "rtx-3090-turbo", "slot": 4, "powerLimitW": 300},
    {"part": "rtx-3090-turbo", "slot": 6, "psu": 1},
    {"part": "rtx-3080-fe", "slot": 2, "psu": 1},
    {"part": "rtx-3090-fe", "slot": 3, "riser": {"mount": "frame", "gen": 3, "lengthMm": 300}, "psu": 1},
    {"part": "rtx-3090-fe", "slot": 5, "riser": {"mount": "frame", "gen": 4, "lengthMm": 200}, "psu": 1},
    {"part": "rtx-4090-fe", "slot": 7, "riser": {"mount": "frame", "gen": 4, "lengthMm": 600}, "psu": 1},
    {"part": "a40", "slot": 7, "psu": 1}
  ],
  "workload": {"model": "transformer", "precision": "fp8", "sparsity24": true}
})";

} // namespace RigPlan::Bench
