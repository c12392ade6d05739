#!/usr/bin/env bash
# Replays a scripted session with a line-protocol program (NBoard, GTP, Botzone) and
# checks its answers, waiting for each answer before sending on as a GUI or judge would.
#   replay_session.sh SESSION PROGRAM [ARGS...]
# SESSION lines (tests/data/sessions/):
#   > TEXT     send TEXT
#   < REGEX    the next line the program writes must match REGEX (POSIX ERE, whole line);
#              "<" alone: the next line is empty
#   << REGEX   skip the program's lines until one matches REGEX
#   # ...      comment; blank lines are ignored
# At the end the program's input is closed and it must exit with code 0. A "\r" ending
# a line (Windows programs write "\r\n") is dropped. Each answer is waited for 60 s at
# most (REPLAY_TIMEOUT).
set -u
session="$1"
shift
timeout="${REPLAY_TIMEOUT:-60}"
name="$(basename "$session")"
[ -r "$session" ] || { echo "FAIL: $session: cannot read the session" >&2; exit 2; }

coproc PROGRAM { "$@"; }
pid=$PROGRAM_PID
# Our own copies of the ends: the coproc's variables are unset when it exits.
exec {to}>&"${PROGRAM[1]}" {from}<&"${PROGRAM[0]}"
eval "exec ${PROGRAM[1]}>&-"

close_input() { exec {to}>&-; }

fail() {
  echo "FAIL: $name, line $number: $*" >&2
  close_input
  kill "$pid" 2>/dev/null
  wait "$pid" 2>/dev/null
  exit 1
}

# next_line: the program's next line into $got, or fail.
next_line() {
  IFS= read -r -t "$timeout" -u "$from" got || fail "no line from the program within $timeout s (wanted '$1')"
  got="${got%$'\r'}"
}

number=0
lines=0
while IFS= read -r entry || [ -n "$entry" ]; do
  number=$((number + 1))
  case "$entry" in
    ''|'#'*) ;;
    '> '*) printf '%s\n' "${entry#> }" >&"$to" || fail "the program stopped reading" ;;
    '<< '*)
      pattern="${entry#<< }"
      next_line "$pattern"
      while ! [[ "$got" =~ ^($pattern)$ ]]; do next_line "$pattern"; done
      lines=$((lines + 1)) ;;
    '<'|'< '*)
      pattern="${entry#<}"
      pattern="${pattern# }"
      next_line "$pattern"
      [[ "$got" =~ ^($pattern)$ ]] || fail "expected '$pattern', got '$got'"
      lines=$((lines + 1)) ;;
    *) echo "$session, line $number: not a session line: $entry" >&2; exit 2 ;;
  esac
done <"$session"

close_input
wait "$pid"
code=$?
[ "$code" -eq 0 ] || fail "the program exited with code $code"
[ "$lines" -gt 0 ] || fail "the session checks no answer"
echo "$name: $lines answers checked"
