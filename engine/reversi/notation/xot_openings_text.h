// The XOT opening set, embedded at build time (see xot_openings.cpp.in).
#pragma once

namespace reversi {

// The text of data/xot-openings.txt: one 8-move transcript a line.
const char* xot_openings_text();

}  // namespace reversi
