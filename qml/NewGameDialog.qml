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
        blackLevelBox.value = AppSettings.blackLevel
        whiteLevelBox.value = AppSettings.whiteLevel
        analysisSwitch.checked = AppSettings.analysis
        legalSwitch.checked = AppSettings.showLegalMoves
    }
    onAccepted: {
        AppSettings.blackIsAi = modes[modeBox.currentIndex][0]
        AppSettings.whiteIsAi = modes[modeBox.currentIndex][1]
        AppSettings.blackLevel = blackLevelBox.value
        AppSettings.whiteLevel = whiteLevelBox.value
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
        Label {
            visible: blackLevelBox.visible
            text: qsTr("Level of the computer playing Black")
        }
        SpinBox {
            id: blackLevelBox
            visible: dialog.modes[modeBox.currentIndex][0]
            from: AppSettings.minLevel
            to: AppSettings.maxLevel
        }
        Label {
            visible: whiteLevelBox.visible
            text: qsTr("Level of the computer playing White")
        }
        SpinBox {
            id: whiteLevelBox
            visible: dialog.modes[modeBox.currentIndex][1]
            from: AppSettings.minLevel
            to: AppSettings.maxLevel
        }
        Label { text: qsTr("Analysis (heat-map)") }
        CheckBox { id: analysisSwitch }
        Label { text: qsTr("Show legal moves") }
        CheckBox { id: legalSwitch }
    }
}
