import QtQuick
import QtQuick.Controls.Fusion as Fusion

// Fusion's scroll bar, shown whenever there is more than fits, not only while scrolling:
// on a touch screen nothing else tells that a page, a dialog or a list goes on.
Fusion.ScrollBar {
    // (A view not laid out yet has size 0: no bar for it, which would then fade out.)
    policy: size > 0 && size < 0.99 ? Fusion.ScrollBar.AlwaysOn : Fusion.ScrollBar.AsNeeded
}
