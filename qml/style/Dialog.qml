import QtQuick
import QtQuick.Controls.Fusion as Fusion
import QtQuick.Templates as T

// Fusion's dialog, with this style's button box (fingertip-sized OK, Cancel, Close), over
// a window dimmed enough to tell the dialog from the page behind it.
Fusion.Dialog {
    footer: DialogButtonBox {
        visible: count > 0
    }

    T.Overlay.modal: Rectangle {
        color: Qt.rgba(0, 0, 0, 0.45)
    }
}
