import QtQuick
import QtQuick.Controls.Fusion as Fusion

// A row of a list (and of a combo box's list): a fingertip tall.
Fusion.ItemDelegate {
    implicitHeight: Math.max(Touch.size, implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding,
                             implicitIndicatorHeight + topPadding + bottomPadding)
}
