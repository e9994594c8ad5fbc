import FlowGtk
import ShopFlows

/// A boxed list of rows (`list.boxed-list`), each with an optional icon, a title, a subtitle and
/// a trailing detail; activating a row (a click, Enter or Space) calls `onChoose` with its index.
/// With `openInNewWindow`, each row also has a context menu with "Open in New Window" (a right
/// click, Shift+F10, the Menu key), which a middle click does at once.
///
/// The list's signal handler holds `onChoose` itself, not this helper: a page may build the list
/// in a local and let the helper go, and its rows still work for as long as the list is shown.
@MainActor
final class BoxedList {
    let list = ListBox(boxed: true)
    private let selectable: Bool
    private let openInNewWindow: (@MainActor (Int) -> Void)?
    /// The rows' context menus, which the list's key controller opens for the focused row.
    private let menus = Menus()

    /// The context menus of the rows shown, by index.
    private final class Menus {
        var byRow: [ContextMenu] = []
    }

    init(onChoose: (@MainActor (Int) -> Void)? = nil, openInNewWindow: (@MainActor (Int) -> Void)? = nil) {
        selectable = onChoose != nil
        self.openInNewWindow = openInNewWindow
        if let onChoose { list.onRowActivated(onChoose) }
        if openInNewWindow != nil {
            let keys = KeyController(phase: .bubble)
            keys.onKeyPressed { [list, menus] press in
                guard ContextMenu.opens(press), let index = list.focusedRowIndex, menus.byRow.indices.contains(index) else { return false }
                menus.byRow[index].open()
                return true
            }
            list.addController(keys)
        }
    }

    /// Replaces the rows.
    func show(_ rows: [Row]) {
        list.removeAll()
        menus.byRow = []
        for (index, row) in rows.enumerated() {
            let widget = row.widget()
            if let openInNewWindow {
                menus.byRow.append(ContextMenu(on: widget, items: [.init(localized("Open in New Window")) { openInNewWindow(index) }]))
                ContextMenu.onMiddleClick(of: widget) { openInNewWindow(index) }
            }
            list.append(widget, named: row.spokenName, activatable: selectable)
        }
    }

    /// Shows the rows `shown` says, hides the others (a search's); a row keeps its index. A list
    /// whose every row is hidden is hidden too: an empty boxed list would still draw its frame.
    func showOnly(_ shown: [Bool]) {
        for (index, isShown) in shown.enumerated() { list.setRowShown(isShown, at: index) }
        if !shown.isEmpty { list.isVisible = shown.contains(true) }
    }

    struct Row {
        var title: String
        var subtitle: String? = nil
        var icon: String? = nil
        var detail: String? = nil
        var showsChevron = true
        /// Whether the detail reads left to right in every language (a card's number).
        var detailIsLeftToRight = false

        @MainActor
        func widget() -> Box {
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
                if detailIsLeftToRight { label.textDirection = .leftToRight }
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
