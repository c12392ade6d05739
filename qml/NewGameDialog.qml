import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Reversi

// Choose the game (Reversi on any board, or NoGo), its options, who plays which colour
// and how strong the computer is, and the hints; the choices are remembered for the
// next game. As wide as a phone allows, and it scrolls when the window is too short; on
// a wide window the players and the hints take a second column, so that a laptop's
// window needs no scrolling, and so does a phone held sideways, whose columns are
// narrower (one column there showed three choices at a time).
Dialog {
    id: dialog
    // Asked for the games' engines and levels.
    required property GameModel game
    title: qsTr("New game")
    modal: true
    standardButtons: Dialog.Ok | Dialog.Cancel
    parent: Overlay.overlay
    // 460 px at a phone's 14 px text, wider as the text grows (on a large screen its
    // 20 px text wrapped the computer's level mid-phrase); two columns down to 290 px
    // each where the window is wider than tall.
    readonly property int columnWidth: Math.round(460 * font.pixelSize / 14)
    readonly property int narrowestColumn: Math.round(290 * font.pixelSize / 14)
    readonly property real room: parent ? parent.width - 24 : columnWidth
    readonly property bool twoColumns: parent && (room >= 2 * columnWidth + 24
                                                  || (parent.width > parent.height && room >= 2 * narrowestColumn + 24))
    width: twoColumns ? Math.min(room, 2 * columnWidth + 24) : Math.min(room, columnWidth)
    height: Math.min(implicitHeight, parent ? parent.height - 24 : implicitHeight)
    // The focus when it opens (style/Dialog.qml).
    property Item firstControl: gameBox

    // 0: the human plays Black, 1: White, 2: two humans, 3: the computer plays both.
    readonly property var modes: [[false, true], [true, false], [false, false], [true, true]]
    readonly property var kinds: ["reversi", "nogo"]
    readonly property var sizes: [4, 6, 8, 10]
    readonly property string kind: kinds[gameBox.currentIndex] ?? "reversi"
    readonly property bool nogo: kind === "nogo"
    // (gameTitle changes with the language: the names follow it)
    readonly property var engines: game.gameTitle !== "" ? game.engineNamesOf(kind) : []
    // A choice's name for a screen reader: its label, and its value (which a combo box
    // named otherwise than by its value does not say).
    function named(label, value) { return qsTr("%1: %2", "a choice's name for screen readers: its label, its value").arg(label).arg(value) }

    onAboutToShow: {
        gameBox.currentIndex = Math.max(0, kinds.indexOf(AppSettings.gameKind))
        sizeBox.currentIndex = Math.max(0, sizes.indexOf(AppSettings.boardSize))
        layoutBox.currentIndex = AppSettings.parallelStart ? 1 : 0
        firstBox.currentIndex = AppSettings.whiteFirst ? 1 : 0
        centreSwitch.checked = AppSettings.centreRule
        for (let i = 0; i < modes.length; ++i)
            if (modes[i][0] === AppSettings.blackIsAi && modes[i][1] === AppSettings.whiteIsAi)
                modeBox.currentIndex = i
        showPlayers()
        analysisSwitch.checked = game.analysisEnabled  // as it is (Esc may have turned it off)
        legalSwitch.checked = AppSettings.showLegalMoves
        decisiveSwitch.checked = AppSettings.markDecisivePoints
    }
    // Each game keeps its own players' engines and levels.
    function showPlayers() {
        blackEngine.currentIndex = nogo ? AppSettings.nogoBlackEngine : 0
        whiteEngine.currentIndex = nogo ? AppSettings.nogoWhiteEngine : 0
        blackLevel.value = nogo ? AppSettings.nogoBlackLevel : AppSettings.blackLevel
        whiteLevel.value = nogo ? AppSettings.nogoWhiteLevel : AppSettings.whiteLevel
    }
    onAccepted: {
        AppSettings.gameKind = kind
        AppSettings.boardSize = sizes[sizeBox.currentIndex]
        AppSettings.parallelStart = layoutBox.currentIndex === 1
        AppSettings.whiteFirst = firstBox.currentIndex === 1
        AppSettings.centreRule = centreSwitch.checked
        AppSettings.blackIsAi = modes[modeBox.currentIndex][0]
        AppSettings.whiteIsAi = modes[modeBox.currentIndex][1]
        if (nogo) {
            AppSettings.nogoBlackEngine = blackEngine.currentIndex
            AppSettings.nogoWhiteEngine = whiteEngine.currentIndex
            AppSettings.nogoBlackLevel = blackLevel.value
            AppSettings.nogoWhiteLevel = whiteLevel.value
        } else {
            AppSettings.blackLevel = blackLevel.value
            AppSettings.whiteLevel = whiteLevel.value
        }
        AppSettings.analysis = analysisSwitch.checked
        game.analysisEnabled = analysisSwitch.checked
        AppSettings.showLegalMoves = legalSwitch.checked
        AppSettings.markDecisivePoints = decisiveSwitch.checked
    }

    Flickable {
        objectName: "newGameChoices"
        anchors.fill: parent
        // Return or Enter starts the game from any choice (a combo box takes them while
        // its list is open, which blocks the dialog's shortcuts).
        Shortcut {
            sequences: ["Return", "Enter"]
            enabled: dialog.opened
            onActivated: dialog.accept()
        }
        contentHeight: choices.implicitHeight
        implicitHeight: choices.implicitHeight
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {}

        GridLayout {
            id: choices
            width: parent.width - 14  // room for the scroll bar, shown when the choices overflow
            columns: dialog.twoColumns ? 2 : 1
            columnSpacing: 24
            rowSpacing: 8
            // The game and who plays it.
            ColumnLayout {
                objectName: "gameColumn"
                Layout.fillWidth: true
                // The two columns share alike.
                Layout.preferredWidth: dialog.twoColumns ? (choices.width - choices.columnSpacing) / 2 : choices.width
                Layout.alignment: Qt.AlignTop
                spacing: 8
                Label { id: gameLabel; text: qsTr("Game") }
                ComboBox {
                    id: gameBox
                    objectName: "gameBox"
                    Accessible.name: dialog.named(gameLabel.text, displayText)
                    Layout.fillWidth: true
                    model: [qsTr("Reversi (Othello)"), qsTr("NoGo (9×9 Go board, no captures)")]
                    // Later, once the game's own engines and level names are bound: `nogo`
                    // and the sliders' ranges still follow the game before.
                    onCurrentIndexChanged: Qt.callLater(dialog.showPlayers)
                }
                // Reversi's board: size, centre layout, first mover.
                GridLayout {
                    visible: !dialog.nogo
                    Layout.fillWidth: true
                    columns: 2
                    columnSpacing: 12
                    Label { id: sizeLabel; text: qsTr("Board") }
                    ComboBox {
                        id: sizeBox
                        objectName: "sizeBox"
                        Accessible.name: dialog.named(sizeLabel.text, displayText)
                        Layout.fillWidth: true
                        model: dialog.sizes.map(n => qsTr("%1×%1").arg(n))
                    }
                    Label { id: layoutLabel; text: qsTr("Start") }
                    ComboBox {
                        id: layoutBox
                        objectName: "layoutBox"
                        Accessible.name: dialog.named(layoutLabel.text, displayText)
                        Layout.fillWidth: true
                        model: [qsTr("Crossed (standard)"), qsTr("Side by side")]
                    }
                    Label { id: firstLabel; text: qsTr("First") }
                    ComboBox {
                        id: firstBox
                        objectName: "firstBox"
                        Accessible.name: dialog.named(firstLabel.text, displayText)
                        Layout.fillWidth: true
                        model: [qsTr("Black"), qsTr("White")]
                    }
                }
                CheckBox {
                    id: centreSwitch
                    objectName: "centreSwitch"
                    visible: dialog.nogo
                    Layout.fillWidth: true
                    text: qsTr("Black's first stone may not take the centre")
                }
                Label { id: modeLabel; text: qsTr("You play") }
                ComboBox {
                    id: modeBox
                    objectName: "playersBox"
                    Accessible.name: dialog.named(modeLabel.text, displayText)
                    Layout.fillWidth: true
                    model: [qsTr("Black"), qsTr("White"), qsTr("Both sides (two players)"),
                            qsTr("Neither (computer vs computer)")]
                }
            }
            // The computers' strength and the hints.
            ColumnLayout {
                id: computersColumn
                objectName: "computersColumn"
                // Each computer's choices stand apart from what is above them, except at
                // the top of their own column, which starts level with the first.
                readonly property Item firstShown: [blackEngine, blackLevel, whiteEngine, whiteLevel].find(i => i.visible) || null
                function gapAbove(item) { return dialog.twoColumns && firstShown === item ? 0 : 6 }
                Layout.fillWidth: true
                // The two columns share alike.
                Layout.preferredWidth: dialog.twoColumns ? (choices.width - choices.columnSpacing) / 2 : choices.width
                Layout.alignment: Qt.AlignTop
                spacing: 8
                ComboBox {
                    id: blackEngine
                    objectName: "blackEngine"
                    Accessible.name: dialog.named(qsTr("Engine of the computer playing Black"), displayText)
                    visible: dialog.modes[modeBox.currentIndex][0] && dialog.engines.length > 1
                    Layout.fillWidth: true
                    Layout.topMargin: computersColumn.gapAbove(blackEngine)
                    model: dialog.engines.map(name => qsTr("Black: %1").arg(name))
                }
                LevelPicker {
                    id: blackLevel
                    objectName: "blackLevel"
                    visible: dialog.modes[modeBox.currentIndex][0]
                    Layout.fillWidth: true
                    Layout.topMargin: computersColumn.gapAbove(blackLevel)
                    title: qsTr("Computer playing Black")
                    names: dialog.game.gameTitle !== "" ? dialog.game.levelNames(dialog.kind, blackEngine.currentIndex) : []
                }
                ComboBox {
                    id: whiteEngine
                    objectName: "whiteEngine"
                    Accessible.name: dialog.named(qsTr("Engine of the computer playing White"), displayText)
                    visible: dialog.modes[modeBox.currentIndex][1] && dialog.engines.length > 1
                    Layout.fillWidth: true
                    Layout.topMargin: computersColumn.gapAbove(whiteEngine)
                    model: dialog.engines.map(name => qsTr("White: %1").arg(name))
                }
                LevelPicker {
                    id: whiteLevel
                    objectName: "whiteLevel"
                    visible: dialog.modes[modeBox.currentIndex][1]
                    Layout.fillWidth: true
                    Layout.topMargin: computersColumn.gapAbove(whiteLevel)
                    title: qsTr("Computer playing White")
                    names: dialog.game.gameTitle !== "" ? dialog.game.levelNames(dialog.kind, whiteEngine.currentIndex) : []
                }
                CheckBox {
                    id: analysisSwitch
                    Layout.fillWidth: true
                    text: qsTr("Analysis (heat-map)")
                }
                CheckBox {
                    id: legalSwitch
                    Layout.fillWidth: true
                    text: qsTr("Show legal moves")
                }
                CheckBox {
                    id: decisiveSwitch
                    objectName: "decisiveSwitch"
                    visible: dialog.nogo
                    Layout.fillWidth: true
                    text: qsTr("Mark points only one side can play (◆)")
                }
            }
        }
    }
}
