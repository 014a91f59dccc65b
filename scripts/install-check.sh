#!/usr/bin/env bash
# The install check (CI, after ./scripts/test.sh; reuses build/): `cmake --install` into a temporary prefix
# puts every file a desktop app needs, the validators accept them, and `cpack -G DEB` builds a .deb with the
# expected files and dependencies, each of which apt can install on Debian 12.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
# shellcheck source=scripts/deps.sh
source "$root/scripts/deps.sh"
rigplan_install_deps
rigplan_build >/dev/null

build="$root/build"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
app_id=io.github.rigplan.RigPlan
fail() {
  echo "install-check: $*" >&2
  exit 1
}

# 1. Install into a temporary prefix.
prefix="$work/prefix"
cmake --install "$build" --prefix "$prefix" >/dev/null
expected=(
  bin/rigplan bin/rigplan-cli
  "share/applications/$app_id.desktop"
  "share/metainfo/$app_id.metainfo.xml"
  "share/mime/packages/$app_id.xml"
  "share/icons/hicolor/scalable/apps/$app_id.svg"
  share/man/man1/rigplan-cli.1.gz
  share/doc/rigplan/copyright
)
for size in 16 22 24 32 48 64 128 256 512; do
  expected+=("share/icons/hicolor/${size}x${size}/apps/$app_id.png")
done
for f in "${expected[@]}"; do
  [ -f "$prefix/$f" ] || fail "cmake --install did not put $f"
done
for size in 16 48 512; do
  file "$prefix/share/icons/hicolor/${size}x${size}/apps/$app_id.png" | grep -q "PNG image data, $size x $size" \
    || fail "the ${size}x${size} icon is not a ${size}x${size} PNG"
done
# The installed executables run, and carry the translations (compiled in as Qt resources).
"$prefix/bin/rigplan-cli" --version | grep -q "^rigplan-cli " || fail "installed rigplan-cli does not run"
"$prefix/bin/rigplan-cli" --lang zh_CN --help >/dev/null || fail "installed rigplan-cli has no zh_CN translation"
# The installed app opens a build given as its argument (what a double-click on a .rigbuild runs).
QT_QPA_PLATFORM=offscreen XDG_RUNTIME_DIR="$work" "$prefix/bin/rigplan" "$root/examples/quad-3090-lambda.rigbuild" \
  --db "$work/gui.sqlite" --screenshot "$work/shot.png" 2>"$work/gui.err" \
  || fail "installed rigplan did not open a build given as its argument: $(cat "$work/gui.err")"
file "$work/shot.png" | grep -q "PNG image data" || fail "installed rigplan rendered no window"
# The man page renders without warnings and documents every command of the help text.
man_text="$(MANWIDTH=100 man --warnings -l "$prefix/share/man/man1/rigplan-cli.1.gz" 2>"$work/man.err")"
[ ! -s "$work/man.err" ] || fail "man page warnings: $(cat "$work/man.err")"
for cmd in check estimate compare export plan "catalog list" "catalog show" "catalog add" "catalog export" \
  "catalog import"; do
  grep -Eq "rigplan-cli +${cmd// / +}" <<<"$man_text" || fail "the man page does not show 'rigplan-cli $cmd'"
done

# 2. The validators.
desktop-file-validate "$prefix/share/applications/$app_id.desktop"
# --no-net: CI has no network; the screenshot URLs are checked by hand (docs/screenshots/ on the project page).
appstreamcli validate --no-net "$prefix/share/metainfo/$app_id.metainfo.xml" >/dev/null \
  || appstreamcli validate --no-net "$prefix/share/metainfo/$app_id.metainfo.xml"
# The MIME type registers: shared-mime-info compiles it and maps *.rigbuild to it.
XDG_DATA_DIRS="$prefix/share" update-mime-database "$prefix/share/mime"
grep -q "application/x-rigplan-build:\*\.rigbuild" "$prefix/share/mime/globs2" \
  || fail "*.rigbuild does not map to application/x-rigplan-build"
grep -q "^MimeType=.*application/x-rigplan-build;" "$prefix/share/applications/$app_id.desktop" \
  || fail "the desktop file does not open application/x-rigplan-build"

# 3. The Debian package.
(cd "$build" && cpack -G DEB -B "$work/deb" >"$work/cpack.log" 2>&1) || { cat "$work/cpack.log"; fail "cpack failed"; }
deb="$(ls "$work"/deb/rigplan_*.deb)"
dpkg-deb -I "$deb" >"$work/info"
dpkg-deb -c "$deb" >"$work/contents"
for f in "${expected[@]}"; do
  grep -q " \./usr/$f\$" "$work/contents" || fail "the .deb does not hold /usr/$f"
done
depends="$(dpkg-deb -f "$deb" Depends)"
[ -n "$depends" ] || fail "the .deb has no Depends"
for lib in libqt6core6 libqt6gui6 libqt6widgets6 libqt6sql6 libqt6charts6 libqt6sql6-sqlite qt6-qpa-plugins libc6; do
  grep -Eq "(^|, )$lib( |,|$)" <<<"$depends" || fail "Depends lacks $lib: $depends"
done
# Every dependency is a package apt knows on this Debian 12 (the versions are the ones dpkg-shlibdeps saw here).
for pkg in $(tr ',|' '\n\n' <<<"$depends" | sed 's/(.*)//; s/ //g' | sort -u); do
  apt-cache show "$pkg" >/dev/null 2>&1 || fail "Depends names $pkg, which apt does not know"
done
# apt resolves the whole package against this system's Debian 12 archive (simulated: nothing is installed).
apt-get install -s "$deb" >"$work/apt.log" 2>&1 || { cat "$work/apt.log"; fail "apt cannot install the .deb"; }
echo "install-check: ok ($(basename "$deb"), $(du -k "$deb" | cut -f1) KiB; Depends: $depends)"
