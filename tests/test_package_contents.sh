#!/usr/bin/env bash
# The package's file list and declared dependencies against what its programs need:
#   - the .deb holds exactly the programs, the desktop entry and the icon, and the
#     .tar.gz the same files;
#   - every library a program links (objdump NEEDED) comes from a package in Depends;
#   - every QML module the app imports (qml/), and every module those import in turn,
#     comes from a package in Depends, and so does the SVG image plugin of the icons;
#   - nothing in Depends is there without one of those reasons;
#   - apt could install it here (apt-get --simulate).
#   test_package_contents.sh PACKAGE_DIR SOURCE_DIR QML_IMPORT_DIR [ISA_LEVEL...]
# ISA_LEVEL: the x86-64 levels the package also carries reversi-engine and the app's
# engines library for (a portable build, cmake/isa_builds.cmake: the app then links
# lib/reversi/libreversi-engines.so, with a build for each level in its glibc-hwcaps/).
set -o pipefail
packages="$1" root="$2" qml_dir="$3"
shift 3
deb="$(ls "$packages"/reversi_*.deb)"
tarball="$(ls "$packages"/reversi-*.tar.gz)"
source "$(dirname "$0")/cli_checks.sh"
scratch="$check_dir"

expected_files="bin/nogo-engine
bin/reversi-app
bin/reversi-engine
share/applications/reversi.desktop
share/icons/hicolor/scalable/apps/reversi.svg"
[ "$#" -eq 0 ] || expected_files+=$'\n'"lib/reversi/libreversi-engines.so"
for level in "$@"; do
  expected_files+=$'\n'"bin/reversi-engine-$level"$'\n'"lib/reversi/glibc-hwcaps/$level/libreversi-engines.so"
done
expected_files="$(sort <<<"$expected_files")"
deb_files="$(dpkg-deb -c "$deb" | awk '$1 !~ /^d/ { print $6 }' | sed 's|^\./usr/||' | sort)"
[ "$deb_files" = "$expected_files" ] && pass ".deb files: $(echo $deb_files)" ||
  fail ".deb holds $(echo $deb_files), expected $(echo $expected_files) under usr/"
tar_files="$(tar -tzf "$tarball" | grep -v '/$' | sed 's|^[^/]*/||' | sort)"
[ "$tar_files" = "$expected_files" ] && pass ".tar.gz holds the same files" ||
  fail ".tar.gz holds $(echo $tar_files), expected $(echo $expected_files)"

# The package names in Depends, without versions.
depends="$(dpkg-deb -f "$deb" Depends | tr ',' '\n' | sed 's/(.*)//; s/ //g' | grep -v '^$' | sort -u)"
declare -A reason=()
owner() { dpkg -S "$1" 2>/dev/null | head -n 1 | cut -d: -f1; }
need() {  # need PACKAGE WHY
  if grep -qx "$1" <<<"$depends"; then reason[$1]="$2"; else fail "$2 needs package '$1', which Depends lacks"; fi
}

# Linked libraries, but for the package's own (the app's engines library, found by the
# app's RUNPATH).
dpkg-deb -x "$deb" "$scratch/root"
for program in "$scratch"/root/usr/bin/* $(find "$scratch/root/usr/lib" -name '*.so' 2>/dev/null); do
  for soname in $(objdump -p "$program" | awk '$1 == "NEEDED" { print $2 }'); do
    [ ! -f "$scratch/root/usr/lib/reversi/$soname" ] || continue
    path="$(ldconfig -p | awk -v s="$soname" '$1 == s && /x86-64/ { print $NF; exit }')"
    [ -n "$path" ] || { fail "$(basename "$program") links $soname, which is not installed here"; continue; }
    # dpkg knows a file by the path its package gave (/lib/... or /usr/lib/..., merged or not).
    package="$(owner "$path")"
    [ -n "$package" ] || package="$(owner "$(readlink -f "$path")")"
    need "$package" "$(basename "$program") linking $soname"
  done
done

# QML modules: the app's imports and what those modules import, to the end.
declare -A seen=()
todo="$(grep -rh '^import ' "$root/qml" | awk '{ print $2 }' | sort -u)"
while [ -n "$todo" ]; do
  next=""
  for module in $todo; do
    [ -z "${seen[$module]:-}" ] || continue
    seen[$module]=1
    case "$module" in Reversi|ReversiStyle) continue ;; esac  # the app's own, inside it
    dir="$qml_dir/${module//.//}"
    if [ ! -f "$dir/qmldir" ]; then fail "QML module $module is not installed here"; continue; fi
    need "$(owner "$dir/qmldir")" "QML module $module"
    next+=" $( (grep -E '^(default )?(import|depends) ' "$dir/qmldir" | sed 's/^default //' | awk '{ print $2 }'
               grep -h '^import ' "$dir"/*.qml 2>/dev/null | awk '{ print $2 }') | sort -u)"
  done
  todo="$next"
done
svg_plugin="$(dirname "$qml_dir")/plugins/imageformats/libqsvg.so"
need "$(owner "$svg_plugin")" "the SVG icons (imageformats/libqsvg.so)"

for package in $depends; do
  [ -n "${reason[$package]:-}" ] && pass "Depends: $package (${reason[$package]})" ||
    fail "Depends lists $package, which nothing in the package needs"
done

if apt-get install --simulate -qq "$deb" >"$scratch/apt.log" 2>&1; then
  pass "apt-get --simulate install: the dependencies resolve"
else
  fail "apt-get --simulate install: $(tail -n 5 "$scratch/apt.log")"
fi

finish "package contents"
