import QtQuick
import QtTest
import Reversi

// The evaluation graph in a scrolling panel, as on a phone: a tap, or a drag sideways,
// goes to a ply; a press alone does nothing, and a swipe up or down scrolls the panel
// and leaves the game where it was (going back would also pause the computer).
Item {
    id: root
    width: 400
    height: 400

    GameModel {
        id: game
        aiMoveDelay: 0
    }
    GameAnalyser {
        id: analyser
        game: game
    }
    GameRecords {
        id: records
        game: game
    }
    Flickable {
        id: scroller
        anchors.fill: parent
        contentWidth: width
        contentHeight: column.height
        boundsBehavior: Flickable.StopAtBounds
        Column {
            id: column
            width: scroller.width
            Item { width: 1; height: 150 }
            EvalGraph {
                id: graph
                game: game
                analyser: analyser
                width: column.width
                height: 160
            }
            Item { width: 1; height: 600 }
        }
    }

    TestCase {
        name: "EvalGraph"
        when: windowShown

        function init() {

            failOnWarning(/.?/)  // a QML warning fails the test (tests/qml/main.cpp)
            game.newGame(false, false, 1, 1)
            verify(records.loadText("f5d6c3d3c4f4f6f3e6e7"))
            compare(game.ply, 10)
            scroller.contentY = 0
            waitForRendering(root)
        }

        function test_tapJumps() {
            mouseClick(graph, graph.xOf(3), graph.height / 2)
            compare(game.ply, 3)
            const touch = touchEvent(graph)
            touch.press(0, graph, graph.xOf(6), 40).commit()
            touch.release(0, graph, graph.xOf(6), 40).commit()
            compare(game.ply, 6)
        }

        // A press goes nowhere (it may be the start of a scroll); sliding down and off
        // the graph is no tap either.
        function test_pressAloneDoesNothing() {
            const x = graph.xOf(2), y = graph.height / 2
            mousePress(graph, x, y)
            compare(game.ply, 10)
            for (let i = 1; i <= 8; ++i)
                mouseMove(graph, x, y + 15 * i, 10)
            mouseRelease(graph, x, y + 120)
            compare(game.ply, 10)
        }

        function test_dragSidewaysScrubs() {
            const y = graph.height / 2
            mousePress(graph, graph.xOf(2), y)
            mouseMove(graph, graph.xOf(2) + 20, y)
            mouseMove(graph, graph.xOf(5), y)
            compare(game.ply, 5)
            // Drifting up the screen: still scrubbing, the panel still.
            for (let i = 1; i <= 6; ++i)
                mouseMove(graph, graph.xOf(5) + 5 * i, y - 15 * i, 10)
            mouseMove(graph, graph.xOf(7), y - 100)
            mouseRelease(graph, graph.xOf(7), y - 100)
            compare(game.ply, 7)
            compare(scroller.contentY, 0)
        }

        function test_touchDragSidewaysScrubs() {
            const y = graph.height / 2
            const touch = touchEvent(graph)
            touch.press(0, graph, graph.xOf(8), y).commit()
            touch.move(0, graph, graph.xOf(8) - 20, y).commit()
            touch.move(0, graph, graph.xOf(4), y + 5).commit()
            touch.move(0, graph, graph.xOf(3), y + 5).commit()
            touch.release(0, graph, graph.xOf(3), y + 5).commit()
            compare(game.ply, 3)
            compare(scroller.contentY, 0)
        }

        // Once scrubbing, the finger may drift up or down: the game follows it, the panel
        // stays.
        function test_scrubbingKeepsTheFinger() {
            const y = graph.height - 20
            const touch = touchEvent(graph)
            touch.press(0, graph, graph.xOf(1), y).commit()
            touch.move(0, graph, graph.xOf(1) + 30, y).commit()
            wait(20)
            for (let i = 1; i <= 6; ++i) {
                touch.move(0, graph, graph.xOf(1) + 30 + 10 * i, y - 15 * i).commit()
                wait(20)
            }
            touch.move(0, graph, graph.xOf(6), y - 100).commit()
            tryCompare(game, "ply", 6)  // (touch moves are delivered with the next frame)
            touch.release(0, graph, graph.xOf(6), y - 100).commit()
            compare(game.ply, 6)
            compare(scroller.contentY, 0)
        }

        function test_swipeUpScrollsThePanel() {
            const x = graph.xOf(2), y = graph.height - 10
            const touch = touchEvent(graph)
            touch.press(0, graph, x, y).commit()
            // (A finger drifts sideways a little as it swipes.)
            for (let i = 1; i <= 10; ++i) {
                touch.move(0, graph, x + 3 * i, y - 12 * i).commit()
                wait(20)  // (touch moves are delivered with the next frame)
            }
            touch.release(0, graph, x + 20, y - 120).commit()
            compare(game.ply, 10)  // the game stays at its end
            tryVerify(() => scroller.contentY > 40, 1000, "the panel scrolled: " + scroller.contentY)
        }

        function test_mouseSwipeUpScrollsThePanel() {
            const x = graph.xOf(4), y = graph.height - 10
            mousePress(graph, x, y)
            for (let i = 1; i <= 10; ++i)
                mouseMove(graph, x, y - 12 * i, 10)
            mouseRelease(graph, x, y - 120)
            compare(game.ply, 10)
            verify(scroller.contentY > 40, "the panel scrolled: " + scroller.contentY)
        }
    }
}
