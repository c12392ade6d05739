import QtQuick
import QtTest
import Reversi

// The banner over the board takes its taps: a tap dismisses it and plays nothing on the
// cell under it (mouse and touch).
Item {
    id: root
    width: 520
    height: 520

    GameModel {
        id: game
        aiMoveDelay: 0
    }
    Board {
        id: board
        game: game
        width: 480
        height: 480
        animated: false
    }
    Banner {
        id: banner
        game: game
        x: 20
        width: board.width - 40
    }

    TestCase {
        name: "Banner"
        when: windowShown

        function init() {
            failOnWarning(/.?/)  // a QML warning fails the test (tests/qml/main.cpp)
        }
        readonly property int f5: 37

        function centre(square) {
            return Qt.point(board.margin + (square % 8 + 0.5) * board.cellSize,
                            board.margin + (Math.floor(square / 8) + 0.5) * board.cellSize)
        }
        // The banner shown across the row of f5, a legal first move.
        function showBanner() {
            game.newGame(false, false, 1, 1)
            banner.message = "Black has no move and passes. White plays again."
            banner.y = centre(f5).y - banner.height / 2
            tryCompare(banner, "opacity", 1)
            verify(banner.visible)
            waitForRendering(root)
        }

        function test_mouseTapDismissesOnly() {
            showBanner()
            const p = centre(f5)
            mouseClick(root, p.x, p.y)
            compare(banner.message, "")
            compare(game.ply, 0)  // f5 not played under the banner
            compare(board.pressedSquare, -1)
        }

        function test_touchTapDismissesOnly() {
            showBanner()
            const p = centre(f5)
            const touch = touchEvent(root)
            touch.press(0, root, p.x, p.y).commit()
            compare(board.pressedSquare, -1)  // no preview under the banner
            touch.release(0, root, p.x, p.y).commit()
            compare(banner.message, "")
            compare(game.ply, 0)
        }

        // Once it has faded, the cell takes the tap again.
        function test_cellPlaysWhenTheBannerIsGone() {
            showBanner()
            banner.message = ""
            tryCompare(banner, "visible", false)
            const p = centre(f5)
            mouseClick(root, p.x, p.y)
            compare(game.ply, 1)
        }
    }
}
