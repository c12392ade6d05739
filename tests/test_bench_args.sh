#!/usr/bin/env bash
# The benchmark programs refuse a wrong argument (a word or "3x" where a number goes, a
# number out of range, an empty list) with exit 2 and a message naming it, before they
# measure anything; and a fit with too few points says so rather than print 0/0. (The
# figures themselves are the benchmarks' to print, never a test's to check.)
#   test_bench_args.sh BENCH_DIR DATA_DIR with-app|without-app
# (with-app: the app's benchmarks were built too, and are checked.)
bench="$1" data="$2" app="$3"
source "$(dirname "$0")/cli_checks.sh"

# refused PROGRAM MESSAGE ARGS...: PROGRAM ARGS exits 2, saying MESSAGE, having printed
# no figure.
refused() {
  local program="$1" message="$2"; shift 2
  "$bench/$program" "$@" >"$out" 2>"$err"
  local got=$?
  [ "$got" -eq 2 ] || fail "$program $* exited $got, expected 2 (stdout: $(head -c 300 "$out"))"
  grep -qF -- "$message" "$err" || fail "$program $*: stderr lacks '$message': $(cat "$err")"
  [ ! -s "$out" ] || fail "$program $* printed figures: $(head -c 300 "$out")"
}

refused bench_ffo "--count must be a whole number from 1 to 1000000, not '3x'" --count 3x
refused bench_ffo "--table must be a power of two" --table 100
refused bench_ffo "--eval must be hand or pattern, not 'handy'" --eval handy
refused bench_eval_error "each of --depths must be a whole number from 0 to 30, not ''" --depths ""
refused bench_eval_error "each of --depths must be a whole number from 0 to 30, not 'abc'" --depths abc,2
refused bench_eval_error "each of --depths must be a whole number from 0 to 30, not ''" --depths 2,
refused bench_bestmove "--threads must be a whole number from 1 to 64, not '0'" --threads 0
refused bench_analysis "--seconds must be a number from 0.001 to 1000000, not 'abc'" --seconds abc
refused bench_search_nodes "--mpc must be a number from 0.01 to 10, not 'abc'" --mpc abc
refused bench_search_nodes "--positions must be a whole number from 1 to 100000, not '1x'" --positions 1x
refused bench_levels "LEVEL must be a whole number from 1 to 20, not '3x'" 3x
refused bench_book "GAMES must be a whole number from 0 to 1000000, not '-5'" -5 2 12
refused bench_book "DEPTH must be a whole number from 1 to 30, not 'abc'" 1 2 abc
refused bench_search_threads "unexpected argument '4'" 13 2 3 4
refused bench_search_latency "SAMPLES must be a whole number from 1 to 100000, not '0'" 0
refused tune_evaluation "SEED must be a whole number from 0 to 2147483647, not 'abc'" 1 2 3 abc
if [ "$app" = with-app ]; then
  refused bench_app_startup "RUNS must be a whole number from 1 to 1000, not 'abc'" abc
  refused bench_app_latency "option --open needs a value" --open
fi

# One position: its children give too few points for a line at most depths, said so.
head -n 1 "$data/exact-10-18.obf" >"$check_dir/one.obf"
"$bench/fit_endgame_probcut" "$check_dir/one.obf" >"$out" 2>"$err" || fail "fit_endgame_probcut exited $?: $(cat "$err")"
grep -qF "(no line: too few positions)" "$out" || fail "fit_endgame_probcut did not say a row has no line: $(cat "$out")"
! grep -qi "nan" "$out" || fail "fit_endgame_probcut printed nan: $(grep -i nan "$out" | head -3)"

finish "bench arguments"
