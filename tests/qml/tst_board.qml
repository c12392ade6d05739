import QtQuick
import QtTest
import Reversi

// The board's input: mouse and touch taps play legal squares only; a press previews
// the discs it would turn; sliding away before release cancels.
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

    TestCase {
        name: "Board"
        when: windowShown

        function init() {
            game.newGame(false, false, 1, 1)
        }
        function centre(square) {
            return Qt.point(board.margin + (square % 8 + 0.5) * board.cellSize,
                            board.margin + (Math.floor(square / 8) + 0.5) * board.cellSize)
        }
        readonly property int f5: 37
        readonly property int e5: 36
        readonly property int a1: 0

        function test_mouseTapOnLegalSquarePlays() {
            const p = centre(f5)
            mouseClick(board, p.x, p.y)
            compare(game.ply, 1)
            compare(game.blackCount, 4)
            compare(game.whiteCount, 1)
            compare(game.data(game.index(f5, 0), GameModel.DiscRole), 1)
        }

        function test_tapOnIllegalSquareDoesNothing() {
            const p = centre(a1)
            mouseClick(board, p.x, p.y)
            const q = centre(e5)  // occupied
            mouseClick(board, q.x, q.y)
            compare(game.ply, 0)
            compare(game.blackCount, 2)
            compare(game.whiteCount, 2)
            compare(game.data(game.index(a1, 0), GameModel.DiscRole), 0)
        }

        function test_pressPreviewsReleasePlays() {
            const p = centre(f5)
            mousePress(board, p.x, p.y)
            compare(board.pressedSquare, f5)
            compare(board.preview.length, 1)
            compare(board.preview[0], e5)
            compare(game.ply, 0)  // nothing played while pressed
            mouseRelease(board, p.x, p.y)
            compare(board.pressedSquare, -1)
            compare(game.ply, 1)
        }

        function test_mouseDragAwayCancels() {
            const p = centre(f5)
            mousePress(board, p.x, p.y)
            mouseMove(board, p.x + board.cellSize * 0.6, p.y)
            mouseMove(board, p.x + board.cellSize * 1.5, p.y)
            mouseRelease(board, p.x + board.cellSize * 1.5, p.y)
            compare(game.ply, 0)
            compare(board.pressedSquare, -1)
        }

        function test_touchTapPlays() {
            const p = centre(f5)
            const touch = touchEvent(board)
            touch.press(0, board, p.x, p.y).commit()
            compare(board.pressedSquare, f5)
            touch.release(0, board, p.x, p.y).commit()
            compare(game.ply, 1)
            compare(game.blackCount, 4)
        }

        function test_touchPressSlideReleaseCancels() {
            const p = centre(f5)
            const touch = touchEvent(board)
            touch.press(0, board, p.x, p.y).commit()
            compare(board.pressedSquare, f5)
            touch.move(0, board, p.x + board.cellSize * 0.5, p.y + board.cellSize * 0.5).commit()
            touch.move(0, board, p.x + board.cellSize * 1.5, p.y + board.cellSize * 1.5).commit()
            touch.release(0, board, p.x + board.cellSize * 1.5, p.y + board.cellSize * 1.5).commit()
            compare(game.ply, 0)
            compare(game.blackCount, 2)
            compare(board.pressedSquare, -1)
        }

        function countVisible(item, name) {
            let n = (item.objectName === name && item.visible) ? 1 : 0
            for (let i = 0; i < item.children.length; ++i) n += countVisible(item.children[i], name)
            return n
        }

        function test_noHintsOnTheComputersTurn() {
            compare(countVisible(board, "legalDot"), 4)
            game.newGame(false, true, 20, 20)
            verify(game.play(37))
            verify(game.aiTurn)
            compare(countVisible(board, "legalDot"), 0)
            game.stopThinking()
            compare(countVisible(board, "legalDot"), 0)  // paused, still the computer's turn
            game.takeOver()
            verify(!game.aiTurn)
            compare(countVisible(board, "legalDot"), 3)  // White's replies to f5
        }

        function test_boardIgnoresInputOnTheAisTurn() {
            game.newGame(true, false, 20, 20)
            verify(game.aiTurn)
            const p = centre(f5)
            mouseClick(board, p.x, p.y)
            compare(game.ply, 0)
            game.stopThinking()
        }
    }
}
