import QtQuick
import QtQuick.Controls.Fusion as Fusion

// Dialogs' OK, Cancel and Close: this style's fingertip-sized buttons.
Fusion.DialogButtonBox {
    delegate: Button {}
}
