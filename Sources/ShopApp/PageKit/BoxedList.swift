import FlowGtk

/// A boxed list of rows (`list.boxed-list`), each with an optional icon, a title, a subtitle and
/// a trailing detail; activating a row calls `onSelect` with its index.
@MainActor
final class BoxedList {
    let list = ListBox(boxed: true)
    private var onSelect: (@MainActor (Int) -> Void)?

    init(onSelect: (@MainActor (Int) -> Void)? = nil) {
        self.onSelect = onSelect
        list.onRowActivated { [weak self] index in self?.onSelect?(index) }
    }

    /// Replaces the rows.
    func show(_ rows: [Row]) {
        list.removeAll()
        for row in rows { list.append(row.widget(), activatable: onSelect != nil) }
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
            if let icon { box.append(Image(iconName: icon)) }
            let texts = Box(.vertical, spacing: 2)
            texts.hexpand = true
            texts.append(Text.body(title, css: "row-title"))
            if let subtitle { texts.append(Text.body(subtitle, css: "row-subtitle")) }
            box.append(texts)
            if let detail {
                let label = Label(detail)
                label.addCSSClass("price")
                box.append(label)
            }
            if showsChevron { box.append(Image(iconName: "go-next-symbolic")) }
            return box
        }
    }
}
