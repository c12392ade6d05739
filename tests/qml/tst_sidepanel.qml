import QtQuick
import QtTest
import Reversi

// Replay controls, undo/redo and the move list move through the game.
Item {
    id: root
    width: 420
    height: 640

    GameModel {
        id: game
        aiMoveDelay: 0
    }
    SidePanel {
        id: panel
        game: game
        anchors.fill: parent
    }

    TestCase {
        name: "SidePanel"
        when: windowShown

        // The usual start (a test may have left the parallel one).
        function init() {
            failOnWarning(/.?/)  // a QML warning fails the test (tests/qml/main.cpp)
            game.aiMoveDelay = 0
            game.newGameOf({"parallelStart": false, "blackIsAi": false, "whiteIsAi": false,
                            "blackLevel": 1, "whiteLevel": 1})
            for (const square of [37, 29, 20, 43])  // f5 f4 e3 d6
                verify(game.play(square))
            compare(game.ply, 4)
        }
        // The computer (Black, level 20) to move from the parallel start, which the
        // opening book does not hold. Its search takes under a second, so its move is
        // held by a ten-minute move delay: until the test acts, the computer is still
        // thinking (searching or holding its move), however fast the machine.
        function newSearchingGame() {
            game.aiMoveDelay = 600000
            game.newGameOf({"parallelStart": true, "blackIsAi": true, "whiteIsAi": false,
                            "blackLevel": 20, "whiteLevel": 20})
        }
        function click(name) {
            const button = findChild(panel, name)
            verify(button, name)
            verify(button.enabled, name + " enabled")
            tryVerify(() => button.visible && button.width > 0, 1000, name + " laid out")
            waitForRendering(panel)
            mouseClick(button)
        }

        function test_replayControls() {
            click("backButton")
            compare(game.ply, 3)
            click("firstButton")
            compare(game.ply, 0)
            compare(game.blackCount, 2)
            click("forwardButton")
            compare(game.ply, 1)
            click("lastButton")
            compare(game.ply, 4)
            compare(game.length, 4)
            verify(!findChild(panel, "lastButton").enabled)
        }

        function test_undoRedo() {
            click("undoButton")
            compare(game.ply, 3)
            click("redoButton")
            compare(game.ply, 4)
        }

        function test_tapAMoveJumpsThere() {
            const list = findChild(panel, "moveList")
            verify(list)
            mouseClick(list, list.cellWidth / 2, list.cellHeight / 2)  // the first move
            compare(game.ply, 1)
        }

        function test_stopAndResumeTheComputer() {
            newSearchingGame()
            verify(game.thinking)
            verify(findChild(panel, "stopButton").visible)
            click("stopButton")
            verify(!game.thinking)
            verify(game.aiPaused)
            compare(game.ply, 0)
            click("resumeButton")
            verify(game.thinking)  // searching again
            verify(!game.aiPaused)
            click("moveNowButton")
            tryCompare(game, "ply", 1, 5000)
        }

        function test_moveNowPlaysTheBestSoFar() {
            newSearchingGame()
            verify(game.thinking)
            click("moveNowButton")
            tryCompare(game, "ply", 1, 5000)
            verify(!game.aiTurn)
        }

        function test_takeOverGivesTheSideToThePerson() {
            newSearchingGame()
            click("stopButton")
            verify(game.aiPaused)
            click("takeOverButton")
            verify(!game.blackIsAi)
            verify(!game.aiPaused)
            verify(game.play(19))  // d3, a first move of the parallel start
        }

        function test_linesSwitchByTap() {
            game.jumpTo(1)
            verify(game.play(43))  // d6 instead of f4: a second line
            compare(game.alternatives.length, 2)
            verify(findChild(panel, "mainLineButton").visible)
            click("line_f4")
            compare(game.moves[1], "f4")
            compare(game.length, 4)  // the first line, whole
            compare(game.ply, 2)
            verify(game.mainLine)
            click("line_d6")
            compare(game.length, 2)
            click("mainLineButton")
            verify(game.mainLine)
            compare(game.alternatives[0].name, "d6")
        }

        function test_countsFollowTheGame() {
            compare(findChild(panel, "blackCount").text, String(game.blackCount))
            click("firstButton")
            compare(findChild(panel, "blackCount").text, "2")
            compare(findChild(panel, "whiteCount").text, "2")
        }
    }
}
