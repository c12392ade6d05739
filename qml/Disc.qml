import QtQuick
import Reversi

// A disc drawn with rectangles (crisp at any scale). Changing `colorCode` between black and
// white turns it over: it narrows to its edge, changes colour, and widens again, after
// `delay` ms so that the discs of one move turn in a ripple.
Item {
    id: disc
    property int colorCode: 0          // 0 none, 1 black, 2 white
    property int delay: 0
    property bool animated: true
    // The colour on screen: it lags behind colorCode during a turn. Set once here and
    // then only by the handler below (a binding would change it before the turn starts).
    property int shown: 0
    Component.onCompleted: shown = colorCode

    readonly property color face: shown === 1 ? "#151515" : "#f0f0ea"
    readonly property color rim: shown === 1 ? "#000000" : "#b9b9b0"

    visible: shown !== 0

    function showColor() {
        shown = colorCode
    }

    onColorCodeChanged: {
        turning.stop()
        if (!animated || shown === 0 || colorCode === 0) {
            turn.xScale = 1
            shown = colorCode
            if (animated && colorCode !== 0)
                appear.restart()
            return
        }
        pause.duration = delay * AppSettings.animationScale
        turning.restart()
    }

    // Disc and shadow turn (and appear) together.
    Item {
        id: piece
        anchors.fill: parent
        transform: Scale {
            id: turn
            origin.x: disc.width / 2
            origin.y: disc.height / 2
        }
        Rectangle {
            anchors.fill: parent
            anchors.topMargin: disc.height * 0.04
            anchors.bottomMargin: -disc.height * 0.04
            radius: width / 2
            color: "#50000000"
        }
        Rectangle {
            id: body
            anchors.fill: parent
            radius: width / 2
            // Lit from above, so the disc reads as round.
            gradient: Gradient {
                GradientStop { position: 0; color: disc.shown === 1 ? "#4a4a4a" : "#ffffff" }
                GradientStop { position: 0.55; color: disc.face }
                GradientStop { position: 1; color: disc.shown === 1 ? "#050505" : "#cfcfc6" }
            }
            border.color: disc.rim
            border.width: Math.max(1, width * 0.03)
        }
    }

    SequentialAnimation {
        id: turning
        PauseAnimation { id: pause; duration: 0 }
        NumberAnimation { target: turn; property: "xScale"; to: 0; duration: 110 * AppSettings.animationScale; easing.type: Easing.InQuad }
        // A ScriptAction reads the colour when it runs (a PropertyAction would apply
        // the value from when the animation was set up).
        ScriptAction { script: disc.showColor() }
        NumberAnimation { target: turn; property: "xScale"; to: 1; duration: 110 * AppSettings.animationScale; easing.type: Easing.OutQuad }
    }
    NumberAnimation {
        id: appear
        target: piece
        property: "scale"
        from: 0.4
        to: 1
        duration: 140 * AppSettings.animationScale
        easing.type: Easing.OutBack
    }
}
