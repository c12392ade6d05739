import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Reversi

// Choose who plays which colour, the computer's level and the analysis; the choices
// are remembered for the next game. As wide as a phone allows, and it scrolls when
// the window is too short.
Dialog {
    id: dialog
    title: qsTr("New game")
    modal: true
    standardButtons: Dialog.Ok | Dialog.Cancel
    parent: Overlay.overlay
    width: Math.min(parent ? parent.width - 24 : 460, 460)
    height: Math.min(implicitHeight, parent ? parent.height - 24 : implicitHeight)
    padding: 16

    // 0: the human plays Black, 1: White, 2: two humans, 3: the computer plays both.
    readonly property var modes: [[false, true], [true, false], [false, false], [true, true]]

    onAboutToShow: {
        for (let i = 0; i < modes.length; ++i)
            if (modes[i][0] === AppSettings.blackIsAi && modes[i][1] === AppSettings.whiteIsAi)
                modeBox.currentIndex = i
        blackLevel.value = AppSettings.blackLevel
        whiteLevel.value = AppSettings.whiteLevel
        analysisSwitch.checked = AppSettings.analysis
        legalSwitch.checked = AppSettings.showLegalMoves
    }
    onAccepted: {
        AppSettings.blackIsAi = modes[modeBox.currentIndex][0]
        AppSettings.whiteIsAi = modes[modeBox.currentIndex][1]
        AppSettings.blackLevel = blackLevel.value
        AppSettings.whiteLevel = whiteLevel.value
        AppSettings.analysis = analysisSwitch.checked
        AppSettings.showLegalMoves = legalSwitch.checked
    }

    Flickable {
        anchors.fill: parent
        contentHeight: choices.implicitHeight
        implicitHeight: choices.implicitHeight
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {}

        ColumnLayout {
            id: choices
            width: parent.width
            spacing: 8
            Label { text: qsTr("You play") }
            ComboBox {
                id: modeBox
                objectName: "playersBox"
                Layout.fillWidth: true
                model: [qsTr("Black (you move first)"), qsTr("White"), qsTr("Both sides (two players)"),
                        qsTr("Neither (computer vs computer)")]
            }
            LevelPicker {
                id: blackLevel
                objectName: "blackLevel"
                visible: dialog.modes[modeBox.currentIndex][0]
                Layout.fillWidth: true
                Layout.topMargin: 6
                title: qsTr("Computer playing Black")
            }
            LevelPicker {
                id: whiteLevel
                objectName: "whiteLevel"
                visible: dialog.modes[modeBox.currentIndex][1]
                Layout.fillWidth: true
                Layout.topMargin: 6
                title: qsTr("Computer playing White")
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
        }
    }
}
