#!/usr/bin/env bash
# Runs the real reversi-engine binary and checks its exit codes and output.
#   test_cli.sh ENGINE DATA_DIR
engine="$1"
data="$2"
source "$(dirname "$0")/cli_checks.sh"

# Usage errors: exit 2 with the usage on stderr.
expect 2
stderr_has "usage: reversi-engine"
expect 2 frobnicate
stderr_has "unknown command 'frobnicate'"
stderr_has "usage: reversi-engine"
expect 2 perft
stderr_has "DEPTH is required"
stderr_has "usage: reversi-engine perft"
expect 2 perft six
stderr_has "DEPTH must be a whole number"
stderr_lacks "overflow"
expect 2 perft 99999999999
stderr_has "(deeper counts overflow 64 bits)"
stderr_has "usage: reversi-engine perft"
expect 2 perft 6 7
stderr_has "unexpected argument '7'"
# An option perft does not take is named so, not read as a bad DEPTH.
expect 2 perft --threads 2 5
stderr_has "unknown option '--threads'"
expect 2 perft -1
stderr_has "DEPTH must be a whole number from 0 to 18, not '-1'"
# Numbers are read as the engine's readers read them: no spaces, no hexadecimal, no
# inf (strtol and strtod took ' 5', '0x1' and ' 1').
expect 2 perft " 5"
stderr_has "DEPTH must be a whole number from 0 to 18, not ' 5'"
expect 2 match greedy greedy --games 2 --forfeit-after 0x1
stderr_has "--forfeit-after must be a number from 0.01 to 86400, not '0x1'"
expect 2 match greedy greedy --games 2 --forfeit-after " 1"
stderr_has "--forfeit-after must be a number from 0.01 to 86400, not ' 1'"
expect 2 match greedy depth:1:mpc0x1 --games 2
stderr_has "should be mpc or mpc with a confidence above 0 and up to 10"
# Deeper than 18, the 64-bit counts would overflow (8x8's perft(22) is about 3e19).
expect 2 perft 19
stderr_has "DEPTH must be a whole number from 0 to 18, not '19' (deeper counts overflow 64 bits)"
# --version alone: anything after it is a mistake, said (it printed the version).
expect 2 --version extra
stderr_has "--version takes no argument, not 'extra'"
# An option solve does not know is not taken for its FILE.
expect 2 solve --bogus
stderr_has "unknown option '--bogus'"
expect 2 perft 6 --position
stderr_has "option --position needs a value"
# An option given twice is refused (the last value used to win in silence); the players
# of a match are given one option each.
expect 2 selfplay --games 2 --games 3 --output x
stderr_has "option --games is given twice"
# An empty file name is refused, not taken for no file (match --openings '' played the
# XOT openings, --ggf '' wrote nothing, selfplay --weights '' used the hand evaluation).
expect 2 match greedy greedy --games 2 --ggf ''
stderr_has "option --ggf needs a file name, not ''"
expect 2 match greedy greedy --games 2 --openings ''
stderr_has "option --openings needs a file name, not ''"
# An engine whose command is empty or blank starts nothing: refused as such, not played as
# an engine that crashed.
expect 2 match --engine "" greedy --games 2
stderr_has "option --engine needs a command, not ''"
expect 2 match greedy --gtp-engine " " --games 2
stderr_has "option --gtp-engine needs a command, not ' '"
# The games are not written over a file the match reads: a player's weights.
expect 2 match greedy depth:1:weights=players.weights --games 2 --ggf ./players.weights
stderr_has "--ggf './players.weights' is the same file as 'players.weights'"
expect 2 selfplay --games 2 --output x --weights ''
stderr_has "option --weights needs a file name, not ''"
expect 2 selfplay --games 2 --output ''
stderr_has "option --output needs a file name, not ''"
expect 2 label positions.txt --dir ''
stderr_has "option --dir needs a file name, not ''"
expect 2 train samples.txt --prior ''
stderr_has "option --prior needs a file name, not ''"
expect 2 book show --book ''
stderr_has "option --book needs a file name, not ''"
# "-" is a file name only where the standard output is meant (book export's OUT, in
# test_cli_book): elsewhere it is refused, not made a file named "-".
cd "$check_dir" || exit 1
expect 2 positions games.txt --output -
stderr_has "option --output needs a file name, not '-': it is not the standard input or output here (a file of that name is ./-)"
expect 2 selfplay --games 2 --output -
stderr_has "option --output needs a file name, not '-'"
expect 2 testset games.txt - --positions 10
stderr_has "OUT needs a file name, not '-'"
expect 2 match greedy greedy --games 2 --ggf -
stderr_has "option --ggf needs a file name, not '-'"
[ ! -e ./- ] || fail "a file named '-' was written"
cd - >/dev/null || exit 1
# A file option whose name was left out does not take the next option for it (the match
# wrote its games to a file named --verbose, and played without it).
expect 2 match greedy greedy --games 2 --ggf --verbose
stderr_has "option --ggf needs a file name, not the option '--verbose' (a file of that name is ./--verbose)"
[ ! -e ./--verbose ] || fail "a refused match wrote ./--verbose"
# So do the files given in place: an empty one is refused before any work (testset
# solved a position before it found it could not write '').
expect 2 testset games.txt '' --positions 10
stderr_has "OUT needs a file name, not ''"
expect 2 solve ''
stderr_has "FILE needs a file name, not ''"
expect 2 probcut-fit games.txt '' out.txt --positions 10
stderr_has "SAMPLES needs a file name, not ''"
# Flags that contradict each other are refused (the last one used to win).
expect 2 nboard --mpc --no-mpc
stderr_has "give --mpc or --no-mpc, not both"

# A command's own help: its usage on stdout, exit 0, and no work done (solve took
# --help for a file name).
expect 0 solve --help
stdout_has "usage: reversi-engine solve FILE"
expect 0 help perft
stdout_has "usage: reversi-engine perft DEPTH"
# After a subcommand too (book import took --help for its TEXT file).
expect 0 book import --help x
stdout_has "usage: reversi-engine book build FILE"
# Anywhere among the arguments (match took it for an unknown option, perft for a bad
# --position): no option takes --help for its value.
expect 0 match depth:1 depth:1 --games 2 --help
stdout_has "usage: reversi-engine match A B"
expect 0 perft 3 --position --help
stdout_has "usage: reversi-engine perft DEPTH"
expect 2 help frobnicate
stderr_has "unknown command 'frobnicate'"
# help's own usage, as its usage line offers it (it was an unknown command), and one
# COMMAND only (the rest was ignored).
expect 0 help help
stdout_has "usage: reversi-engine help [COMMAND]"
expect 2 help perft extra
stderr_has "reversi-engine: help takes one COMMAND, not also 'extra'"

# Output that cannot be written (a full disk under the standard output) fails the run.
"$engine" perft 3 >/dev/full 2>"$err"
[ $? -eq 1 ] || fail "perft 3 >/dev/full did not exit 1"
stderr_has "reversi-engine: cannot write the standard output"

# Bad data: exit 1 with a message that says where and why, and no usage.
expect 1 perft 3 --position "---------------------------OX------XO--------------------------- Z;"
stderr_has "--position, column 66: expected the side to move (X or O), found 'Z'"
stderr_lacks "usage:"

# perft 6 from the start: the published count, in the documented line format.
expect 0 perft 6
last="$(tail -n 1 "$out")"
[[ "$last" =~ ^perft\ 6:\ 8200\ nodes\ in\ [0-9]+\.[0-9]{3}\ s\ \([0-9]+\.[0-9]\ Mn/s\)$ ]] ||
  fail "perft 6 printed '$last'"

# perft 1 of an FFO position counts its legal moves; the FFO lines list every legal
# move with its score, so the count is the number of MOVE:SCORE pairs.
positions=0
while IFS= read -r line; do
  [ -n "$line" ] || continue
  positions=$((positions + 1))
  moves="$(grep -o ':' <<<"$line" | wc -l)"
  expect 0 perft 1 --position "$line"
  grep -qx "perft 1: $moves nodes in .*" "$out" || fail "perft 1 of '$line' printed '$(cat "$out")', expected $moves nodes"
done <"$data/fforum-1-19.obf"
[ "$positions" -eq 19 ] || fail "perft 1: $positions FFO positions of 19 read"

finish "CLI"
