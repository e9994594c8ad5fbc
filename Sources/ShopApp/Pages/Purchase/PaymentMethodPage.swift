import FlowGtk
import ShopFlows

/// Choosing one of the wallet's cards, under what it pays for; the choice goes back to the
/// purchase as a typed result.
/// "Add Card" opens the add-card sheet over the cover (the coordinator's decision); with no card
/// to pick, it is the page's suggested action. Signed out, a line says so, with "Sign In".
@MainActor
final class PaymentMethodPage {
    private let model: PaymentMethodViewModel
    private let column: PageColumn
    private let cards: CardList
    private let add = Button(label: localized("Add Card"))
    private let signIn = Button(label: localized("Sign In"), style: .suggested)

    init(_ model: PaymentMethodViewModel) {
        self.model = model
        // Translators: the heading of the list of cards to pay with
        column = PageColumn(heading: .screenTitle, subtitle: model.payingText)
        cards = CardList(emptyText: model.emptyText,
                         rows: { [weak model] in model?.rows ?? [] },
                         onChoose: { [weak model] in model?.cardChosen($0) })
        column.append(cards.box)
        add.onClicked { [weak model] in model?.addCardTapped() }
        signIn.onClicked { [weak model] in model?.signInTapped() }
        let signedOut = Text.body(model.signedOutText)
        column.append(signedOut)
        column.append(buttonRow([add, signIn]))
        ViewUpdates.keep { [weak self] in
            guard let self else { return false }
            let isSignedIn = model.isSignedIn
            add.style = model.isEmpty ? .suggested : .regular
            cards.box.isVisible = isSignedIn
            add.isVisible = isSignedIn
            signedOut.isVisible = !isSignedIn
            signIn.isVisible = !isSignedIn
            return true
        }
    }

    var page: Page { column.page(owner: self) }
}

extension PaymentMethodViewModel: PageProviding {
    public func makePage() -> Page { PaymentMethodPage(self).page }
}
