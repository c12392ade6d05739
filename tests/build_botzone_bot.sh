#!/usr/bin/env bash
# Builds a single-file Botzone bot the way the platform does: scripts/amalgamate, then
# g++ -std=c++17 -O2 on that one file and nothing else.
#   build_botzone_bot.sh SOURCE_DIR OUTPUT_DIR [GAME]
# Reversi (the default) gives OUTPUT_DIR/botzone_bot, another game OUTPUT_DIR/GAME_botzone_bot.
set -euo pipefail
if [ $# -ge 3 ]; then
  "$1/scripts/amalgamate" --game "$3" "$2/$3_botzone_bot.cpp"
  g++ -std=c++17 -O2 "$2/$3_botzone_bot.cpp" -o "$2/$3_botzone_bot"
else
  "$1/scripts/amalgamate" "$2/botzone_bot.cpp"
  g++ -std=c++17 -O2 "$2/botzone_bot.cpp" -o "$2/botzone_bot"
fi
