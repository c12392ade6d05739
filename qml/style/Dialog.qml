import QtQuick
import QtQuick.Controls.Fusion as Fusion

// Fusion's dialog, with this style's button box (fingertip-sized OK, Cancel, Close).
Fusion.Dialog {
    footer: DialogButtonBox {
        visible: count > 0
    }
}
