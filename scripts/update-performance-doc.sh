#!/usr/bin/env bash
# Regenerates the tables of docs/performance-model.md (constants, the per-benchmark profiles, the leave-one-GPU-out
# and leave-one-architecture-out cross-validation, the scaling fit, the model against every calibration
# figure, the founding figures) between its markers, with rigplan-perfdoc and the bundled catalog.
# Usage: scripts/update-performance-doc.sh [BUILD_DIR]   (default: build)
set -euo pipefail
cd "$(dirname "$0")/.."
build="${1:-build}"
if [ ! -f "$build/CMakeCache.txt" ]; then
  cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
fi
cmake --build "$build" --target rigplan-perfdoc >/dev/null
generated="$(mktemp)"
trap 'rm -f "$generated" docs/performance-model.md.new' EXIT
"$build/core/estimate/rigplan-perfdoc" db/seed/catalog.json >"$generated"
# The generated text carries both markers; everything between the doc's markers is replaced.
awk -v gen="$generated" '
  /^<!-- BEGIN GENERATED/ { while ((getline line < gen) > 0) print line; skipping = 1; next }
  /^<!-- END GENERATED -->/ { if (skipping) { skipping = 0; next } }
  !skipping { print }
' docs/performance-model.md >docs/performance-model.md.new
mv docs/performance-model.md.new docs/performance-model.md
echo "docs/performance-model.md updated"
