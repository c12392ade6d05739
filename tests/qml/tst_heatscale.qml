import QtQuick
import QtTest
import Reversi

// The heat-map's numbers are readable on their chips: WCAG AA contrast (4.5:1) between
// the number's colour and the chip for every score the engine can give (-64..64). The
// chips keep their colours on both themes (HeatScale does not read the theme), which the
// test checks too. The scale has a fixed meaning: pale at 0, blue for wins, orange for
// losses, deeper with the margin.
TestCase {
    name: "HeatScale"

    function init() {
        failOnWarning(/.?/)  // a QML warning fails the test (tests/qml/main.cpp)
    }

    // WCAG 2 relative luminance and contrast ratio, written here from the definition
    // (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio), not taken from HeatScale.
    function channel(v) { return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4) }
    function luminance(c) { return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b) }
    function contrast(a, b) {
        const la = luminance(a), lb = luminance(b)
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
    }

    function test_everyNumberIsReadable() {
        const before = AppSettings.theme
        const onDark = []
        for (const theme of ["dark", "light"]) {
            AppSettings.theme = theme
            let worst = 100
            for (let score = -64; score <= 64; ++score) {
                // The same chip on both themes.
                if (theme === "dark") onDark.push(HeatScale.color(score))
                else verify(Qt.colorEqual(HeatScale.color(score), onDark[score + 64]), "score " + score + " keeps its colour")
                const ratio = contrast(HeatScale.textColor(score), HeatScale.color(score))
                verify(ratio >= 4.5, "score " + score + " on " + theme + ": contrast " + ratio.toFixed(2))
                worst = Math.min(worst, ratio)
            }
            console.log("the lowest contrast on the " + theme + " theme is " + worst.toFixed(2) + ":1")
        }
        AppSettings.theme = before
    }

    function test_fixedMeaning() {
        const even = HeatScale.color(0), win = HeatScale.color(20), loss = HeatScale.color(-20)
        verify(Math.abs(even.r - even.b) < 0.1, "0 is a neutral colour")
        verify(win.b > win.r + 0.3, "a win is blue")
        verify(loss.r > loss.b + 0.3, "a loss is orange")
        // Deeper with the margin: further from the neutral colour, up to the full margin.
        for (let s = 1; s <= HeatScale.fullMargin; ++s) {
            verify(contrast(HeatScale.color(s), even) > contrast(HeatScale.color(s - 1), even), "wins deepen at " + s)
            verify(contrast(HeatScale.color(-s), even) > contrast(HeatScale.color(1 - s), even), "losses deepen at " + s)
        }
        compare(HeatScale.color(HeatScale.fullMargin + 10), HeatScale.color(HeatScale.fullMargin))
    }
}
