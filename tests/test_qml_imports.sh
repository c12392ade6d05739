#!/usr/bin/env bash
# Every QML module the app and its QML tests import is installed by a package that
# scripts/common.sh lists: a module missing from the list would work on a developer's
# machine and crash on a fresh one (as Open/Save once did).
#   test_qml_imports.sh SOURCE_DIR QML_IMPORT_DIR
set -euo pipefail
root="$1" qml_dir="$2"
# shellcheck source=../scripts/common.sh
PACKAGES=()
eval "$(sed -n '/^PACKAGES=(/,/^)/p' "$root/scripts/common.sh")"
failed=0 checked=0
for module in $(grep -rh '^import ' "$root/qml" "$root/tests/qml" | awk '{print $2}' | sort -u); do
  case "$module" in Reversi | ReversiStyle) continue ;; esac  # the app's own modules
  checked=$((checked + 1))
  qmldir="$qml_dir/${module//.//}/qmldir"
  if [ ! -f "$qmldir" ]; then
    echo "FAIL: QML module $module is not installed ($qmldir missing)"; failed=1; continue
  fi
  owner="$(dpkg -S "$qmldir" 2>/dev/null | cut -d: -f1)"
  if [[ " ${PACKAGES[*]} " != *" $owner "* ]]; then
    echo "FAIL: QML module $module comes from package '$owner', which scripts/common.sh does not install"; failed=1
  else
    echo "ok: $module ($owner)"
  fi
done
# (The app imports QtQuick and its Controls at the least: none found means a wrong folder.)
[ "$checked" -ge 2 ] || { echo "FAIL: $checked QML modules found under $root/qml"; failed=1; }
exit "$failed"
