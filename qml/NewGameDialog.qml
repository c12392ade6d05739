import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Reversi

// Choose who plays which colour, the computer's level and the analysis; the choices
// are remembered for the next game.
Dialog {
    id: dialog
    title: qsTr("New game")
    modal: true
    standardButtons: Dialog.Ok | Dialog.Cancel
    padding: 18

    // 0: the human plays Black, 1: White, 2: two humans, 3: the computer plays both.
    readonly property var modes: [[false, true], [true, false], [false, false], [true, true]]

    onAboutToShow: {
        for (let i = 0; i < modes.length; ++i)
            if (modes[i][0] === AppSettings.blackIsAi && modes[i][1] === AppSettings.whiteIsAi)
                modeBox.currentIndex = i
        levelBox.value = AppSettings.level
        analysisSwitch.checked = AppSettings.analysis
        legalSwitch.checked = AppSettings.showLegalMoves
    }
    onAccepted: {
        AppSettings.blackIsAi = modes[modeBox.currentIndex][0]
        AppSettings.whiteIsAi = modes[modeBox.currentIndex][1]
        AppSettings.level = levelBox.value
        AppSettings.analysis = analysisSwitch.checked
        AppSettings.showLegalMoves = legalSwitch.checked
    }

    GridLayout {
        columns: 2
        columnSpacing: 12
        rowSpacing: 10
        Label { text: qsTr("You play") }
        ComboBox {
            id: modeBox
            Layout.fillWidth: true
            Layout.minimumWidth: 220
            model: [qsTr("Black (you move first)"), qsTr("White"), qsTr("Both sides (two players)"),
                    qsTr("Neither (computer vs computer)")]
        }
        Label { text: qsTr("Computer level") }
        SpinBox {
            id: levelBox
            from: AppSettings.minLevel
            to: AppSettings.maxLevel
            enabled: modeBox.currentIndex !== 2
        }
        Label { text: qsTr("Analysis (heat-map)") }
        CheckBox { id: analysisSwitch }
        Label { text: qsTr("Show legal moves") }
        CheckBox { id: legalSwitch }
    }
}
