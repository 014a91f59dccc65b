#!/usr/bin/env bash
# Renders the README's screenshots: the 4x RTX 3090 example build with its problems, in English and in
# Simplified Chinese, under Xvfb (a real X server) when it is installed, else offscreen.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/deps.sh
rigplan_install_deps
rigplan_build
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
mkdir -p docs/screenshots
for lang in en zh_CN; do
  out="docs/screenshots/quad-3090-$lang.png"
  args=(--db "$home/rigplan.sqlite" --open examples/quad-3090-lambda.rigbuild --screenshot "$out" --lang "$lang")
  if command -v xvfb-run >/dev/null 2>&1; then
    XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" \
      xvfb-run -a -s "-screen 0 1920x1200x24" ./build/app/rigplan "${args[@]}"
  else
    XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" QT_QPA_PLATFORM=offscreen ./build/app/rigplan "${args[@]}"
  fi
  echo "wrote $out"
done
