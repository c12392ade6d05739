pragma ComponentBehavior: Bound
import QtQuick
import Reversi

// The best line drawn on the board: its moves numbered 1, 2, 3… on small badges in the
// top-left corners of their squares, Black's moves on dark badges and White's on light
// ones, so that the heat-map's score in the middle of a square stays readable. Laid
// over the Board.
Item {
    id: overlay
    required property Board board
    required property GameAnalyser analyser
    // The first squares of the line (later ones would crowd the board).
    readonly property var line: analyser.bestLine.slice(0, 8)
    visible: analyser.bestLineShown
    enabled: false  // never takes a tap from the board

    Repeater {
        model: overlay.line.length
        delegate: Rectangle {
            id: chip
            required property int index
            readonly property int square: overlay.line[index]
            // Colours alternate from the side to move (passes are not in the line as squares).
            readonly property bool byMover: index % 2 === 0
            readonly property bool black: (overlay.board.mover === 1) === byMover
            visible: square >= 0 && square < overlay.board.columns * overlay.board.columns
            // (Never so small that its number is under Theme.smallestText: on a phone it was 7 px.)
            width: Math.max(overlay.board.cellSize * 0.3, 14)
            height: width
            radius: width / 2
            // In the square's corner, as clear as can be of the score chip's number (on the
            // chip's rim, nearer its middle, it covered the first digit of NoGo's "54%").
            x: overlay.board.margin + (square % overlay.board.columns + 0.02) * overlay.board.cellSize
            y: overlay.board.margin + (Math.floor(square / overlay.board.columns) + 0.02) * overlay.board.cellSize
            color: black ? "#202020" : "#f4f1e6"
            border.color: "#ffd54f"
            border.width: index === 0 ? 2 : 1
            Text {
                anchors.centerIn: parent
                text: chip.index + 1
                color: chip.black ? "#ffffff" : "#101010"
                font.pixelSize: Math.max(Theme.smallestText, parent.height * 0.62)
                font.bold: true
            }
        }
    }
}
