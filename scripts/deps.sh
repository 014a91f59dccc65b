#!/usr/bin/env bash
# Installs the Debian 12 packages RigPlan builds, tests and runs with, when any is missing.
# Quiet and quick when everything is already there. Sourced by run.sh and test.sh.
set -euo pipefail

RIGPLAN_PACKAGES=(
  g++ cmake ninja-build
  qt6-base-dev libqt6opengl6-dev qt6-charts-dev libqt6sql6-sqlite libsqlite3-dev qt6-svg-dev
  qt6-tools-dev qt6-l10n-tools qt6-translations-l10n
  xvfb xauth fonts-dejavu-core fonts-noto-cjk
  libbenchmark-dev
  clang libclang-rt-14-dev
  librsvg2-bin desktop-file-utils appstream shared-mime-info dpkg-dev file man-db
)

rigplan_install_deps() {
  local missing=()
  local pkg
  for pkg in "${RIGPLAN_PACKAGES[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
      missing+=("$pkg")
    fi
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "Installing: ${missing[*]}"
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# Configures (once) and builds into build/; extra arguments go to the first configure.
rigplan_build() {
  local root
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  if [ ! -f "$root/build/CMakeCache.txt" ]; then
    cmake -S "$root" -B "$root/build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DRIGPLAN_WERROR=ON "$@" >/dev/null
  fi
  cmake --build "$root/build"
}
