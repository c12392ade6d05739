import QtQuick
import QtQuick.Controls.Fusion as Fusion

// Fusion's combo box, a fingertip tall.
Fusion.ComboBox {
    implicitHeight: Math.max(Touch.size, implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding,
                             implicitIndicatorHeight + topPadding + bottomPadding)
}
