import QtQuick
import QtQuick.Controls.Fusion as Fusion

// Fusion's combo box, a fingertip tall, and so are the rows of its list: this style's
// MenuItem (Fusion's own delegate is Fusion's MenuItem, some 30 px tall).
Fusion.ComboBox {
    id: control
    implicitHeight: Math.max(Touch.size, implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding,
                             implicitIndicatorHeight + topPadding + bottomPadding)

    // (Fusion's delegate, but for the type: the model's roles as context properties.)
    delegate: MenuItem {
        width: ListView.view.width
        text: control.textRole ? (Array.isArray(control.model) ? modelData[control.textRole] : model[control.textRole]) : modelData
        font.weight: control.currentIndex === index ? Font.DemiBold : Font.Normal
        highlighted: control.highlightedIndex === index
        hoverEnabled: control.hoverEnabled
    }
}
