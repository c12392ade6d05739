// The named-opening list, embedded at build time (see opening_names.cpp.in).
#pragma once

namespace reversi {

// The text of data/opening-names.txt.
const char* opening_names_text();

}  // namespace reversi
