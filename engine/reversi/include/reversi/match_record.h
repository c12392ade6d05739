// Match games as GGF records, and saving them so that a reader never sees half a file.
#pragma once

#include <string>
#include <vector>

#include "reversi/ggf.h"
#include "reversi/match.h"

namespace reversi {

// A game so far as GGF: its start, its moves with the times measured for them, and
// its clock as TI (what an NBoard engine is told with "set game").
GgfGame ggf_of(const GameRecord& record);

// The game with the players' names by colour, the result (black minus white, as
// "+12.000") and `place`/`date` as given. A forfeit is a 64-disc loss with the reason
// in a comment tag C[...].
GgfGame match_game_record(const MatchGame& game, const std::string& first_name, const std::string& second_name,
                          const std::string& place, const std::string& date);

// Writes the games, one record a line, to `path`: first to "PATH.tmp", then renamed
// over `path`. Throws std::runtime_error naming the file and the reason.
void save_ggf_file(const std::string& path, const std::vector<GgfGame>& games);

}  // namespace reversi
