# Shared by the shell tests of the programs; sourced, not run. Gives a scratch folder
# ($check_dir, with $out and $err), fail, pass and `finish NAME` (call it at the end);
# for `expect`, set `engine` to the program first.
set -u
failures=0
# The programs' level cap (cli/common/isa_handover.h) is the tests' to set, not the caller's.
unset REVERSI_ISA
check_dir="$(mktemp -d)"
trap 'rm -rf "$check_dir"' EXIT
out="$check_dir/out" err="$check_dir/err"

fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
pass() { echo "ok: $*"; }

# expect CODE ARGS...: runs the engine and checks its exit code.
expect() {
  local code="$1"; shift
  "$engine" "$@" >"$out" 2>"$err"
  local got=$?
  [ "$got" -eq "$code" ] || fail "reversi-engine $* exited $got, expected $code (stderr: $(cat "$err"))"
}
stderr_has() { grep -qF -- "$1" "$err" || fail "stderr lacks '$1': $(cat "$err")"; }
stderr_lacks() { ! grep -qF -- "$1" "$err" || fail "stderr has '$1': $(cat "$err")"; }
stdout_has() { grep -qF -- "$1" "$out" || fail "stdout lacks '$1': $(cat "$out")"; }

# empty_squares PLAYER OPPONENT: the empty squares of a position given by its two
# bitboards in hex, as the positions and label files write them.
empty_squares() {
  local discs=0 both=$((16#$1 | 16#$2))
  while ((both)); do both=$((both & (both - 1))) discs=$((discs + 1)); done
  echo $((64 - discs))
}

# newest_isa_level [LEVEL...]: the newest of the x86-64 levels of cmake/isa_builds.cmake
# (or of LEVELs) that this processor runs, read from /proc/cpuinfo: x86-64-v4, x86-64-v3 or
# x86-64. The flags are those of libgcc's checks (x86-64-v2's and v3's) but for LZCNT
# ("abm"): a machine of this project has it in CPUID while its kernel does not list it, and
# every processor with the others has it.
newest_isa_level() {
  local flags flag runs=x86-64-v4
  flags=" $(grep -m1 '^flags' /proc/cpuinfo | cut -d: -f2) "
  for flag in avx512f avx512bw avx512cd avx512dq avx512vl; do
    [[ "$flags" == *" $flag "* ]] || runs=x86-64-v3
  done
  for flag in cx16 lahf_lm popcnt sse4_1 sse4_2 ssse3 avx avx2 bmi1 bmi2 f16c fma movbe xsave; do
    [[ "$flags" == *" $flag "* ]] || runs=x86-64
  done
  local levels=("$@")
  [ "$#" -gt 0 ] || levels=(x86-64-v4 x86-64-v3)
  for level in x86-64-v4 x86-64-v3; do
    [[ " ${levels[*]} " == *" $level "* ]] || continue
    if [ "$runs" = x86-64-v4 ] || [ "$runs" = "$level" ]; then echo "$level"; return; fi
  done
  echo x86-64
}

# isa_builds_beside PROGRAM: the levels of the builds beside PROGRAM (PROGRAM-x86-64-vN,
# with its extension), as arguments for newest_isa_level.
isa_builds_beside() {
  local file levels=()
  for file in "${1%.exe}"-x86-64-v*; do
    [ -e "$file" ] || continue
    file="${file##*-x86-64-}"
    levels+=("x86-64-${file%.exe}")
  done
  echo "${levels[*]}"
}

# finish NAME: the verdict, as the exit code.
finish() {
  if [ "$failures" -ne 0 ]; then
    echo "$1: $failures check(s) failed" >&2
    exit 1
  fi
  echo "$1: all checks passed"
  exit 0
}
