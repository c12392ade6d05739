import QtQuick
import QtTest
import Reversi

// The evaluation graph takes taps and sideways drags to plies; the study panel's buttons paste
// a game and show a malformed one's error; the move list shows grades.
Item {
    id: root
    width: 420
    height: 700

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
    SidePanel {
        id: panel
        game: game
        analyser: analyser
        records: records
        anchors.fill: parent
    }

    TestCase {
        name: "Study"
        when: windowShown

        function init() {

            failOnWarning(/.?/)  // a QML warning fails the test (tests/qml/main.cpp)
            game.newGame(false, false, 1, 1)
            verify(records.loadText("f5d6c3d3c4f4f6f3e6e7"))
            compare(game.ply, 10)
        }
        function graph() {
            const g = findChild(panel, "evalGraph")
            verify(g, "evalGraph")
            return g
        }

        function test_tapOnTheGraphJumps() {
            const g = graph()
            mouseClick(g, g.xOf(3), g.height / 2)
            compare(game.ply, 3)
            mouseClick(g, 1, g.height / 2)
            compare(game.ply, 0)
            mouseClick(g, g.width - 1, g.height / 2)
            compare(game.ply, 10)
        }

        function test_dragAlongTheGraph() {
            const g = graph()
            mousePress(g, g.xOf(2), 10)
            compare(game.ply, 10)  // a press alone goes nowhere (it may start a scroll)
            mouseMove(g, g.xOf(5), 10)
            compare(game.ply, 5)
            mouseMove(g, g.xOf(7), 30)
            mouseRelease(g, g.xOf(7), 30)
            compare(game.ply, 7)
        }

        function test_pasteButton() {
            const error = findChild(panel, "recordsError")
            // A malformed text shows the engine's message; the board stays.
            records.loadText("f5d6q9")
            compare(game.length, 10)
            tryVerify(() => error.visible)
            verify(error.text.indexOf("move 3") >= 0, error.text)
            // The button pastes the clipboard: copy a shorter game there first.
            verify(records.loadText("f5d6"))
            records.copy()
            verify(records.loadText("f5d6c3"))
            mouseClick(findChild(panel, "pasteButton"))
            compare(game.length, 2)
            tryVerify(() => !error.visible)
        }

        // A paste that cannot be read while a file is read says why, and the file is
        // still read (the paste's error was hidden behind "Reading").
        function test_aRefusedPasteWhileAFileIsRead() {
            const error = findChild(panel, "recordsError")
            records.open("file:///nonexistent-folder/games.ggf")
            verify(!records.loadText("q9q9"))
            verify(records.opening !== "")
            verify(error.text.indexOf("Reading games.ggf") >= 0 && error.text.indexOf(records.error) === 0, error.text)
            tryVerify(() => records.opening === "")
            verify(error.text.indexOf("nonexistent-folder") >= 0, error.text)  // then the file's own error
        }

        function test_gradesInTheMoveList() {
            analyser.level = 1
            const spy = createTemporaryObject(signalSpyComponent, root, { target: analyser, signalName: "finished" })
            mouseClick(findChild(panel, "analyseButton"))
            verify(analyser.running)
            spy.wait(30000)
            compare(analyser.grades.length, 10)
            for (const grade of analyser.grades)
                verify(grade !== null && grade.grade >= 0 && grade.grade <= 3)
            // The current move's entry shows a grade symbol.
            const marks = []
            const list = findChild(panel, "moveList")
            for (let i = 0; i < list.contentItem.children.length; ++i) {
                const g = findChild(list.contentItem.children[i], "grade")
                if (g && g.visible)
                    marks.push(g.text)
            }
            verify(marks.length > 0)
            for (const m of marks)
                verify(["✓", "?!", "?", "??"].indexOf(m) >= 0, m)
        }

        // Stop ends "Analyse game" where it is, and the best line, which waited for the
        // run, is searched for the position on the board.
        function test_stopButtonLeavesTheBestLine() {
            analyser.level = 0  // the game's own level: the run is far from its end when stopped
            verify(records.loadText("c4c3d3c5b3"))  // positions no test has analysed
            analyser.bestLineShown = true
            mouseClick(findChild(panel, "analyseButton"))
            verify(analyser.running)
            compare(analyser.bestLine.length, 0)
            const stop = findChild(panel, "stopAnalysisButton")
            tryVerify(() => stop.visible)
            mouseClick(stop)
            verify(!analyser.running)
            tryVerify(() => analyser.bestLine.length > 0, 60000)
            analyser.bestLineShown = false
        }
    }
    Component {
        id: signalSpyComponent
        SignalSpy {}
    }
}
