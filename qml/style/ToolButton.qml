import QtQuick
import QtQuick.Controls.Fusion as Fusion

// Fusion's tool button, at least a fingertip square.
Fusion.ToolButton {
    implicitWidth: Math.max(Touch.size, implicitBackgroundWidth + leftInset + rightInset,
                            implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(Touch.size, implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding)
    icon.width: Touch.iconSize
    icon.height: Touch.iconSize
}
