import QtQuick
import QtQuick.Layouts
import Reversi

// How to read the heat-map: sample chips of the colour scale, with their scores, and
// the meaning of the colours, the ring and the marks of exact scores.
ColumnLayout {
    id: legend
    property bool active: true
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
                Text {
                    anchors.centerIn: parent
                    text: parent.modelData > 0 ? "+" + parent.modelData : String(parent.modelData)
                    color: HeatScale.textColor(parent.modelData)
                    font.pixelSize: legend.fontSize
                }
            }
        }
    }
    Text {
        Layout.fillWidth: true
        wrapMode: Text.WordWrap
        color: Theme.mutedText
        font.pixelSize: legend.fontSize
        text: qsTr("Heat-map: each move's score in discs for the side to move. Blue wins, orange loses, pale is even; the deeper the colour, the bigger the margin (full at ±%1). Gold ring: the best move. d = search depth; bold, underlined and framed: exact.").arg(HeatScale.fullMargin)
    }
}
