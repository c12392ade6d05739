import QtQuick
import QtQuick.Layouts
import QtTest
import Reversi

// The texts of scores follow the heat-map's engine as well as the game: in NoGo, MCTS
// scores are win rates ("74%") and MinMax's points ("+12"). The legend's chips and the
// graph's scale once kept the first engine's units after the setting changed.
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
    ColumnLayout {
        width: root.width
        HeatLegend {
            id: legend
            game: game
            Layout.fillWidth: true
        }
        EvalGraph {
            id: graph
            game: game
            analyser: analyser
            Layout.fillWidth: true
            Layout.preferredHeight: 160
        }
    }

    TestCase {
        name: "ScoreUnits"
        when: windowShown

        function init() {
            failOnWarning(/.?/)  // a QML warning fails the test (tests/qml/main.cpp)
        }

        // The texts of the items under `item` that are of the form `pattern`.
        function textsLike(item, pattern) {
            let found = []
            for (let i = 0; i < item.children.length; ++i) {
                const child = item.children[i]
                if (child.text !== undefined && pattern.test(child.text))
                    found.push(child.text)
                found = found.concat(textsLike(child, pattern))
            }
            return found
        }

        function test_textsFollowTheEngine() {
            game.newGameOf({"kind": "nogo", "blackIsAi": false, "whiteIsAi": false})
            game.analysisEngine = 0  // MCTS
            waitForRendering(root)
            verify(textsLike(legend, /^\d+%$/).length >= 7, "the chips in win rates")
            verify(textsLike(graph, /^\d+%$/).length >= 2, "the scale in win rates")
            game.analysisEngine = 1  // MinMax
            waitForRendering(root)
            compare(textsLike(legend, /%$/).length, 0)
            verify(textsLike(legend, /^\+\d+$/).length >= 3, "the chips in points")
            compare(textsLike(graph, /%$/).length, 0)
            game.analysisEngine = 0
            waitForRendering(root)
            verify(textsLike(legend, /^\d+%$/).length >= 7)
        }
    }
}
