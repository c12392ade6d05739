import QtQuick
import Reversi

// A Go stone: placed, never turned. It drops onto its point a little large and
// settles (the placing animation).
Item {
    id: stone
    property int colorCode: 0  // 0 none, 1 black, 2 white
    property int delay: 0      // unused: a stone never waits for others
    property bool animated: true

    visible: colorCode !== 0
    onColorCodeChanged: if (animated && colorCode !== 0) placing.restart()

    Rectangle {
        anchors.fill: body
        anchors.topMargin: stone.height * 0.05
        anchors.bottomMargin: -stone.height * 0.05
        radius: width / 2
        color: "#45000000"
        scale: body.scale
        opacity: body.opacity
    }
    Rectangle {
        id: body
        anchors.fill: parent
        radius: width / 2
        // Lit from the top-left, so the stone reads as a lens.
        gradient: Gradient {
            GradientStop { position: 0; color: stone.colorCode === 1 ? "#5a5a5a" : "#ffffff" }
            GradientStop { position: 0.5; color: stone.colorCode === 1 ? "#1b1b1b" : "#f1f1ea" }
            GradientStop { position: 1; color: stone.colorCode === 1 ? "#000000" : "#c9c9c0" }
        }
        border.color: stone.colorCode === 1 ? "#000000" : "#8f8f86"
        border.width: Math.max(1, width * 0.03)
    }
    ParallelAnimation {
        id: placing
        NumberAnimation {
            target: body; property: "scale"; from: 1.25; to: 1
            duration: 160 * AppSettings.animationScale; easing.type: Easing.OutQuad
        }
        NumberAnimation {
            target: body; property: "opacity"; from: 0.2; to: 1
            duration: 120 * AppSettings.animationScale
        }
    }
}
