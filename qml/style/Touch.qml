pragma Singleton
import QtQml

// The size of everything a finger taps, in logical pixels: 48 as Material and Apple
// advise for touch (44 is the least WCAG 2.5.5 accepts; tests check that).
QtObject {
    readonly property int size: 48
    readonly property int iconSize: 24

    // How far a dialog's contents, title and buttons stand in from its frame in a window
    // of this size: less on a phone (its short side under 600).
    function dialogMargin(width, height) { return Math.min(width, height) < 600 ? 10 : 16 }
}
