#!/usr/bin/env bash
# The book commands of the real reversi-engine binary, and the opening names in
# analyze: exit codes, messages, output, and the export/import round trip.
#   test_cli_book.sh ENGINE
engine="$1"
source "$(dirname "$0")/cli_checks.sh"
dir="$check_dir"

# Usage errors: exit 2 with the usage.
expect 2 book
stderr_has "expected build, extend, show, export, import or lines"
expect 2 book shelve
stderr_has "unknown book command 'shelve'"
expect 2 book build
stderr_has "the book FILE is required"
expect 2 book build "$dir/x.book" --depth 0
stderr_has "--depth"
expect 2 book show
stderr_has "give either a TRANSCRIPT or --position"
expect 2 book import "$dir/only-one"
stderr_has "BOOK is required"
expect 2 book import "$dir/a.txt" "$dir/b.book" "$dir/c"
stderr_has "unexpected argument '$dir/c'"
expect 2 book import "$dir/a.txt" ''
stderr_has "BOOK needs a file name, not ''"
# An empty OUT is refused, not taken for the standard output.
expect 2 book export ''
stderr_has "OUT needs a file name, not ''"

# Names in every orientation, at the move where they are reached.
expect 0 book show f5d6c3d3c4
stdout_has "move 2: Perpendicular Opening"
stdout_has "move 5: Tiger"
expect 0 book show e6f4c3c4d3
stdout_has "move 5: Tiger"
expect 0 book show c4c3d3c5d6f4f5
stdout_has "move 7: Rose-v-Toth"
expect 0 analyze f5d6c3d3c4 --depth 2
stdout_has "opening: Tiger (move 5)"

# The built-in book knows the start, and analyze marks its moves with book scores.
expect 0 book show ""
stdout_has "Black to move, value"
stdout_has "f5"
expect 0 analyze f5 --depth 2
awk 'NR > 2 && $1 ~ /^[a-h][1-8]$/ && $5 ~ /^[-+][0-9]+$/ { found = 1 } END { exit !found }' "$out" ||
  fail "analyze f5 marks no book move: $(cat "$out")"

# A small book: build, extend, export, import, and the text round trip.
expect 0 book build "$dir/small.book" --games 3 --plies 6 --depth 3 --no-names
stdout_has "small.book: "
expect 0 book extend "$dir/small.book" --games 3 --plies 6 --depth 3 --no-names --seed 2
# Self-play lines from roots: an extension below the Tiger; a bad roots file is named.
echo f5d6c3d3c4 >"$dir/roots.txt"
expect 0 book extend "$dir/small.book" --games 2 --plies 8 --depth 3 --no-names --seed 3 --roots "$dir/roots.txt"
# Guided lines (one colour as the book would play) below the same root grow it deeper.
expect 0 book extend "$dir/small.book" --games 2 --plies 10 --depth 3 --no-names --roots "$dir/roots.txt" --guided
grep -Eq '\([1-9][0-9]* new\)' "$out" || fail "guided lines added nothing: $(cat "$out")"
expect 0 book show f5d6c3d3c4 --book "$dir/small.book"
stdout_has "White to move"
printf 'f5d6\nf5z9\n' >"$dir/bad-roots.txt"
expect 1 book extend "$dir/small.book" --games 2 --no-names --roots "$dir/bad-roots.txt"
stderr_has "bad-roots.txt, line 2"
expect 0 book export --book "$dir/small.book" "$dir/small.txt"
expect 0 book import "$dir/small.txt" "$dir/again.book"
cmp -s "$dir/small.book" "$dir/again.book" || fail "export then import changed the book"
expect 0 book show f5 --book "$dir/small.book"
stdout_has "White to move"
# "-" is the standard output; an output that is the file read (by another path too) is
# refused before anything is written, and the book stays as it was.
expect 0 book export --book "$dir/small.book" -
cmp -s "$out" "$dir/small.txt" || fail "book export - printed other than the exported file"
cp "$dir/small.book" "$dir/kept.book"
expect 2 book export --book "$dir/small.book" "$dir/../$(basename "$dir")/small.book"
stderr_has "OUT '$dir/../$(basename "$dir")/small.book' is the same file as '$dir/small.book'"
expect 2 book extend "$dir/small.book" --games 1 --no-names --log "$dir/small.book"
stderr_has "--log '$dir/small.book' is the same file as '$dir/small.book'"
expect 2 book build "$dir/new.book" --games 1 --no-names --log "$dir/../$(basename "$dir")/new.book"  # neither there yet
stderr_has "is the same file as '$dir/new.book'"
[ ! -e "$dir/new.book" ] || fail "a refused build wrote $dir/new.book"
expect 2 book import "$dir/small.txt" "$dir/small.txt"
stderr_has "BOOK '$dir/small.txt' is the same file as '$dir/small.txt'"
cmp -s "$dir/small.book" "$dir/kept.book" || fail "a refused export or extend changed the book"

# Popular lines of a games file (transcript, then anything after a tab): the lines
# two games share, one per final position; a build adds them and logs its leaves, and
# a rerun with the log searches nothing again and writes the same book.
printf 'f5d6c3d3c4f4\t12\nf5d6c3d3c4f4c5\t3\nf5f6e6f4\nd3c3c4e3\n' >"$dir/games.txt"
expect 0 book lines --lines-from "$dir/games.txt" --lines-min 2
[ "$(sort "$out" | tr '\n' ' ')" = "d3c3c4e3 f5d6c3d3c4f4 " ] || fail "book lines printed: $(cat "$out")"
expect 0 book build "$dir/lines.book" --games 0 --no-names --depth 3 --mpc 1.5 --lines-from "$dir/games.txt" \
  --lines-min 2 --log "$dir/lines.log"
stdout_has "lines.book: 10 positions"
[ "$(grep -vc '^#' "$dir/lines.log")" -eq 10 ] || fail "the log holds $(grep -vc '^#' "$dir/lines.log") leaves, not 10"
cp "$dir/lines.book" "$dir/first.book"
expect 0 book build "$dir/lines.book" --games 0 --no-names --depth 3 --mpc 1.5 --lines-from "$dir/games.txt" \
  --lines-min 2 --log "$dir/lines.log"
cmp -s "$dir/lines.book" "$dir/first.book" || fail "the resumed build differs"
[ "$(grep -vc '^#' "$dir/lines.log")" -eq 10 ] || fail "the resumed build searched again"
# The log's first line says the settings its leaves' scores were searched with, and a build
# with others refuses it (a log of --depth 1 made a --depth 5 build a depth-1 book, silently);
# so is a log that does not say (an earlier version's), whose scores cannot be checked.
[ "$(head -n 1 "$dir/lines.log")" = "# leaves searched with --depth 3 --exact 24 --mpc 1.5" ] ||
  fail "the log begins '$(head -n 1 "$dir/lines.log")'"
expect 1 book build "$dir/deeper.book" --games 0 --no-names --depth 4 --mpc 1.5 --lines-from "$dir/games.txt" \
  --lines-min 2 --log "$dir/lines.log"
stderr_has "lines.log, line 1: its leaves were searched with --depth 3, and this build's are with --depth 4"
[ ! -e "$dir/deeper.book" ] || fail "a build refused its log wrote a book"
expect 1 book extend "$dir/lines.book" --games 0 --no-names --depth 3 --lines-from "$dir/games.txt" \
  --lines-min 2 --log "$dir/lines.log"
stderr_has "lines.log, line 1: its leaves were searched with --mpc 1.5, and this build's are with --mpc 0"
cmp -s "$dir/lines.book" "$dir/first.book" || fail "an extend that refused its log changed the book"
grep -v '^#' "$dir/lines.log" >"$dir/unsaid.log"
expect 1 book build "$dir/unsaid.book" --games 0 --no-names --depth 3 --mpc 1.5 --lines-from "$dir/games.txt" \
  --lines-min 2 --log "$dir/unsaid.log"
stderr_has "unsaid.log, line 1: the log does not say the settings its leaves were searched with"
[ ! -e "$dir/unsaid.book" ] || fail "a build refused its log wrote a book"
# A log whose last leaf was cut short: that leaf is searched again and written whole on a
# line of its own (it was glued to the cut one, and the next resume could not read it).
cp "$dir/lines.log" "$dir/whole.log"
head -c -5 "$dir/whole.log" >"$dir/lines.log"
expect 0 book build "$dir/lines.book" --games 0 --no-names --depth 3 --mpc 1.5 --lines-from "$dir/games.txt" \
  --lines-min 2 --log "$dir/lines.log"
stderr_has "lines.log: its last line had no end"
cmp -s "$dir/lines.book" "$dir/first.book" || fail "the build resumed from a cut log differs"
[ "$(sort "$dir/lines.log")" = "$(sort "$dir/whole.log")" ] || fail "the cut leaf was not logged again whole"
expect 2 book lines
stderr_has "book lines needs --lines-from GAMES"
expect 2 book lines --lines-from "$dir/games.txt" extra
stderr_has "unexpected argument 'extra'"

# Bad data: exit 1, saying where and why, no usage.
sed '2s/ [a-h][1-8] / z9 /' "$dir/small.txt" >"$dir/bad.txt"
expect 1 book import "$dir/bad.txt" "$dir/bad.book"
stderr_has "bad.txt, line 2, column 68: the leaf must be a legal move"
stderr_lacks "usage:"
[ ! -e "$dir/bad.book" ] || fail "a refused import wrote a book"
head -n 1 "$dir/small.txt" | grep '^#' >"$dir/empty.txt" || : >"$dir/empty.txt"  # its header alone, if it has one
expect 1 book import "$dir/empty.txt" "$dir/empty.book"
stderr_has "empty.txt: no positions"
[ ! -e "$dir/empty.book" ] || fail "an import of nothing wrote a book"
printf 'RVBK\001\000\000\000junk' >"$dir/junk.book"
expect 1 book show f5 --book "$dir/junk.book"
stderr_has "junk.book: "
cp "$dir/small.book" "$dir/corrupt.book"
printf '\377' | dd of="$dir/corrupt.book" bs=1 seek=40 conv=notrunc status=none
expect 1 book show f5 --book "$dir/corrupt.book"
stderr_has "checksum mismatch"
printf 'f5d6\nf5d6c3z9\n' >"$dir/bad-games.txt"
expect 1 book lines --lines-from "$dir/bad-games.txt"
stderr_has "bad-games.txt, line 2"
expect 1 book lines --lines-from "$dir/no-games.txt"
stderr_has "no-games.txt: cannot open the file"
expect 1 book extend "$dir/missing.book" --games 1
stderr_has "missing.book: cannot open the file"
# A directory is not read as an empty file, here or for any other file a command reads.
mkdir -p "$dir/folder"
expect 1 book show f5d6 --book "$dir/folder"
stderr_has "folder: is a directory, not a file"
expect 1 solve "$dir/folder"
stderr_has "folder: is a directory, not a file"
# A file read is not written over: not as the book, nor as its temporary.
printf 'f5d6\nf5f6\n' >"$dir/roots.txt"
cp "$dir/roots.txt" "$dir/roots-kept.txt"
expect 2 book build "$dir/roots.txt" --roots "$dir/roots.txt" --games 1 --no-names
stderr_has "the book '$dir/roots.txt' is the same file as '$dir/roots.txt'"
cp "$dir/small.txt" "$dir/imported.book.tmp"
expect 2 book import "$dir/imported.book.tmp" "$dir/imported.book"
stderr_has "is written first to '$dir/imported.book.tmp', which is the input"
cmp -s "$dir/roots.txt" "$dir/roots-kept.txt" && cmp -s "$dir/small.txt" "$dir/imported.book.tmp" ||
  fail "a refused build or import changed a file it reads"
expect 2 book build "$dir/logged.book" --games 1 --no-names --log "$dir/logged.book.tmp"
stderr_has "is written first to '$dir/logged.book.tmp'"
# A log is appended to in place: the book may be named as a log's temporary would be.
expect 0 book build "$dir/plain.log.tmp" --games 1 --plies 2 --depth 1 --exact 0 --no-names --log "$dir/plain.log"
# An empty file name or position is refused as such, not taken for none given.
expect 2 book build "$dir/x.book" --lines-from ''
stderr_has "option --lines-from needs a file name, not ''"
expect 2 book show f5 --position ''
stderr_has "give either a TRANSCRIPT or --position"
# An exact solve too deep to end is refused (it ran without end), as solve-start's is,
# before any is solved; the message names its line, not its place among the positions
# (it said "position 2" of line 4).
{ echo "% a comment"; echo; echo "-XOXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX O; A1:-30;"
  echo "$(printf -- '-%.0s' {1..27})OX------XO$(printf -- '-%.0s' {1..27}) X;"; } >"$dir/start.obf"
expect 1 solve "$dir/start.obf"
stderr_has "start.obf, line 4: the position has 60 empty squares"
[ ! -s "$out" ] || fail "solve solved a position of a file it refused: $(cat "$out")"
expect 2 analyze f5 --exact 60 --depth 1
stderr_has "--exact must be a whole number from 0 to 36"

finish test_cli_book
