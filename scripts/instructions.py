#!/usr/bin/env python3
"""Instructions per call of check() and estimate() in the planner's loop, under callgrind (deterministic where
this shared machine's timings are not): the rows of docs/performance-model.md's Speed table.

    scripts/instructions.py [BUILD_DIR]

For each checkAndEstimate benchmark it runs build/bench/bench_estimate under callgrind and divides the
inclusive cost of each call site by its call count, less the one-off profile fit (BenchmarkModel's
makeProfiles, paid by the first estimate of the process).
"""
import os
import re
import subprocess
import sys
import tempfile

BENCHMARKS = ["1xRtx4090", "4xRtx3090", "8xA6000", "8xA6000Llm70BQlora", "8xMixed"]
CHECK = "RigPlan::check(RigPlan::ResolvedBuild const&, RigPlan::CheckOptions const&)"
ESTIMATE = "RigPlan::estimate(RigPlan::ResolvedBuild const&, RigPlan::EstimateOptions const&, RigPlan::PowerBudget const&)"
FIT = "RigPlan::BenchmarkModel::(anonymous namespace)::makeProfiles()"


def blocks(profile):
    """callgrind_annotate's caller tree: one block per function, its callers above its own line."""
    text = subprocess.run(["callgrind_annotate", "--tree=caller", "--inclusive=yes", profile],
                          capture_output=True, text=True, check=True).stdout
    return [b.strip("\n").split("\n") for b in text.split("\n\n")]


def number(text):
    return int(text.replace(",", ""))


def cost_per_call(tree, function, caller):
    """(inclusive instructions, calls) of `function` called from `caller`; (inclusive, 0) when not found."""
    for lines in tree:
        own = [i for i, line in enumerate(lines) if re.search(r"\*\s+\S*?:" + re.escape(function), line)]
        if not own:
            continue
        inclusive = number(re.match(r"\s*([\d,]+)", lines[own[0]])[1])
        for line in lines[:own[0]]:
            m = re.match(r"\s*([\d,]+) \([ \d.]+%\)\s+<\s+\S+?:(.*?) \(([\d,]+)x\)", line)
            if m and caller in m[2]:
                return number(m[1]), number(m[3])
        return inclusive, 0
    return 0, 0


def main():
    build = sys.argv[1] if len(sys.argv) > 1 else "build"
    bench = os.path.join(build, "bench", "bench_estimate")
    print("| benchmark | check | estimate | check + estimate |")
    print("| --- | ---: | ---: | ---: |")
    with tempfile.TemporaryDirectory() as folder:
        for name in BENCHMARKS:
            out = os.path.join(folder, name + ".out")
            subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out, bench,
                            f"--benchmark_filter=checkAndEstimate/{name}$", "--benchmark_min_time=1"],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
            tree = blocks(out)
            fit, _ = cost_per_call(tree, FIT, "")
            check, calls = cost_per_call(tree, CHECK, "checkAndEstimate")
            estimate, estimates = cost_per_call(tree, ESTIMATE, "checkAndEstimate")
            if calls < 100 or estimates < 100:  # the one-off fit alone can use up a short run
                sys.exit(f"{name}: too few calls in the profile ({calls})")
            c = check / calls
            e = (estimate - fit) / estimates  # the first estimate also fitted the profiles, once
            print(f"| checkAndEstimate/{name} | {c:,.0f} | {e:,.0f} | {c + e:,.0f} |")


if __name__ == "__main__":
    main()
