#!/usr/bin/env bash
# Installs what is missing, builds, and starts RigPlan. Arguments go to the app.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/deps.sh
rigplan_install_deps
rigplan_build
exec ./build/app/rigplan "$@"
