#!/usr/bin/env bash
# Runs the real nogo-engine binary and checks its exit codes and output.
#   test_nogo_cli.sh ENGINE DATA_DIR
engine="$1"
data="$2"
source "$(dirname "$0")/../cli_checks.sh"

# Usage errors: exit 2 with a message and the usage on stderr.
expect 2
stderr_has "usage: nogo-engine"
expect 2 frobnicate
stderr_has "nogo-engine: unknown command 'frobnicate'"
expect 0 gtp --help
stdout_has "usage: nogo-engine gtp"
# --help anywhere among a command's arguments, help's own usage, and one COMMAND to help
# with (an unknown option; an unknown command; the rest ignored).
expect 0 match random random --games 2 --help
stdout_has "usage: nogo-engine match A B"
expect 0 help help
stdout_has "usage: nogo-engine help [COMMAND]"
expect 2 help perft extra
stderr_has "nogo-engine: help takes one COMMAND, not also 'extra'"
expect 2 perft
stderr_has "DEPTH is required"
stderr_has "usage: nogo-engine perft"
expect 2 perft 99
stderr_has "DEPTH must be a whole number from 0 to 10, not '99'"
# perft 11 (about 4.8e20) would overflow the 64-bit count: refused, saying why (and
# under a timeout, since accepted it would run for years).
timeout 20 "$engine" perft 11 >"$out" 2>"$err"
code=$?
[ "$code" -eq 2 ] || fail "nogo-engine perft 11 exited $code, expected 2"
stderr_has "DEPTH must be a whole number from 0 to 10, not '11' (deeper counts overflow 64 bits)"
expect 2 match random
stderr_has "two players are required"
expect 2 match random random --games 2 --move-time 3
stderr_has "match's --move-time is now --forfeit-after S"
expect 2 match random mcts:abc --games 2
stderr_has "'abc' in 'mcts:abc' must be a number"
# No hexadecimal or spaces in a number (strtod took them).
expect 2 match random mcts:10,c=0x1 --games 2
stderr_has "'0x1' in 'mcts:10,c=0x1' must be a number"
# A count is a whole number (1.5 was cut to 1), and the range reads as it is typed.
expect 2 match random minmax:1.5 --games 2
stderr_has "'1.5' in 'minmax:1.5' must be a whole number from 1 to 81"
expect 2 match random mcts:10,threads=0 --games 2
stderr_has "must be a whole number from 1 to 64"
expect 2 match random mcts:10,zoom=3 --games 2
stderr_has "unknown MCTS option 'zoom=3'"
expect 2 match random chess --games 2
stderr_has "unknown player 'chess' (players: random, mcts:"
# gtp's ENGINE searches: random is no engine, and the message does not offer it.
expect 2 gtp random
stderr_has "unknown engine 'random' (engines: mcts:"
stderr_lacks "random,"
# An option given twice is refused, not the last value taken.
expect 2 gtp mcts:10,threads=1,threads=2
stderr_has "'threads' is given twice in 'mcts:10,threads=1,threads=2'"
expect 2 selfplay random
stderr_has "--games N is required"
# The engine may come after the options, as match's players do; a second is refused.
expect 0 gtp --centre-rule mcts:10 </dev/null
expect 2 analyze --moves E5 mcts:10 minmax:1
stderr_has "one engine: 'minmax:1' comes after 'mcts:10'"
expect 2 analyze --moves
stderr_has "option --moves needs a value"
expect 2 analyze --show 2 --show 3
stderr_has "option --show is given twice"
expect 2 botzone --frobnicate
stderr_has "unexpected argument '--frobnicate'"
# A value given twice is refused, here as in every command (the bot parses its own
# options); a flag given twice counts once.
expect 2 botzone --one-shot --time-share 0.5 --time-share 0.05
stderr_has "option --time-share is given twice"
# Its number is read as every command's numbers are: no spaces, no hexadecimal (strtod
# took both).
expect 2 botzone --one-shot --time-share " 0.5"
stderr_has "--time-share must be a number above 0 and at most 1, not ' 0.5'"
expect 2 botzone --one-shot --time-share 0x0.1
stderr_has "--time-share must be a number above 0 and at most 1, not '0x0.1'"
expect 0 perft 1 --centre-rule --centre-rule
stdout_has "perft 1: 80 nodes"
# An empty file name is refused, not taken for no file.
expect 2 match random random --games 2 --sgf ''
stderr_has "option --sgf needs a file name, not ''"
expect 2 selfplay random --games 2 --sgf ''
stderr_has "option --sgf needs a file name, not ''"
expect 2 analyze minmax:1 --sgf ''
stderr_has "option --sgf needs a file name, not ''"
expect 2 selfplay random --games 2 --sgf --centre-rule
stderr_has "option --sgf needs a file name, not the option '--centre-rule'"
# "-" is not the standard output here: refused, not written as a file named "-".
expect 2 selfplay random --games 2 --sgf -
stderr_has "option --sgf needs a file name, not '-'"
# An empty engine command is refused too (it started nothing, then lost every game as a crashed engine).
expect 2 match --engine "" random --games 2
stderr_has "option --engine needs a command, not ''"
expect 2 perft --threads 2
stderr_has "unknown option '--threads'"
expect 2 match random random --games 2 --forfeit-after 3
stderr_has "--forfeit-after is the time an --engine player has to answer, and no player is one"
expect 2 gtp minmax:zero
stderr_has "'zero' in 'minmax:zero' must be a whole number"

# Two positions to analyse: which one was meant is not guessed.
expect 2 analyze minmax:1 --moves E5 --position .................................................................................
stderr_has "give --moves, --position or --sgf once"
expect 2 analyze minmax:1 --sgf "$check_dir/none.sgf" --centre-rule
stderr_has "a record says its rule itself (RU)"

# Bad data: exit 1 with where and why, no usage.
expect 1 analyze --moves "E5 E5"
stderr_has "--moves, move 2: E5 is not legal for White: the point is taken"
stderr_lacks "usage:"
expect 1 analyze --position "XX"
stderr_has "--position, character 3: expected 81 points, found 2 characters"
# Under the centre rule Black's only stone on the centre was Black's first move: no
# game reaches that board (without the rule one does).
centred="$(printf '%40s' '' | tr ' ' .)X$(printf '%40s' '' | tr ' ' .)"
expect 1 analyze minmax:1 --centre-rule --position "$centred"
stderr_has "under the centre rule Black's first stone may not take the centre"
expect 0 analyze minmax:1 --position "$centred"

# perft: the counts of positions.md in reversi-engine's line format.
expect 0 perft 3
last="$(tail -n 1 "$out")"
[[ "$last" =~ ^perft\ 3:\ 511912\ nodes\ in\ [0-9]+\.[0-9]{3}\ s\ \([0-9]+\.[0-9]\ Mn/s\)$ ]] || fail "perft 3 printed '$last'"
expect 0 perft 1 --centre-rule
stdout_has "perft 1: 80 nodes"

# A match prints the tally with Elo; its SGF file reads back (through analyze).
expect 0 match random minmax:1 --games 2 --sgf "$check_dir/games.sgf"
stdout_has "random vs minmax:1: 2 games, W/L"
[ "$(grep -c '^(;GM\[1\]' "$check_dir/games.sgf")" -eq 2 ] || fail "games.sgf holds $(grep -c '^(' "$check_dir/games.sgf") games"
head -n 1 "$check_dir/games.sgf" >"$check_dir/one.sgf"
expect 0 analyze minmax:1 --sgf "$check_dir/one.sgf"
stdout_has "game over:"
cp "$out" "$check_dir/first-game.txt"
# The whole file: a game must be chosen, and the first is the file of one game.
expect 1 analyze minmax:1 --sgf "$check_dir/games.sgf"
stderr_has "games.sgf: 2 games; choose one with --game N (1 to 2)"
expect 1 analyze minmax:1 --sgf "$check_dir/games.sgf" --game 3
stderr_has "games.sgf: no game 3, the file holds 2"
expect 0 analyze minmax:1 --sgf "$check_dir/games.sgf" --game 1
cmp -s "$out" "$check_dir/first-game.txt" || fail "--game 1 read another game than the file of one: $(cat "$out")"
expect 0 analyze minmax:1 --sgf "$check_dir/games.sgf" --game 2
stdout_has "game over:"
expect 2 analyze minmax:1 --moves E5 --game 1
stderr_has "--game chooses a game of --sgf FILE"
expect 1 analyze minmax:1 --sgf "$check_dir"
stderr_has "is a directory, not a file"
# Variations nested 30000 deep are refused where the nesting passes 200 (they crashed it).
{ printf '(;GM[1]SZ[9]'; printf '(;%.0s' $(seq 30000); printf ')%.0s' $(seq 30001); } >"$check_dir/deep.sgf"
expect 1 analyze mcts:10 --sgf "$check_dir/deep.sgf"
stderr_has "deep.sgf, line 1, column 411: variations nested more than 200 deep"

# analyze streams per-move lines and ends with the best move; a proven position says so.
expect 0 analyze mcts:200 --moves "E5 D4"
stdout_has "final "
grep -q '^bestmove [A-HJ][1-9]$' "$out" || fail "no bestmove line: $(tail -n 2 "$out")"
# A proven position says so: three moves before the end of a game.
expect 0 selfplay random --games 1 --sgf "$check_dir/random.sgf"
sed -E 's/(;[BW]\[[a-i]{2}\]){3}\)[[:space:]]*$/)/' "$check_dir/random.sgf" >"$check_dir/late.sgf"
cmp -s "$check_dir/random.sgf" "$check_dir/late.sgf" && fail "no moves taken off the record: $(cat "$check_dir/random.sgf")"
expect 0 analyze minmax:10 --sgf "$check_dir/late.sgf"
grep -Eq ' proven (win|loss)$' "$out" || fail "no proof three moves before the end: $(cat "$out")"

# selfplay plays whole games.
expect 0 selfplay mcts:10 --games 2
stdout_has "2 games of mcts:10 against itself"
# A record file that cannot be written is refused before the first game, not after it.
expect 1 selfplay random --games 2 --sgf "$check_dir/nowhere/games.sgf"
stderr_has "nowhere/games.sgf.tmp"
! grep -q '^game 1' "$out" || fail "selfplay with an unwritable --sgf played: $(cat "$out")"
# (A match does so before its GTP program starts: the one here leaves a mark when it does.)
printf '#!/bin/sh\ntouch "%s"\nexec "%s" gtp mcts:10\n' "$check_dir/started" "$engine" >"$check_dir/marking-gtp.sh"
chmod +x "$check_dir/marking-gtp.sh"
expect 1 match random --engine "$check_dir/marking-gtp.sh" --games 2 --sgf "$check_dir/nowhere/games.sgf"
stderr_has "nowhere/games.sgf.tmp"
[ ! -e "$check_dir/started" ] || fail "a match with an unwritable --sgf started its GTP program"

# A match against a GTP program: nogo-engine itself.
expect 0 match mcts:10 --engine "$engine gtp mcts:10" --games 2
stdout_has "mcts:10 vs $engine gtp mcts:10: 2 games"
# A stand-in GTP program, $check_dir/NAME.sh: every genmove answered with ANSWER (a
# printf format), everything else with '='.
fake_gtp() {
  cat >"$check_dir/$1.sh" <<SCRIPT
while read -r line; do
  case "\$line" in genmove*) printf '$2' ;; *) echo '=' ;; esac
  echo
done
SCRIPT
}
# A program that answers a move off the board loses its games, and the match goes on.
fake_gtp off_board '= Z9\n'
expect 0 match random --engine "bash $check_dir/off_board.sh" --games 2
stdout_has "forfeits: bash $check_dir/off_board.sh: genmove answered 'Z9', not a point"
stdout_has "2 games, W/L 2/0"
# An illegal move is named with the program that played it and why it is illegal (the
# forfeit said "E5 is not legal", of neither).
fake_gtp centre '= E5\n'
expect 0 match random --engine "bash $check_dir/centre.sh" --games 2
stdout_has "game 1: White forfeits: bash $check_dir/centre.sh: E5 is not legal for White: the point is taken"
# One that resigns loses by resignation (RE[B+R], RE[W+R]), not by a forfeit.
fake_gtp resigning '= resign\n'
expect 0 match random --engine "bash $check_dir/resigning.sh" --games 2 --sgf "$check_dir/resigned.sgf"
stdout_has "game 1: White resigns"
stdout_has "game 2: Black resigns"
stdout_has "2 games, W/L 2/0"
grep -q 'RE\[B+R\]' "$check_dir/resigned.sgf" && grep -q 'RE\[W+R\]' "$check_dir/resigned.sgf" ||
  fail "resignations recorded as $(grep -o 'RE\[[^]]*\]' "$check_dir/resigned.sgf")"
! grep -q forfeits "$out" || fail "a resignation was called a forfeit: $(cat "$out")"
# An answer of several lines is quoted on the one line of its message.
fake_gtp two_lines '= first\nsecond\n'
expect 0 match random --engine "bash $check_dir/two_lines.sh" --games 2
stdout_has "game 1: White forfeits: bash $check_dir/two_lines.sh: genmove answered 'first?second', not a point"
! grep -q '^second' "$out" || fail "the answer's second line stands alone: $(cat "$out")"
# One that does not speak GTP at all is reported at once.
expect 1 match random --engine "cat" --games 2
stderr_has "engine 'cat': 'boardsize 9' got 'boardsize 9', not a GTP answer"

finish "nogo-engine CLI"
