import FlowGtk
import ShopFlows

/// The wallet's cards as a boxed list that follows the wallet, with a line for when it is empty.
@MainActor
final class CardList {
    let box = Box(.vertical, spacing: 12)
    /// The list of cards.
    var list: ListBox { boxed.list }
    let boxed: BoxedList
    private let empty: Label

    /// - Parameters:
    ///   - rows: read again whenever what it reads changes.
    ///   - onChoose: the id of the card the user picked.
    ///   - openInNewWindow: the id of the card the user asked for in a new window, if rows offer it.
    ///   - shown: which rows a search shows, hidden again whenever the rows are rebuilt.
    init(emptyText: String, rows: @escaping @MainActor () -> [CardRow], onChoose: @escaping @MainActor (String) -> Void,
         openInNewWindow: (@MainActor (String) -> Void)? = nil, shown rowsShown: (@MainActor () -> [Bool]?)? = nil) {
        empty = Text.body(emptyText, css: "dim-label")
        var shown: [CardRow] = []
        var openRow: (@MainActor (Int) -> Void)?
        if let openInNewWindow {
            openRow = { index in if shown.indices.contains(index) { openInNewWindow(shown[index].id) } }
        }
        boxed = BoxedList(onChoose: { index in
            if shown.indices.contains(index) { onChoose(shown[index].id) }
        }, openInNewWindow: openRow)
        box.append(boxed.list)
        box.append(empty)
        ViewUpdates.keep { [weak self] in
            guard let self else { return false }
            shown = rows()
            boxed.show(shown.map { BoxedList.Row(title: $0.name, subtitle: $0.detail, icon: Card.iconName) })
            if let flags = rowsShown?() { boxed.showOnly(flags) }
            empty.isVisible = shown.isEmpty
            list.isVisible = !shown.isEmpty
            return true
        }
    }
}
