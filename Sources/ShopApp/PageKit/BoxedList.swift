import FlowGtk

/// A boxed list of rows (`list.boxed-list`), each with an optional icon, a title, a subtitle and
/// a trailing detail; activating a row (a click, Enter or Space) calls `onSelect` with its index.
///
/// The list's signal handler holds `onSelect` itself, not this helper: a page may build the list
/// in a local and let the helper go, and its rows still work for as long as the list is shown.
@MainActor
final class BoxedList {
    let list = ListBox(boxed: true)
    private let selectable: Bool

    init(onSelect: (@MainActor (Int) -> Void)? = nil) {
        selectable = onSelect != nil
        if let onSelect { list.onRowActivated(onSelect) }
    }

    /// Replaces the rows.
    func show(_ rows: [Row]) {
        list.removeAll()
        for row in rows { list.append(row.widget(), named: row.spokenName, activatable: selectable) }
    }

    struct Row {
        var title: String
        var subtitle: String? = nil
        var icon: String? = nil
        var detail: String? = nil
        var showsChevron = true

        @MainActor
        func widget() -> Widget {
            let box = Box(.horizontal, spacing: 12)
            if let icon { box.append(Image(iconName: icon, .decorative)) }
            let texts = Box(.vertical, spacing: 2)
            texts.hexpand = true
            texts.append(Text.body(title, css: "row-title"))
            if let subtitle { texts.append(Text.body(subtitle, css: "row-subtitle")) }
            box.append(texts)
            if let detail {
                // A price is short and whole: the title beside it wraps instead.
                let label = Label(detail)
                label.addCSSClass("price")
                box.append(label)
            }
            if showsChevron { box.append(Image(iconName: "go-next-symbolic", .decorative)) }
            return box
        }

        /// What a screen reader reads for the row: its texts, in the order they are shown.
        var spokenName: String {
            [title, subtitle, detail].compactMap { $0 }.joined(separator: ", ")
        }
    }
}
