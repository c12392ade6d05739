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
    property Autosave autosave: null
    // Said in the status line before anything else (why a pressed point is illegal).
    property string notice: ""
    signal newGameRequested()

    // The study tools' dialogs, for the window's shortcuts.
    function openFile() { if (studyLoader.item) studyLoader.item.openFile() }
    function saveFile() { if (studyLoader.item) studyLoader.item.saveFile() }
    function showShortcuts() { if (studyLoader.item) studyLoader.item.showShortcuts() }
    // Where the records' message lies in the panel (null when none shows), and how much
    // of the top the pinned disc counts cover once scrolled.
    function recordsMessageRect() {
        const label = studyLoader.item ? studyLoader.item.recordsMessage : null
        return label && label.visible ? label.mapToItem(panel, 0, 0, label.width, label.height) : null
    }
    readonly property real pinnedHeight: scoreRow.height + topPadding / 2 + 4

    // The height on screen, which is less than `height` when the panel scrolls, and how
    // far it has scrolled (the disc counts stay pinned at the top of what shows).
    property real viewHeight: height
    property real scrollY: 0
    // (Below 700 px the two columns leave the replay buttons' names too little room.)
    readonly property bool wide: width >= 700 && width > viewHeight * 1.4
    padding: 12

    function playerName(color) {
        const ai = color === 1 ? game.blackIsAi : game.whiteIsAi
        const bothHuman = !game.blackIsAi && !game.whiteIsAi
        if (ai)
            return qsTr("Computer")
        return bothHuman ? qsTr("Player") : qsTr("You")
    }
    function statusText() {
        if (notice !== "")
            return notice
        if (studyLoader.item && studyLoader.item.recentProblem !== "")
            return studyLoader.item.recentProblem
        if (game.gameOver) {
            if (game.winner === 0)
                return qsTr("Game over: draw")
            const result = game.winner === 1 ? qsTr("Game over: Black wins") : qsTr("Game over: White wins")
            return game.endReason === "" ? result
                                         : qsTr("%1 %2", "the status at the end of a game: %1 why it ended (a sentence), %2 who won (Game over: … wins)")
                                           .arg(game.endReason).arg(result)
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
            z: 1  // the pinned score row passes over the second column
            Layout.fillWidth: !panel.wide
            Layout.fillHeight: panel.wide
            Layout.preferredWidth: panel.wide ? panel.availableWidth * 0.6 : panel.availableWidth
            Layout.maximumWidth: Layout.preferredWidth
            spacing: 8

            // The disc counts and whose turn, pinned: they slide down as the panel scrolls,
            // half a margin from its top, over a strip of the panel's colour whose edge
            // shows where the panel's contents pass under it.
            Item {
                id: scoreRow
                Layout.fillWidth: true
                Layout.preferredHeight: scores.implicitHeight
                z: 1
                readonly property real pinnedBy: Math.max(0, panel.scrollY - scoreRow.y - panel.topPadding / 2)
                transform: Translate { y: scoreRow.pinnedBy }
                Rectangle {
                    visible: panel.scrollY > 0
                    x: -panel.leftPadding
                    y: -panel.topPadding
                    width: panel.width
                    height: scoreRow.height + panel.topPadding + 4
                    color: Theme.panel
                    Rectangle {
                        visible: scoreRow.pinnedBy > 0
                        anchors.bottom: parent.bottom
                        width: parent.width
                        height: 1
                        color: Theme.border
                    }
                }
                // The pinned row covers what scrolled under it: it takes the presses (and
                // the hovering) there, which would otherwise reach the hidden controls
                // (Paste ...). A drag still scrolls the panel. Unscrolled it covers
                // nothing, and stays out of the way of the second column's top row.
                MouseArea {
                    objectName: "pinnedRowShield"
                    visible: panel.scrollY > 0
                    x: -panel.leftPadding
                    y: -panel.topPadding
                    width: panel.width
                    height: scoreRow.height + panel.topPadding + 4
                    hoverEnabled: true
                    acceptedButtons: Qt.AllButtons
                }
                RowLayout {
                    id: scores
                    anchors.fill: parent
                    spacing: 8
                    // A computer's name goes under the count, in both boxes, where beside the
                    // count it would be cut short (a phone held sideways: "MC…ve"), in place
                    // of "Computer · to move" (the ring still shows whose turn it is).
                    readonly property bool namesBelow: {
                        for (let i = 0; i < boxes.count; ++i) {
                            const box = boxes.itemAt(i)
                            if (box && !box.nameFitsBeside)
                                return true
                        }
                        return false
                    }
                    // (A name that says its engine, "MCTS · 1 s a move", says "Computer" too;
                    // "level 20" is put after it.)
                    readonly property bool namesSayEngines: panel.game.engineNamesOf(panel.game.gameKind).length > 1
                    // The widest count the board can show ("64", "100"), so that where the
                    // names go does not change as the counts grow during a game.
                    TextMetrics {
                        id: widestCount
                        font.pixelSize: panel.font.pixelSize * 1.6
                        font.bold: true
                        text: "8".repeat(String(panel.game.columnLabels.length * panel.game.columnLabels.length).length)
                    }
                    Repeater {
                        id: boxes
                        model: [1, 2]
                        delegate: Rectangle {
                            id: scoreBox
                            objectName: modelData === 1 ? "blackBox" : "whiteBox"
                            required property int modelData
                            readonly property bool toMove: panel.game.sideToMove === modelData
                            readonly property bool isAi: modelData === 1 ? panel.game.blackIsAi : panel.game.whiteIsAi
                            readonly property bool nameBelow: isAi && scores.namesBelow
                            readonly property real nameRoom: width - countRow.x - 8 - 8 - countRow.width + countText.width
                                                             - Math.max(countText.width, widestCount.advanceWidth)
                            readonly property bool nameFitsBeside: !isAi || aiName.implicitWidth <= nameRoom
                            Layout.fillWidth: true
                            // Taller where the font's lines are (Noto Sans CJK, a Chinese
                            // system's font, has lines a quarter taller than DejaVu Sans'):
                            // the line under the count must not reach into it.
                            Layout.preferredHeight: Math.max(Math.round(panel.font.pixelSize * 4.2),
                                                             Math.ceil(countRow.y + countRow.height + playerLine.implicitHeight
                                                                       + playerLine.anchors.bottomMargin))
                            radius: 8
                            color: toMove ? Theme.boxToMove : Theme.box
                            border.color: toMove ? Theme.toMoveRing : Theme.border
                            border.width: toMove ? 3 : 1
                            Row {
                                id: countRow
                                x: 10
                                y: 6
                                spacing: 8
                                Piece {
                                    anchors.verticalCenter: parent.verticalCenter
                                    width: panel.font.pixelSize * 1.7
                                    height: width
                                    kind: panel.game.gameKind
                                    colorCode: scoreBox.modelData
                                    animated: false
                                }
                                Text {
                                    id: countText
                                    objectName: scoreBox.modelData === 1 ? "blackCount" : "whiteCount"
                                    text: scoreBox.modelData === 1 ? panel.game.blackCount : panel.game.whiteCount
                                    color: Theme.strongText
                                    font.pixelSize: panel.font.pixelSize * 1.6
                                    font.bold: true
                                }
                            }
                            // The computer's name and strength, right of the count where it
                            // fits (else under it: playerLine).
                            Text {
                                id: aiName
                                objectName: scoreBox.modelData === 1 ? "blackAiName" : "whiteAiName"
                                visible: scoreBox.isAi && !scoreBox.nameBelow
                                anchors.right: parent.right
                                anchors.rightMargin: 8
                                y: 8
                                width: Math.max(0, Math.min(implicitWidth, scoreBox.nameRoom))
                                horizontalAlignment: Text.AlignRight
                                elide: Text.ElideMiddle
                                text: scoreBox.modelData === 1 ? panel.game.blackAiName : panel.game.whiteAiName
                                color: Theme.mutedText
                                font.pixelSize: panel.font.pixelSize * 0.85
                            }
                            Text {
                                id: playerLine
                                objectName: scoreBox.modelData === 1 ? "blackPlayerLine" : "whitePlayerLine"
                                // Who plays ("You", "Computer", or the computer's name), and
                                // whose turn, in words too (the ring and colour show it).
                                readonly property string who: !scoreBox.nameBelow ? panel.playerName(scoreBox.modelData)
                                    : scores.namesSayEngines ? aiName.text
                                    : qsTr("%1 · %2", "a computer in its score box: Computer · level 20")
                                          .arg(panel.playerName(scoreBox.modelData)).arg(aiName.text)
                                x: 10
                                width: parent.width - 16
                                anchors.bottom: parent.bottom
                                anchors.bottomMargin: 5
                                // Shrunk a little where the box is narrow.
                                fontSizeMode: Text.HorizontalFit
                                minimumPixelSize: Math.round(panel.font.pixelSize * 0.7)
                                elide: Text.ElideMiddle
                                text: scoreBox.toMove && !scoreBox.nameBelow ? qsTr("%1 · to move").arg(who) : who
                                color: Theme.mutedText
                                font.pixelSize: panel.font.pixelSize * 0.85
                            }
                        }
                    }
                }
            }

            // Whose turn or what happened, and the computer's buttons while it thinks or
            // waits. Where the panel is narrow (a phone held sideways) the buttons go on a
            // line of their own under the words, kept while no button shows in a game a
            // computer plays: the words do not wrap to three lines beside them, and
            // nothing below jumps when the computer starts or stops thinking.
            GridLayout {
                id: statusRow
                Layout.fillWidth: true
                readonly property real buttonsWidth: Math.max(moveNowButton.implicitWidth + stopButton.implicitWidth,
                                                              resumeButton.implicitWidth + takeOverButton.implicitWidth) + 8
                readonly property bool stacked: panel.availableWidth - 36 - buttonsWidth - 8 < panel.font.pixelSize * 11
                columns: 3
                columnSpacing: 8
                rowSpacing: 0
                BusyIndicator {
                    visible: panel.game.thinking
                    running: visible
                    Layout.row: statusRow.stacked ? 1 : 0
                    Layout.column: 0
                    Layout.preferredWidth: 28
                    Layout.preferredHeight: 28
                }
                Label {
                    objectName: "status"
                    Layout.row: 0
                    Layout.column: statusRow.stacked ? 0 : 1
                    Layout.columnSpan: statusRow.stacked ? 3 : 1
                    Layout.fillWidth: true
                    text: panel.statusText()
                    // A little above the panel's text, as it grows on large screens (16 px
                    // at the smallest).
                    font.pixelSize: Math.round(panel.font.pixelSize * 1.15)
                    font.bold: panel.game.gameOver
                    wrapMode: Text.WordWrap
                }
                // The computer's turn: play now, or wait; paused: go on, or let the
                // person play this side.
                RowLayout {
                    Layout.row: statusRow.stacked ? 1 : 0
                    Layout.column: statusRow.stacked ? 1 : 2
                    Layout.columnSpan: statusRow.stacked ? 2 : 1
                    Layout.alignment: Qt.AlignRight | Qt.AlignVCenter
                    // A button's height, kept while no button shows (nothing below jumps),
                    // in a game a computer plays: in one between people no button ever
                    // shows, and the room was an empty band under the words.
                    Layout.minimumHeight: panel.game.blackIsAi || panel.game.whiteIsAi ? 48 : 0
                    spacing: 8
                    Button {
                        id: moveNowButton
                        objectName: "moveNowButton"
                        visible: panel.game.thinking
                        text: qsTr("Move now")
                        onClicked: panel.game.moveNow()
                    }
                    Button {
                        id: stopButton
                        objectName: "stopButton"
                        visible: panel.game.thinking
                        text: qsTr("Pause")
                        onClicked: panel.game.stopThinking()
                    }
                    Button {
                        id: resumeButton
                        objectName: "resumeButton"
                        visible: panel.game.aiPaused
                        text: qsTr("Resume")
                        onClicked: panel.game.resumeAi()
                    }
                    Button {
                        id: takeOverButton
                        objectName: "takeOverButton"
                        visible: panel.game.aiPaused
                        text: qsTr("Take over")
                        onClicked: panel.game.takeOver()
                    }
                }
            }

            // The named opening reached (Reversi 8x8): a line of its own, kept while no
            // name is reached, so that nothing below moves when one is.
            Label {
                objectName: "openingName"
                visible: panel.game.namesOpenings
                Layout.fillWidth: true
                text: panel.game.openingName === "" ? " " : qsTr("Opening: %1").arg(panel.game.openingName)
                color: Theme.mutedText
                elide: Text.ElideRight
            }

            GridLayout {
                id: navRow
                objectName: "navRow"
                Layout.fillWidth: true
                columnSpacing: 2
                rowSpacing: 2
                // One row where six finger-sized buttons fit beside each other with their
                // names at full size, else undo and redo go under the replay buttons (a
                // phone held sideways: in one row there its names were 9 px).
                readonly property real widestButton: {
                    let widest = 48
                    for (let i = 0; i < children.length; ++i)
                        if (children[i].nameWidth !== undefined)
                            widest = Math.max(widest, children[i].nameWidth)
                    return widest
                }
                readonly property bool oneRow: panel.availableWidth >= 6 * (widestButton + columnSpacing) + 24
                columns: oneRow ? 7 : 4
                // The names share one size: 0.85 of the panel's, or less where the widest
                // (for its button) would be cut short, as "Forward" was on a phone.
                readonly property int nameSize: Math.floor(panel.font.pixelSize * 0.85)
                readonly property int fittedNameSize: {
                    let fit = 1
                    for (let i = 0; i < children.length; ++i)
                        if (children[i].nameFit !== undefined)
                            fit = Math.min(fit, children[i].nameFit)
                    return Math.max(Theme.smallestText, Math.floor(nameSize * fit))
                }
                // An icon with its name under it, sharing the row's width with the others.
                component NavButton: ToolButton {
                    id: navButton
                    required property string iconName
                    required property string tip
                    // How much of its name at the row's full size fits the button (a pixel
                    // kept on each side: the label's own measure rounds differently).
                    readonly property real nameFit: nameMetrics.advanceWidth > 0
                                                    ? (availableWidth - 2) / nameMetrics.advanceWidth : 1
                    // The width its name needs at the row's full size.
                    readonly property real nameWidth: nameMetrics.advanceWidth + 2 + leftPadding + rightPadding
                    TextMetrics {
                        id: nameMetrics
                        font.family: navButton.font.family
                        font.pixelSize: navRow.nameSize
                        text: navButton.text
                    }
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    icon.source: "../icons/" + iconName + ".svg"
                    icon.color: enabled ? Theme.text : Theme.disabled
                    display: AbstractButton.TextUnderIcon
                    font.pixelSize: navRow.fittedNameSize
                    // Heard by the name shown (WCAG's label in name), the tip after it.
                    Accessible.name: text
                    Accessible.description: tip
                    ToolTip.visible: hovered
                    ToolTip.text: tip
                    ToolTip.delay: 600
                }
                NavButton {
                    objectName: "firstButton"
                    text: qsTr("First")
                    iconName: "first"
                    tip: qsTr("First position")
                    enabled: panel.game.ply > 0
                    onClicked: panel.game.jumpTo(0)
                }
                NavButton {
                    objectName: "backButton"
                    text: qsTr("Back")
                    iconName: "back"
                    tip: qsTr("Back one move")
                    enabled: panel.game.ply > 0
                    onClicked: panel.game.jumpTo(panel.game.ply - 1)
                }
                NavButton {
                    objectName: "forwardButton"
                    text: qsTr("Forward")
                    iconName: "forward"
                    tip: qsTr("Forward one move")
                    enabled: panel.game.ply < panel.game.length
                    onClicked: panel.game.jumpTo(panel.game.ply + 1)
                }
                NavButton {
                    objectName: "lastButton"
                    text: qsTr("Last")
                    iconName: "last"
                    tip: qsTr("Last position")
                    enabled: panel.game.ply < panel.game.length
                    onClicked: panel.game.jumpTo(panel.game.length)
                }
                ToolSeparator { visible: navRow.oneRow }
                NavButton {
                    objectName: "undoButton"
                    text: qsTr("Undo")
                    iconName: "undo"
                    tip: qsTr("Undo")
                    enabled: panel.game.canUndo
                    onClicked: panel.game.undo()
                }
                NavButton {
                    objectName: "redoButton"
                    text: qsTr("Redo")
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
                    Layout.fillWidth: true
                    text: qsTr("New game…")
                    onClicked: panel.newGameRequested()
                }
            }
            // The switches and the help button on one row where they fit, else the
            // button under the second switch (a phone held sideways).
            GridLayout {
                id: switchRow
                Layout.fillWidth: true
                columnSpacing: 8
                rowSpacing: 0
                columns: analysisBox.implicitWidth + legalBox.implicitWidth + helpButton.Layout.preferredWidth
                         + 2 * columnSpacing <= panel.availableWidth ? 4 : 2
                CheckBox {
                    id: analysisBox
                    objectName: "analysisCheckBox"
                    text: qsTr("Analysis")
                    // The heat-map as it is (Esc turns it off for a while, not the setting).
                    checked: panel.game.analysisEnabled
                    onToggled: {
                        AppSettings.analysis = checked
                        panel.game.analysisEnabled = checked
                    }
                }
                CheckBox {
                    id: legalBox
                    text: qsTr("Legal moves")
                    checked: AppSettings.showLegalMoves
                    onToggled: AppSettings.showLegalMoves = checked
                }
                // (On one row it puts the button at the row's end; on two, it would push
                // the second switch to the right.)
                Item { Layout.fillWidth: switchRow.columns === 4 }
                // The explanations of the marks, shown on demand: always there, they
                // pushed the move list off a laptop's screen.
                ToolButton {
                    id: helpButton
                    objectName: "helpButton"
                    checkable: true
                    checked: AppSettings.showHelp
                    onToggled: AppSettings.showHelp = checked
                    icon.source: "../icons/help.svg"
                    icon.color: Theme.text
                    display: AbstractButton.IconOnly
                    Layout.preferredWidth: 48
                    Layout.preferredHeight: 48
                    Accessible.name: checked ? qsTr("Hide how to read the marks") : qsTr("How to read the marks")
                    ToolTip.visible: hovered
                    ToolTip.text: Accessible.name
                    ToolTip.delay: 600
                }
            }

            // How to read the heat-map: always there (dimmed while it is off), so that
            // turning it on moves nothing.
            HeatLegend {
                objectName: "heatLegend"
                game: panel.game
                Layout.fillWidth: true
                active: panel.game.analysisEnabled
                explained: AppSettings.showHelp
                fontSize: panel.font.pixelSize * 0.85
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
                        setSource("StudyPanel.qml", { game: panel.game, analyser: panel.analyser, records: panel.records,
                                                        autosave: panel.autosave })
                }
                onLoaded: item.fontSize = Qt.binding(() => panel.font.pixelSize)
            }
            LinesBar {
                objectName: "linesBar"
                game: panel.game
                fontSize: panel.font.pixelSize
                Layout.fillWidth: true
            }
            MoveList {
                objectName: "moveList"
                game: panel.game
                analyser: panel.analyser
                fontSize: panel.font.pixelSize
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.minimumHeight: 3 * cellHeight  // three rows, even when the panel scrolls
            }
        }
    }
}
