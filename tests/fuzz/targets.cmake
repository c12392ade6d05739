# The fuzz targets: fuzz_NAME.cpp, seeded from corpus/NAME/. scripts/test reads this
# list too: keep it on one line.
set(REVERSI_FUZZ_TARGETS transcript obf ggf book)
