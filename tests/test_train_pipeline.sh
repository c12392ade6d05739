#!/usr/bin/env bash
# scripts/train-pipeline end to end, on three games and at depth 2 so that it takes
# seconds: midgame positions, labels in chunks, the fit; a rerun that finds every stage
# done; reruns refused for other inputs or labels, and reruns with more or fewer chunks or
# another ridge that label and fit again; a run in a new directory that takes the first
# run's labels from their archive (scripts/label-archive) instead of labelling them, only
# its first K chunks, and fits the same weights; a fit held to a prior; runs refused an
# archive of another chunk size, of other labels or of unnamed ones; options refused before
# any work; and a run stopped by TERM that leaves none of its programs running.
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
# Every number and file is checked before any work: exit 2, naming the option and the
# value, and nothing made, not even the work directory or the archive's labelling line
# (which a corrected rerun would then be refused for).
bad=(--rounds -1 --rounds two --match-games abc --depth 1O --depth 0 --exact 31 --chunk 1.5 --chunks 0
  --mpc -1 --ridge abc --min-samples 0 --threads 0 --nice 20 --min-empties 61 --deviations x --match-time 0
  --chunks 08)
for ((i = 0; i < ${#bad[@]}; i += 2)); do
  "$root/scripts/train-pipeline" --dir "$work/bad" "${options[@]}" "${bad[i]}" "${bad[i + 1]}" \
    --archive "$work/bad-archive" "$games" >"$out" 2>"$err"
  [ $? -eq 2 ] || fail "train-pipeline ${bad[i]} ${bad[i + 1]} did not exit 2"
  stderr_has "${bad[i]} must be a"
  stderr_has "not '${bad[i + 1]}'"
  [ ! -e "$work/bad" ] && [ ! -e "$work/bad-archive" ] || fail "train-pipeline ${bad[i]} ${bad[i + 1]} worked before it refused"
  rm -rf "$work/bad" "$work/bad-archive"
done
for option in --prior --start-weights; do
  "$root/scripts/train-pipeline" --dir "$work/bad" "${options[@]}" $option "$work/missing.weights" "$games" \
    >"$out" 2>"$err"
  [ $? -eq 2 ] || fail "train-pipeline $option MISSING did not exit 2"
  stderr_has "$option: cannot read $work/missing.weights"
  [ ! -e "$work/bad" ] || fail "train-pipeline $option MISSING worked before it refused"
  rm -rf "$work/bad"
done

# The first run is given an archive that does not exist yet: it gets the run's labelling
# line.
pipeline "$work/first" --archive "$work/archive"
stdout_has "with at least 21 empty squares"
weights_sum="$(sha256sum <"$root/data/weights/pattern.weights" | cut -c1-64)"
labelling="depth 2 exact 16 mpc 0 weights $weights_sum"
[ "$(cat "$work/archive/labelling" 2>/dev/null)" = "$labelling" ] ||
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

# refused DIR WHY OPTIONS...: a rerun in DIR with OPTIONS, which must be refused before it
# does anything (exit 2, the message in stderr).
refused() {
  local dir="$1" why="$2"
  shift 2
  "$root/scripts/train-pipeline" --dir "$dir" "${options[@]}" "$@" >"$out" 2>"$err"
  [ $? -eq 2 ] || fail "a rerun with $why was not refused"
  ! grep -q "^== " "$out" || fail "the rerun with $why went on: $(cat "$out")"
}
# A rerun that would make the work otherwise is refused, naming the record and both
# values: labels of another kind (here with more chunks), other games or other start
# weights, other positions.
refused "$work/first" "deeper labels" --depth 3 --chunks 4 "$games"
stderr_has "$work/first/round1 holds labels of 'depth 2 exact 16 mpc 0 weights $weights_sum'; this run labels 'depth 3 exact 16 mpc 0 weights $weights_sum' ($work/first/round1/labelling)"
# So is one that goes on from a run stopped while it labelled its third chunk.
cp -a "$work/first" "$work/killed"
rm "$work/killed/round1-labels.log" "$work/killed/round1/labels-0002.txt" "$work/killed/round1-fit.log" \
  "$work/killed/round1.weights"
refused "$work/killed" "deeper labels after a stop" --depth 3 "$games"
stderr_has "$work/killed/round1 holds labels of 'depth 2 exact 16 mpc 0 weights $weights_sum'; this run labels 'depth 3"
[ ! -e "$work/killed/round1/labels-0002.txt" ] || fail "the rerun at depth 3 labelled the third chunk"
head -n 2 "$games" >"$work/two-games.txt"
refused "$work/first" "other games" "$work/two-games.txt"
games_sum="$(sha256sum <"$games" | cut -c1-64)"
stderr_has "$work/first/inputs: the work there was made from the games '$games_sum $games'; this run gives '$(sha256sum <"$work/two-games.txt" | cut -c1-64) $work/two-games.txt'"
refused "$work/first" "one game more" "$games" "$work/two-games.txt"
stderr_has "the work there was made from the games '$games_sum $games'; this run gives '$games_sum $games' '"
refused "$work/first" "other start weights" --start-weights "$work/first/round1.weights" "$games"
stderr_has "$work/first/inputs: the work there was made with 'start-weights $weights_sum $root/data/weights/pattern.weights'; this run gives 'start-weights $(sha256sum <"$work/first/round1.weights" | cut -c1-64) $work/first/round1.weights'"
refused "$work/first" "other positions" --min-empties 22 "$games"
stderr_has "$work/first/inputs: the work there was made with 'min-empties 21'; this run gives 'min-empties 22'"
# A work directory that does not say what it was made from (an older script's) is refused.
mkdir "$work/older" && cp "$work/first/positions.txt" "$work/older/"
refused "$work/older" "no record of the inputs" "$games"
stderr_has "$work/older holds work but no $work/older/inputs"
# More chunks of the same labels: the new chunk is labelled and the round fitted again.
cp -a "$work/first" "$work/more"
pipeline "$work/more" --chunks 4
stdout_has "== round 1: labels: again, for '4 chunks of 20 positions, depth 2"
[ "$(($(wc -l <"$work/more/round1/labels-0003.txt" 2>/dev/null) - 1))" -eq 20 ] ||
  fail "--chunks 4 after 3 did not label the fourth chunk"
[ "$(head -n 1 "$work/more/round1-fit.log")" = "# 4 chunks of 20 positions labelled $labelling, ridge 10 min-samples 10 prior none" ] ||
  fail "--chunks 4 after 3 did not fit again: $(head -n 1 "$work/more/round1-fit.log")"
! cmp -s "$work/first/round1.weights" "$work/more/round1.weights" || fail "the fit of 4 chunks kept the weights of 3"
# Fewer: fitted again on the first 3 chunks alone, which gives the first run's weights.
pipeline "$work/more" --chunks 3
stdout_has "== round 1: fit: again, for '3 chunks of 20 positions"
cmp -s "$work/first/round1.weights" "$work/more/round1.weights" ||
  fail "--chunks 3 after 4 did not fit the first 3 chunks alone"
# Another ridge: the labels stand, the fit is made again.
pipeline "$work/more" --chunks 3 --ridge 20
stdout_has "== round 1: labels: done before"
stdout_has "== round 1: fit: again, for '3 chunks of 20 positions labelled $labelling, ridge 20"
! cmp -s "$work/first/round1.weights" "$work/more/round1.weights" || fail "--ridge 20 kept the weights of ridge 10"
# But a refit of round 1 would change the weights that round 2's labels were made with:
# refused while round 2 holds labels.
pipeline "$work/rounds" --rounds 2 --chunks 1
[ -s "$work/rounds/round2.weights" ] || fail "--rounds 2 wrote no round-2 weights"
refused "$work/rounds" "round 1 fitted anew under round 2's labels" --rounds 2 --chunks 2 "$games"
stderr_has "$work/rounds/round2 holds labels made with the weights of round 1's fit ('1 chunks of 20 positions labelled $labelling, ridge 10 min-samples 10 prior none'), which this run would fit anew ('2 chunks of 20 positions labelled $labelling, ridge 10 min-samples 10 prior none')"
[ ! -e "$work/rounds/round1/labels-0001.txt" ] || fail "the refused rerun labelled"
# A shorter run too (it checked the rounds up to its own --rounds only, and refitted).
refused "$work/rounds" "round 1 fitted anew by a run of one round" --rounds 1 --chunks 2 "$games"
stderr_has "$work/rounds/round2 holds labels made with the weights of round 1's fit"
# A chunk moved away is labelled again, its log notwithstanding, and the same as before.
cp "$work/more/round1/labels-0001.txt" "$work/chunk1"
rm "$work/more/round1/labels-0001.txt"
pipeline "$work/more" --chunks 3 --ridge 20
cmp -s "$work/more/round1/labels-0001.txt" "$work/chunk1" || fail "the chunk moved away was not labelled again"
# One run at a time in a folder.
exec 8>"$work/more/.lock"
flock 8
refused "$work/more" "the folder held by another run" --chunks 3 --ridge 20 "$games"
stderr_has "$work/more is in use by another run"
exec 8>&-

# Elsewhere, from the archive: the labels are not made again, and the weights are the same.
# The archive also holds a fourth chunk (labelled here as the pipeline would), which a run
# of 3 chunks neither unpacks nor fits.
"$root/scripts/label-archive" pack --chunk 20 "$work/first/positions.txt" "$work/first/round1" "$work/archive" \
  >"$out" 2>"$err" || fail "label-archive pack failed: $(cat "$err")"
cp -a "$work/first/round1" "$work/four"
"$build/cli/reversi-engine" label "$work/first/positions.txt" --dir "$work/four" --chunk 20 --chunks 4 --depth 2 \
  --exact 16 --mpc 0 --weights "$work/first/round0.weights" >"$out" 2>"$err" || fail "label failed: $(cat "$err")"
"$root/scripts/label-archive" pack --chunk 20 "$work/first/positions.txt" "$work/four" "$work/archive" \
  >"$out" 2>"$err" || fail "label-archive pack failed: $(cat "$err")"
stdout_has "1 chunks packed into $work/archive, 3 already there"
pipeline "$work/second" --archive "$work/archive"
stdout_has "3 chunks unpacked into $work/second/round1"
[ ! -e "$work/second/round1/labels-0003.txt" ] || fail "a run of 3 chunks unpacked the archive's fourth"
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
# An archive without labels takes this run's line, whatever it said (here what a run
# refused for --depth 1O once wrote there).
mkdir "$work/empty-archive"
echo "depth 1O exact 16 mpc 0 weights $weights_sum" >"$work/empty-archive/labelling"
pipeline "$work/sixth" --chunks 1 --archive "$work/empty-archive"
[ "$(cat "$work/empty-archive/labelling")" = "depth 2 exact 16 mpc 0 weights $weights_sum" ] ||
  fail "the archive without labels kept the line '$(cat "$work/empty-archive/labelling")'"

# Stopped by TERM while it labels (at depth 12, a few seconds a chunk): it exits non-zero
# and leaves none of its programs running (the label command and tee).
"$root/scripts/train-pipeline" --dir "$work/stopped" "${options[@]}" --depth 12 "$games" >"$out" 2>"$err" &
pipeline_pid=$!
for ((i = 0; i < 600; ++i)); do
  pgrep -f -- "label $work/stopped/positions.txt" >/dev/null && break
  sleep 0.1
done
pgrep -f -- "label $work/stopped/positions.txt" >/dev/null || fail "the pipeline to be stopped never labelled"
kill -TERM "$pipeline_pid"
wait "$pipeline_pid"
status=$?
[ "$status" -eq 143 ] || fail "the pipeline stopped by TERM exited $status"
stderr_has "train-pipeline: stopped by SIGTERM"
left="$(pgrep -f -- "$work/stopped/")"
if [ -n "$left" ]; then
  fail "the pipeline stopped by TERM left running: $(ps -o pid=,args= -p "$(paste -sd, <<<"$left")")"
  kill $left 2>/dev/null
fi

finish "train pipeline"
