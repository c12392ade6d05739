import QtQuick
import QtQuick.Controls.Fusion as Fusion

// Dialogs' OK, Cancel and Close: this style's fingertip-sized buttons.
Fusion.DialogButtonBox {
    // The buttons as far in from the frame as the dialog's contents (Dialog's padding:
    // its window is the overlay a dialog covers).
    readonly property real margin: Window.width > 0 ? Touch.dialogMargin(Window.width, Window.height) : 16
    leftPadding: margin
    rightPadding: margin
    bottomPadding: margin
    delegate: Button {}
}
