import QtQuick
import Reversi

// A board's coordinates on all four sides, in the margin around its cells: column
// labels above and below, row labels left and right. The game's board and the board
// editor's draw them alike, so that a position is copied square by square.
Item {
    id: coordinates
    required property int columns
    required property var columnLabels
    required property var rowLabels
    // Go's wooden board, with dark labels (else light ones on the green cloth).
    property bool lines: false
    // The margin: thinner on boards of many cells, which need the room.
    readonly property real margin: width * (columns > 8 ? 0.03 : 0.05)
    readonly property real cellSize: (width - 2 * margin) / columns

    Repeater {
        model: coordinates.columns * 4
        delegate: Text {
            required property int index
            readonly property int line: index % coordinates.columns
            readonly property int side: Math.floor(index / coordinates.columns)  // 0 top, 1 bottom, 2 left, 3 right
            readonly property real along: coordinates.margin + (line + 0.5) * coordinates.cellSize
            readonly property real across: side % 2 === 0 ? coordinates.margin / 2 : coordinates.width - coordinates.margin / 2
            text: (side < 2 ? coordinates.columnLabels[line] : coordinates.rowLabels[line]) ?? ""
            color: coordinates.lines ? "#3d2a0c" : "#b8cfc0"
            // Half the margin, or more of the thinner one (they were 9 px on a laptop's
            // 9×9 board), and never below Theme.smallestText.
            font.pixelSize: Math.max(Theme.smallestText, coordinates.margin * (coordinates.columns > 8 ? 0.65 : 0.5))
            x: (side < 2 ? along : across) - width / 2
            y: (side < 2 ? across : along) - height / 2
        }
    }
}
