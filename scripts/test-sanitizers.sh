#!/usr/bin/env bash
# Builds every target with AddressSanitizer and UndefinedBehaviorSanitizer (LeakSanitizer included) into
# build-asan/ and runs every test there. CI runs it after the README's test command.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/deps.sh
rigplan_install_deps
if [ ! -f build-asan/CMakeCache.txt ]; then
  cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DRIGPLAN_SANITIZE=ON -DRIGPLAN_WERROR=ON >/dev/null
fi
cmake --build build-asan
# RIGPLAN_SANITIZED: tests leave out the few rows too slow for an unoptimised build (each says so).
RIGPLAN_SANITIZED=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 ASAN_OPTIONS=detect_leaks=1 \
  ctest --test-dir build-asan --output-on-failure -LE bench
# ctest keeps passing tests' output in its log: show the soak's step count and seed in the CI log.
grep -h "soak: .* steps, seed" build-asan/Testing/Temporary/LastTest.log || true
