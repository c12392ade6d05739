#!/usr/bin/env bash
# reversi-engine on every board size: --size, --start and --first where they make
# sense, positions of any size, and the 8x8-only commands refusing the others.
#   test_cli_sizes.sh ENGINE
engine="$1"
source "$(dirname "$0")/cli_checks.sh"

# Wrong board options: exit 2, saying what is allowed.
expect 2 perft 3 --size 7
stderr_has "--size must be 4, 6, 8 or 10, not '7'"
expect 2 perft 3 --start diagonal
stderr_has "--start must be crossed or parallel, not 'diagonal'"
expect 2 perft 3 --first red
stderr_has "--first must be black or white, not 'red'"
six="--------------OX----XO-------------- X"
expect 2 perft 3 --size 6 --position "$six"
stderr_has "give --position or --size/--start/--first, not both"
# A position whose cells fit no board is bad data: exit 1, naming the column.
expect 1 perft 3 --position "------- X"
stderr_has "--position, column 1: expected the cells of a board (16, 36, 64 or 100 of X, O, - or .), found 7"

# perft on the other boards: the counts of tests/data/perft_sizes.txt.
expect 0 perft 5 --size 6
stdout_has "perft 5: 1364 nodes"
expect 0 perft 5 --position "$six"
stdout_has "perft 5: 1364 nodes"
expect 0 perft 6 --size 10 --start parallel --first white
stdout_has "perft 6: 9708 nodes"

# The perfect-play result of 4x4 (White wins 11-3, known since the 1990s), with its line.
expect 0 solve-start --size 4
stdout_has "4x4, crossed centre, Black first: -10 for Black with perfect play: White wins by 10 (3-11 on the board)"
stdout_has "principal variation: "
expect 0 solve-start --size 4 --start parallel --first white --threads 2
stdout_has "parallel centre, White first: -4 for White"
# A position is named as what it is, not as the default start (which gave "Black first").
expect 0 solve-start --position "-----XO--OX----- O"
stdout_has "4x4 position, White to move: -10 for White with perfect play: Black wins by 10"
# The 8x8 start (the default size) is out of reach: refused, not run for ever.
expect 2 solve-start
stderr_has "this position has 60 empty squares"
# A position given that deep is bad data, as solve's are.
expect 1 solve-start --position "$(printf '%27s' | tr ' ' -)OX------XO$(printf '%27s' | tr ' ' -) X"
stderr_has "--position: this position has 60 empty squares"

# Analysis of a 10x10 transcript (rows 10 take three characters) and of a 6x6 position.
expect 0 analyze e4 --size 10 --depth 3
stdout_has "White to move, 95 empties"
expect 0 analyze --position "$six" --depth 2 --exact 0
stdout_has "Black to move, 32 empties"
stdout_has "c2 "
expect 1 analyze e4k1 --size 10
stderr_has "move 2: 'k1' is not a square (character 3)"

# solve reads positions of any size from a file.
# White takes a1 and b1, the rest is Black's: -30 for White.
printf '%s\n' "-XOXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX O; A1:-30;" > "$check_dir/six.obf"
expect 0 solve "$check_dir/six.obf"
stdout_has "#1 a1 -30"
stdout_has "total: 1 positions, 0 wrong"

# A match on 4x4, saved as GGF with the board size.
expect 0 match greedy level:2 --games 2 --size 4 --ggf "$check_dir/games.ggf"
stdout_has "greedy vs level:2: 2 games"
grep -qF "TY[4]" "$check_dir/games.ggf" || fail "the match's GGF lacks TY[4]"
expect 2 match greedy --engine "cat" --games 2 --size 6
stderr_has "--engine and --gtp-engine play 8x8 from the standard start only"
# An opening that would fill a 4x4 board (12 empty squares), and an 8x8 player's option
# that the other sizes' players do not have, are refused as such.
expect 2 match greedy greedy --games 2 --size 4 --opening-plies 12
stderr_has "this start has 12 empty squares"
# (Openings that end the game are drawn again: every game has moves of the players.)
# Each game is written whole: its 11 opening plies, then at least one of the players'.
expect 0 match greedy greedy --games 40 --size 4 --opening-plies 11 --verbose --ggf "$check_dir/openings.ggf"
[ "$(grep -c '^game [0-9]*: opening of 11 plies, .*)  [a-d1-4]\{2,\}$' "$out")" -eq 40 ] ||
  fail "games without their opening: $(cat "$out")"
awk '{ if (gsub(/\][BW]\[/, "") < 12) short++ } END { exit !(NR == 40 && short == 0) }' "$check_dir/openings.ggf" ||
  fail "records without the opening and a move of the players: $(cat "$check_dir/openings.ggf")"
expect 2 match greedy depth:2:hand --games 2 --size 4
stderr_has "player 'depth:2:hand': on this board a player takes nothing after its number"

# The 8x8-only commands refuse the others clearly.
expect 2 nboard --size 10
stderr_has "the NBoard protocol plays only the standard 8x8 game"
expect 2 botzone --start parallel
stderr_has "the Botzone judge plays only the standard 8x8 game"
expect 2 selfplay --output "$check_dir/x" --size 6
stderr_has "plays only the standard 8x8 game"

finish test_cli_sizes
