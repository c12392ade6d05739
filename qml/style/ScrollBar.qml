import QtQuick
import QtQuick.Controls.Fusion as Fusion

// Fusion's scroll bar, shown whenever there is more than fits, not only while scrolling:
// on a touch screen nothing else tells that a page, a dialog or a list goes on.
Fusion.ScrollBar {
    // (A view not laid out yet has size 0: no bar for it, which would then fade out.)
    policy: size > 0 && size < 0.99 ? Fusion.ScrollBar.AlwaysOn : Fusion.ScrollBar.AsNeeded
    // Nor a bar for a view that fits: one that scrolled only while it was laid out (a
    // dialog opening) would stay drawn for the 0.65 s of Fusion's fade, full height.
    visible: policy === Fusion.ScrollBar.AlwaysOn
}
