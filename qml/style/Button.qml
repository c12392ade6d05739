import QtQuick
import QtQuick.Controls.Fusion as Fusion

// Fusion's button, as tall as a fingertip, with icons that read at arm's length.
Fusion.Button {
    implicitWidth: Math.max(Touch.size, implicitBackgroundWidth + leftInset + rightInset,
                            implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(Touch.size, implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding)
    padding: 8
    icon.width: Touch.iconSize
    icon.height: Touch.iconSize
}
