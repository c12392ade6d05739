// The shipped pattern weights, embedded at build time (see pattern_weights_data.cpp.in).
#pragma once

#include <cstddef>

namespace reversi {

const unsigned char* pattern_weights_data();
std::size_t pattern_weights_size();

}  // namespace reversi
