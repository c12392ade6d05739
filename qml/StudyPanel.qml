pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Reversi

// The study tools in the side panel: records (paste, copy, open, save), the board
// editor and the settings, the evaluation graph, "Analyse game" and the best line.
ColumnLayout {
    id: study
    required property GameModel game
    required property GameAnalyser analyser
    required property GameRecords records
    // The game on disk, which a restored recent game must reach before its file goes.
    property Autosave autosave: null
    spacing: 6

    // The panel's text size (the window's font), for the texts that are not controls.
    property real fontSize: 14
    // Why a replaced game is only held in memory, for the status line.
    readonly property string recentProblem: recentGames.problem

    function openEditor() {
        const keyed = editButton.visualFocus  // opened from the keyboard: the editor's cursor shows at once
        editor.openFor(study.game)
        editor.keyboardUsed = keyed
    }
    function openSettings() { settings.open() }
    function openFile() { openDialog.start() }
    function showShortcuts() { shortcuts.open() }
    function saveFile() { saveDialog.start() }
    function openRecent() { recentDialog.open() }
    // The records' message (an error), for the panel to scroll it into view.
    readonly property Item recordsMessage: recordsError

    // The tools, each an icon with its whole name under it: as many columns as the widest
    // name allows, then as few as keep that many rows, so that the rows come out even
    // (4 + 4 rather than 5 + 3).
    GridLayout {
        id: tools
        Layout.fillWidth: true
        // The tools shown (children with a name's width), their number and the widest.
        readonly property var shownTools: {
            const shown = []
            for (let i = 0; i < children.length; ++i)
                if (children[i].visible && children[i].neededWidth !== undefined)
                    shown.push(children[i])
            return shown
        }
        readonly property real toolWidth: Math.max(0, ...shownTools.map(tool => tool.neededWidth))
        readonly property int toolCount: Math.max(1, shownTools.length)
        readonly property int fitting: Math.max(2, Math.min(toolCount, Math.floor((width + columnSpacing) / (toolWidth + columnSpacing))))
        columns: Math.ceil(toolCount / Math.ceil(toolCount / fitting))
        columnSpacing: 2
        rowSpacing: 2
        component ToolIcon: ToolButton {
            id: toolIcon
            required property string iconName
            required property string tip
            // The width its name needs (a pixel kept on each side: the label's own
            // measure rounds differently).
            readonly property real neededWidth: nameMetrics.advanceWidth + leftPadding + rightPadding + 2
            TextMetrics {
                id: nameMetrics
                font: toolIcon.font
                text: toolIcon.text
            }
            Layout.fillWidth: true
            Layout.preferredWidth: 1
            icon.source: "../icons/" + iconName + ".svg"
            icon.color: enabled ? Theme.text : Theme.disabled
            display: AbstractButton.TextUnderIcon
            font.pixelSize: study.fontSize * 0.85
            // Heard by the name shown (WCAG's label in name), the tip after it.
            Accessible.name: text
            Accessible.description: tip
            ToolTip.visible: hovered
            ToolTip.text: tip
            ToolTip.delay: 600
        }
        ToolIcon {
            objectName: "pasteButton"
            text: qsTr("Paste")
            iconName: "paste"
            tip: qsTr("Paste a game or position (Ctrl+V)")
            onClicked: study.records.paste()
        }
        ToolIcon {
            objectName: "copyButton"
            text: qsTr("Copy")
            iconName: "copy"
            tip: qsTr("Copy the game (Ctrl+C)")
            onClicked: study.records.copy()
        }
        ToolIcon {
            objectName: "openButton"
            text: qsTr("Open…")
            iconName: "open"
            tip: qsTr("Open a game file…")
            onClicked: study.openFile()
        }
        ToolIcon {
            objectName: "saveButton"
            text: qsTr("Save…")
            iconName: "save"
            tip: qsTr("Save the game…")
            onClicked: study.saveFile()
        }
        ToolIcon {
            objectName: "recentButton"
            text: qsTr("Recent…")
            iconName: "recent"
            tip: qsTr("Recent games: bring back a replaced game…")
            onClicked: study.openRecent()
        }
        ToolIcon {
            id: editButton
            objectName: "editButton"
            text: qsTr("Edit board…")
            iconName: "edit"
            tip: qsTr("Edit the board…")
            onClicked: study.openEditor()
        }
        ToolIcon {
            objectName: "hintButton"
            text: qsTr("Best line")
            iconName: "hint"
            tip: qsTr("Show the best line (H)")
            checkable: true
            checked: study.analyser.bestLineShown
            onToggled: study.analyser.bestLineShown = checked
        }
        ToolIcon {
            objectName: "settingsButton"
            text: qsTr("Settings…")
            iconName: "settings"
            tip: qsTr("Settings…")
            onClicked: study.openSettings()
        }
    }

    Label {
        id: recordsError
        objectName: "recordsError"
        visible: text !== ""
        Layout.fillWidth: true
        // The file being read (after the error of a paste meanwhile, which leaves it
        // read); a file that could not be read or written, why "Analyse game" stopped
        // short, or why its results could not be kept; else the save under way, or the
        // file the game on the board was saved to.
        readonly property string problem: study.records.error !== "" ? study.records.error
                                        : study.analyser.problem !== "" ? study.analyser.problem
                                        : study.analyser.storeProblem
        text: study.records.opening !== "" ? (study.records.error !== "" ? study.records.error + "\n" : "")
                                             + qsTr("Reading %1…").arg(study.records.opening)
              : problem !== "" ? problem
              : study.records.savingFile !== "" ? qsTr("Saving %1…").arg(study.records.savingFile)
              : study.records.savedFile !== "" ? qsTr("Saved to %1.").arg(study.records.savedFile) : ""
        color: problem === "" || (study.records.opening !== "" && study.records.error === "") ? Theme.text : Theme.error
        wrapMode: Text.Wrap
        font.pixelSize: study.fontSize * 0.9
    }

    Label {
        objectName: "bestLine"
        visible: study.analyser.bestLineShown
        Layout.fillWidth: true
        text: study.analyser.bestLineText !== "" ? qsTr("Best line: %1").arg(study.analyser.bestLineText)
                                                   : qsTr("Best line: searching…")
        wrapMode: Text.Wrap
        font.pixelSize: study.fontSize * 0.9
    }

    EvalGraph {
        objectName: "evalGraph"
        game: study.game
        analyser: study.analyser
        Layout.fillWidth: true
        Layout.preferredHeight: Math.max(100, study.fontSize * 7)
        fontSize: study.fontSize * 0.8
    }

    RowLayout {
        Layout.fillWidth: true
        spacing: 8
        Button {
            objectName: "analyseButton"
            visible: !study.analyser.running
            enabled: study.game.length > 0
            text: qsTr("Analyse game")
            icon.source: "../icons/analyse.svg"
            icon.color: Theme.text
            onClicked: study.analyser.start()
        }
        ProgressBar {
            objectName: "analysisProgress"
            visible: study.analyser.running
            Layout.fillWidth: true
            value: study.analyser.progress
        }
        Button {
            objectName: "stopAnalysisButton"
            visible: study.analyser.running
            text: qsTr("Stop")
            onClicked: study.analyser.stopGameAnalysis()
        }
    }
    // How to read the grades in the move list, shown with the heat-map's help: losses
    // against the best move, in discs for Reversi (NoGo's engines score in units of their
    // own, so there the limits go unsaid).
    Label {
        objectName: "gradeLegend"
        visible: AppSettings.showHelp
        Layout.fillWidth: true
        text: study.game.gameKind === "reversi" ? qsTr("✓ best  ?! inaccuracy (≤3 discs)  ? mistake (≤8 discs)  ?? blunder")
                                                : qsTr("✓ best  ?! inaccuracy  ? mistake  ?? blunder")
        font.pixelSize: study.fontSize * 0.8
        color: Theme.faintText
        wrapMode: Text.Wrap  // between the grades only: each keeps its sign and name together
    }

    GameFileDialog {
        id: openDialog
        objectName: "openDialog"
        records: study.records
        onFileChosen: (file) => study.records.open(file)
    }
    // The next dialog starts in the folder of a file that was read (or written) whole.
    Connections {
        target: study.records
        function onOpenFinished(file, ok) { if (ok) AppSettings.rememberFolderOf(file) }
        function onSaveFinished(file, ok) { if (ok) AppSettings.rememberFolderOf(file) }
    }
    GameFileDialog {
        id: saveDialog
        objectName: "saveDialog"
        records: study.records
        saving: true
        onFileChosen: (file) => study.records.save(file)
    }

    // A text with several games asks which one to load; a collection can be narrowed
    // down by typing (a player, a year).
    Dialog {
        id: chooser
        objectName: "chooseGameDialog"
        parent: Overlay.overlay
        anchors.centerIn: parent
        width: Math.min(parent.width - 24, 460)
        height: Math.min(parent.height - 24, 460)
        modal: true
        title: qsTr("Which game?")
        visible: study.records.choiceList.total > 0
        // The focus when it opens (style/Dialog.qml): the list; from the keyboard, the
        // filter where there is one.
        property Item firstControl: gameChoices
        property Item keyboardFirstControl: gameFilter
        standardButtons: Dialog.Cancel
        onOpened: gameChoices.quiet = chooser["openedByKeyboard"] !== true  // (style/Dialog.qml)
        // Cancel, Escape or a tap outside: the games are let go (and the dialog, bound to
        // them, can show the next ones).
        onClosed: if (study.records.choiceList.total > 0) study.records.cancelChoice()
        ColumnLayout {
            anchors.fill: parent
            spacing: 6
            TextField {
                id: gameFilter
                objectName: "gameFilter"
                visible: study.records.choiceList.total > 8
                Layout.fillWidth: true
                Layout.preferredHeight: Math.max(implicitHeight, 48)  // a fingertip, as every control
                placeholderText: qsTr("Filter: a player, a year…")
                Accessible.name: qsTr("Filter the games")
                text: study.records.choiceList.filter
                onTextEdited: study.records.choiceList.filter = text
                inputMethodHints: Qt.ImhNoPredictiveText
                // Down goes to the list; Return loads its first game.
                Keys.onDownPressed: gameChoices.forceActiveFocus(Qt.TabFocusReason)
                onAccepted: if (gameChoices.count > 0) gameChoices.itemAtIndex(0).clicked()
            }
            Label {
                objectName: "gameFilterCount"
                visible: study.records.choiceList.filter !== ""
                Layout.fillWidth: true
                text: study.records.choiceList.count === 0
                      ? qsTr("No game matches.")
                      : qsTr("%1 of %2 games").arg(study.records.choiceList.count).arg(study.records.choiceList.total)
                color: Theme.faintText
                font.pixelSize: study.fontSize * 0.85
            }
            ListView {
                id: gameChoices
                objectName: "gameChoices"
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                model: study.records.choiceList
                // No rows made ahead, off screen: those are made asynchronously, and the
                // filter's model reset during that made Qt 6.4 warn (DelegateModel::cancel:
                // index out range). Rows on screen are made at once.
                cacheBuffer: 0
                ScrollBar.vertical: ScrollBar {}
                // From the keyboard: Tab reaches the list, the arrows go through it,
                // Return or Space loads the game.
                activeFocusOnTab: true
                keyNavigationEnabled: true
                // (A row is framed as soon as the list has the focus.)
                onActiveFocusChanged: {
                    if (activeFocus && currentIndex < 0 && count > 0)
                        currentIndex = 0
                    if (!activeFocus)
                        quiet = false
                }
                // No frame for a finger: while the focus is the one a tap gave (opening the
                // dialog, or on a row), until a key is pressed here or the focus comes back.
                property bool quiet: false
                Keys.onPressed: (event) => {
                    gameChoices.quiet = false
                    if ((event.modifiers & ~Qt.KeypadModifier) !== Qt.NoModifier || !gameChoices.currentItem)
                        return
                    if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space) {
                        gameChoices.currentItem.clicked()
                        event.accepted = true
                    }
                }
                delegate: ItemDelegate {
                    id: choice
                    required property string title
                    required property int game
                    width: ListView.view.width
                    text: title
                    onClicked: study.records.choose(game)
                    onPressed: gameChoices.quiet = true  // a finger or the mouse: no keyboard frame
                    // The keyboard's row, while the list has the focus.
                    Rectangle {
                        objectName: "listFocus"
                        anchors.fill: parent
                        visible: choice.ListView.isCurrentItem && gameChoices.activeFocus && !gameChoices.quiet
                        color: "transparent"
                        border.color: Theme.accentText
                        border.width: 2
                        radius: 2
                    }
                }
            }
        }
    }

    BoardEditorPopup {
        id: editor
        objectName: "boardEditor"
        analyser: study.analyser
    }
    RecentGames {
        id: recentGames
        objectName: "recentGames"
        game: study.game
        autosave: study.autosave
    }
    RecentGamesDialog {
        id: recentDialog
        objectName: "recentDialog"
        recent: recentGames
    }
    SettingsDialog {
        id: settings
        objectName: "settingsDialog"
        game: study.game
        onShortcutsRequested: shortcuts.open()
    }
    ShortcutsDialog {
        id: shortcuts
        objectName: "shortcutsDialog"
    }
}
