#!/usr/bin/env bash
# The commands of the evaluation training pipeline (scripts/train-pipeline): positions
# (distinct positions of game files, yardstick games left out) and label (exact and
# search labels in chunks, resumed), and the players that take a weights file.
#   test_cli_train.sh ENGINE SHIPPED_WEIGHTS
engine="$1" shipped="$2"
source "$(dirname "$0")/cli_checks.sh"
work="$check_dir"

# Three WTHOR tournament games of 1977 (tests/data/three-games.txt): transcript, black's
# final discs and year, tab-separated as in that archive.
games="$work/games.txt"
cp "$(dirname "$0")/data/three-games.txt" "$games"
first="$(head -n 1 "$games" | cut -f1)"
# The first game mirrored in the a1-h8 diagonal (f5 -> e6): the same positions under a symmetry.
mirrored="$(tr 'a-h1-8' '1-8a-h' <<<"$first" | sed 's/\(.\)\(.\)/\2\1/g')"
printf '%s\t34\t1977\n' "$first" >"$work/first.txt"
printf '%s\t34\t1977\n%s\t34\t1977\n' "$first" "$mirrored" >"$work/twice.txt"

# Usage and data errors: exit 2 (1 for bad data), nothing written.
expect 2 positions "$games"
stderr_has "--output FILE is required"
expect 2 positions "$games" --output "$work/p.txt" --deviations x
stderr_has "--deviations"
expect 2 label "$work/p.txt"
stderr_has "--dir DIR is required"
expect 2 label "$work/p.txt" --dir "$work/l" --depth 0
stderr_has "--depth"
expect 2 label "$work/p.txt" --dir "$work/l" --bogus
stderr_has "unknown option '--bogus'"
printf 'f5f5\t0\t1977\n' >"$work/bad.txt"
expect 1 positions "$work/bad.txt" --output "$work/p.txt"
stderr_has "bad.txt, line 1, move 2:"
[ ! -e "$work/p.txt" ] || fail "a failed positions run wrote $work/p.txt"
# Filters that keep no position: refused, and the file there stays (it became a header alone).
echo kept >"$work/kept-positions.txt"
expect 1 positions "$games" --output "$work/kept-positions.txt" --max-empties 0
stderr_has "no position kept"
[ "$(cat "$work/kept-positions.txt")" = kept ] || fail "positions wrote a file of no position"
printf '# reversi positions v1\n0000000000000001 0000000000000001 0\n' >"$work/badpos.txt"
expect 1 label "$work/badpos.txt" --dir "$work/l"
stderr_has "badpos.txt, line 2: malformed positions"
# A file of no positions is no run to call done; one written on Windows (CRLF, a
# byte-order mark) reads as it was meant.
printf '# reversi positions v1\n' >"$work/nopos.txt"
expect 1 label "$work/nopos.txt" --dir "$work/l"
stderr_has "nopos.txt: no positions"
printf '\xEF\xBB\xBF# reversi positions v1\r\n0000000810000000 0000001008000000 0\r\n' >"$work/crlf.txt"
expect 0 label "$work/crlf.txt" --dir "$work/crlf" --depth 1
stdout_has "1 positions labelled"
# A --dir that cannot be a folder is named as such.
expect 1 label "$work/crlf.txt" --dir "$work/crlf.txt" --depth 1
stderr_has "--dir $work/crlf.txt: cannot make the folder"

# One position a problem: a game and its mirror image give the positions of the game alone.
expect 0 positions "$work/first.txt" --output "$work/one.txt"
expect 0 positions "$work/twice.txt" --output "$work/two.txt"
one=$(($(wc -l <"$work/one.txt") - 1))
[ "$one" -ge 50 ] || fail "the first game gave $one positions"
[ "$(($(wc -l <"$work/two.txt") - 1))" -eq "$one" ] || fail "the game and its mirror gave $(cat "$out")"

# Yardstick games left out: by the OBF comment naming game 2, and by a position of game 3
# (at 20 empties, written by testset, with its comment taken off).
printf -- '-XXXXX----XOXO--O-XXOXX--OXOOOX-XXOXXXXX-OOOOXO---OOOO---OOOOO-- X; %% games.txt line 2\n' >"$work/lines.obf"
expect 0 testset "$work/first.txt" "$work/drawn.obf" --positions 1 --empties 20  # a position of the first game
sed 's/ %.*//' "$work/drawn.obf" >"$work/position.obf"
expect 0 positions "$games" --exclude "$work/lines.obf" --exclude "$work/position.obf" --output "$work/p.txt"
stdout_has "3 games: 1 left out as yardstick games (by line), 1 as reaching a yardstick position"
[ "$(cut -d' ' -f3 <"$work/p.txt" | tail -n +2 | sort -u)" = 2 ] || fail "positions kept games other than the third"
# Blank lines are no games: the same three games after a blank line and before a line of
# spaces keep their numbers, and the OBF comment names the line where game 2 now is.
mkdir -p "$work/spaced"
{ printf '\n'; cat "$games"; printf ' \t\r\n'; } >"$work/spaced/games.txt"
sed 's/line 2$/line 3/' "$work/lines.obf" >"$work/spaced-lines.obf"
expect 0 positions "$work/spaced/games.txt" --exclude "$work/spaced-lines.obf" --exclude "$work/position.obf" \
  --output "$work/spaced.txt"
stdout_has "3 games: 1 left out as yardstick games (by line), 1 as reaching a yardstick position"
cmp -s "$work/p.txt" "$work/spaced.txt" || fail "blank lines changed the positions of the games"
expect 0 positions "$games" --deviations 3 --output "$work/all.txt"
stdout_has "one move off them"
# positions_with FILE MIN MAX: FILE's header and its positions with MIN to MAX empty
# squares, in its order (what --min-empties and --max-empties should keep of it).
positions_with() {
  head -n 1 "$1"
  tail -n +2 "$1" | while read -r player opponent game; do
    local empties
    empties=$(empty_squares "$player" "$opponent")
    ((empties < $2 || empties > $3)) || echo "$player $opponent $game"
  done
}
# --min-empties: of the same file, the positions with that many empty squares or more, in
# the same order.
expect 0 positions "$games" --deviations 3 --min-empties 21 --output "$work/mid.txt"
stdout_has "with at least 21 empty squares"
expect 2 positions "$games" --min-empties 61 --output "$work/never.txt"
stderr_has "--min-empties"
positions_with "$work/all.txt" 21 60 >"$work/mid-expected.txt"
[ "$(wc -l <"$work/mid.txt")" -gt 30 ] && [ "$(wc -l <"$work/mid.txt")" -lt "$(wc -l <"$work/all.txt")" ] ||
  fail "--min-empties 21 kept $(wc -l <"$work/mid.txt") of $(wc -l <"$work/all.txt") lines"
cmp -s "$work/mid.txt" "$work/mid-expected.txt" || fail "--min-empties 21 did not keep the midgame of the full file"
# --max-empties (with --min-empties): the positions in that range of empty squares, in
# the same order; a range with nothing in it is refused.
expect 0 positions "$games" --deviations 3 --min-empties 10 --max-empties 19 --output "$work/end.txt"
stdout_has "with 10 to 19 empty squares"
expect 2 positions "$games" --min-empties 20 --max-empties 19 --output "$work/never.txt"
stderr_has "--min-empties 20 is above --max-empties 19"
[ ! -e "$work/never.txt" ] || fail "a refused positions run wrote its output"
positions_with "$work/all.txt" 10 19 >"$work/end-expected.txt"
[ "$(wc -l <"$work/end.txt")" -gt 30 ] || fail "--max-empties 19 kept $(wc -l <"$work/end.txt") lines"
cmp -s "$work/end.txt" "$work/end-expected.txt" || fail "--min-empties 10 --max-empties 19 did not keep the endgame of the full file"
# --skip-positions: of the same run, the positions not in an earlier file, in the same order
# (new deviations to label, the labelled ones left out); nothing new is refused; a damaged
# file to skip is named and nothing is written.
expect 0 positions "$games" --deviations 6 --seed 2 --output "$work/seed2.txt"
expect 0 positions "$games" --deviations 6 --seed 2 --skip-positions "$work/all.txt" --output "$work/new.txt"
stdout_has "of those not in --skip-positions"
{
  head -n 1 "$work/seed2.txt"
  tail -n +2 "$work/seed2.txt" | awk 'NR == FNR { seen[$1 " " $2] = 1; next } !(($1 " " $2) in seen)' \
    <(tail -n +2 "$work/all.txt") -
} >"$work/new-expected.txt"
new_lines=$(wc -l <"$work/new.txt")
((new_lines > 1 && new_lines < $(wc -l <"$work/seed2.txt"))) || fail "--skip-positions kept $new_lines lines"
cmp -s "$work/new.txt" "$work/new-expected.txt" || fail "--skip-positions did not keep the rest of the file in its order"
expect 1 positions "$games" --skip-positions "$work/all.txt" --output "$work/never.txt"
stderr_has "no position kept"
expect 1 positions "$games" --skip-positions "$work/badpos.txt" --output "$work/never.txt"
stderr_has "badpos.txt, line 2: malformed positions"
[ ! -e "$work/never.txt" ] || fail "a refused positions run wrote its output"

# Labels: exact at <= 12 empties, equal to what solve finds; depth 2 before that.
expect 0 label "$work/all.txt" --dir "$work/l" --chunk 40 --chunks 2 --exact 12 --depth 2
stdout_has "2 of"
[ -f "$work/l/labels-0000.txt" ] && [ -f "$work/l/labels-0001.txt" ] && [ ! -e "$work/l/labels-0002.txt" ] ||
  fail "label --chunks 2 wrote $(ls "$work/l")"
# A sample as an OBF line (bit i of the bitboards is square i, a1 = 0, row by row).
obf_line() {
  local player=$((16#$1)) opponent=$((16#$2)) cells="" sq
  for ((sq = 0; sq < 64; ++sq)); do
    if (((player >> sq) & 1)); then cells+=X; elif (((opponent >> sq) & 1)); then cells+=O; else cells+=-; fi
  done
  echo "$cells X;"
}
exact=0
tail -n +2 "$work/l/labels-0000.txt" >"$work/chunk0"
while read -r player opponent score is_exact game; do
  empties=$(obf_line "$player" "$opponent" | tr -cd '-' | wc -c)
  if ((empties <= 12)); then
    [ "$is_exact" = 1 ] || fail "$player $opponent at $empties empties not labelled exact"
    obf_line "$player" "$opponent" >"$work/one.obf"
    expect 0 solve "$work/one.obf"
    solved=$(awk 'NR == 1 { print $3 + 0 }' "$out")
    [ "$solved" -eq "$score" ] || fail "$player $opponent labelled $score, solve says $solved"
    exact=$((exact + 1))
  else
    [ "$is_exact" = 0 ] || fail "$player $opponent at $empties empties labelled exact"
  fi
done <"$work/chunk0"
[ "$exact" -ge 5 ] || fail "only $exact exact labels in the first chunk"

# Resume: chunks already there are kept as they are, a missing one is labelled again
# (a leftover .tmp does not count as done) and comes out the same.
cp "$work/l/labels-0001.txt" "$work/chunk1"
rm "$work/l/labels-0001.txt"
touch "$work/l/labels-0001.txt.tmp"
cp "$work/l/labels-0000.txt" "$work/chunk0-labelled"
sed -i '$ s/ [0-9]*$/ 999999/' "$work/l/labels-0000.txt"  # another game number: still a chunk of labels
expect 0 label "$work/all.txt" --dir "$work/l" --chunk 40 --chunks 2 --exact 12 --depth 2
stdout_has "2 of"
stdout_has "1 already there, 40 positions labelled"
[ "$(tail -n 1 "$work/l/labels-0000.txt" | cut -d' ' -f5)" = 999999 ] || fail "the rerun rewrote the finished chunk"
cmp -s "$work/l/labels-0001.txt" "$work/chunk1" || fail "the relabelled chunk differs"
# A chunk that is not this chunk's labels (damaged, or cut by another --chunk) is said,
# not taken as done, and left as it is.
printf 'kept\n' >>"$work/l/labels-0000.txt"
expect 1 label "$work/all.txt" --dir "$work/l" --chunk 40 --chunks 2 --exact 12 --depth 2
stderr_has "labels-0000.txt, line 42: malformed sample 'kept'"
[ "$(tail -n 1 "$work/l/labels-0000.txt")" = kept ] || fail "the refused run rewrote the damaged chunk"
cp "$work/chunk0-labelled" "$work/l/labels-0000.txt"
expect 1 label "$work/all.txt" --dir "$work/l" --chunk 30 --chunks 2 --exact 12 --depth 2
stderr_has "labels-0000.txt: holds 40 labels where this chunk has 30 positions"
# As many labels, but of other positions (another positions file, here the same one in
# another order): refused too, not taken as this chunk's.
{ head -n 1 "$work/all.txt"; tail -n +2 "$work/all.txt" | tac; } >"$work/reversed.txt"
expect 1 label "$work/reversed.txt" --dir "$work/l" --chunk 40 --chunks 1 --exact 12 --depth 2
stderr_has "labels-0000.txt: label 1 is of another position than $work/reversed.txt's position 1"
cmp -s "$work/l/labels-0000.txt" "$work/chunk0-labelled" || fail "the refused run rewrote chunk 0"

# The label archive: the scores alone, joined with the positions again into the same
# chunks to the byte; chunks that do not match their positions or their run are refused.
archive="$(dirname "$0")/../scripts/label-archive"
# run_archive STATUS ARGS...: scripts/label-archive ARGS, which must exit with STATUS.
run_archive() {
  local want="$1" got=0
  shift
  "$archive" "$@" >"$work/archive.out" 2>"$work/archive.err" || got=$?
  [ "$got" -eq "$want" ] || fail "label-archive $* exited $got, not $want: $(cat "$work/archive.out" "$work/archive.err")"
}
archive_said() { grep -qF "$1" "$work/archive.out" "$work/archive.err" || fail "label-archive did not say '$1'"; }
run_archive 0 pack --chunk 40 "$work/all.txt" "$work/l" "$work/a"
archive_said "2 chunks packed"
run_archive 0 unpack --chunk 40 "$work/all.txt" "$work/a" "$work/u"
for c in 0000 0001; do
  cmp -s "$work/l/labels-$c.txt" "$work/u/labels-$c.txt" || fail "chunk $c unpacked differs from the labelled one"
done
[ "$(gzip -dc "$work/a/labels-0001.scores.gz" | sed -n 2p | cut -d' ' -f1-6)" = "first 42 count 40 chunk 40" ] ||
  fail "chunk 1's archive names $(gzip -dc "$work/a/labels-0001.scores.gz" | sed -n 2p)"
run_archive 0 unpack --chunk 40 "$work/all.txt" "$work/a" "$work/u"
archive_said "0 chunks unpacked into $work/u, 2 already there"
run_archive 2 unpack "$work/all.txt" "$work/a" "$work/v"
archive_said "usage: scripts/label-archive"
# Refused, with nothing written: chunks of another size, other positions (the first two
# swapped), a damaged score.
run_archive 1 unpack --chunk 50 "$work/all.txt" "$work/a" "$work/v"
archive_said "labels-0000.scores.gz: labelled in chunks of 40 positions, not 50"
{ head -n 1 "$work/all.txt"; sed -n 3p "$work/all.txt"; sed -n 2p "$work/all.txt"; tail -n +4 "$work/all.txt"; } \
  >"$work/swapped.txt"
run_archive 1 unpack --chunk 40 "$work/swapped.txt" "$work/a" "$work/v"
archive_said "labels-0000.scores.gz: lines 2.. of $work/swapped.txt are not the positions it was labelled on"
mkdir -p "$work/damaged"
gzip -dc "$work/a/labels-0000.scores.gz" | sed '5s/.*/abc 0/' | gzip >"$work/damaged/labels-0000.scores.gz"
run_archive 1 unpack --chunk 40 "$work/all.txt" "$work/damaged" "$work/v"
archive_said "damaged/labels-0000.scores.gz, line 5: malformed score line"
mkdir -p "$work/headless"  # a scores file without its header
gzip -dc "$work/a/labels-0000.scores.gz" | tail -n +2 | gzip >"$work/headless/labels-0000.scores.gz"
run_archive 1 unpack --chunk 40 "$work/all.txt" "$work/headless" "$work/v"
archive_said "headless/labels-0000.scores.gz, line 1: not a label scores file"
mkdir -p "$work/renamed"  # chunk 0's archive under chunk 1's name
cp "$work/a/labels-0000.scores.gz" "$work/renamed/labels-0001.scores.gz"
run_archive 1 unpack --chunk 40 "$work/all.txt" "$work/renamed" "$work/v"
archive_said "renamed/labels-0001.scores.gz: its positions start at line 2 of $work/all.txt, chunk 1's at line 42"
[ -z "$(ls "$work/v")" ] || fail "refused unpacks wrote $(ls "$work/v")"
# Refused by pack: a chunk whose third sample is not the positions file's (its two
# bitboards swapped), and a chunk cut short.
mkdir -p "$work/bad" "$work/short"
sed '4s/^\(................\) \(................\)/\2 \1/' "$work/l/labels-0000.txt" >"$work/bad/labels-0000.txt"
run_archive 1 pack --chunk 40 "$work/all.txt" "$work/bad" "$work/b"
archive_said "bad/labels-0000.txt, line 4: not line 4 of $work/all.txt"
head -n 30 "$work/l/labels-0001.txt" >"$work/short/labels-0001.txt"
run_archive 1 pack --chunk 40 "$work/all.txt" "$work/short" "$work/b"
archive_said "short/labels-0001.txt: 29 samples where a chunk of 40 from line 42 of $work/all.txt has 40"
[ -z "$(ls "$work/b")" ] || fail "refused packs wrote $(ls "$work/b")"

# The labels fit weights, and players take them: the shipped weights saved to a file
# play as the built-in ones (the same games), the fitted ones differ.
expect 0 train "$work/l"/labels-*.txt --backup-rounds 0 --iterations 5 --min-samples 10 --output "$work/w.weights"
# With a prior and the largest ridge the fit keeps the prior's weights, to the byte; a
# prior that cannot be read stops the fit before it writes anything.
expect 0 train "$work/l"/labels-*.txt --backup-rounds 0 --iterations 5 --min-samples 10 --prior "$shipped" \
  --ridge 1000000000 --output "$work/kept.weights"
cmp -s "$work/kept.weights" "$shipped" || fail "a fit held to its prior changed the weights"
expect 1 train "$work/l"/labels-*.txt --prior "$work/none.weights" --output "$work/never.weights"
stderr_has "$work/none.weights: cannot open"
[ ! -e "$work/never.weights" ] || fail "a fit with an unreadable prior wrote its output"
# Samples files with no sample: refused, the weights there left as they were.
head -n 1 "$(ls "$work/l"/labels-*.txt | head -n 1)" >"$work/no-samples.txt"
cp "$work/w.weights" "$work/keep.weights"
expect 1 train "$work/no-samples.txt" --output "$work/keep.weights"
stderr_has "no-samples.txt: no samples, nothing to fit"
cmp -s "$work/keep.weights" "$work/w.weights" || fail "a fit of no samples replaced the weights"
expect 1 train "$work/l" --output "$work/keep.weights"
stderr_has "$work/l: is a directory, not a file"
expect 1 train "$work/missing.txt" --output "$work/keep.weights"
stderr_has "missing.txt: cannot open the sample file (No such file or directory)"
# A board with fewer discs than a game's start is refused by line (its phase, past 60
# empties, was read out of bounds).
printf '# reversi samples v1\n0000000000000000 0000000000000000 0 0 1\n' >"$work/empty-board.txt"
expect 1 train "$work/empty-board.txt" --output "$work/keep.weights"
stderr_has "empty-board.txt, line 2: 0 discs, fewer than any game has"
# Samples of one game only: game 0 is held out, so nothing is left to fit (the weights
# there were replaced by all-zero ones, with exit 0).
expect 0 selfplay --output "$work/one-game.txt" --games 1 --depth 1 --exact 4
expect 1 train "$work/one-game.txt" --output "$work/keep.weights" --backup-rounds 0
stderr_has "one-game.txt: every sample is of a held-out game"
cmp -s "$work/keep.weights" "$work/w.weights" || fail "a fit of held-out samples only replaced the weights"
# A phase with fewer training samples of its own than --keep-prior-under keeps the prior
# even under a weak ridge: asked of every phase, the fit gives the prior back to the byte.
expect 0 train "$work/l"/labels-*.txt --backup-rounds 0 --iterations 5 --min-samples 10 --prior "$shipped" \
  --ridge 1 --keep-prior-under 1000000000 --output "$work/all-kept.weights"
cmp -s "$work/all-kept.weights" "$shipped" || fail "a fit keeping every phase's prior changed the weights"
[ "$(grep -cE '^ +[0-9]+ +[0-9]+-[0-9]+ +prior ' "$out")" -eq 12 ] || fail "not all 12 phases said prior: $(cat "$out")"
expect 2 train "$work/l"/labels-*.txt --keep-prior-under -1 --output "$work/never.weights"
stderr_has "--keep-prior-under"
# Options that would do nothing are refused, not ignored.
expect 2 train "$work/l"/labels-*.txt --keep-prior-under 10 --output "$work/never.weights"
stderr_has "--keep-prior-under needs --prior WEIGHTS"
expect 2 train "$work/l"/labels-*.txt --backup-rounds 0 --backup-depth 4 --output "$work/never.weights"
stderr_has "--backup-depth and --backup-blend are of the backed-up rounds, and --backup-rounds is 0"
[ ! -e "$work/never.weights" ] || fail "a refused train wrote $work/never.weights"
# --constants-only refits only the constants, so it needs weights to hold the rest; a
# phase without enough samples of each parity keeps the prior's constants too.
expect 2 train "$work/l"/labels-*.txt --constants-only --output "$work/never.weights"
stderr_has "--constants-only needs --prior WEIGHTS"
[ ! -e "$work/never.weights" ] || fail "a refused constants-only fit wrote its output"
expect 0 train "$work/l"/labels-*.txt --backup-rounds 0 --prior "$shipped" --constants-only \
  --keep-prior-under 1000000000 --output "$work/constants-kept.weights"
cmp -s "$work/constants-kept.weights" "$shipped" || fail "a constants-only fit keeping every constant changed the weights"
expect 0 train "$work/l"/labels-*.txt --backup-rounds 0 --prior "$shipped" --constants-only --output "$work/constants.weights"
! cmp -s "$work/constants.weights" "$shipped" || fail "a constants-only fit changed nothing"
# transcripts NAME: the games of `match NAME depth:3 --games 2 --verbose`, one a line.
transcripts() {
  expect 0 match "$1" depth:3 --games 2 --verbose
  grep '^game ' "$out" | awk '{ print $NF }'
}
builtin_games="$(transcripts depth:3:pattern)"
shipped_games="$(transcripts depth:3:weights="$shipped")"
fitted_games="$(transcripts depth:3:weights="$work/w.weights")"
stdout_has "depth:3:weights=$work/w.weights vs depth:3: 2 games"
[ "$(wc -l <<<"$builtin_games")" -eq 2 ] || fail "match --verbose printed $builtin_games"
[ "$shipped_games" = "$builtin_games" ] || fail "the shipped weights from a file play other games: $shipped_games"
[ "$fitted_games" != "$builtin_games" ] || fail "the fitted weights play the built-in weights' games"
expect 1 match depth:2:weights="$work/none.weights" depth:2 --games 2
stderr_has "$work/none.weights: cannot open"

finish "CLI train"
