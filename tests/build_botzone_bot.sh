#!/usr/bin/env bash
# Builds the single-file Botzone bot the way the platform does: scripts/amalgamate, then
# g++ -std=c++17 -O2 on that one file and nothing else.
#   build_botzone_bot.sh SOURCE_DIR OUTPUT_DIR
set -euo pipefail
"$1/scripts/amalgamate" "$2/botzone_bot.cpp"
g++ -std=c++17 -O2 "$2/botzone_bot.cpp" -o "$2/botzone_bot"
