# Shared by the shell tests of the programs; sourced, not run. Gives a scratch folder
# ($check_dir, with $out and $err), fail, pass and `finish NAME` (call it at the end);
# for `expect`, set `engine` to the program first.
set -u
failures=0
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

# newest_isa_level: the newest x86-64 level of cmake/isa_builds.cmake that this processor
# runs, read from /proc/cpuinfo: x86-64-v4, x86-64-v3 or x86-64.
# LZCNT is left out: some kernels do not list it ("abm") on processors that have it, and
# every processor with the others has it.
newest_isa_level() {
  local flags flag
  flags=" $(grep -m1 '^flags' /proc/cpuinfo | cut -d: -f2) "
  for flag in avx avx2 bmi1 bmi2 f16c fma movbe xsave; do
    [[ "$flags" == *" $flag "* ]] || { echo x86-64; return; }
  done
  for flag in avx512f avx512bw avx512cd avx512dq avx512vl; do
    [[ "$flags" == *" $flag "* ]] || { echo x86-64-v3; return; }
  done
  echo x86-64-v4
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
