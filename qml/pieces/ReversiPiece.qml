import Reversi

// Reversi's piece: a disc that turns over when its colour changes.
Disc {}
