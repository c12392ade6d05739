pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Reversi

// The moves of the game in order; the current position is highlighted and tapping a
// move goes to the position after it.
GridView {
    id: list
    required property GameModel game
    // When given, each analysed move shows its grade: a symbol and a colour.
    property GameAnalyser analyser: null
    readonly property int minCellWidth: analyser ? 96 : 76
    clip: true
    cellWidth: Math.max(minCellWidth, width / Math.max(1, Math.floor(width / minCellWidth)))
    cellHeight: 28
    model: game.moves
    currentIndex: game.ply - 1
    ScrollBar.vertical: ScrollBar {}
    onCurrentIndexChanged: if (currentIndex >= 0) positionViewAtIndex(currentIndex, GridView.Contain)

    delegate: Rectangle {
        id: entry
        required property int index
        required property string modelData
        readonly property bool current: index === list.game.ply - 1
        readonly property bool future: index >= list.game.ply
        width: list.cellWidth - 4
        height: list.cellHeight - 4
        radius: 4
        color: current ? Theme.accent : Theme.base
        opacity: future ? 0.55 : 1

        Row {
            anchors.verticalCenter: parent.verticalCenter
            x: 6
            spacing: 5
            Text {
                text: (entry.index + 1) + "."
                color: entry.current ? Theme.textOnAccent : Theme.faintText
                font.pixelSize: 13
            }
            Rectangle {
                anchors.verticalCenter: parent.verticalCenter
                width: 11
                height: 11
                radius: 6
                color: list.game.moveColors[entry.index] === 1 ? "#151515" : "#f2f2ec"
                border.color: "#777"
            }
            Text {
                text: entry.modelData
                color: entry.current ? Theme.textOnAccent : Theme.text
                font.pixelSize: 13
                font.bold: entry.current
            }
            Text {
                objectName: "grade"
                readonly property var grade: list.analyser ? list.analyser.grades[entry.index] : null
                visible: !!grade
                // best, inaccuracy, mistake, blunder (GameAnalyser's MoveGrade)
                text: grade ? ["✓", "?!", "?", "??"][grade.grade] : ""
                color: grade ? Theme.gradeColors[grade.grade] : "transparent"
                style: entry.current ? Text.Outline : Text.Normal
                styleColor: Theme.textOnAccent
                font.pixelSize: 13
                font.bold: true
            }
        }
        TapHandler { onTapped: list.game.jumpTo(entry.index + 1) }
    }

    Text {
        anchors.centerIn: parent
        visible: list.count === 0
        text: qsTr("No moves yet")
        color: Theme.faintText
    }
}
