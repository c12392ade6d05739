import QtQuick
import QtTest
import Reversi

// The board's input: mouse and touch taps play legal squares only; a press previews
// the discs it would turn; sliding away before release cancels. From the keyboard: Tab
// reaches the board, the arrows move its cursor (not the window's replay shortcuts),
// Space and Enter play there. A screen reader hears what each cell shows.
Item {
    id: root
    width: 520
    height: 520

    // The window's replay shortcut, which the board's arrows go before.
    property int replayed: 0
    Shortcut { sequences: ["Left", "Ctrl+Left"]; onActivated: root.replayed++ }

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

            failOnWarning(/.?/)  // a QML warning fails the test (tests/qml/main.cpp)
            game.newGameOf({"kind": "reversi", "size": 8})  // (a test may have left another board)
            game.newGame(false, false, 1, 1)
            root.replayed = 0
        }
        function cleanup() {
            root.forceActiveFocus()  // the board without the focus, its cursor unplaced
            board.cursor = -1
        }
        function cellAt(square) {
            const grid = findChild(board, "boardGrid")
            for (let i = 0; i < grid.children.length; ++i)
                if (grid.children[i].index === square && grid.children[i].squareName !== undefined)
                    return grid.children[i]
            return null
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

        // A second finger (or a palm) on another cell plays nothing there, even where the
        // other side may play once the first finger's move is made.
        function test_twoFingersPlayOneMove() {
            const f6 = 45  // empty, and White's after f5
            const p = centre(f5), q = centre(f6)
            const touch = touchEvent(board)
            touch.press(0, board, p.x, p.y).commit()
            touch.stationary(0).press(1, board, q.x, q.y).commit()
            compare(board.pressedSquare, f5)  // the preview stays the first finger's
            touch.release(0, board, p.x, p.y).stationary(1).commit()
            compare(game.ply, 1)
            touch.release(1, board, q.x, q.y).commit()
            compare(game.ply, 1)
            compare(game.data(game.index(f6, 0), GameModel.DiscRole), 0)
            // The next tap is a gesture of its own.
            const r = centre(45 - 16)  // f4, White's too
            mouseClick(board, r.x, r.y)
            compare(game.ply, 2)
        }

        // A press whose cell goes with its board (a game of another size arriving while
        // the mouse button is down: no release comes, and Qt warns of the grab it loses,
        // hence the press set here as the cell leaves it) leaves the next board's taps
        // playing.
        function test_aPressGoneWithItsBoardLeavesTapsPlaying() {
            board.pressedSquare = board.gestureSquare = 63  // h8: no cell of a 6x6 board
            game.newGameOf({"kind": "reversi", "size": 6})
            compare(board.pressedSquare, -1)
            let legal = -1
            for (let s = 0; s < 36 && legal < 0; ++s)
                if (game.whyIllegal(s) === "")
                    legal = s
            verify(legal >= 0)
            mouseClick(board, board.margin + (legal % 6 + 0.5) * board.cellSize,
                       board.margin + (Math.floor(legal / 6) + 0.5) * board.cellSize)
            compare(game.ply, 1)
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
    
        // Tab gives the board the focus: the cursor frames the first legal move (d3), and
        // only while the board has the focus.
        function test_tabReachesTheBoardWithItsCursor() {
            const frame = findChild(board, "keyboardCursor")
            verify(!board.activeFocus)
            verify(!frame.visible)
            keyClick(Qt.Key_Tab)
            verify(board.activeFocus)
            compare(board.cursor, 19)  // d3
            verify(frame.visible)
            const c = centre(19)
            compare(frame.x + frame.width / 2, c.x)
            compare(frame.y + frame.height / 2, c.y)
            root.forceActiveFocus()
            verify(!frame.visible)
        }

        // The arrows move the cursor (the window's Left does not replay), within the
        // board; Space plays at the cursor as a tap does.
        function test_arrowsMoveTheCursorSpacePlays() {
            board.forceActiveFocus()
            compare(board.cursor, 19)  // d3
            keyClick(Qt.Key_Right)
            keyClick(Qt.Key_Right)
            keyClick(Qt.Key_Down)
            keyClick(Qt.Key_Down)
            compare(board.cursor, f5)
            keyClick(Qt.Key_Left)
            compare(board.cursor, e5)
            compare(root.replayed, 0)  // the arrow went to the board
            keyClick(Qt.Key_Right)
            keyClick(Qt.Key_Space)
            compare(game.ply, 1)
            compare(game.data(game.index(f5, 0), GameModel.DiscRole), 1)
            // Ctrl+Left still reaches the window's replay.
            keyClick(Qt.Key_Left, Qt.ControlModifier)
            compare(root.replayed, 1)
            compare(board.cursor, f5)
            // The edges hold the cursor.
            for (let i = 0; i < 10; ++i) {
                keyClick(Qt.Key_Up)
                keyClick(Qt.Key_Left)
            }
            compare(board.cursor, a1)
            for (let i = 0; i < 10; ++i) {
                keyClick(Qt.Key_Down)
                keyClick(Qt.Key_Right)
            }
            compare(board.cursor, 63)
        }

        // Enter plays too; on a cell that cannot be played it says why, as a press
        // does, until the cursor moves.
        function test_enterPlaysOrSaysWhyNot() {
            board.forceActiveFocus()
            board.cursor = a1
            keyClick(Qt.Key_Return)
            compare(game.ply, 0)
            compare(board.pressedProblem, game.whyIllegal(a1))
            verify(board.pressedProblem !== "")
            verify(findChild(board, "pressedProblemBubble").visible)
            keyClick(Qt.Key_Right)
            compare(board.pressedProblem, "")
            verify(!findChild(board, "pressedProblemBubble").visible)
            board.cursor = e5  // taken
            keyClick(Qt.Key_Space)
            compare(board.pressedProblem, game.whyIllegal(e5))
            board.cursor = f5
            keyClick(Qt.Key_Enter)
            compare(game.ply, 1)
            compare(board.pressedProblem, "")
        }

        // Not on the computer's turn, as a tap.
        function test_keyboardIgnoredOnTheAisTurn() {
            game.newGame(true, false, 20, 20)
            game.stopThinking()  // paused: still the computer's turn
            verify(game.aiTurn)
            board.forceActiveFocus()
            board.cursor = f5
            keyClick(Qt.Key_Space)
            compare(game.ply, 0)
            compare(board.pressedProblem, "")
        }

        // Every board: on NoGo's the cursor starts at the centre point and plays there;
        // on 10x10 it reaches the far corner.
        function test_everyBoardHasACursor() {
            game.newGameOf({"kind": "nogo", "blackIsAi": false, "whiteIsAi": false})
            board.forceActiveFocus()
            compare(board.cursor, 40)  // E5
            keyClick(Qt.Key_Space)
            compare(game.ply, 1)
            compare(game.data(game.index(40, 0), GameModel.DiscRole), 1)
            keyClick(Qt.Key_Space)  // taken: says so
            compare(board.pressedProblem, game.whyIllegal(40))
            game.newGameOf({"kind": "reversi", "size": 10, "blackIsAi": false, "whiteIsAi": false})
            tryVerify(() => board.cursor >= 0 && board.columns === 10)
            for (let i = 0; i < 12; ++i) {
                keyClick(Qt.Key_Down)
                keyClick(Qt.Key_Right)
            }
            compare(board.cursor, 99)
            const frame = findChild(board, "keyboardCursor")
            compare(frame.x + frame.width / 2, board.margin + 9.5 * board.cellSize)
        }

        // A screen reader hears the cell's name, what is on it and its marks; its press
        // plays as a tap.
        function test_cellsSayWhatTheyShow() {
            const f5cell = cellAt(f5)
            verify(f5cell)
            compare(f5cell.Accessible.name, "f5, empty, legal move")
            compare(cellAt(e5).Accessible.name, "e5, white disc")
            compare(cellAt(e5 - 8).Accessible.name, "e4, black disc")
            compare(cellAt(a1).Accessible.name, "a1, empty")
            f5cell.activated()
            compare(game.ply, 1)
            compare(cellAt(f5).Accessible.name, "f5, black disc, last move")
            board.forceActiveFocus()
            board.cursor = f5
            compare(board.Accessible.name, "Board: f5, black disc, last move")
            game.newGameOf({"kind": "nogo", "blackIsAi": false, "whiteIsAi": false})
            verify(game.play(40))
            compare(cellAt(40).Accessible.name, game.squareName(40) + ", black stone, last move")
        }
    }
}
