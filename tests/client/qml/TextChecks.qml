import QtQuick

// What the every-text tests look for in a screen's texts, shared by tst_every_text.qml (the
// player's screens) and tst_every_text_tools.qml (the designers' and testers' screens): a text cut
// off (elided or past its lines), wider than its box, broken in the middle of a word, or outside
// the window. Each problem is a sentence naming the text.
Item {
    id: checks
    // The window the texts must stay inside.
    required property Item window

    // Measures one word in a text's font: wider than the text, it would be broken mid-word.
    TextMetrics { id: metrics }

    function texts(item: Item, out: var): var {
        if (!item || item.visible === false || item.opacity === 0) return out
        if (item.truncated !== undefined && typeof item.text === "string" && item.text.length > 0) out.push(item)
        for (let i = 0; i < item.children.length; ++i) texts(item.children[i], out)
        return out
    }
    // The words a line may not break inside: runs of Latin letters and digits (Chinese breaks
    // between any two characters, so it has no such runs).
    function words(text: string): var {
        return text.replace(/<[^>]*>/g, " ").replace(/&[a-z]+;/g, " ").match(/[A-Za-z\u00C0-\u024F0-9'\u2019.,:;!?()%+\-]+/g) ?? []
    }
    // What is wrong with the texts in `container`, as sentences naming each text.
    function problems(where: string, container: Item): var {
        const out = []
        for (const t of texts(container, [])) {
            const what = where + ": \"" + t.text + "\"" + (t.objectName ? " (" + t.objectName + ")" : "")
            if (t.truncated) out.push("cut off, " + what)
            if (t.width <= 0) continue
            // Past its own box (a word wider than a wrapping text, or a line that does not fit).
            if (t.contentWidth > t.width + 1)
                out.push("wider than its box (" + Math.round(t.contentWidth) + " > " + Math.round(t.width) + "), " + what)
            // A text that shrinks to fit is measured by its width above, not at its full size.
            if (t.wrapMode !== Text.NoWrap && t.fontSizeMode === Text.FixedSize) {
                metrics.font = t.font
                for (const w of words(t.text)) {
                    metrics.text = w
                    if (metrics.advanceWidth > t.width + 1) out.push("\"" + w + "\" is broken mid-word, " + what)
                }
            }
            // Inside the window.
            const p = t.mapToItem(checks.window, 0, 0)
            if (p.x < -1 || p.x + Math.min(t.width, t.contentWidth) > checks.window.width + 1) out.push("outside the window, " + what)
        }
        return out
    }
    // Texts of `container` that spill out of it (under the next panel), as sentences.
    function spills(where: string, container: Item): var {
        const out = []
        for (const t of texts(container, [])) {
            const p = t.mapToItem(container, 0, 0)
            if (p.y < -1 || p.y + t.height > container.height + 1)
                out.push(where + ": \"" + t.text + "\" spills out (" + Math.round(p.y + t.height) + " of " + Math.round(container.height) + ")")
        }
        return out
    }
}
