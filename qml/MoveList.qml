pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Reversi

// The moves of the line on the board in order; the current position is highlighted
// and tapping a move goes to the position after it. A move where other lines branch
// off carries a mark with their count (LinesBar switches between them). Each move
// shows its grade and the score after it (Black's view) once analysed, and a book move
// its book score (Black's view too).
GridView {
    id: list
    required property GameModel game
    // When given, each analysed move shows its grade and score.
    property GameAnalyser analyser: null
    property int fontSize: 14
    readonly property int minCellWidth: fontSize * (analyser ? 9 : 6)
    clip: true
    // The columns leave the scroll bar its strip (it was drawn over the last column).
    readonly property real cellRoom: width - (ScrollBar.vertical ? ScrollBar.vertical.implicitWidth : 0)
    cellWidth: Math.max(minCellWidth, cellRoom / Math.max(1, Math.floor(cellRoom / minCellWidth)))
    // 48 px rows for a finger, and a gap; taller where a move and the small line under it
    // (its opening's name) need more, in the tallest script they are written in.
    cellHeight: Math.max(52, Math.ceil(moveLine.implicitHeight + markLine.implicitHeight) + 6)
    Text {
        id: moveLine
        visible: false
        text: "8.汉Ag"
        font.pixelSize: list.fontSize
    }
    Text {
        id: markLine
        visible: false
        text: "汉Ag"
        font.pixelSize: list.fontSize * 0.7
        font.italic: true
    }
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
        readonly property int branches: list.game.branchCounts[index] || 1
        readonly property var point: list.analyser ? list.analyser.points[index + 1] : null
        objectName: "moveEntry"
        width: list.cellWidth - 4
        height: list.cellHeight - 4
        radius: 4
        color: current ? Theme.accent : Theme.base
        opacity: future ? 0.55 : 1

        Row {
            // Centred, or above the small marks at the bottom (the opening's name, the
            // book's score) where there are any: a CJK font's taller lines met them.
            readonly property real centred: (entry.height - height) / 2
            y: openingMark.visible || bookMark.visible ? Math.max(0, Math.min(centred, Math.min(openingMark.y, bookMark.y) - height))
                                                       : centred
            x: 6
            spacing: 5
            Text {
                text: (entry.index + 1) + "."
                color: entry.current ? Theme.textOnAccent : Theme.faintText
                font.pixelSize: list.fontSize
            }
            Rectangle {
                anchors.verticalCenter: parent.verticalCenter
                width: list.fontSize * 0.8
                height: width
                radius: width / 2
                color: list.game.moveColors[entry.index] === 1 ? "#151515" : "#f2f2ec"
                border.color: "#777"
            }
            Text {
                // Passes are named here, so that a language change renames them.
                text: entry.modelData === "" ? qsTr("pass") : entry.modelData
                color: entry.current ? Theme.textOnAccent : Theme.text
                font.pixelSize: list.fontSize
                font.bold: entry.current
            }
            Text {
                objectName: "grade"
                readonly property var grade: list.analyser ? list.analyser.grades[entry.index] : null
                visible: !!grade
                // best, inaccuracy, mistake, blunder (GameAnalyser's MoveGrade); on the
                // accent of the current move in the accent's text colour (the symbol says
                // the grade, and no grade's colour reads on the accent).
                text: grade ? ["✓", "?!", "?", "??"][grade.grade] : ""
                color: !grade ? "transparent" : entry.current ? Theme.textOnAccent : Theme.gradeColors[grade.grade]
                font.pixelSize: list.fontSize
                font.bold: true
            }
            Text {
                objectName: "moveScore"
                visible: !!entry.point
                // (analysisTitle changes with the game and its analysis engine: the text
                // follows them)
                text: entry.point && list.game.analysisTitle !== "" ? list.game.scoreText(entry.point.score) : ""
                color: entry.current ? Theme.textOnAccent : Theme.mutedText
                font.pixelSize: list.fontSize * 0.85
                font.bold: !!entry.point && entry.point.exact
            }
        }
        // The named opening this move reaches, small under the move.
        Text {
            id: openingMark
            objectName: "openingMark"
            readonly property string name: list.game.openingNames[entry.index] ?? ""
            visible: name !== ""
            anchors.left: parent.left
            anchors.right: bookMark.visible ? bookMark.left : parent.right
            anchors.bottom: parent.bottom
            anchors.leftMargin: 6
            anchors.rightMargin: 4
            anchors.bottomMargin: 1
            text: name
            elide: Text.ElideRight
            color: entry.current ? Theme.textOnAccent : Theme.accentText
            font.pixelSize: list.fontSize * 0.7
            font.italic: true
        }
        // A move of the opening book, with its book score. The book scores a move for its
        // mover; here it is turned to Black's view, as the score beside the move is, so
        // that the two numbers of one entry can be compared (+8 beside "book -10" for a
        // White move read as a disagreement of 18 discs).
        Text {
            id: bookMark
            objectName: "bookMoveMark"
            readonly property var moverScore: list.game.bookScores[entry.index]
            readonly property var score: moverScore === undefined ? undefined
                                         : list.game.moveColors[entry.index] === 1 ? moverScore : -moverScore
            visible: score !== undefined
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            anchors.rightMargin: 4
            anchors.bottomMargin: 1
            text: visible ? qsTr("book %1").arg(list.game.scoreText(score)) : ""
            color: entry.current ? Theme.textOnAccent : Theme.mutedText
            font.pixelSize: list.fontSize * 0.7
        }
        // Other lines branch off at this move: how many moves were played here.
        Text {
            objectName: "branchMark"
            visible: entry.branches > 1
            anchors.right: parent.right
            anchors.top: parent.top
            anchors.margins: 3
            text: "⎇" + entry.branches  // U+2387, which common fonts have (⑂ was in none here)
            color: entry.current ? Theme.textOnAccent : Theme.accentText
            font.pixelSize: list.fontSize * 0.8
            font.bold: true
        }
        TapHandler { onTapped: list.game.jumpTo(entry.index + 1) }
    }

    Text {
        anchors.centerIn: parent
        visible: list.count === 0
        text: qsTr("No moves yet")
        color: Theme.faintText
        font.pixelSize: list.fontSize  // (the default font's size was tiny on a large screen)
    }
}
