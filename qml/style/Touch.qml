pragma Singleton
import QtQml

// The size of everything a finger taps, in logical pixels: 48 as Material and Apple
// advise for touch (44 is the least WCAG 2.5.5 accepts; tests check that).
QtObject {
    readonly property int size: 48
    readonly property int iconSize: 24
}
