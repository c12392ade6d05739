import QtQuick
import QtQuick.Controls.Fusion as Fusion

// A menu's row (also the rows of a combo box's list): a fingertip tall.
Fusion.MenuItem {
    implicitHeight: Math.max(Touch.size, implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding,
                             implicitIndicatorHeight + topPadding + bottomPadding)
}
