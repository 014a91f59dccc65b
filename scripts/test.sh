#!/usr/bin/env bash
# Installs what is missing, builds with warnings as errors, and runs every test (headless).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/deps.sh
rigplan_install_deps
rigplan_build
ctest --test-dir build --output-on-failure -LE bench
# ctest keeps passing tests' output in its log: show the soak's step count and seed in the CI log.
grep -h "soak: .* steps, seed" build/Testing/Temporary/LastTest.log || true
