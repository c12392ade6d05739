import QtQuick
import QtQuick.Controls.Fusion as Fusion

// A switch a fingertip tall and wide, whose state reads at a glance: a round knob on the
// left of a grey track when off, on the right of a coloured one when on (Fusion's own is a
// small grey bar either way).
Fusion.Switch {
    id: control
    implicitWidth: Math.max(Touch.size, implicitBackgroundWidth + leftInset + rightInset,
                            implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(Touch.size, implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding,
                             implicitIndicatorHeight + topPadding + bottomPadding)

    indicator: Rectangle {
        implicitWidth: 48
        implicitHeight: 26
        // With no text of its own (a label beside it names it), at the control's edge:
        // it lines up with what is above and below it (the settings' combo boxes; the
        // padding left it 9 px short of them).
        x: control.text ? (control.mirrored ? control.width - width - control.rightPadding : control.leftPadding)
                        : (control.mirrored ? 0 : control.width - width)
        y: control.topPadding + (control.availableHeight - height) / 2
        radius: height / 2
        color: control.checked ? control.palette.highlight : control.palette.mid
        opacity: control.enabled ? 1 : 0.4

        FocusRing {
            visible: control.visualFocus
            ringColor: control.palette.text
        }

        Rectangle {
            width: parent.height - 6
            height: width
            radius: width / 2
            y: 3
            // (visualPosition follows a drag, and mirrors for right-to-left languages)
            x: 3 + control.visualPosition * (parent.width - width - 6)
            color: control.down ? control.palette.light : control.palette.buttonText
            Behavior on x {
                enabled: !control.down
                NumberAnimation { duration: 100 }
            }
        }
    }
}
