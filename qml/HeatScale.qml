pragma Singleton
import QtQuick

// The heat-map's colours, with a fixed meaning: the score in discs for the side to move,
// pale at 0 (even), blue when it wins and orange when it loses, deeper as the margin
// grows (full colour at `fullMargin` discs). The same on the light and dark themes (the
// board keeps its colours). Numbers on a chip are black or white, whichever contrasts
// more: the worse of the two is always above WCAG AA's 4.5:1 (tests/qml/tst_heatscale.qml).
QtObject {
    readonly property int fullMargin: 24
    readonly property color even: "#efeadf"
    readonly property color wins: "#1d4f9c"
    readonly property color loses: "#b8470a"

    // 0 at an even score, 1 from `fullMargin` discs on; a square root so that small
    // margins already show.
    function strength(score) { return Math.sqrt(Math.min(1, Math.abs(score) / fullMargin)) }
    function color(score) {
        const end = score >= 0 ? wins : loses
        const t = strength(score)
        return Qt.rgba(even.r + (end.r - even.r) * t, even.g + (end.g - even.g) * t, even.b + (end.b - even.b) * t, 1)
    }
    // WCAG relative luminance of a colour.
    function luminance(c) {
        const lin = (v) => v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4)
        return 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b)
    }
    function textColor(score) {
        const l = luminance(color(score))
        // Contrast with black is (l + 0.05) / 0.05, with white 1.05 / (l + 0.05).
        return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? Qt.rgba(0, 0, 0, 1) : Qt.rgba(1, 1, 1, 1)
    }
}
