// The opening book built into the library (see book_data.cpp.in).
#pragma once

#include <string_view>

namespace reversi {

// The bytes of data/book/reversi.book; empty when the build had no book file.
std::string_view builtin_book_bytes();

}  // namespace reversi
