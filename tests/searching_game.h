// A new 8x8 game from the parallel start, which the opening book does not hold, so a
// computer side searches from its first move. From the usual start it plays book
// moves at once, and a test of a long search (stop, move now, quit while thinking)
// would test nothing.
#pragma once

#include <QVariantMap>

#include "game_model.h"

inline void newSearchingGame(reversi::app::GameModel& game, bool blackIsAi, bool whiteIsAi, int level) {
    game.newGameOf({{"kind", "reversi"}, {"size", 8}, {"parallelStart", true}, {"whiteFirst", false},
                    {"blackIsAi", blackIsAi}, {"whiteIsAi", whiteIsAi}, {"blackLevel", level}, {"whiteLevel", level}});
}
