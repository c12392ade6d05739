pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Reversi
import ReversiStyle as Style

// The board editor over the whole window, for the board of the game being played: tap
// a cell to cycle empty, black, white; choose the side to move (where the game lets it
// be chosen); then play or analyse from the position. Impossible positions are refused
// with the reason. From the keyboard: the board has the focus when the editor opens, the
// arrows move its cursor and Space or Enter cycles the cell under it (Delete empties it);
// Tab goes round the editor's controls only, and Escape closes it as Cancel does.
Popup {
    id: popup
    required property GameAnalyser analyser
    property GameModel game: null
    readonly property bool landscape: width >= height
    // The board's cursor frame shows once the keyboard is used (or the editor was opened
    // from it), not for a finger.
    property bool keyboardUsed: false

    // The board as it was before the last Clear or Current position, which Undo brings
    // back (they replace every square at once); null when there is none, and once the
    // board is edited after them.
    property var wiped: null
    property bool wiping: false
    function wipe(action) {
        // (a copy: the property read is a view of the cells as they will be)
        const before = {"cells": Array.from(editor.cells), "side": editor.sideToMove}
        wiping = true
        action()
        wiping = false
        wiped = before
    }
    function undoWipe() {
        const before = wiped
        wiping = true
        for (let i = 0; i < before.cells.length; ++i)
            editor.setCell(i, before.cells[i])
        editor.sideToMove = before.side
        wiping = false
        wiped = null
    }
    Connections {
        target: editor
        function onPositionChanged() { if (!popup.wiping) popup.wiped = null }
    }

    function openFor(model) {
        game = model
        editor.loadFrom(model)
        wiped = null
        keyboardUsed = false
        board.cursor = Math.floor(editor.boardWidth / 2) * editor.boardWidth + Math.floor(editor.boardWidth / 2)
        open()
        board.forceActiveFocus()
    }
    function startFrom(analyse) {
        if (!editor.startGame(popup.game))
            return
        if (analyse) {
            AppSettings.analysis = true
            popup.game.analysisEnabled = true  // (also after Esc turned it off for a while)
            popup.analyser.bestLineShown = true
        }
        close()
    }

    parent: Overlay.overlay
    x: 0
    y: 0
    width: parent ? parent.width : 0
    height: parent ? parent.height : 0
    modal: true
    // The focus goes with the editor (keys reached the window's buttons behind it).
    focus: true
    // (On a phone held sideways the board takes the height: nine 40 px rows need it.)
    padding: Math.min(width, height) < 600 ? 8 : 12
    background: Rectangle { color: Theme.window }

    BoardEditor {
        id: editor
        objectName: "boardEditorModel"
    }

    GridLayout {
        anchors.fill: parent
        columns: popup.landscape ? 2 : 1
        columnSpacing: 16
        rowSpacing: 12

        Rectangle {
            id: board
            readonly property real side: popup.landscape ? Math.min(popup.availableHeight, popup.availableWidth - 280)
                                                         : Math.min(popup.availableWidth, popup.availableHeight - 260)
            Layout.preferredWidth: Math.max(160, side)
            Layout.preferredHeight: Layout.preferredWidth
            Layout.alignment: Qt.AlignCenter
            readonly property int columns: editor.boardWidth
            readonly property bool lines: popup.game ? popup.game.onIntersections : false
            color: lines ? "#d9b169" : "#143d27"
            radius: coordinates.margin * 0.4
            objectName: "editorBoard"

            // The keyboard's cursor, as on the game's board.
            property int cursor: 0
            function moveCursor(dx, dy) {
                const x = Math.max(0, Math.min(columns - 1, cursor % columns + dx))
                const y = Math.max(0, Math.min(columns - 1, Math.floor(cursor / columns) + dy))
                cursor = y * columns + x
            }
            activeFocusOnTab: true
            Keys.onPressed: (event) => {
                popup.keyboardUsed = true
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
                    if (!event.isAutoRepeat)
                        editor.cycle(cursor)
                    break
                case Qt.Key_Delete:
                case Qt.Key_Backspace:
                    editor.setCell(cursor, 0)
                    break
                default:
                    return
                }
                event.accepted = true
            }
            Accessible.role: Accessible.Grouping
            Accessible.name: {
                const square = cursor < editorCells.count ? editorCells.itemAt(cursor) : null
                return square ? qsTranslate("Board", "Board: %1").arg(square.description) : qsTranslate("Board", "Board")
            }
            Accessible.description: qsTr("Arrow keys move the cursor; Space or Enter changes the cell: empty, black, white.")
            // The game's board's coordinates, for setting up a position from a diagram.
            BoardCoordinates {
                id: coordinates
                anchors.fill: parent
                columns: board.columns
                columnLabels: popup.game ? popup.game.columnLabels : []
                rowLabels: popup.game ? popup.game.rowLabels : []
                lines: board.lines
            }
            // Go's grid, as the game's board draws it: a line through the centres of the
            // cells' rows and columns, the stones on the crossings.
            Item {
                visible: board.lines
                readonly property real cell: grid.width / board.columns
                x: grid.x + cell / 2
                y: grid.y + cell / 2
                width: cell * (board.columns - 1)
                height: width
                Repeater {
                    model: board.lines ? board.columns * 2 : 0
                    delegate: Rectangle {
                        required property int index
                        readonly property bool across: index < board.columns
                        readonly property real at: (index % board.columns) * parent.cell
                        readonly property real thickness: Math.max(1, parent.cell * 0.03)
                        x: across ? 0 : at - thickness / 2
                        y: across ? at - thickness / 2 : 0
                        width: across ? parent.width : thickness
                        height: across ? thickness : parent.height
                        color: "#3d2a0c"
                    }
                }
            }
            Grid {
                id: grid
                objectName: "editorGrid"
                anchors.fill: parent
                anchors.margins: coordinates.margin
                columns: board.columns
                Repeater {
                    id: editorCells
                    model: board.columns * board.columns
                    delegate: Rectangle {
                        id: square
                        required property int index
                        readonly property int colorCode: editor.cells[index] ?? 0
                        readonly property bool stones: popup.game ? popup.game.gameKind === "nogo" : false
                        // The cell's name and what is on it, in the game board's words.
                        readonly property string description: (popup.game ? popup.game.squareName(index) : "")
                            + qsTranslate("Cell", ", ", "between the parts of a cell's description for screen readers")
                            + (colorCode === 1 ? (stones ? qsTranslate("Cell", "black stone") : qsTranslate("Cell", "black disc"))
                               : colorCode === 2 ? (stones ? qsTranslate("Cell", "white stone") : qsTranslate("Cell", "white disc"))
                               : qsTranslate("Cell", "empty"))
                        width: grid.width / board.columns
                        height: grid.height / board.columns
                        color: board.lines ? "transparent"
                                           : (index % board.columns + Math.floor(index / board.columns)) % 2 === 0 ? "#2f8a57" : "#2a7f50"
                        border.color: "#17482c"
                        border.width: board.lines ? 0 : 1
                        Accessible.role: Accessible.Button
                        Accessible.name: description
                        Accessible.onPressAction: editor.cycle(square.index)
                        Piece {
                            anchors.centerIn: parent
                            width: parent.width * (board.lines ? 0.9 : 0.8)
                            height: width
                            kind: popup.game ? popup.game.gameKind : "reversi"
                            colorCode: square.colorCode
                            animated: false
                        }
                        TapHandler {
                            onTapped: {
                                popup.keyboardUsed = false
                                board.cursor = square.index
                                editor.cycle(square.index)
                            }
                        }
                    }
                }
            }
            // The cursor's frame, as on the game's board: dark around light.
            Item {
                objectName: "editorCursor"
                readonly property real cell: grid.width / board.columns
                readonly property real line: Math.max(2, cell * 0.05)
                visible: board.activeFocus && popup.keyboardUsed
                x: grid.x + (board.cursor % board.columns) * cell
                y: grid.y + Math.floor(board.cursor / board.columns) * cell
                width: cell
                height: cell
                Rectangle {
                    anchors.fill: parent
                    color: "transparent"
                    radius: parent.line
                    border.color: "#111111"
                    border.width: parent.line * 2.5
                    Rectangle {
                        anchors.fill: parent
                        anchors.margins: parent.parent.line * 0.75
                        color: "transparent"
                        radius: parent.radius
                        border.color: "#ffffff"
                        border.width: parent.parent.line
                    }
                }
            }
        }

        // The choices and buttons, scrolling where the window is too short for them (a
        // small phone held sideways, a long reason), with the one the keyboard moves to
        // in view.
        Style.FocusReveal {
            target: popup.opened && popup.parent ? popup.parent.Window.window : null
            content: popup.contentItem
        }
        Flickable {
            id: controls
            Layout.fillWidth: true
            Layout.fillHeight: true
            contentHeight: controlColumn.height
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar {}
            ColumnLayout {
                id: controlColumn
                width: controls.width - 14  // room for the scroll bar, shown when the column scrolls
                height: Math.max(implicitHeight, controls.height)
                spacing: 8
                Label {
                    text: qsTr("Edit the board")
                    font.pixelSize: 20
                    font.bold: true
                }
                Label {
                    Layout.fillWidth: true
                    text: board.lines ? qsTr("Tap a point: empty → black → white → empty.")
                                      : qsTr("Tap a cell: empty → black → white → empty.")
                    wrapMode: Text.Wrap
                    color: Theme.mutedText
                }
                RowLayout {
                    visible: editor.sideChoosable
                    Label { text: qsTr("To move:") }
                    RadioButton {
                        objectName: "blackToMove"
                        text: qsTr("Black")
                        checked: editor.sideToMove === 1
                        onToggled: editor.sideToMove = 1
                    }
                    RadioButton {
                        objectName: "whiteToMove"
                        text: qsTr("White")
                        checked: editor.sideToMove === 2
                        onToggled: editor.sideToMove = 2
                    }
                }
                // The buttons wrap where the column is narrow (a small phone held sideways).
                Flow {
                    Layout.fillWidth: true
                    spacing: 6
                    Button {
                        objectName: "editorClear"
                        text: qsTr("Clear")
                        onClicked: popup.wipe(() => editor.clear())
                    }
                    Button {
                        objectName: "editorCurrent"
                        text: qsTr("Current position")
                        onClicked: popup.wipe(() => editor.loadFrom(popup.game))
                    }
                    Button {
                        objectName: "editorUndo"
                        text: qsTr("Undo")
                        visible: popup.wiped !== null
                        onClicked: popup.undoWipe()
                    }
                }
                Label {
                    objectName: "editorProblem"
                    Layout.fillWidth: true
                    visible: text !== ""
                    text: editor.problem !== "" ? "✕ " + editor.problem : (editor.note !== "" ? "ⓘ " + editor.note : "")
                    color: editor.problem !== "" ? Theme.error : Theme.noteText
                    wrapMode: Text.Wrap
                }
                Item { Layout.fillHeight: true }
                Flow {
                    Layout.fillWidth: true
                    spacing: 6
                    Button {
                        objectName: "editorPlay"
                        text: qsTr("Play from here")
                        enabled: editor.acceptable
                        onClicked: popup.startFrom(false)
                    }
                    Button {
                        objectName: "editorAnalyse"
                        text: qsTr("Analyse")
                        enabled: editor.acceptable
                        onClicked: popup.startFrom(true)
                    }
                    Button {
                        objectName: "editorCancel"
                        text: qsTr("Cancel")
                        onClicked: popup.close()
                    }
                }
            }
        }
    }
}
