#!/usr/bin/env bash
# The engines' checks that need no Qt, run on the programs themselves: the same script
# checks the Linux build (CTest: engine_checks) and the Windows build under Wine
# (scripts/test --windows).
#   engine_checks.sh [--wine] DATA_DIR BIN_DIR
# BIN_DIR holds reversi-engine and nogo-engine (reversi-engine.exe and nogo-engine.exe
# with --wine). Checked: --version (on Windows also the version resource); perft 1-11
# against the published counts, FFO #1-#19 solved exactly, NBoard and Botzone sessions
# replayed from tests/data/sessions (GTP too), matches against an engine started as a
# child process over NBoard and GTP (played, out of time and killed, cannot start); for NoGo perft 1-5, GTP and
# Botzone sessions and matches against a GTP child process.
wine=0
if [ "${1:-}" = "--wine" ]; then
  wine=1
  shift
fi
data="$1"
bin="$2"
here="$(cd "$(dirname "$0")" && pwd)"
source "$here/cli_checks.sh"
work="$check_dir"

if [ "$wine" -eq 1 ]; then
  reversi=(wine "$bin/reversi-engine.exe")
  nogo=(wine "$bin/nogo-engine.exe")
  # A child's command line is read by Windows (CreateProcessW), so it names the program
  # by its Windows path.
  child_reversi="$(winepath -w "$bin/reversi-engine.exe" 2>/dev/null)"
  child_nogo="$(winepath -w "$bin/nogo-engine.exe" 2>/dev/null)"
  missing="$(winepath -w "$work" 2>/dev/null)\\no-such-engine.exe"
else
  reversi=("$bin/reversi-engine")
  nogo=("$bin/nogo-engine")
  child_reversi="$bin/reversi-engine"
  child_nogo="$bin/nogo-engine"
  missing="$work/no-such-engine"
fi
# run PROGRAM... : runs it with its output in $out and $err (without "\r"), its exit code in
# $code; a program still running after 5 minutes is stopped (exit code 124). Under Wine,
# a run that Wine's own server dropped ("wine client error", never our program's words)
# is run once more, and says so.
run() {
  timeout 300 "$@" >"$out" 2>"$err"
  code=$?
  if [ "$wine" -eq 1 ] && grep -q '^wine client error' "$err"; then
    echo "note: Wine's server dropped '$*' ($(head -n 1 "$err")); run again"
    timeout 300 "$@" >"$out" 2>"$err"
    code=$?
  fi
  sed -i 's/\r$//' "$out" "$err"
}

# --version; on Windows the same version in the program's version resource
# (Properties > Details), as UTF-16 strings after their names.
for program in reversi-engine nogo-engine; do
  if [ "$program" = reversi-engine ]; then run "${reversi[@]}" --version; else run "${nogo[@]}" --version; fi
  version="$(sed -n "s/^$program \([0-9]*\.[0-9]*\.[0-9]*\)$/\1/p" "$out")"
  if [ "$code" -ne 0 ] || [ -z "$version" ]; then
    fail "$program --version printed '$(cat "$out" "$err")'"
  elif [ "$wine" -eq 1 ]; then
    resource="$(strings -el "$bin/$program.exe" | grep -A1 -x ProductVersion | tail -n 1)"
    [ "$resource" = "$version" ] && pass "$program --version $version, and in its version resource" ||
      fail "$program.exe: --version $version, version resource '$resource'"
  else
    pass "$program --version $version"
  fi
done

# What the code is compiled for ("code:" after the version). A portable build (the Windows
# one here) has builds for newer x86-64 levels beside it (cmake/isa_builds.cmake): it
# hands over to the newest one this processor runs, so every check below runs that one,
# and REVERSI_ISA=x86-64 keeps the portable code.
run "${reversi[@]}" --version
code_target="$(sed -n 's/^code: //p' "$out")"
levels="$(isa_builds_beside "$bin/reversi-engine$([ "$wine" -eq 0 ] || echo .exe)")"
if [ -n "$levels" ]; then
  expected="$(newest_isa_level $levels)"
  [ "$code_target" = "$expected" ] && pass "reversi-engine hands over to its $code_target build (builds: $levels)" ||
    fail "reversi-engine runs code for '$code_target'; of the builds $levels this processor runs $expected"
  run env REVERSI_ISA=x86-64 "${reversi[@]}" --version
  grep -qx 'code: x86-64' "$out" && pass "REVERSI_ISA=x86-64 keeps the portable code" ||
    fail "REVERSI_ISA=x86-64 reversi-engine --version printed '$(cat "$out" "$err")'"
else
  [ -n "$code_target" ] && pass "reversi-engine runs code for $code_target" ||
    fail "reversi-engine --version names no code target: '$(cat "$out")'"
fi

# Reversi perft: the "standard" column of the published table, depths 1-11 (counted: a
# missing table would otherwise check nothing).
depths=0
while read -r depth count _; do
  [[ "$depth" =~ ^[0-9]+$ ]] && [ "$depth" -le 11 ] || continue
  depths=$((depths + 1))
  run "${reversi[@]}" perft "$depth"
  if [ "$code" -eq 0 ] && grep -q "^perft $depth: $count nodes in " "$out"; then
    pass "reversi perft $depth = $count"
  else
    fail "reversi perft $depth: expected $count, got '$(cat "$out" "$err")'"
  fi
done <"$data/perft_othello.txt"
[ "$depths" -eq 11 ] || fail "reversi perft: $depths depths of 11 read from $data/perft_othello.txt"

# FFO #1-#19: every listed move score checked by the exact solver.
run "${reversi[@]}" solve "$data/fforum-1-19.obf" --threads 2
if [ "$code" -eq 0 ] && grep -q '^total: 19 positions, 0 wrong' "$out"; then
  pass "FFO #1-#19: $(grep '^total' "$out")"
else
  fail "FFO #1-#19 (exit $code): $(tail -n 3 "$out") $(cat "$err")"
fi

# Sessions replayed from files.
replay() {
  local checked
  if checked="$("$here/replay_session.sh" "$data/sessions/$1" "${@:2}" 2>"$err")"; then
    pass "session $checked"
  else
    fail "session $1: $(grep FAIL "$err")"
  fi
}
replay nboard.session "${reversi[@]}" nboard --threads 1
replay reversi_botzone.session "${reversi[@]}" botzone --level 2
replay reversi_gtp.session "${reversi[@]}" gtp --move-time 50

# A match against an NBoard engine started as a child process: both games played to
# the end and saved.
run "${reversi[@]}" match --engine "$child_reversi nboard --threads 1" level:1 --games 2 --engine-depth 2 \
  --ggf "$work/match.ggf"
games="$(grep -c '^(;GM\[Othello\].*RE\[[-+0-9.]*\]' "$work/match.ggf" 2>/dev/null)"
if [ "$code" -eq 0 ] && grep -qF "nboard --threads 1 vs level:1: 2 games, W/D/L " "$out" && [ "$games" = 2 ]; then
  pass "reversi match against a child engine: $(grep -F ' vs ' "$out")"
else
  fail "reversi match (exit $code, $games games saved): $(cat "$out" "$err")"
fi
# An engine too slow to answer (a 60-ply search): it loses both games on time and is
# killed each time, since it does not end when its input closes while it searches.
run "${reversi[@]}" match --engine "$child_reversi nboard --threads 1" greedy --games 2 --engine-depth 60 \
  --forfeit-after 0.3
if [ "$code" -eq 0 ] && grep -qF ": 2 games, W/D/L 0/0/2" "$out" &&
    [ "$(grep -c "forfeits: .*: gave no move within 0.3 s" "$out")" = 2 ]; then
  pass "reversi match against a child engine out of time: killed, $(grep -c forfeits "$out") games lost"
else
  fail "reversi match against a slow engine (exit $code): $(cat "$out" "$err")"
fi
# The same over GTP.
run "${reversi[@]}" match --gtp-engine "$child_reversi gtp --move-time 20" level:1 --games 2 --ggf "$work/gtp.ggf"
games="$(grep -c '^(;GM\[Othello\].*RE\[[-+0-9.]*\]' "$work/gtp.ggf" 2>/dev/null)"
if [ "$code" -eq 0 ] && grep -qF "gtp --move-time 20 vs level:1: 2 games, W/D/L " "$out" && [ "$games" = 2 ]; then
  pass "reversi match against a child GTP engine: $(grep -F ' vs ' "$out")"
else
  fail "reversi GTP match (exit $code, $games games saved): $(cat "$out" "$err")"
fi
# An engine that cannot start: the match stops with the reason, exit code 1.
run "${reversi[@]}" match --engine "$missing" level:1 --games 2
if [ "$code" -eq 1 ] && grep -qF "engine \"$missing\": " "$err"; then
  pass "reversi match, engine that cannot start: $(cat "$err")"
else
  fail "reversi match with a missing engine (exit $code): $(cat "$out" "$err")"
fi

# NoGo perft from the empty board (tests/data/nogo/positions.md).
depth=0
for count in 81 6480 511912 39927264 3074133216; do
  depth=$((depth + 1))
  run "${nogo[@]}" perft "$depth"
  if [ "$code" -eq 0 ] && grep -q "^perft $depth: $count nodes in " "$out"; then
    pass "nogo perft $depth = $count"
  else
    fail "nogo perft $depth: expected $count, got '$(cat "$out" "$err")'"
  fi
done
grep -q "81; 6,480; 511,912; 39,927,264; 3,074,133,216" "$data/nogo/positions.md" ||
  fail "tests/data/nogo/positions.md no longer lists the perft counts checked here"

replay nogo_gtp.session "${nogo[@]}" gtp mcts:50
replay nogo_botzone.session "${nogo[@]}" botzone

run "${nogo[@]}" match mcts:10 --engine "$child_nogo gtp mcts:10" --games 2 --sgf "$work/match.sgf"
games="$(grep -c '^(;' "$work/match.sgf" 2>/dev/null)"
if [ "$code" -eq 0 ] && grep -qF "gtp mcts:10: 2 games, W/L " "$out" && [ "$games" = 2 ]; then
  pass "nogo match against a child engine: $(grep -F ' vs ' "$out")"
else
  fail "nogo match (exit $code, $games games saved): $(cat "$out" "$err")"
fi

run "${nogo[@]}" match mcts:10 --engine "$missing" --games 2
if [ "$code" -eq 1 ] && grep -qF "engine '$missing': " "$err"; then
  pass "nogo match, engine that cannot start: $(cat "$err")"
else
  fail "nogo match with a missing engine (exit $code): $(cat "$out" "$err")"
fi

finish "engine checks"
