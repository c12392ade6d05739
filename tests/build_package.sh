#!/usr/bin/env bash
# Builds the .deb and .tar.gz with cpack from the build folder into OUT_DIR (emptied
# first): the fixture of test_package.sh and test_package_contents.sh.
#   build_package.sh BUILD_DIR OUT_DIR
set -euo pipefail
build="$1" out="$2"
rm -rf "$out"
mkdir -p "$out"
cpack --config "$build/CPackConfig.cmake" -B "$out" >"$out/cpack.log" 2>&1 || { cat "$out/cpack.log" >&2; exit 1; }
ls "$out"/reversi_*.deb "$out"/reversi-*.tar.gz
