import QtQuick
import QtQuick.Layouts
import QtTest
import Reversi

// The lines bar in a phone's panel (296 px, the narrowest a phone gives it): "Lines
// here:", a button for each line and "Make main line" all stay inside it, on as many
// rows as they need, and what follows it in the panel comes below them.
Item {
    id: root
    width: 296
    height: 400

    GameModel {
        id: game
        aiMoveDelay: 0
    }
    ColumnLayout {
        id: column
        width: root.width
        spacing: 8
        LinesBar {
            id: bar
            game: game
            Layout.fillWidth: true
        }
        Rectangle {
            id: below
            Layout.fillWidth: true
            Layout.preferredHeight: 40
            color: "gray"
        }
    }

    TestCase {
        name: "LinesBar"
        when: windowShown

        // Four first moves played: four lines at ply 1, the last one on the board (not
        // the main line).
        function init() {
            failOnWarning(/.?/)  // a QML warning fails the test (tests/qml/main.cpp)
            game.newGame(false, false, 1, 1)
            for (const square of [37, 19, 26, 44]) {  // f5, d3, c4, e6
                game.jumpTo(0)
                verify(game.play(square))
            }
            compare(game.alternatives.length, 4)
            verify(!game.mainLine)
        }
        function shownChildren() {
            const shown = []
            for (let i = 0; i < bar.children.length; ++i) {
                const child = bar.children[i]
                if (child.visible && child.width > 0)
                    shown.push(child)
            }
            return shown
        }

        function test_everythingFits() {
            tryVerify(() => findChild(bar, "mainLineButton").visible && findChild(bar, "line_e6") !== null)
            waitForRendering(root)
            const shown = shownChildren()
            compare(shown.length, 6)  // the label, four lines, make main line
            for (const child of shown) {
                const r = child.mapToItem(root, 0, 0)
                verify(r.x >= 0 && r.x + child.width <= root.width + 0.5,
                       (child.text || child.objectName) + " at " + r.x + ", " + child.width + " px wide")
                verify(r.y + child.height <= below.y + 0.5, (child.text || child.objectName) + " runs into what follows")
            }
            verify(bar.height > 48, "more than one row: " + bar.height)
        }

        // On a line that branches before the move on the board, the bar keeps a
        // button's height with nothing to show (the move list below stays put).
        function test_keepsItsHeightWhereTheLineBranchesElsewhere() {
            game.makeMainLine()
            verify(game.play(29))  // f4, after e6
            compare(game.alternatives.length, 1)
            verify(game.mainLine)
            waitForRendering(root)
            verify(bar.visible)
            compare(bar.height, 48)
            compare(shownChildren().length, 0)
            compare(below.y, 48 + column.spacing)
        }

        // A game of one line has no lines to show: the bar takes no room at all.
        function test_takesNoRoomOnASingleLine() {
            game.newGame(false, false, 1, 1)
            verify(game.play(37))
            verify(game.play(29))
            compare(game.alternatives.length, 1)
            verify(game.mainLine)
            waitForRendering(root)
            verify(!bar.visible)
            compare(below.y, 0)
        }

        function test_tapALine() {
            tryVerify(() => findChild(bar, "line_d3") !== null)
            waitForRendering(root)
            mouseClick(findChild(bar, "line_d3"))
            compare(game.moves[0], "d3")
            mouseClick(findChild(bar, "mainLineButton"))
            verify(game.mainLine)
        }

        // The current line stays marked when tapped again (a toggle took its mark off).
        function test_tapTheCurrentLine() {
            tryVerify(() => findChild(bar, "line_e6") !== null)
            waitForRendering(root)
            verify(findChild(bar, "line_e6").checked)
            mouseClick(findChild(bar, "line_e6"))
            compare(game.moves[0], "e6")
            verify(findChild(bar, "line_e6").checked)
            verify(!findChild(bar, "line_d3").checked)
        }
    }
}
