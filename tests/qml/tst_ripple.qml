import QtQuick
import QtTest
import Reversi

// The discs of a move turn in a ripple: each starts turning when its piece changes, and
// reads its place in the ripple (flipOrder) then. So at that moment a view holds the
// new position's place, not the last move's. (The model once sent every role with no
// list, and views took them in the order of a hash seeded anew each run: in about a
// third of the runs most discs read the place of the move before.)
Item {
    id: root
    width: 400
    height: 400
    property var seen: []

    GameModel {
        id: game
        aiMoveDelay: 0
    }
    Repeater {
        id: cells
        model: game
        delegate: Item {
            required property int index
            required property int disc
            required property int flipOrder
            required property bool legal
            property int before: 0
            Component.onCompleted: before = disc
            onDiscChanged: {
                if (before !== 0 && disc !== 0 && before !== disc)
                    root.seen.push({cell: index, order: flipOrder})
                before = disc
            }
        }
    }

    TestCase {
        name: "Ripple"
        when: windowShown

        function init() {
            failOnWarning(/.?/)  // a QML warning fails the test (tests/qml/main.cpp)
        }

        function test_eachDiscReadsItsPlaceInTheRipple() {
            game.newGameOf({"kind": "reversi", "size": 8})
            game.newGame(false, false, 1, 1)
            let turned = 0
            // The Tiger (f5 d6 c3 d3 c4), then the first legal square, to 16 moves.
            for (let ply = 0; ply < 16; ++ply) {
                let move = [37, 43, 18, 19, 26][ply]
                for (let cell = 0; move === undefined && cell < cells.count; ++cell)
                    if (cells.itemAt(cell).legal)
                        move = cell
                root.seen = []
                verify(game.play(move), "move " + move)
                verify(root.seen.length > 0)
                for (const s of root.seen) {
                    verify(s.order >= 1, "a turned disc has its place")
                    compare(s.order, cells.itemAt(s.cell).flipOrder, "the place read as the disc turned")
                }
                turned += root.seen.length
            }
            verify(turned >= 16)
        }
    }
}
