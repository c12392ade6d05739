pragma ComponentBehavior: Bound
import QtQuick
import Reversi

// The 8x8 board with its coordinates. Pressing a legal square previews the discs it
// would turn; releasing on it plays.
Rectangle {
    id: board
    required property GameModel game
    property bool showLegalMoves: true
    property bool animated: true
    // The square being pressed, and the discs playing it would turn.
    property int pressedSquare: -1
    readonly property var preview: pressedSquare >= 0 ? game.flipsFor(pressedSquare) : []
    readonly property real margin: width * 0.05
    readonly property real cellSize: (width - 2 * margin) / 8
    readonly property int mover: game.sideToMove
    readonly property bool humanTurn: mover !== 0 && !game.aiTurn

    color: "#143d27"
    radius: margin * 0.4

    // Coordinates on all four sides: letters for columns, numbers for rows.
    Repeater {
        model: 32
        delegate: Text {
            required property int index
            readonly property int line: index % 8
            readonly property int side: Math.floor(index / 8)  // 0 top, 1 bottom, 2 left, 3 right
            readonly property real along: board.margin + (line + 0.5) * board.cellSize
            readonly property real across: side % 2 === 0 ? board.margin / 2 : board.width - board.margin / 2
            text: side < 2 ? String.fromCharCode(97 + line) : String(line + 1)
            color: "#b8cfc0"
            font.pixelSize: Math.max(8, board.margin * 0.5)
            x: (side < 2 ? along : across) - width / 2
            y: (side < 2 ? across : along) - height / 2
        }
    }

    Grid {
        id: grid
        x: board.margin
        y: board.margin
        columns: 8
        Repeater {
            model: board.game
            delegate: Cell {
                width: board.cellSize
                height: board.cellSize
                mover: board.mover
                interactive: board.humanTurn
                // No hints for the person while the computer is to move.
                showLegalMoves: board.showLegalMoves && board.humanTurn
                animated: board.animated
                previewFlip: board.preview.indexOf(index) >= 0
                previewPlace: board.pressedSquare === index
                onPressing: (active) => {
                    if (active)
                        board.pressedSquare = index
                    else if (board.pressedSquare === index)
                        board.pressedSquare = -1
                }
                onTapped: board.game.play(index)
            }
        }
    }
}
