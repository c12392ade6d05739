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

    Repeater {
        model: 8
        delegate: Text {
            required property int index
            text: String.fromCharCode(97 + index)
            color: "#b8cfc0"
            font.pixelSize: Math.max(8, board.margin * 0.55)
            x: board.margin + (index + 0.5) * board.cellSize - width / 2
            y: (board.margin - height) / 2
        }
    }
    Repeater {
        model: 8
        delegate: Text {
            required property int index
            text: index + 1
            color: "#b8cfc0"
            font.pixelSize: Math.max(8, board.margin * 0.55)
            x: (board.margin - width) / 2
            y: board.margin + (index + 0.5) * board.cellSize - height / 2
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
                showLegalMoves: board.showLegalMoves
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
