// The engine's messages for people are English: it knows nothing of Qt or of languages.
// Those a person meets when pasting or opening a record (a move that is no square, or
// illegal, or out of turn; where it is) are put here in the language of the moment;
// any other part stays as the engine wrote it.
#pragma once

#include <QString>

#include "reversi/notation.h"

namespace reversi::app {

// "WHERE: WHY" of a reader's error, translated where the words are known.
QString parseErrorText(const ParseError& error);

}  // namespace reversi::app
