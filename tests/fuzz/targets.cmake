# The fuzz targets: fuzz_NAME.cpp, seeded from corpus/NAME/; each links both games'
# engines with their protocols (where the GTP engines and the Botzone reader are).
# scripts/test reads this list too: keep it on one line.
set(REVERSI_FUZZ_LIBRARIES reversi_protocols nogo_protocols)
set(REVERSI_FUZZ_TARGETS transcript obf ggf book nogo_sgf nogo_board81 nogo_botzone gtp botzone nboard)
