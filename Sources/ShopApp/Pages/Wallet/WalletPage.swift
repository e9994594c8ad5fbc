import FlowGtk
import ShopFlows

/// The Wallet tab's root: the cards, and "Add Card", which opens the add-card sheet; signed out,
/// a line saying so and "Sign In". It is the tab's sidebar: a wide window shows it beside the
/// chosen card.
@MainActor
final class WalletPage {
    private let model: WalletViewModel
    private let column = PageColumn(heading: .screenTitle, subtitle: localized("The cards you pay with."))
    private let cards: CardList
    private let search: ListSearchBar

    init(_ model: WalletViewModel) {
        self.model = model
        cards = CardList(emptyText: localized("No cards yet."), rows: { [weak model] in model?.rows ?? [] },
                         onChoose: { [weak model] in model?.follow(.card(id: $0)) },
                         openInNewWindow: { [weak model] in model?.cardOpenedInNewWindow($0) },
                         shown: { [weak model] in model?.rowsShown })
        column.append(cards.box)
        // Translators: what the wallet's search field says while empty
        search = ListSearchBar(model, placeholder: localized("Search Cards"), list: cards, column: column)
        column.append(search.noMatch)
        let add = Button(label: localized("Add Card"), style: .suggested)
        add.onClicked { [weak model] in model?.follow(.addCard) }
        let signedOut = Text.body(model.signedOutText)
        let signIn = Button(label: localized("Sign In"), style: .suggested)
        signIn.onClicked { [weak model] in model?.signInTapped() }
        column.append(signedOut)
        column.append(buttonRow([add, signIn]))
        ViewUpdates.keep { [weak self, cards] in
            guard let self else { return false }
            let isSignedIn = model.isSignedIn
            cards.box.isVisible = isSignedIn
            add.isVisible = isSignedIn
            signedOut.isVisible = !isSignedIn
            signIn.isVisible = !isSignedIn
            return true
        }
    }

    var page: Page {
        let page = column.page(search.page, owner: self)
        page.sidebar = Sidebar(list: cards.list, chosenRow: { [weak model] in model?.chosenRow },
                               emptyIcon: Card.iconName, emptyTitle: localized("Choose a Card"),
                               emptyDescription: localized("Its details show here."))
        return page
    }
}

extension WalletViewModel: PageProviding {
    public func makePage() -> Page { WalletPage(self).page }
}
