pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Reversi

// Where the game branches at the current move: every move played from the position
// before it, to switch lines with a tap, and a button that makes the line on the
// board the main line. The buttons wrap onto more lines where the panel is narrow (a
// phone). Along a line that branches somewhere, or is not the main line, it keeps a
// button's height when there is nothing to show at the move, so that the move list
// below does not jump under a finger stepping through its moves. On a line with no
// other, it takes no room (a laptop's screen has none to spare above the move list);
// it appears when a move played on the board starts a second line.
Flow {
    id: bar
    required property GameModel game
    property int fontSize: 14
    readonly property bool branching: game.alternatives.length > 1
    readonly property bool lineBranches: !game.mainLine || game.branchCounts.some(count => count > 1)
    visible: lineBranches
    spacing: 6
    Layout.minimumHeight: 48

    Label {
        visible: bar.branching
        height: 48
        verticalAlignment: Text.AlignVCenter
        text: qsTr("Lines here:")
        font.pixelSize: bar.fontSize
    }
    Repeater {
        model: bar.branching ? bar.game.alternatives : []
        delegate: Button {
            required property var modelData
            objectName: "line_" + modelData.name
            text: modelData.name
            checked: modelData.current  // shown, not toggled by a tap
            font.bold: modelData.current
            // The line on the board in the accent, as the move list's current move: a
            // checked button's darker shade alone hardly stood out.
            palette.button: modelData.current ? Theme.accent : bar.palette.button
            palette.buttonText: modelData.current ? Theme.textOnAccent : bar.palette.buttonText
            onClicked: bar.game.chooseLine(bar.game.ply, modelData.square)
        }
    }
    Button {
        objectName: "mainLineButton"
        visible: !bar.game.mainLine
        text: qsTr("Make main line")
        onClicked: bar.game.makeMainLine()
    }
}
