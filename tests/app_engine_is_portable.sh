#!/usr/bin/env bash
# The engine libraries the app links (and will link) call no POSIX process or socket function: those
# (the NBoard player of engine matches) live in reversi_protocols, which the app
# leaves out, so the app's engine builds where they do not exist.
#   app_engine_is_portable.sh LIBRARY...
set -euo pipefail
symbols="$(nm -u "$@")"  # a failure of nm fails the test (set -e), rather than passing it
calls="$(grep -owE 'fork|execl|execv|execvp|socketpair|waitpid|kill|poll|pipe|dup2' <<<"$symbols" | sort -u || true)"
if [ -n "$calls" ]; then
  echo "the app's engine libraries ($*) call:" $calls >&2
  exit 1
fi
echo "no process or socket calls in: $*"
