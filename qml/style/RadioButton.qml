import QtQuick
import QtQuick.Controls.Fusion as Fusion

// A radio button a finger finds: a 26 px circle in a fingertip-tall row.
Fusion.RadioButton {
    id: control
    implicitWidth: Math.max(Touch.size, implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(Touch.size, implicitContentHeight + topPadding + bottomPadding,
                             implicitIndicatorHeight + topPadding + bottomPadding)
    spacing: 10
    indicator: Rectangle {
        x: control.text ? (control.mirrored ? control.width - width - control.rightPadding : control.leftPadding)
                        : control.leftPadding + (control.availableWidth - width) / 2
        y: control.topPadding + (control.availableHeight - height) / 2
        implicitWidth: 26
        implicitHeight: 26
        radius: width / 2
        color: control.down ? control.palette.mid : control.palette.base
        // Outlined in the text's colour, so that the box shows on dark themes too.
        border.color: Qt.rgba(control.palette.text.r, control.palette.text.g, control.palette.text.b, 0.6)
        FocusRing {
            visible: control.visualFocus
            ringColor: control.palette.text
        }
        Rectangle {
            anchors.centerIn: parent
            visible: control.checked
            width: 12
            height: 12
            radius: 6
            color: control.palette.text
        }
    }
}
