import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Reversi

// The computer's level, chosen with a slider a finger can drag or tap along, named as
// well as numbered: Beginner … Expert … Perfect endgame over the engine's levels 1–20
// (each a search depth and the number of empty squares from which it plays perfectly).
ColumnLayout {
    id: picker
    property alias value: slider.value
    property string title

    // The name of each level band, by its highest level.
    function levelName(level) {
        if (level <= 3) return qsTr("Beginner")
        if (level <= 6) return qsTr("Casual")
        if (level <= 9) return qsTr("Intermediate")
        if (level <= 13) return qsTr("Strong")
        if (level <= 17) return qsTr("Expert")
        if (level <= 19) return qsTr("Master")
        return qsTr("Perfect endgame")
    }

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
        from: AppSettings.minLevel
        to: AppSettings.maxLevel
        stepSize: 1
        snapMode: Slider.SnapAlways
        Accessible.name: picker.title
    }
    RowLayout {
        Layout.fillWidth: true
        Label {
            text: picker.levelName(AppSettings.minLevel)
            color: Theme.mutedText
            font.pixelSize: heading.font.pixelSize * 0.85
        }
        Item { Layout.fillWidth: true }
        Label {
            text: picker.levelName(AppSettings.maxLevel)
            color: Theme.mutedText
            font.pixelSize: heading.font.pixelSize * 0.85
        }
    }
}
