// The checks every book entry passes, whichever file form it was read from.
#pragma once

#include <string>

#include "reversi/book.h"

namespace reversi {

// Why an entry is impossible (overlapping discs, fewer than 4 discs, a board not in
// canonical form, no move to play, a score beyond 64, an illegal leaf, a depth out of
// range, a score or depth without a leaf), or "" when it is fine.
std::string book_entry_problem(const BookEntry& entry);

}  // namespace reversi
