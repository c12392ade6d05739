#!/usr/bin/env bash
# The commands that build measuring sets from game files: testset (exactly solved
# best-move positions) and probcut-fit (the Multi-ProbCut constants), on three games.
#   test_cli_sets.sh ENGINE
engine="$1"
source "$(dirname "$0")/cli_checks.sh"

# Three WTHOR tournament games (1977; see /work/shared/data/reversi/games/README.md),
# transcript, black's final discs and year, tab-separated as in that archive.
games="$check_dir/games.txt"
printf '%s\t%s\t%s\n' \
  f5d6c3f3f4d3c4g6f6e6c5c6d7d8e7g5e3d2g4h3f7b5h5g3b4b6c8b8c7e8f8g8h4h6e2d1c1a3a6a5e1f2g7c2a4h8a2b7f1b3b1b2h7a7a8a1g1g2h2h1 34 1977 \
  f5f6e6f4f3d6c6d3g6e7g5d7c7h5c3h6e3b6c5d8c8b8a6b5g4d2e1c1f2h4a5e2f8b3f7g1h3h2g3a4c4b4c2b1a3a7a8e8b7b2a1a2d1g8h8g2g7h7f1h1 52 1977 \
  f5f6e6f4f3c5g6e3d3g5b6c4c3d6h6g4h3d2e2h5h4c2e1d1c1b3e7c6g3d7c8f1f2b1b4a5c7b5a6f8a4a3a2d8e8b8b2g1g2a1b7a7a8f7g8h1g7h2h7h8 17 1977 \
  >"$games"
set_file="$check_dir/set.obf"

# Usage and data errors.
expect 2 testset "$games" "$set_file"
stderr_has "--positions N is required"
expect 2 testset "$games" "$set_file" --positions 2 --empties 12*x
stderr_has "--empties: weight must be a whole number"
printf 'f5f5\t0\t1977\n' >"$check_dir/bad.txt"
expect 1 testset "$check_dir/bad.txt" "$set_file" --positions 1 --empties 12
stderr_has "bad.txt, line 1, move 2:"
[ ! -s "$set_file" ] || fail "a failed testset wrote $(cat "$set_file")"
# A bad game after good ones stops it before it solves and writes any position.
{ head -n 1 "$games"; printf 'f5c9\t0\t1977\n'; } >"$check_dir/late-bad.txt"
expect 1 testset "$check_dir/late-bad.txt" "$set_file" --positions 2 --empties 12
stderr_has "late-bad.txt, line 2, move 2: 'c9' is not a square"
[ ! -s "$set_file" ] || fail "a testset stopped by line 2 wrote $(cat "$set_file")"

# Two positions, then a rerun to four: the first two stay, two are added; every line
# lists all the legal moves (perft 1 counts them) and `solve` confirms the best score
# and move.
expect 0 testset "$games" "$set_file" --positions 2 --empties 12,13
[ "$(wc -l <"$set_file")" -eq 2 ] || fail "testset --positions 2 wrote $(wc -l <"$set_file") lines"
cp "$set_file" "$check_dir/first.obf"
expect 0 testset "$games" "$set_file" --positions 4 --empties 12,13
[ "$(wc -l <"$set_file")" -eq 4 ] || fail "the rerun to 4 left $(wc -l <"$set_file") lines"
[ "$(head -n 2 "$set_file")" = "$(cat "$check_dir/first.obf")" ] || fail "the rerun changed the first lines"
while IFS= read -r line; do
  [[ "$line" =~ ^[-XO]{64}\ [XO]\;(\ [A-H][1-8]:[-+][0-9]+\;)+\ %\ games.txt\ line\ [1-3]$ ]] ||
    fail "testset wrote '$line'"
  empties="$(tr -cd '-' <<<"${line:0:64}" | wc -c)"
  [ "$empties" -eq 12 ] || [ "$empties" -eq 13 ] || fail "'$line' has $empties empties"
  moves="$(grep -o ':' <<<"${line%%%*}" | wc -l)"
  expect 0 perft 1 --position "${line%%;*};"
  grep -qx "perft 1: $moves nodes in .*" "$out" || fail "'$line' lists $moves moves, perft 1 says $(cat "$out")"
done <"$set_file"
expect 0 solve "$set_file"
stdout_has "4 positions, 0 wrong"
# A run stopped while writing a line left it without its end: the rerun drops that line
# and makes its position again, rather than taking a record with moves missing and
# gluing the next one to it.
head -c -40 "$set_file" >"$check_dir/cut.obf"
expect 0 testset "$games" "$check_dir/cut.obf" --positions 4 --empties 12,13
stderr_has "cut.obf: its last line had no end"
cmp -s "$check_dir/cut.obf" "$set_file" || fail "the cut line was not made again as it was: $(diff "$check_dir/cut.obf" "$set_file")"
# Only once every input is read: with GAMES and OUT swapped, the games file (its last line
# without an end) is refused as a test set and left as it was.
printf 'f5d6c3d3c4\t0\t1977' >"$check_dir/unended-games.txt"
cp "$check_dir/unended-games.txt" "$check_dir/unended-before.txt"
expect 1 testset "$set_file" "$check_dir/unended-games.txt" --positions 2 --empties 12
cmp -s "$check_dir/unended-games.txt" "$check_dir/unended-before.txt" || fail "a refused testset cut its OUT"
# The same file begun with a byte-order mark (as Windows Notepad saved text) reads the same.
{ printf '\xEF\xBB\xBF'; cat "$set_file"; } >"$check_dir/marked.obf"
expect 0 solve "$check_dir/marked.obf"
stdout_has "4 positions, 0 wrong"
# A file of no positions (comments alone) is refused, not a run with none wrong; a draw
# that finds too few positions leaves no OUT behind.
printf '%% no position here\n\n' >"$check_dir/none.obf"
expect 1 solve "$check_dir/none.obf"
stderr_has "none.obf: no positions"
printf 'f5d6c3d3c4f4\t0\t1977\n' >"$check_dir/two-games.txt"
expect 1 testset "$check_dir/two-games.txt" "$check_dir/never.obf" --positions 1 --empties 20
stderr_has "too few distinct positions"
[ ! -e "$check_dir/never.obf" ] || fail "a testset that drew nothing left $check_dir/never.obf"

# probcut-fit: samples appended and resumed, then a table of the fitted depths.
samples="$check_dir/samples.txt" table="$check_dir/table.cpp"
# A count too small to give each empties bucket the 10 positions of its deviation is
# refused before any search (--positions 10 searched them all, then failed): the draw goes
# round 14-54 empties, so 50-54 has its 10 at the 82nd.
expect 2 probcut-fit "$games" "$samples" "$table" --positions 81 --depth 4
stderr_has "--positions must be a whole number from 82 to 1000000, not '81' (fewer leave an empties bucket without the 10 positions its deviation needs)"
[ ! -e "$samples" ] || fail "a refused probcut-fit searched: $(wc -l <"$samples") samples"
expect 0 probcut-fit "$games" "$samples" "$table" --positions 82 --depth 4
[ "$(wc -l <"$samples")" -eq 82 ] || fail "probcut-fit wrote $(wc -l <"$samples") samples"
expect 0 probcut-fit "$games" "$samples" "$table" --positions 110 --depth 4
[ "$(wc -l <"$samples")" -eq 110 ] || fail "the rerun to 110 left $(wc -l <"$samples") samples"
grep -q '^    {3, ' "$table" && grep -q '^    {4, ' "$table" || fail "the table lacks depths 3 and 4: $(cat "$table")"
grep -q 'probcut-fit games.txt SAMPLES OUT --positions 110 --depth 4' "$table" || fail "the table does not say how it was made"
stdout_has "mean absolute difference from depth 4"
# Games that never reach a bucket's empties (here samples of 24-54 empties alone, as games
# that end early give) leave it short after the searches: no table (its cuts would have
# no margin), the samples kept for a rerun with more.
awk '$2 >= 24' "$samples" "$samples" >"$check_dir/no-endgame-samples.txt"
cp "$check_dir/no-endgame-samples.txt" "$check_dir/no-endgame-before.txt"
expect 1 probcut-fit "$games" "$check_dir/no-endgame-samples.txt" "$check_dir/no-endgame.cpp" --positions 82 --depth 4
stderr_has "only 0 positions at 14-23 empties, and a deviation needs 10: give a larger --positions"
[ ! -e "$check_dir/no-endgame.cpp" ] || fail "probcut-fit wrote a table without positions at 14-23 empties"
cmp -s "$check_dir/no-endgame-samples.txt" "$check_dir/no-endgame-before.txt" || fail "the samples were not kept"
# Samples cut short in their last line are made again, to the same file.
head -c -3 "$samples" >"$check_dir/cut-samples.txt"
expect 0 probcut-fit "$games" "$check_dir/cut-samples.txt" "$check_dir/cut-table.cpp" --positions 110 --depth 4
stderr_has "cut-samples.txt: its last line had no end"
cmp -s "$check_dir/cut-samples.txt" "$samples" || fail "the cut sample was not made again: $(diff "$check_dir/cut-samples.txt" "$samples")"
# A games file too short for the draw stops with a reason (it looped for ever), and a
# malformed samples file is refused; the table before either stays as it was.
cp "$table" "$check_dir/table-before.cpp"
printf 'f5d6c3\t0\t1977\n' >"$check_dir/short.txt"
expect 1 probcut-fit "$check_dir/short.txt" "$check_dir/short-samples.txt" "$table" --positions 82 --depth 3
stderr_has "short.txt: too few positions at 14-54 empties"
[ ! -e "$check_dir/short-samples.txt" ] || fail "a probcut-fit that drew nothing left a samples file"
printf '0 999 zz qq 0 0 0\n' >"$check_dir/bad-samples.txt"
expect 1 probcut-fit "$games" "$check_dir/bad-samples.txt" "$table" --positions 82 --depth 3
stderr_has "bad-samples.txt, line 1: expected CANDIDATE EMPTIES PLAYER OPPONENT and 3 scores"
# (A score too many, as two samples glued together make, is refused too.)
{ head -n 1 "$samples" | tr -d '\n'; printf ' 7\n'; } >"$check_dir/long-samples.txt"
expect 1 probcut-fit "$games" "$check_dir/long-samples.txt" "$table" --positions 82 --depth 4
stderr_has "long-samples.txt, line 1: expected CANDIDATE EMPTIES PLAYER OPPONENT and 4 scores"
mkdir -p "$check_dir/samples-folder"
expect 1 probcut-fit "$games" "$check_dir/samples-folder" "$table" --positions 82 --depth 3
stderr_has "samples-folder: is a directory, not a file"
cmp -s "$table" "$check_dir/table-before.cpp" || fail "a failed probcut-fit changed the table"

finish "CLI sets"
