pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Reversi

// Preferences, saved as they change (AppSettings). The language applies at once.
Dialog {
    id: dialog
    title: qsTr("Settings")
    parent: Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 24 : 400, 420)
    modal: true
    standardButtons: Dialog.Close
    signal shortcutsRequested()

    GridLayout {
        anchors.fill: parent
        columns: 2
        columnSpacing: 12
        rowSpacing: 6

        Label { text: qsTr("Show legal moves") }
        Switch {
            objectName: "legalMovesSwitch"
            checked: AppSettings.showLegalMoves
            onToggled: AppSettings.showLegalMoves = checked
        }
        Label { text: qsTr("Heat-map (analysis)") }
        Switch {
            objectName: "heatMapSwitch"
            checked: AppSettings.analysis
            onToggled: AppSettings.analysis = checked
        }
        Label { text: qsTr("Animations") }
        ComboBox {
            objectName: "animationSpeed"
            Layout.fillWidth: true
            model: [qsTr("Off"), qsTr("Slow"), qsTr("Normal"), qsTr("Fast")]
            currentIndex: AppSettings.animationSpeed
            // A language change gives the box a new model, which resets its index.
            onModelChanged: Qt.callLater(() => currentIndex = Qt.binding(() => AppSettings.animationSpeed))
            onActivated: (index) => AppSettings.animationSpeed = index
        }
        Label { text: qsTr("Theme") }
        ComboBox {
            objectName: "theme"
            readonly property var names: ["dark", "light"]
            Layout.fillWidth: true
            model: [qsTr("Dark"), qsTr("Light")]
            currentIndex: Math.max(0, names.indexOf(AppSettings.theme))
            onModelChanged: Qt.callLater(() => currentIndex = Qt.binding(() => Math.max(0, names.indexOf(AppSettings.theme))))
            onActivated: (index) => AppSettings.theme = names[index]
        }
        Label { text: qsTr("Language") }
        ComboBox {
            objectName: "language"
            readonly property var codes: ["", "en", "zh_CN"]
            Layout.fillWidth: true
            // The language names stay in their own language.
            model: [qsTr("System"), "English", "中文"]
            currentIndex: Math.max(0, codes.indexOf(AppSettings.language))
            onModelChanged: Qt.callLater(() => currentIndex = Qt.binding(() => Math.max(0, codes.indexOf(AppSettings.language))))
            onActivated: (index) => AppSettings.language = codes[index]
        }
        Button {
            objectName: "shortcutsButton"
            Layout.columnSpan: 2
            text: qsTr("Keyboard shortcuts…")
            onClicked: {
                dialog.close()
                dialog.shortcutsRequested()
            }
        }
    }
}
