import QtQuick
import QtQuick.Controls.Fusion as Fusion

// Fusion's switch, a fingertip tall and wide.
Fusion.Switch {
    implicitWidth: Math.max(Touch.size, implicitBackgroundWidth + leftInset + rightInset,
                            implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(Touch.size, implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding,
                             implicitIndicatorHeight + topPadding + bottomPadding)
}
