import QtQuick
import QtQuick.Layouts
import Reversi

// How to read the heat-map: sample chips of the colour scale, with their scores, and
// (when explained) the meaning of the colours, the ring and the marks of exact scores.
ColumnLayout {
    id: legend
    required property GameModel game
    property bool active: true
    property bool explained: true
    property real fontSize: 12
    spacing: 4
    opacity: active ? 1 : 0.45

    RowLayout {
        Layout.fillWidth: true
        spacing: 4
        Repeater {
            model: [-24, -12, -4, 0, 4, 12, 24]
            delegate: Rectangle {
                required property int modelData
                Layout.fillWidth: true
                Layout.preferredHeight: legend.fontSize * 2
                radius: height / 2
                color: HeatScale.color(modelData)
                // An outline, so the palest chip (an even score) still reads as a chip on
                // the light theme's pale panel.
                border.width: 1
                border.color: Theme.border
                Text {
                    anchors.centerIn: parent
                    // (analysisTitle changes with the game, its analysis engine and the
                    // language: the text follows them)
                    text: legend.game.analysisTitle !== "" ? legend.game.scoreText(parent.modelData) : ""
                    color: HeatScale.textColor(parent.modelData)
                    font.pixelSize: legend.fontSize
                }
            }
        }
    }
    Text {
        objectName: "heatMapHelp"
        visible: legend.explained
        Layout.fillWidth: true
        wrapMode: Text.WordWrap
        color: Theme.mutedText
        font.pixelSize: legend.fontSize
        // (analysisTitle changes with the game, its analysis engine and the language: the
        // text follows them)
        text: legend.game.analysisTitle !== "" ? legend.game.heatMapHelp(HeatScale.fullMargin) : ""
    }
}
