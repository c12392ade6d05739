pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Reversi

// Preferences, saved as they change (AppSettings). The language applies at once. No
// taller than the window: on a phone held sideways the settings scroll between the
// title and Close.
Dialog {
    id: dialog
    // The game whose heat-map the switch shows and turns on or off (as it is: Esc turns
    // it off for a while without changing the setting).
    property GameModel game: null
    title: qsTr("Settings")
    parent: Overlay.overlay
    anchors.centerIn: parent
    // 420 px at a phone's 14 px text, wider as the text grows (a large screen's 20 px
    // cut the combo boxes' choices in a 420 px dialog).
    width: Math.min(parent ? parent.width - 24 : 400, 30 * font.pixelSize)
    height: Math.min(implicitHeight, parent ? parent.height - 16 : implicitHeight)
    modal: true
    standardButtons: Dialog.Close
    // The focus when it opens (style/Dialog.qml).
    property Item firstControl: legalMovesSwitch
    signal shortcutsRequested()

    // A choice's name for a screen reader: its label, and its value (which a combo box
    // named otherwise than by its value does not say).
    function named(label, value) { return qsTr("%1: %2", "a choice's name for screen readers: its label, its value").arg(label).arg(value) }

    Flickable {
        id: scroller
        objectName: "settingsScroller"
        anchors.fill: parent
        implicitHeight: settings.implicitHeight
        contentHeight: settings.implicitHeight
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {}

        GridLayout {
            id: settings
            // Room for the scroll bar when the settings scroll.
            width: scroller.width - (scroller.contentHeight > scroller.height + 1 ? 14 : 0)
            columns: 2
            columnSpacing: 12
            rowSpacing: 6

            Label { id: legalMovesLabel; text: qsTr("Show legal moves") }
            Switch {
                id: legalMovesSwitch
                objectName: "legalMovesSwitch"
                // Switches line up on the right with the combo boxes.
                Layout.alignment: Qt.AlignRight
                Accessible.name: legalMovesLabel.text
                checked: AppSettings.showLegalMoves
                onToggled: AppSettings.showLegalMoves = checked
            }
            Label { id: heatMapLabel; text: qsTr("Analysis (heat-map)") }
            Switch {
                objectName: "heatMapSwitch"
                Layout.alignment: Qt.AlignRight
                Accessible.name: heatMapLabel.text
                checked: dialog.game ? dialog.game.analysisEnabled : AppSettings.analysis
                onToggled: {
                    AppSettings.analysis = checked
                    if (dialog.game)
                        dialog.game.analysisEnabled = checked
                }
            }
            // NoGo's heat-map and game analysis: MCTS (win rates) or MinMax (points).
            Label { id: nogoAnalysisLabel; text: qsTr("NoGo analysis") }
            ComboBox {
                objectName: "nogoAnalysisEngine"
                Accessible.name: dialog.named(nogoAnalysisLabel.text, displayText)
                Layout.fillWidth: true
                // (Read again when the language changes, which the game's title says.)
                model: dialog.game && dialog.game.gameTitle !== "" ? dialog.game.engineNamesOf("nogo") : []
                currentIndex: AppSettings.nogoAnalysisEngine
                onModelChanged: Qt.callLater(() => currentIndex = Qt.binding(() => AppSettings.nogoAnalysisEngine))
                onActivated: (index) => AppSettings.nogoAnalysisEngine = index
            }
            // (Also in New game, for NoGo: here it changes without a new game.)
            Label {
                id: decisiveLabel
                text: qsTr("NoGo: mark points only one side can play (◆)")
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
            Switch {
                objectName: "decisivePointsSwitch"
                Layout.alignment: Qt.AlignRight
                Accessible.name: decisiveLabel.text
                checked: AppSettings.markDecisivePoints
                onToggled: AppSettings.markDecisivePoints = checked
            }
            Label { id: animationsLabel; text: qsTr("Animations") }
            ComboBox {
                objectName: "animationSpeed"
                Accessible.name: dialog.named(animationsLabel.text, displayText)
                Layout.fillWidth: true
                model: [qsTr("Off"), qsTr("Slow"), qsTr("Normal"), qsTr("Fast")]
                currentIndex: AppSettings.animationSpeed
                // A language change gives the box a new model, which resets its index.
                onModelChanged: Qt.callLater(() => currentIndex = Qt.binding(() => AppSettings.animationSpeed))
                onActivated: (index) => AppSettings.animationSpeed = index
            }
            Label { id: themeLabel; text: qsTr("Theme") }
            ComboBox {
                objectName: "theme"
                Accessible.name: dialog.named(themeLabel.text, displayText)
                readonly property var names: ["dark", "light"]
                Layout.fillWidth: true
                model: [qsTr("Dark"), qsTr("Light")]
                currentIndex: Math.max(0, names.indexOf(AppSettings.theme))
                onModelChanged: Qt.callLater(() => currentIndex = Qt.binding(() => Math.max(0, names.indexOf(AppSettings.theme))))
                onActivated: (index) => AppSettings.theme = names[index]
            }
            Label { id: languageLabel; text: qsTr("Language") }
            ComboBox {
                objectName: "language"
                Accessible.name: dialog.named(languageLabel.text, displayText)
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
}
