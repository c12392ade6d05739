#!/usr/bin/env bash
# The portable program's hand-over to a newer build (cli/common/isa_handover.cpp), on
# Linux: a probe built with it, beside fake builds for x86-64-v3 and x86-64-v4 (scripts
# that say which they are and what they were given). Which level this processor runs is
# read from /proc/cpuinfo, not from the code under test.
#   test_isa_handover.sh PROBE
source "$(dirname "$0")/cli_checks.sh"
dir="$check_dir/bin"
mkdir -p "$dir"
cp "$1" "$dir/probe"
probe="$dir/probe"

newest="$(newest_isa_level)"
echo "this processor runs $newest"

# fake LEVEL: a build that prints its level, its arguments and a line of its input, and
# exits 7.
fake() {
  printf '#!/bin/sh\nread -r line\nprintf "%%s" "%s"\nfor a in "$@"; do printf " [%%s]" "$a"; done\necho " <$line>"\nexit 7\n' \
    "$1" >"$dir/probe-$1"
  chmod +x "$dir/probe-$1"
}
# check WHAT EXPECTED_LEVEL [ENV...]: runs the probe with two arguments (one with a blank)
# and a line of input; EXPECTED_LEVEL "stayed" means no hand-over.
check() {
  local what="$1" level="$2"
  shift 2
  env "$@" "$probe" one "two words" <<<"input line" >"$out" 2>"$err"
  local code=$? got
  got="$(cat "$out")"
  if [ "$level" = stayed ]; then
    [ "$code" -eq 0 ] && [ "$got" = "stayed [one] [two words]" ] && pass "$what: stayed" ||
      fail "$what: expected no hand-over, got exit $code, '$got' $(cat "$err")"
  else
    [ "$code" -eq 7 ] && [ "$got" = "$level [one] [two words] <input line>" ] &&
      pass "$what: handed over to $level with its arguments, input and exit code" ||
      fail "$what: expected $level, got exit $code, '$got' $(cat "$err")"
  fi
}
# The build the probe should choose: at most x86-64-v3, or the newest; "stayed" for none.
v3_or_stay() { if [ "$newest" = x86-64 ]; then echo stayed; else echo x86-64-v3; fi; }
newest_or_stay() { if [ "$newest" = x86-64 ]; then echo stayed; else echo "$newest"; fi; }

check "no newer build beside it" stayed
fake x86-64-v3
check "only x86-64-v3 beside it" "$(v3_or_stay)"
fake x86-64-v4
check "both beside it" "$(newest_or_stay)"
check "REVERSI_ISA=x86-64-v4" "$(newest_or_stay)" REVERSI_ISA=x86-64-v4
check "REVERSI_ISA=x86-64-v3" "$(v3_or_stay)" REVERSI_ISA=x86-64-v3
check "REVERSI_ISA=x86-64" stayed REVERSI_ISA=x86-64

env REVERSI_ISA=x86-64-v9 "$probe" one >"$out" 2>"$err"
code=$?
[ "$code" -eq 2 ] && [ ! -s "$out" ] && grep -q "REVERSI_ISA=x86-64-v9 is not a level" "$err" &&
  pass "an unknown REVERSI_ISA is named and refused" || fail "REVERSI_ISA=x86-64-v9: exit $code, $(cat "$out" "$err")"

# A build that cannot start (not executable): said on stderr, and the next older one runs,
# or the probe itself.
if [ "$(newest_or_stay)" != stayed ]; then
  chmod -x "$dir/probe-$newest"
  older=stayed
  [ "$newest" != x86-64-v4 ] || older=x86-64-v3
  check "the newest build cannot start" "$older"
  grep -q "cannot start .*probe-$newest" "$err" && pass "and says so on stderr" ||
    fail "no word of the build that could not start: $(cat "$err")"
  if [ "$older" != stayed ]; then
    chmod -x "$dir/probe-$older"
    check "no build can start" stayed
  fi
fi
finish test_isa_handover
