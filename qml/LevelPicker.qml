import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Reversi

// The computer's level, chosen with a slider a finger can drag or tap along, named as
// well as numbered (the names come from the game: Beginner … Perfect endgame for
// Reversi's levels 1–20, the time a move for NoGo's).
ColumnLayout {
    id: picker
    property alias value: slider.value
    property string title
    // The name of each level, 1..names.length.
    property var names: []

    function levelName(level) { return names[level - 1] ?? "" }

    spacing: 0
    Label {
        id: heading
        Layout.fillWidth: true
        text: qsTr("%1: %2 (level %3)").arg(picker.title).arg(picker.levelName(slider.value)).arg(slider.value)
        wrapMode: Text.Wrap
    }
    Slider {
        id: slider
        objectName: "levelSlider"
        Layout.fillWidth: true
        from: 1
        to: Math.max(2, picker.names.length)
        stepSize: 1
        snapMode: Slider.SnapAlways
        // Its heading: who plays, and the level's name (its value says the number).
        Accessible.name: heading.text
    }
    RowLayout {
        Layout.fillWidth: true
        Label {
            text: picker.levelName(1)
            color: Theme.mutedText
            font.pixelSize: heading.font.pixelSize * 0.85
        }
        Item { Layout.fillWidth: true }
        Label {
            text: picker.levelName(picker.names.length)
            color: Theme.mutedText
            font.pixelSize: heading.font.pixelSize * 0.85
        }
    }
}
