import QtQuick
import QtQuick.Controls.Fusion as Fusion

// Fusion's slider with a handle a finger can hold, a fingertip tall.
Fusion.Slider {
    id: control
    implicitHeight: horizontal ? Math.max(Touch.size, implicitHandleHeight + topPadding + bottomPadding) : implicitBackgroundHeight
    implicitWidth: horizontal ? implicitBackgroundWidth : Math.max(Touch.size, implicitHandleWidth + leftPadding + rightPadding)
    handle: Rectangle {
        x: control.leftPadding + (control.horizontal ? control.visualPosition * (control.availableWidth - width) : (control.availableWidth - width) / 2)
        y: control.topPadding + (control.horizontal ? (control.availableHeight - height) / 2 : control.visualPosition * (control.availableHeight - height))
        implicitWidth: 28
        implicitHeight: 28
        radius: width / 2
        color: control.pressed ? control.palette.mid : control.palette.button
        border.color: control.palette.dark
        FocusRing {
            visible: control.visualFocus
            ringColor: control.palette.text
        }
    }
}
