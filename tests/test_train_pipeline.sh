#!/usr/bin/env bash
# scripts/train-pipeline end to end, on three games and at depth 2 so that it takes
# seconds: midgame positions, labels in chunks, the fit; a rerun that finds every stage
# done; a run in a new directory that takes the first run's labels from their archive
# (scripts/label-archive) instead of labelling them, and fits the same weights; a fit
# held to a prior; and runs refused an archive of another chunk size, of other labels or
# of unnamed ones.
#   test_train_pipeline.sh SOURCE_DIR BUILD_DIR
root="$1" build="$2"
source "$(dirname "$0")/cli_checks.sh"
work="$check_dir"
games="$root/tests/data/three-games.txt"
options=(--build "$build" --min-empties 21 --depth 2 --mpc 0 --chunk 20 --chunks 3 --min-samples 10
  --match-games 0 --no-eval-check --nice 0)
# pipeline DIR [OPTIONS...]: a run of the pipeline in DIR, which must succeed.
pipeline() {
  local dir="$1"
  shift
  "$root/scripts/train-pipeline" --dir "$dir" "${options[@]}" "$@" "$games" >"$out" 2>"$err" ||
    fail "train-pipeline --dir $dir $* failed: $(tail -n 5 "$err")"
}

# Usage errors: exit 2, with the option named.
"$root/scripts/train-pipeline" "$games" --chunk >"$out" 2>"$err"
[ $? -eq 2 ] || fail "train-pipeline GAMES --chunk did not exit 2"
stderr_has "--chunk needs a value"
"$root/scripts/train-pipeline" --bogus 1 "$games" >"$out" 2>"$err"
[ $? -eq 2 ] || fail "train-pipeline --bogus did not exit 2"
stderr_has "unknown option '--bogus'"

# The first run is given an archive that does not exist yet: it gets the run's labelling
# line.
pipeline "$work/first" --archive "$work/archive"
stdout_has "with at least 21 empty squares"
weights_sum="$(sha256sum <"$root/data/weights/pattern.weights" | cut -c1-64)"
[ "$(cat "$work/archive/labelling" 2>/dev/null)" = "depth 2 exact 16 mpc 0 weights $weights_sum" ] ||
  fail "the new archive's labelling line is '$(cat "$work/archive/labelling" 2>/dev/null)'"
[ -s "$work/first/round1.weights" ] || fail "the first run wrote no weights"
for c in 0000 0001 0002; do
  [ "$(($(wc -l <"$work/first/round1/labels-$c.txt") - 1))" -eq 20 ] || fail "chunk $c does not hold 20 labels"
done
[ ! -e "$work/first/round1/labels-0003.txt" ] || fail "--chunks 3 labelled a fourth chunk"
# Every position of the run has 21 empty squares or more.
while read -r player opponent game; do
  empties=$(empty_squares "$player" "$opponent")
  ((empties >= 21)) || fail "$player $opponent of game $game has $empties empty squares"
done < <(tail -n +2 "$work/first/positions.txt")

# Run again: nothing left to do.
pipeline "$work/first" --archive "$work/archive"
stdout_has "== round 1: labels: done before"
stdout_has "== round 1: fit: done before"

# Elsewhere, from the archive: the labels are not made again, and the weights are the same.
"$root/scripts/label-archive" pack --chunk 20 "$work/first/positions.txt" "$work/first/round1" "$work/archive" \
  >"$out" 2>"$err" || fail "label-archive pack failed: $(cat "$err")"
pipeline "$work/second" --archive "$work/archive"
stdout_has "3 chunks unpacked into $work/second/round1"
grep -q "3 already there, 0 positions labelled" "$work/second/round1-labels.log" ||
  fail "the run from the archive labelled: $(cat "$work/second/round1-labels.log")"
cmp -s "$work/first/round1.weights" "$work/second/round1.weights" ||
  fail "the run from the archive fitted other weights"
# --prior: with a ridge that outweighs every label the fit keeps the prior's weights, to
# the byte (without it, the first run's fit moved off the start weights).
pipeline "$work/prior" --archive "$work/archive" --prior "$root/data/weights/pattern.weights" --ridge 1e9
cmp -s "$work/prior/round1.weights" "$root/data/weights/pattern.weights" ||
  fail "--prior with ridge 1e9 did not give back the prior's weights"
! cmp -s "$work/first/round1.weights" "$root/data/weights/pattern.weights" ||
  fail "the first run's fit kept the start weights"
# An archive of another chunk size stops the run before it labels anything (the later
# --chunk is the one that counts).
"$root/scripts/train-pipeline" --dir "$work/third" "${options[@]}" --chunk 10 --archive "$work/archive" "$games" \
  >"$out" 2>"$err" && fail "a run in chunks of 10 took an archive of chunks of 20"
stderr_has "labelled in chunks of 20 positions, not 10"
[ ! -e "$work/third/round1-labels.log" ] || fail "the refused run labelled"
# So does one that labels otherwise (deeper), naming both kinds of labels.
"$root/scripts/train-pipeline" --dir "$work/fourth" "${options[@]}" --depth 3 --archive "$work/archive" "$games" \
  >"$out" 2>"$err" && fail "a run at depth 3 took an archive of depth-2 labels"
stderr_has "holds labels of 'depth 2 exact 16 mpc 0 weights $weights_sum'; this run labels 'depth 3 exact 16"
[ ! -e "$work/fourth/positions.txt" ] || fail "the run at depth 3 went on after the refusal"
# And an archive that does not say how its labels were made.
rm "$work/archive/labelling"
"$root/scripts/train-pipeline" --dir "$work/fifth" "${options[@]}" --archive "$work/archive" "$games" \
  >"$out" 2>"$err" && fail "a run took an archive without its labelling line"
stderr_has "holds labels but no $work/archive/labelling"

finish "train pipeline"
