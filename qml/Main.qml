import QtQuick
import QtQuick.Window

Window {
    id: window
    required property var cells
    width: 640
    height: 640
    visible: true
    title: qsTr("Reversi")
    color: "#20302a"

    Grid {
        id: board
        readonly property real side: Math.min(window.width, window.height) * 0.9
        anchors.centerIn: parent
        columns: 8
        Repeater {
            model: 64
            Rectangle {
                required property int index
                width: board.side / 8
                height: width
                color: "#2e7d4f"
                border.color: "#1b4d30"
                Rectangle {
                    anchors.centerIn: parent
                    width: parent.width * 0.8
                    height: width
                    radius: width / 2
                    visible: window.cells[parent.index] !== 0
                    color: window.cells[parent.index] === 1 ? "black" : "white"
                }
            }
        }
    }
}
