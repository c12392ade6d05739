#!/usr/bin/env bash
# The search commands of the real reversi-engine binary: exit codes, messages, output.
#   test_cli_search.sh ENGINE DATA_DIR
engine="$1"
data="$2"
source "$(dirname "$0")/cli_checks.sh"

# Usage errors: exit 2 with the usage on stderr.
expect 2 analyze
stderr_has "give either a TRANSCRIPT or --position"
stderr_has "usage: reversi-engine analyze"
expect 2 analyze f5d6 --depth 3 --time 1
stderr_has "give --depth or --time, not both"
expect 2 analyze f5d6 --depth 0
stderr_has "--depth must be a whole number"
expect 2 match greedy
stderr_has "two players are required"
expect 2 match greedy table:2
stderr_has "--games N is required"
# The limits of engines run as programs, with none in the match: refused, not ignored.
expect 2 match greedy level:1 --games 2 --engine-depth 12
stderr_has "--engine-depth is the depth of an --engine player, and no player is one"
expect 2 match greedy level:1 --games 2 --move-time 3
stderr_has "match's --move-time is now --forfeit-after S"
expect 2 match greedy level:1 --games 2 --forfeit-after 3
stderr_has "--forfeit-after is the time an --engine or --gtp-engine player has to answer, and no player is one"
expect 2 match greedy wizard --games 2
stderr_has "unknown player 'wizard'"
stderr_has "usage: reversi-engine match"
expect 2 bench --fast
stderr_has "unknown option '--fast'"

# Bad data: exit 1 with a message that says where and why, and no usage.
expect 1 analyze f5z9
stderr_has "move 2: 'z9' is not a square"
stderr_lacks "usage:"

# A finished game has nothing to analyse.
expect 0 analyze f5d6c4d3c2b3b4b5c5f4c3e3f3c6e6c1e2f1d7f2e1d1d2d8a4a5a6b6a7e7a3g5g4h3h4h5g3b2a2b7a8c7b8f6e8f8a1b1f7h2g2g8g1g7h8c8g6h1h6h7
stderr_lacks "usage:"
grep -q "^game over" "$out" || fail "a finished game printed '$(cat "$out")'"

# Exact analysis of the FFO positions: every listed move with its listed score.
positions=0
while IFS= read -r line; do
  [ -n "$line" ] || continue
  positions=$((positions + 1))
  expect 0 analyze --position "$line" --exact 20
  expected="$(grep -o '[A-H][1-8]:[-+][0-9]*' <<<"$line" | tr 'A-H' 'a-h' | sort)"
  got="$(awk 'NR > 2 && $4 == "yes" { printf "%s:%s\n", $1, $2 }' "$out" | sort)"
  [ "$expected" = "$got" ] || fail "analyze of '$line': got $(echo $got), expected $(echo $expected)"
done <"$data/fforum-1-19.obf"
[ "$positions" -eq 19 ] || fail "analyze: $positions FFO positions of 19 read"

# By time the analysis searches selectively, as timed play: every depth carries the
# probability that its cuts were right (Multi-ProbCut at kDefaultProbCut, t = 1.1: 73 %).
expect 0 analyze f5d6c3 --time 0.2
bad="$(awk 'NR > 2 && $1 ~ /^[a-h][1-8]$/ && $3 !~ /^[0-9]+@73%$/ { print $3 }' "$out")"
[ -z "$bad" ] && [ "$(awk 'NR > 2 && $1 ~ /^[a-h][1-8]$/' "$out" | wc -l)" -ge 3 ] ||
  fail "analyze --time printed depths '$(echo $bad)' in '$(cat "$out")'"

# A short match: the summary line, with W/D/L adding up to the games, then each
# side's mean time a move.
expect 0 match depth:1 greedy --games 4
summary="$(tail -n 2 "$out" | head -n 1)"
[[ "$(tail -n 1 "$out")" =~ ^time\ a\ move:\ depth:1\ [0-9]+\.[0-9]{3}\ s,\ greedy\ [0-9]+\.[0-9]{3}\ s$ ]] ||
  fail "match printed no move times: '$(tail -n 1 "$out")'"
if [[ "$summary" =~ ^depth:1\ vs\ greedy:\ 4\ games,\ W/D/L\ ([0-9]+)/([0-9]+)/([0-9]+),\ score\ [0-9.]+%,\ Elo\  ]]; then
  [ $((BASH_REMATCH[1] + BASH_REMATCH[2] + BASH_REMATCH[3])) -eq 4 ] || fail "W/D/L do not add up: '$summary'"
else
  fail "match printed '$summary'"
fi

# --openings: a file with a byte-order mark and a comment plays its one opening in both
# games; a directory or a bad line is refused with its name. The opening is the line's
# text before a tab, as positions reads its games, spaced or not, and a Windows line end
# is no part of it (the line was cut at its first space: 'f5 d6 c3' played f5 alone).
printf '\357\273\277# written by an editor with a byte-order mark\r\nf5 d6 c3\tperpendicular\r\n' >"$check_dir/openings.txt"
expect 0 match greedy greedy --games 2 --openings "$check_dir/openings.txt" --ggf "$check_dir/openings.ggf"
[ "$(grep -o 'B\[F5\]W\[D6\]B\[C3\]W' "$check_dir/openings.ggf" | wc -l)" -eq 2 ] ||
  fail "the games did not start with the opening: $(cat "$check_dir/openings.ggf")"
mkdir -p "$check_dir/folder"
expect 1 match greedy greedy --games 2 --openings "$check_dir/folder"
stderr_has "folder: is a directory, not a file"
# A record file that cannot be written is refused before any engine starts (the
# engine here leaves a mark when it does), not after the first game.
printf '#!/bin/sh\ntouch "%s"\nexec "%s" nboard\n' "$check_dir/started" "$engine" >"$check_dir/marking-engine.sh"
chmod +x "$check_dir/marking-engine.sh"
expect 1 match greedy --engine "$check_dir/marking-engine.sh" --games 2 --ggf "$check_dir/folder"
stderr_has "cannot replace $check_dir/folder: it is a directory"
[ ! -e "$check_dir/started" ] || fail "a match with an unwritable --ggf started its engine"
printf 'f5f6\nf5 z9\n' >"$check_dir/bad-openings.txt"
expect 1 match greedy greedy --games 2 --openings "$check_dir/bad-openings.txt"
stderr_has "bad-openings.txt, line 2, move 2: 'z9' is not a square (character 4)"
# NBoard: a byte-order mark before the first command (a script saved by an editor) is no
# part of it; the command is answered, not ignored as unknown.
answer="$(printf '\357\273\277ping 7\nping 8\n' | "$engine" nboard)"
[ "$answer" = "$(printf 'pong 7\npong 8')" ] || fail "nboard after a byte-order mark answered '$answer'"
# An opening that ends the game leaves nothing to play: refused, not scored as a game.
printf 'f5d6\ne6f4e3f6g5d6e7f5c5\n' >"$check_dir/over-openings.txt"
expect 1 match greedy greedy --games 2 --openings "$check_dir/over-openings.txt"
stderr_has "over-openings.txt, line 2: the game is over after this opening"

finish "search CLI"
