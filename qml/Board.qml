pragma ComponentBehavior: Bound
import QtQuick
import Reversi

// The board of whichever game is played, with its coordinates: squares with the pieces
// in them (Reversi), or grid lines with the pieces on their intersections (Go). Pressing
// a legal cell previews the move (the discs it would turn); pressing an illegal one
// says why in `pressedProblem`; releasing on a legal cell plays. From the keyboard the
// board is a stop of the Tab order: the arrows move a cursor over the cells (framed while
// the board has the focus), and Space or Enter plays at the cursor as a tap does, or says
// why it cannot be played there.
Rectangle {
    id: board
    required property GameModel game
    property bool showLegalMoves: true
    property bool showDecisivePoints: false
    property bool animated: true
    // The cell being pressed, what playing it would change, and why it cannot be
    // played ("" when it can).
    property int pressedSquare: -1
    // The cell the last gesture began on, the only one whose tap plays: each cell takes
    // its own finger, and a second finger (or a palm) down on another cell played there
    // for the other side once the first had played.
    property int gestureSquare: -1
    readonly property var preview: pressedSquare >= 0 ? game.flipsFor(pressedSquare) : []
    // The keyboard's cursor (-1 until the board first has the focus), and the cell where
    // Space or Enter was pressed that cannot be played: its reason shows until the cursor
    // moves, the board loses the focus or the game changes.
    property int cursor: -1
    property int keyProblemSquare: -1
    // The cell whose reason shows: the one pressed, else the one of the keyboard.
    readonly property int problemSquare: pressedSquare >= 0 ? pressedSquare : keyProblemSquare
    readonly property string pressedProblem: problemSquare >= 0 ? game.whyIllegal(problemSquare) : ""
    readonly property int columns: game.boardWidth
    readonly property bool lines: game.onIntersections
    readonly property real margin: coordinates.margin
    readonly property real cellSize: coordinates.cellSize
    readonly property int mover: game.sideToMove
    readonly property bool humanTurn: mover !== 0 && !game.aiTurn

    color: lines ? "#d9b169" : "#143d27"
    radius: margin * 0.4

    // What a tap on `square` does, for the keyboard and a screen reader's press: plays a
    // legal cell; an empty cell that cannot be played (or a taken one, which a finger
    // sees) says why. Nothing on the computer's turn.
    function activate(square) {
        const cell = cells.itemAt(square)
        if (!cell || !humanTurn)
            return
        if (cell.legal) {
            keyProblemSquare = -1
            game.play(square)
        } else {
            keyProblemSquare = square
        }
    }
    // The cursor's first cell: the centre where it can be played (NoGo's empty board),
    // else the first legal move, else the centre.
    function placeCursor() {
        const centre = Math.floor(columns / 2) * columns + Math.floor(columns / 2)
        if (cells.itemAt(centre) && cells.itemAt(centre).legal) {
            cursor = centre
            return
        }
        for (let i = 0; i < cells.count; ++i) {
            const cell = cells.itemAt(i)
            if (cell && cell.legal) {
                cursor = i
                return
            }
        }
        cursor = centre
    }
    function moveCursor(dx, dy) {
        if (cursor < 0 || cursor >= columns * columns) {
            placeCursor()
            return
        }
        const x = Math.max(0, Math.min(columns - 1, cursor % columns + dx))
        const y = Math.max(0, Math.min(columns - 1, Math.floor(cursor / columns) + dy))
        cursor = y * columns + x
        keyProblemSquare = -1
    }

    activeFocusOnTab: true
    onActiveFocusChanged: {
        if (activeFocus && (cursor < 0 || cursor >= columns * columns))
            placeCursor()
        if (!activeFocus)
            keyProblemSquare = -1
    }
    Connections {
        target: board.game
        function onGameChanged() { board.keyProblemSquare = -1 }
        // Another board (a size, or another game): the cursor starts again.
        function onSetupChanged() {
            // (A cell pressed may have gone with the old board, and no release come.)
            board.pressedSquare = -1
            board.gestureSquare = -1
            board.keyProblemSquare = -1
            board.cursor = -1
            if (board.activeFocus)
                Qt.callLater(board.placeCursor)
        }
    }
    // The arrows move the cursor, also where the window has them as shortcuts (replay):
    // Ctrl+arrows still replay.
    Keys.onShortcutOverride: (event) => {
        if ((event.modifiers & ~Qt.KeypadModifier) === Qt.NoModifier
                && [Qt.Key_Left, Qt.Key_Right, Qt.Key_Up, Qt.Key_Down].indexOf(event.key) >= 0)
            event.accepted = true
    }
    Keys.onPressed: (event) => {
        if ((event.modifiers & ~Qt.KeypadModifier) !== Qt.NoModifier)
            return
        switch (event.key) {
        case Qt.Key_Left: moveCursor(-1, 0); break
        case Qt.Key_Right: moveCursor(1, 0); break
        case Qt.Key_Up: moveCursor(0, -1); break
        case Qt.Key_Down: moveCursor(0, 1); break
        case Qt.Key_Space:
        case Qt.Key_Return:
        case Qt.Key_Enter:
            if (!event.isAutoRepeat) {
                if (cursor < 0)
                    placeCursor()
                activate(cursor)
            }
            break
        default:
            return
        }
        event.accepted = true
    }

    Accessible.role: Accessible.Grouping
    Accessible.name: {
        const cell = cursor >= 0 && cells.count > cursor ? cells.itemAt(cursor) : null
        return cell ? qsTr("Board: %1").arg(cell.description) : qsTr("Board")
    }
    Accessible.description: qsTr("Arrow keys move the cursor; Space or Enter plays there.")

    BoardCoordinates {
        id: coordinates
        anchors.fill: parent
        columns: board.columns
        columnLabels: board.game.columnLabels
        rowLabels: board.game.rowLabels
        lines: board.lines
    }

    // Go's grid: a line through the centres of each row and column of cells, and the
    // marked points (star points) as dots.
    Item {
        visible: board.lines
        x: board.margin + board.cellSize / 2
        y: board.margin + board.cellSize / 2
        width: board.cellSize * (board.columns - 1)
        height: width
        Repeater {
            model: board.lines ? board.columns * 2 : 0
            delegate: Rectangle {
                required property int index
                readonly property bool across: index < board.columns
                readonly property real at: (index % board.columns) * board.cellSize
                readonly property real thickness: Math.max(1, board.cellSize * 0.03)
                x: across ? 0 : at - thickness / 2
                y: across ? at - thickness / 2 : 0
                width: across ? parent.width : thickness
                height: across ? thickness : parent.height
                color: "#3d2a0c"
            }
        }
        Repeater {
            model: board.lines ? board.game.markedCells : []
            delegate: Rectangle {
                required property int modelData
                width: Math.max(4, board.cellSize * 0.14)
                height: width
                radius: width / 2
                x: (modelData % board.columns) * board.cellSize - width / 2
                y: Math.floor(modelData / board.columns) * board.cellSize - height / 2
                color: "#3d2a0c"
            }
        }
    }

    Grid {
        id: grid
        objectName: "boardGrid"
        x: board.margin
        y: board.margin
        columns: board.columns
        Repeater {
            id: cells
            model: board.game
            delegate: Cell {
                width: board.cellSize
                height: board.cellSize
                columns: board.columns
                kind: board.game.gameKind
                onLines: board.lines
                mover: board.mover
                interactive: board.humanTurn
                // No hints for the person while the computer is to move.
                showLegalMoves: board.showLegalMoves && board.humanTurn
                showDecisivePoints: board.showDecisivePoints && board.humanTurn
                animated: board.animated
                previewFlip: board.preview.indexOf(index) >= 0
                previewPlace: board.pressedSquare === index && legal
                onPressing: (active) => {
                    if (active && board.pressedSquare < 0)
                        board.pressedSquare = board.gestureSquare = index
                    else if (!active && board.pressedSquare === index)
                        board.pressedSquare = -1
                }
                onTapped: if (index === board.gestureSquare) board.game.play(index)
                onActivated: board.activate(index)
            }
        }
    }

    // The keyboard's cursor, while the board has the focus: a square frame (the best
    // move's ring is round) in two tones, dark around light, so that one of them stands
    // out on any board (green squares, wood) and over any piece or chip. It lies on the
    // cell's edge, mostly outside it: inside, it covered the best move's ring and the
    // book's badge, which reach within 4 % of the edge.
    Item {
        objectName: "keyboardCursor"
        visible: board.activeFocus && board.cursor >= 0 && board.cursor < board.columns * board.columns
        readonly property real line: Math.max(2, board.cellSize * 0.05)
        readonly property real outside: line * 2  // of the dark tone's 2.5 lines
        x: board.margin + (board.cursor % board.columns) * board.cellSize - outside
        y: board.margin + Math.floor(board.cursor / board.columns) * board.cellSize - outside
        width: board.cellSize + 2 * outside
        height: width
        Rectangle {
            objectName: "keyboardCursorDark"
            anchors.fill: parent
            color: "transparent"
            radius: parent.line
            border.color: "#111111"
            border.width: parent.line * 2.5
            Rectangle {
                objectName: "keyboardCursorLight"
                anchors.fill: parent
                anchors.margins: parent.parent.line * 0.75
                color: "transparent"
                radius: parent.radius
                border.color: "#ffffff"
                border.width: parent.parent.line
            }
        }
    }

    // Why the pressed cell cannot be played, over the board, on the half away from the
    // finger: the status line says it too, but on a phone it may be scrolled out of view.
    Rectangle {
        objectName: "pressedProblemBubble"
        readonly property bool pressedHigh: Math.floor(board.problemSquare / board.columns) < board.columns / 2
        visible: board.pressedProblem !== ""
        x: board.margin
        width: board.width - 2 * board.margin
        y: pressedHigh ? board.height - board.margin - height - 6 : board.margin + 6
        height: why.implicitHeight + 16
        radius: 8
        color: Theme.boardNotice
        border.color: Theme.boardNoticeBorder
        border.width: 1
        Text {
            id: why
            objectName: "pressedProblemText"
            anchors.centerIn: parent
            width: parent.width - 20
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
            text: board.pressedProblem
            color: Theme.boardNoticeText
            font.pixelSize: Math.max(14, board.cellSize * 0.3)
        }
    }
}
