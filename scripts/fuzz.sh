#!/usr/bin/env bash
# Builds the libFuzzer targets of tests/fuzz with clang (ASan + UBSan) into build-fuzz/ and runs each for
# a bounded time on a copy of its committed seed corpus. Fails on any crash, leak, hang or sanitizer report
# and prints the input that caused it. Usage: scripts/fuzz.sh [SECONDS per target, default 60]
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
seconds="${1:-60}"
source scripts/deps.sh
rigplan_install_deps

build="$root/build-fuzz"
if [ ! -f "$build/CMakeCache.txt" ]; then
  launcher=()
  command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  CC=clang CXX=clang++ cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DRIGPLAN_FUZZ=ON \
    "${launcher[@]}" >/dev/null
fi
cmake --build "$build" --target rigplan_fuzzers

# New inputs go to a scratch copy: the committed corpus only changes by hand.
work="$build/fuzz-run"
rm -rf "$work"
mkdir -p "$work/artifacts"
failed=()
for target in buildfile catalogfile clioptions recoveryfile gitrefs storedpart; do
  cp -r "$root/tests/fuzz/corpus/$target" "$work/corpus-$target"
  dict=()
  [ -f "$root/tests/fuzz/$target.dict" ] && dict=(-dict="$root/tests/fuzz/$target.dict")
  log="$work/$target.log"
  echo "fuzz_$target: ${seconds} s"
  if ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    "$build/tests/fuzz/fuzz_$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -print_final_stats=1 -artifact_prefix="$work/artifacts/$target-" "${dict[@]}" "$work/corpus-$target" >"$log" 2>&1; then
    grep -E '^#[0-9]+[[:space:]]+DONE|stat::number_of_executed_units' "$log" || true
  else
    echo "fuzz_$target FAILED; its log: $log"
    grep -E 'ERROR:|SUMMARY:|Test unit written to|^==[0-9]+== ' "$log" | head -20 || true
    tail -40 "$log"
    failed+=("$target")
  fi
done

if [ ${#failed[@]} -ne 0 ]; then
  echo "Crashing inputs (reproduce: build-fuzz/tests/fuzz/fuzz_TARGET FILE):"
  ls -1 "$work/artifacts/"* 2>/dev/null || true
  exit 1
fi
echo "fuzzing: no crash in ${seconds} s per target"
