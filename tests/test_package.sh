#!/usr/bin/env bash
# The .deb installed into a scratch root (its files, as dpkg would place them; no
# system-wide install in CI): the installed app starts offscreen and draws its first
# frame, the installed reversi-engine counts perft 8, and the app and both engines
# report the package's version.
#   test_package.sh PACKAGE_DIR DATA_DIR
set -o pipefail
packages="$1" data="$2"
deb="$(ls "$packages"/reversi_*.deb)"
source "$(dirname "$0")/cli_checks.sh"
root="$check_dir/root"

dpkg-deb -x "$deb" "$root" || { echo "FAIL: cannot unpack $deb" >&2; exit 1; }
version="$(dpkg-deb -f "$deb" Version)"
bin="$root/usr/bin"
export QT_QPA_PLATFORM=offscreen HOME="$root/home"
mkdir -p "$HOME"

for program in reversi-engine nogo-engine; do
  got="$("$bin/$program" --version 2>&1)"
  [ "$(head -n 1 <<<"$got")" = "$program $version" ] && pass "$(head -n 1 <<<"$got")" ||
    fail "$program --version printed '$got', the package is $version"
done
# A portable package carries reversi-engine built for newer x86-64 levels too
# (cmake/isa_builds.cmake); the installed program hands over to the newest this processor runs.
code_target="$("$bin/reversi-engine" --version | sed -n 's/^code: //p')"
levels="$(isa_builds_beside "$bin/reversi-engine")"
if [ -n "$levels" ]; then
  expected="$(newest_isa_level $levels)"
  [ "$code_target" = "$expected" ] && pass "installed reversi-engine hands over to its $code_target build" ||
    fail "installed reversi-engine runs code for '$code_target'; of the builds $levels this processor runs $expected"
else
  [ -n "$code_target" ] && pass "installed reversi-engine runs code for $code_target" ||
    fail "installed reversi-engine --version names no code target"
fi
got="$("$bin/reversi-app" --version 2>/dev/null)"
[ "$got" = "Reversi $version" ] && pass "reversi-app --version: $got" || fail "reversi-app --version printed '$got', the package is $version"

# In such a package the app's engines are a library with a build per level in glibc-hwcaps/; the
# dynamic loader takes the newest this processor runs (its LD_DEBUG report names the file).
if [ -d "$root/usr/lib/reversi" ]; then
  newest="$(newest_isa_level $levels)"
  expected="$root/usr/lib/reversi/glibc-hwcaps/$newest/libreversi-engines.so"
  [ "$newest" != x86-64 ] || expected="$root/usr/lib/reversi/libreversi-engines.so"
  loaded="$(LD_DEBUG=libs "$bin/reversi-app" --version 2>&1 >/dev/null |
    sed -n 's/.*calling init: \(.*libreversi-engines.so\)$/\1/p' | head -n 1)"
  [ "$(realpath -m "$loaded")" = "$(realpath -m "$expected")" ] &&
    pass "installed reversi-app loads its engines built for $newest" ||
    fail "installed reversi-app loaded '$loaded', expected $expected"
fi

# The app from the package until its first frame: its QML, icons and translations are
# inside the binary, the rest comes from the packages it depends on.
got="$(timeout 120 "$bin/reversi-app" --measure-startup --data-dir "$root/data" 2>"$err")"
if [[ "$got" =~ ^launch\ to\ first\ frame:\ [0-9.]+\ ms$ ]]; then
  pass "installed reversi-app: $got"
else
  fail "installed reversi-app did not reach its first frame: '$got' $(cat "$err")"
fi

expected="$(awk '$1 == 8 { print $2 }' "$data/perft_othello.txt")"
got="$("$bin/reversi-engine" perft 8)"
[[ "$got" == "perft 8: $expected nodes in "* ]] && pass "installed reversi-engine: $got" ||
  fail "installed reversi-engine perft 8 printed '$got', expected $expected nodes"

# The launcher entry starts a program the package installs and shows an icon it installs.
desktop="$root/usr/share/applications/reversi.desktop"
exec_name="$(sed -n 's/^Exec=\([^ ]*\).*/\1/p' "$desktop")"
icon="$(sed -n 's/^Icon=//p' "$desktop")"
[ -n "$exec_name" ] && [ -x "$bin/$exec_name" ] && pass "desktop entry runs $exec_name" ||
  fail "the desktop entry's Exec '$exec_name' is not in usr/bin"
[ -f "$root/usr/share/icons/hicolor/scalable/apps/$icon.svg" ] && pass "desktop entry icon $icon in hicolor" ||
  fail "the desktop entry's Icon '$icon' is not in the hicolor theme"

finish "package $(basename "$deb") ($(stat -c %s "$deb") bytes)"
