import QtQuick
import QtQuick.Controls.Fusion as Fusion
import QtQuick.Templates as T

// Fusion's dialog, with this style's button box (fingertip-sized OK, Cancel, Close), over
// a window dimmed enough to tell the dialog from the page behind it, and a title set in
// as far as the dialog's contents.
Fusion.Dialog {
    id: control

    // One margin for every dialog's contents, title and buttons (Fusion's 6 px put texts
    // and boxes against the frame), less on a phone; DialogButtonBox keeps the same.
    padding: parent ? Touch.dialogMargin(parent.width, parent.height) : 16

    header: Fusion.Label {
        text: control.title
        visible: control.title !== ""
        elide: Fusion.Label.ElideRight
        font.bold: true
        leftPadding: control.leftPadding
        rightPadding: control.rightPadding
        topPadding: 12
        bottomPadding: 4
        background: Rectangle {
            x: 1
            y: 1
            width: parent.width - 2
            height: parent.height - 1
            color: control.palette.window
            radius: 2
        }
    }

    footer: DialogButtonBox {
        visible: count > 0
    }

    T.Overlay.modal: Rectangle {
        color: Qt.rgba(0, 0, 0, 0.45)
    }
}
