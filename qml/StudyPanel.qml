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
    spacing: 6

    function openEditor() { editor.openFor(study.game) }
    function openSettings() { settings.open() }
    function openFile() { openDialog.start() }
    function showShortcuts() { shortcuts.open() }
    function saveFile() { saveDialog.start() }

    Flow {
        Layout.fillWidth: true
        spacing: 2
        component ToolIcon: ToolButton {
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
        ToolIcon {
            objectName: "pasteButton"
            iconName: "paste"
            tip: qsTr("Paste a game or position (Ctrl+V)")
            onClicked: study.records.paste()
        }
        ToolIcon {
            objectName: "copyButton"
            iconName: "copy"
            tip: qsTr("Copy the game (Ctrl+C)")
            onClicked: study.records.copy()
        }
        ToolIcon {
            objectName: "openButton"
            iconName: "open"
            tip: qsTr("Open a game file…")
            onClicked: study.openFile()
        }
        ToolIcon {
            objectName: "saveButton"
            iconName: "save"
            tip: qsTr("Save the game…")
            onClicked: study.saveFile()
        }
        ToolIcon {
            objectName: "editButton"
            iconName: "edit"
            tip: qsTr("Edit the board…")
            onClicked: study.openEditor()
        }
        ToolIcon {
            objectName: "hintButton"
            iconName: "hint"
            tip: qsTr("Show the best line (H)")
            checkable: true
            checked: study.analyser.bestLineShown
            onToggled: study.analyser.bestLineShown = checked
        }
        ToolIcon {
            objectName: "settingsButton"
            iconName: "settings"
            tip: qsTr("Settings…")
            onClicked: study.openSettings()
        }
    }

    Label {
        objectName: "recordsError"
        visible: text !== ""
        Layout.fillWidth: true
        text: study.records.error
        color: Theme.error
        wrapMode: Text.Wrap
        font.pixelSize: 12
    }

    Label {
        objectName: "bestLine"
        visible: study.analyser.bestLineShown
        Layout.fillWidth: true
        text: study.analyser.bestLineText !== "" ? qsTr("Best line: %1").arg(study.analyser.bestLineText)
                                                   : qsTr("Best line: searching…")
        wrapMode: Text.Wrap
        font.pixelSize: 12
    }

    EvalGraph {
        objectName: "evalGraph"
        game: study.game
        analyser: study.analyser
        Layout.fillWidth: true
        Layout.preferredHeight: 64
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
            onClicked: study.analyser.stop()
        }
    }
    // How to read the grades in the move list (losses in discs against the best move).
    Label {
        Layout.fillWidth: true
        text: qsTr("✓ best  ?! inaccuracy (≤3)  ? mistake (≤8)  ?? blunder")
        font.pixelSize: 11
        color: Theme.faintText
        wrapMode: Text.Wrap
    }

    GameFileDialog {
        id: openDialog
        objectName: "openDialog"
        records: study.records
        onFileChosen: (file) => study.records.open(file)
    }
    GameFileDialog {
        id: saveDialog
        objectName: "saveDialog"
        records: study.records
        saving: true
        onFileChosen: (file) => study.records.save(file)
    }

    // A text with several games asks which one to load.
    Dialog {
        objectName: "chooseGameDialog"
        parent: Overlay.overlay
        anchors.centerIn: parent
        width: Math.min(parent.width - 40, 420)
        height: Math.min(parent.height - 40, 420)
        modal: true
        title: qsTr("Which game?")
        visible: study.records.choices.length > 0
        standardButtons: Dialog.Cancel
        onRejected: study.records.cancelChoice()
        ListView {
            anchors.fill: parent
            clip: true
            model: study.records.choices
            delegate: ItemDelegate {
                required property int index
                required property string modelData
                width: ListView.view.width
                text: modelData
                onClicked: study.records.choose(index)
            }
        }
    }

    BoardEditorPopup {
        id: editor
        objectName: "boardEditor"
        analyser: study.analyser
    }
    SettingsDialog {
        id: settings
        objectName: "settingsDialog"
        onShortcutsRequested: shortcuts.open()
    }
    ShortcutsDialog {
        id: shortcuts
        objectName: "shortcutsDialog"
    }
}
