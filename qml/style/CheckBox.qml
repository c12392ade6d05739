import QtQuick
import QtQuick.Controls.Fusion as Fusion

// A check box a finger finds: a 26 px box in a fingertip-tall row. Its name wraps
// rather than being cut short where the row is narrower than it (a dialog on a phone).
Fusion.CheckBox {
    id: control
    implicitWidth: Math.max(Touch.size, implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(Touch.size, implicitContentHeight + topPadding + bottomPadding,
                             implicitIndicatorHeight + topPadding + bottomPadding)
    spacing: 10
    contentItem: Text {
        readonly property real besideIndicator: control.indicator ? control.indicator.width + control.spacing : 0
        leftPadding: control.mirrored ? 0 : besideIndicator
        rightPadding: control.mirrored ? besideIndicator : 0
        text: control.text
        font: control.font
        color: control.palette.windowText
        wrapMode: Text.Wrap
        verticalAlignment: Text.AlignVCenter
    }
    indicator: Rectangle {
        x: control.text ? (control.mirrored ? control.width - width - control.rightPadding : control.leftPadding)
                        : control.leftPadding + (control.availableWidth - width) / 2
        y: control.topPadding + (control.availableHeight - height) / 2
        implicitWidth: 26
        implicitHeight: 26
        radius: 4
        color: control.down ? control.palette.mid : control.palette.base
        // Outlined in the text's colour, so that the box shows on dark themes too.
        border.color: Qt.rgba(control.palette.text.r, control.palette.text.g, control.palette.text.b, 0.6)
        FocusRing {
            visible: control.visualFocus
            ringColor: control.palette.text
        }
        Text {
            anchors.centerIn: parent
            visible: control.checked
            text: "✓"
            color: control.palette.text
            font.pixelSize: 20
            font.bold: true
        }
    }
}
