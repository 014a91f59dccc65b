#!/usr/bin/env bash
# Renders the README's screenshots: the 4x RTX 3090 example build with its problems and the empty first run,
# in English and in Simplified Chinese, under Xvfb (a real X server) when it is installed, else offscreen. Then the drag of a
# card from the Parts list onto the chassis, step by step (docs/screenshots/drag-*.png, shown in the README),
# from the real app under Xvfb with real input (xdotool): scripts/dragshots.py.
# RIGPLAN_SCREENSHOT_DISPLAY=:N picks the X display for that (default: a free one).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/deps.sh
RIGPLAN_PACKAGES+=(xdotool imagemagick python3)
rigplan_install_deps
rigplan_build
home=$(mktemp -d)
xvfb=""
trap 'rm -rf "$home"; [ -z "$xvfb" ] || kill "$xvfb" 2>/dev/null || true' EXIT
mkdir -p docs/screenshots
# The 4-GPU example, then the first run (a new build: no GPUs yet, the empty-state hint), in both languages.
for shot in quad-3090 first-run; do
for lang in en zh_CN; do
  out="docs/screenshots/$shot-$lang.png"
  args=(--db "$home/rigplan.sqlite" --screenshot "$out" --lang "$lang")
  [ "$shot" = first-run ] || args+=(--open examples/quad-3090-lambda.rigbuild)
  if command -v xvfb-run >/dev/null 2>&1; then
    XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" \
      xvfb-run -a -s "-screen 0 1920x1200x24" ./build/app/rigplan "${args[@]}"
  else
    XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" QT_QPA_PLATFORM=offscreen ./build/app/rigplan "${args[@]}"
  fi
  echo "wrote $out"
done
done

# The drag: a display of its own, so nothing else on it moves the pointer.
display=${RIGPLAN_SCREENSHOT_DISPLAY:-}
if [ -z "$display" ]; then
  for n in $(seq 90 140); do
    if [ ! -e "/tmp/.X$n-lock" ] && [ ! -e "/tmp/.X11-unix/X$n" ]; then display=":$n"; break; fi
  done
fi
Xvfb "$display" -screen 0 1600x1000x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
for _ in $(seq 1 50); do DISPLAY=$display xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done
DISPLAY=$display python3 scripts/dragshots.py ./build/app/rigplan examples/dual-3090-fe.rigbuild docs/screenshots
