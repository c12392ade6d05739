pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Reversi

// Scores, whose turn, the AI's progress, replay and game controls, and the move list.
// In a wide, short panel (portrait window) the move list goes to the right.
Pane {
    id: panel
    required property GameModel game
    // The study tools show when both are given.
    property GameAnalyser analyser: null
    property GameRecords records: null
    signal newGameRequested()

    // The study tools' dialogs, for the window's shortcuts.
    function openFile() { if (studyLoader.item) studyLoader.item.openFile() }
    function saveFile() { if (studyLoader.item) studyLoader.item.saveFile() }
    function showShortcuts() { if (studyLoader.item) studyLoader.item.showShortcuts() }

    // The height on screen, which is less than `height` when the panel scrolls.
    property real viewHeight: height
    readonly property bool wide: width >= 520 && width > viewHeight * 1.4
    padding: 12

    function playerName(color) {
        const ai = color === 1 ? game.blackIsAi : game.whiteIsAi
        const bothHuman = !game.blackIsAi && !game.whiteIsAi
        if (ai)
            return qsTr("Computer")
        return bothHuman ? qsTr("Player") : qsTr("You")
    }
    function statusText() {
        if (game.gameOver) {
            if (game.winner === 0)
                return qsTr("Game over: draw")
            return game.winner === 1 ? qsTr("Game over: Black wins") : qsTr("Game over: White wins")
        }
        if (game.engineProblem !== "")
            return game.engineProblem
        const black = game.sideToMove === 1
        if (game.thinking)
            return black ? qsTr("Black is thinking…") : qsTr("White is thinking…")
        if (game.aiPaused)
            return qsTr("The computer is paused")
        if (game.passedColor !== 0)
            return black ? qsTr("White passed: Black to move") : qsTr("Black passed: White to move")
        return black ? qsTr("Black to move") : qsTr("White to move")
    }

    background: Rectangle { color: Theme.panel }

    GridLayout {
        anchors.fill: parent
        columns: panel.wide ? 2 : 1
        columnSpacing: 14
        rowSpacing: 8

        ColumnLayout {
            Layout.fillWidth: !panel.wide
            Layout.fillHeight: panel.wide
            Layout.preferredWidth: panel.wide ? panel.availableWidth * 0.6 : panel.availableWidth
            Layout.maximumWidth: Layout.preferredWidth
            spacing: 8

            RowLayout {
                Layout.fillWidth: true
                spacing: 8
                Repeater {
                    model: [1, 2]
                    delegate: Rectangle {
                        id: scoreBox
                        required property int modelData
                        readonly property bool toMove: panel.game.sideToMove === modelData
                        Layout.fillWidth: true
                        Layout.preferredHeight: 58
                        radius: 8
                        color: toMove ? Theme.boxToMove : Theme.box
                        border.color: toMove ? Theme.toMoveRing : Theme.border
                        border.width: toMove ? 3 : 1
                        Row {
                            x: 10
                            y: 6
                            spacing: 8
                            Disc {
                                anchors.verticalCenter: parent.verticalCenter
                                width: 24
                                height: 24
                                colorCode: scoreBox.modelData
                                animated: false
                            }
                            Text {
                                objectName: scoreBox.modelData === 1 ? "blackCount" : "whiteCount"
                                text: scoreBox.modelData === 1 ? panel.game.blackCount : panel.game.whiteCount
                                color: Theme.strongText
                                font.pixelSize: 22
                                font.bold: true
                            }
                        }
                        Text {
                            visible: scoreBox.modelData === 1 ? panel.game.blackIsAi : panel.game.whiteIsAi
                            anchors.right: parent.right
                            anchors.rightMargin: 8
                            y: 8
                            text: qsTr("level %1").arg(scoreBox.modelData === 1 ? panel.game.blackLevel : panel.game.whiteLevel)
                            color: Theme.mutedText
                            font.pixelSize: 12
                        }
                        Text {
                            x: 10
                            width: parent.width - 16
                            anchors.bottom: parent.bottom
                            anchors.bottomMargin: 5
                            elide: Text.ElideRight
                            text: panel.playerName(scoreBox.modelData)
                            color: Theme.mutedText
                            font.pixelSize: 12
                        }
                    }
                }
            }

            RowLayout {
                Layout.fillWidth: true
                spacing: 8
                BusyIndicator {
                    visible: panel.game.thinking
                    running: visible
                    Layout.preferredWidth: 28
                    Layout.preferredHeight: 28
                }
                Label {
                    objectName: "status"
                    Layout.fillWidth: true
                    text: panel.statusText()
                    font.pixelSize: 16
                    font.bold: panel.game.gameOver
                    wrapMode: Text.WordWrap
                }
                // The computer's turn: play now, or wait; paused: go on, or let the
                // person play this side.
                Button {
                    objectName: "moveNowButton"
                    visible: panel.game.thinking
                    text: qsTr("Move now")
                    onClicked: panel.game.moveNow()
                }
                Button {
                    objectName: "stopButton"
                    visible: panel.game.thinking
                    text: qsTr("Pause")
                    onClicked: panel.game.stopThinking()
                }
                Button {
                    objectName: "resumeButton"
                    visible: panel.game.aiPaused
                    text: qsTr("Resume")
                    onClicked: panel.game.resumeAi()
                }
                Button {
                    objectName: "takeOverButton"
                    visible: panel.game.aiPaused
                    text: qsTr("Take over")
                    onClicked: panel.game.takeOver()
                }
            }

            RowLayout {
                Layout.fillWidth: true
                spacing: 4
                component NavButton: ToolButton {
                    required property string iconName
                    required property string tip
                    icon.source: "../icons/" + iconName + ".svg"
                    icon.color: enabled ? Theme.text : Theme.disabled
                    display: AbstractButton.IconOnly
                    Accessible.name: tip
                    ToolTip.visible: hovered
                    ToolTip.text: tip
                    ToolTip.delay: 600
                }
                NavButton {
                    objectName: "firstButton"
                    iconName: "first"
                    tip: qsTr("First position")
                    enabled: panel.game.ply > 0
                    onClicked: panel.game.jumpTo(0)
                }
                NavButton {
                    objectName: "backButton"
                    iconName: "back"
                    tip: qsTr("Back one move")
                    enabled: panel.game.ply > 0
                    onClicked: panel.game.jumpTo(panel.game.ply - 1)
                }
                NavButton {
                    objectName: "forwardButton"
                    iconName: "forward"
                    tip: qsTr("Forward one move")
                    enabled: panel.game.ply < panel.game.length
                    onClicked: panel.game.jumpTo(panel.game.ply + 1)
                }
                NavButton {
                    objectName: "lastButton"
                    iconName: "last"
                    tip: qsTr("Last position")
                    enabled: panel.game.ply < panel.game.length
                    onClicked: panel.game.jumpTo(panel.game.length)
                }
                Item { Layout.fillWidth: true }
                NavButton {
                    objectName: "undoButton"
                    iconName: "undo"
                    tip: qsTr("Undo")
                    enabled: panel.game.canUndo
                    onClicked: panel.game.undo()
                }
                NavButton {
                    objectName: "redoButton"
                    iconName: "redo"
                    tip: qsTr("Redo")
                    enabled: panel.game.canRedo
                    onClicked: panel.game.redo()
                }
            }

            RowLayout {
                Layout.fillWidth: true
                spacing: 8
                Button {
                    objectName: "newGameButton"
                    text: qsTr("New game…")
                    onClicked: panel.newGameRequested()
                }
            }
            RowLayout {
                Layout.fillWidth: true
                spacing: 8
                CheckBox {
                    text: qsTr("Analysis")
                    checked: AppSettings.analysis
                    onToggled: AppSettings.analysis = checked
                }
                CheckBox {
                    text: qsTr("Legal moves")
                    checked: AppSettings.showLegalMoves
                    onToggled: AppSettings.showLegalMoves = checked
                }
            }

            // How to read the heat-map.
            RowLayout {
                visible: panel.game.analysisEnabled
                Layout.fillWidth: true
                spacing: 6
                Label { text: qsTr("worst"); font.pixelSize: 12 }
                Rectangle {
                    Layout.fillWidth: true
                    Layout.preferredHeight: 12
                    radius: 6
                    gradient: Gradient {
                        orientation: Gradient.Horizontal
                        GradientStop { position: 0; color: Qt.rgba(0.90, 0.38, 0.00, 1) }
                        GradientStop { position: 0.5; color: Qt.rgba(0.97, 0.95, 0.88, 1) }
                        GradientStop { position: 1; color: Qt.rgba(0.20, 0.45, 0.85, 1) }
                    }
                }
                Label { text: qsTr("best"); font.pixelSize: 12 }
            }
            Label {
                visible: panel.game.analysisEnabled
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                font.pixelSize: 12
                color: Theme.mutedText
                text: panel.game.analyzing ? qsTr("Scores in discs; d = search depth; bold, underlined and framed = exact; gold ring = best. Analysing…")
                                           : qsTr("Scores in discs; d = search depth; bold, underlined and framed = exact; gold ring = best.")
            }
            Item {
                visible: panel.wide
                Layout.fillHeight: true
            }
        }

        // The study tools above the move list (to the right in a wide panel).
        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            // What the first column leaves, never more (its contents wrap).
            Layout.preferredWidth: panel.wide ? panel.availableWidth * 0.4 - 14 : panel.availableWidth
            Layout.maximumWidth: Layout.preferredWidth
            spacing: 8
            Loader {
                id: studyLoader
                objectName: "studyLoader"
                visible: status === Loader.Ready
                Layout.fillWidth: true
                Component.onCompleted: {
                    if (panel.analyser && panel.records)
                        setSource("StudyPanel.qml", { game: panel.game, analyser: panel.analyser, records: panel.records })
                }
            }
            MoveList {
                objectName: "moveList"
                game: panel.game
                analyser: panel.analyser
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.minimumHeight: 88  // three rows, even when the panel scrolls
            }
        }
    }
}
