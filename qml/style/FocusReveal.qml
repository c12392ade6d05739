import QtQuick

// Brings the control the keyboard moves to into view where it sits in a scrolling page
// inside `content` (a dialog's or a popup's): the nearest Flickable around it scrolls
// just enough to show it whole, `margin` beyond. Lists are passed over: they keep their
// own current row in view. Set `target` to the window while the page is open.
Connections {
    property Item content: null
    property real margin: 8
    function onActiveFocusItemChanged() {
        const item = target ? target.activeFocusItem : null
        if (!item || !content)
            return
        // The nearest page around the item, if the item is in `content` at all.
        let page = null
        let a = item.parent
        for (; a && a !== content; a = a.parent) {
            if (!page && a.contentItem !== undefined && a.contentY !== undefined && a.currentIndex === undefined)
                page = a
        }
        if (!a || !page)
            return
        const r = item.mapToItem(page.contentItem, 0, 0, item.width, item.height)
        const most = Math.max(0, page.contentHeight - page.height)
        if (r.y + r.height > page.contentY + page.height)
            page.contentY = Math.min(most, r.y + r.height + margin - page.height)
        else if (r.y < page.contentY)
            page.contentY = Math.max(0, r.y - margin)
    }
}
