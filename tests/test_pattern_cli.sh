#!/usr/bin/env bash
# The training commands and the evaluation choice of reversi-engine: exit codes and
# messages for missing or corrupt weights, bad samples and unknown evaluations.
#   test_pattern_cli.sh ENGINE
engine="$1"
source "$(dirname "$0")/cli_checks.sh"
work="$check_dir"

# A tiny pipeline: samples, a fit, and self-play with the fitted weights.
expect 0 selfplay --games 4 --depth 1 --exact 8 --output "$work/samples.txt"
stdout_has "4 games"
expect 0 train "$work/samples.txt" --iterations 5 --min-samples 10 --output "$work/w.weights"
stdout_has "all held-out"
expect 0 selfplay --games 2 --depth 1 --exact 8 --weights "$work/w.weights" --output "$work/more.txt"

# --transcripts: each game's moves, one a line, the same on any thread count, legal games
# from the start that positions draws from (self-play data to label deeper); it may not
# be written over the samples.
expect 0 selfplay --games 4 --depth 1 --exact 8 --threads 2 --output "$work/s2.txt" --transcripts "$work/g2.txt"
expect 0 selfplay --games 4 --depth 1 --exact 8 --threads 1 --output "$work/s1.txt" --transcripts "$work/g1.txt"
[ "$(wc -l <"$work/g1.txt")" = 4 ] || fail "4 games gave $(wc -l <"$work/g1.txt") transcripts"
cmp -s "$work/g1.txt" "$work/g2.txt" || fail "the transcripts depend on the thread count"
cmp -s "$work/s1.txt" "$work/samples.txt" || fail "--transcripts changed the samples"
while read -r game; do
  ((${#game} >= 2 * 40)) || fail "a transcript of ${#game} characters: '$game'"
done <"$work/g1.txt"
expect 0 positions "$work/g1.txt" --output "$work/p.txt"
stdout_has "4 games: 0 left out"
expect 2 selfplay --games 1 --output "$work/x.txt" --transcripts "$work/x.txt"
stderr_has "is the same file as"

# Missing and corrupt weights files: exit 1 with the path and the reason.
expect 1 selfplay --games 1 --weights "$work/none.weights" --output "$work/x.txt"
stderr_has "$work/none.weights: cannot open"
size=$(stat -c %s "$work/w.weights")
{ head -c $((size / 2)) "$work/w.weights"; printf '\x7f'; tail -c $((size - size / 2 - 1)) "$work/w.weights"; } >"$work/bad.weights"
expect 1 selfplay --games 1 --weights "$work/bad.weights" --output "$work/x.txt"
stderr_has "$work/bad.weights: checksum mismatch"

# Bad samples: exit 1 with file and line.
printf '# reversi samples v1\n0000000000000001 0000000000000002 99 0 0\n' >"$work/bad.txt"
expect 1 train "$work/bad.txt" --output "$work/x.weights"
stderr_has "$work/bad.txt, line 2: malformed sample"

# Usage errors: exit 2.
expect 2 train --output "$work/x.weights"
stderr_has "sample FILE is required"
expect 2 bench --eval nonsense
stderr_has "--eval must be hand or pattern"
expect 2 match depth:2:nonsense depth:2 --games 2
stderr_has "unknown evaluation 'nonsense'"
# Two evaluations (or two confidences) are one too many, not the last one taken.
expect 2 match greedy depth:1:hand:pattern --games 2
stderr_has "player 'depth:1:hand:pattern': 'pattern' after 'hand' (one of each at most)"
expect 2 match greedy time:5:mpc2:mpc --games 2
stderr_has "'mpc' after 'mpc2'"

# Players naming each evaluation.
expect 0 match depth:2:pattern depth:2:hand --games 2
stdout_has "depth:2:pattern vs depth:2:hand: 2 games"
expect 0 match time:5:pattern level:2:hand --games 2
stdout_has "2 games"

finish "pattern CLI"
