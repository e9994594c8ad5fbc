import FlowGtk
import ShopFlows

/// The Wallet tab's root: the cards, and "Add Card", which opens the add-card sheet. It is the
/// tab's sidebar: a wide window shows it beside the chosen card.
@MainActor
final class WalletPage: ScreenPage {
    private let model: WalletViewModel
    private let column = PageColumn(heading: localized("Wallet"), subtitle: localized("The cards you pay with."))
    private let cards: CardList
    private let search: ListSearchBar

    init(_ model: WalletViewModel) {
        self.model = model
        cards = CardList(emptyText: localized("No cards yet."), rows: { [weak model] in model?.rows ?? [] },
                         onSelect: { [weak model] in model?.cardSelected($0) },
                         openInNewWindow: { [weak model] in model?.cardOpenedInNewWindow($0) },
                         shown: { [weak model] in model?.rowsShown })
        column.append(cards.box)
        // Translators: what the wallet's search field says while empty
        search = ListSearchBar(model, placeholder: localized("Search Cards"), list: cards.boxed, column: column)
        column.append(search.noMatch)
        let add = Button(label: localized("Add Card"), style: .suggested)
        add.onClicked { [weak model] in model?.addCardTapped() }
        column.append(buttonRow([add]))
    }

    var page: Page {
        let page = Page(search.page, owner: self)
        page.sidebar = Sidebar(list: cards.list, chosenRow: { [weak model] in model?.chosenRow },
                               emptyIcon: Card.iconName, emptyTitle: localized("Choose a Card"),
                               emptyDescription: localized("Its details show here."))
        return page
    }
}
