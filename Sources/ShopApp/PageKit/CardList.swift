import FlowGtk
import ShopFlows

/// The wallet's cards as a boxed list that follows the wallet (a `BoundList`: a card's row stays
/// while the card does, so the focus and the chosen row stay on it), with a line for when it is
/// empty.
@MainActor
final class CardList: RowsShownBySearch {
    let box = Box(.vertical, spacing: 12)
    /// The list of cards.
    var list: ListBox { cards.list }
    let cards: BoundList<CardRow>
    private let empty: Label

    /// - Parameters:
    ///   - rows: read again whenever what it reads changes.
    ///   - onChoose: the id of the card the user picked.
    ///   - openInNewWindow: the id of the card the user asked for in a new window, if rows offer it
    ///     (a context menu, and a middle click).
    ///   - shown: which rows a search shows, hidden again whenever the rows change.
    init(emptyText: String, rows: @escaping @MainActor () -> [CardRow], onChoose: @escaping @MainActor (String) -> Void,
         openInNewWindow: (@MainActor (String) -> Void)? = nil, shown rowsShown: (@MainActor () -> [Bool]?)? = nil) {
        empty = Text.body(emptyText, css: "dim-label")
        let makeRow: @MainActor (CardRow) -> Box = { card in
            let widget = Self.row(for: card).widget()
            if let openInNewWindow { ContextMenu.onMiddleClick(of: widget) { openInNewWindow(card.id) } }
            return widget
        }
        var menu: (@MainActor (CardRow) -> [ContextMenu.Item])?
        if let openInNewWindow {
            menu = { card in [ContextMenu.Item(localized("Open in New Window")) { openInNewWindow(card.id) }] }
        }
        cards = BoundList<CardRow>(row: makeRow, name: { Self.row(for: $0).spokenName }, menu: menu)
        cards.onChoose = onChoose
        box.append(cards.list)
        box.append(empty)
        ViewUpdates.keep { [weak self] in
            guard let self else { return false }
            let shown = rows()
            cards.update(shown)
            if let flags = rowsShown?() { showOnly(flags) }
            empty.isVisible = shown.isEmpty
            list.isVisible = !shown.isEmpty
            return true
        }
    }

    private static func row(for card: CardRow) -> BoxedList.Row {
        BoxedList.Row(title: card.name, subtitle: card.detail, icon: Card.iconName)
    }

    /// Shows the rows `shown` says (a search's), hides the others; a row keeps its index.
    func showOnly(_ shown: [Bool]) {
        for (index, isShown) in shown.enumerated() { list.setRowShown(isShown, at: index) }
    }
}
